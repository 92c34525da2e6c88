import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStyles } from '../styles/use-styles';
import { popoverStyles } from './popover.styles';
import { usePortalContainer } from './portal-context';
import type { PopoverState } from './use-popover';

export interface PopoverPanelProps {
  /** The state from `usePopover`. */
  popover: PopoverState;
  /** Accessible name of the floating element. @default undefined */
  label?: string;
  /** Id of the element naming it, instead of `label`. @default undefined */
  labelledBy?: string;
  /** Extra class on the floating element. @default '' */
  className?: string;
  /** Its part name, for `::part()` from outside the shadow root. @default 'popover' */
  part?: string;
  /** @default undefined */
  children?: ReactNode;
}

/**
 * The floating element of a popover, rendered while open into the same shadow root (its layer,
 * or the enclosing dialog's panel), never into document.body of the page. Part: `popover` (or `part`).
 */
export function PopoverPanel({ popover, label, labelledBy, className = '', part = 'popover', children }: PopoverPanelProps) {
  useStyles(popoverStyles);
  const container = usePortalContainer();
  if (!popover.open) return null;
  return createPortal(
    <div
      ref={popover.setFloating}
      id={popover.floatingId}
      role={popover.role}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-modal={popover.role === 'dialog' ? false : undefined}
      tabIndex={popover.focusOnOpen === 'first' ? -1 : undefined}
      className={`irr-popover ${className}`.trim()}
      style={popover.floatingStyles}
      part={part}
    >
      {children}
    </div>,
    container,
  );
}
