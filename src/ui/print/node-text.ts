import { Fragment, isValidElement, type ReactNode } from 'react';

/**
 * The text a cell's content shows, without rendering it: strings and numbers, and the children of
 * plain elements and fragments (`<span>{amount}</span>`). A component's output is not known
 * before it renders, so it counts as no text (give its column `print: false`, or plain content).
 */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((n: ReactNode) => nodeText(n)).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) {
    return typeof node.type === 'string' || node.type === Fragment ? nodeText(node.props.children) : '';
  }
  return '';
}
