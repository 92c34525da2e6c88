import type { OperLogChange } from '../../../api/contract/system/logs';

/** One field of a changed row: its value before and after, and whether it changed. */
export interface ChangeField {
  name: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of a row change in the order the row holds them (then any only the other image has).
 * An insert or a delete changes every field; an update only those whose value differs.
 */
export function changeFields(change: OperLogChange): ChangeField[] {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const names = [...new Set([...Object.keys(change.after ? after : before), ...Object.keys(change.after ? before : after)])];
  return names.map((name) => ({
    name,
    before: before[name],
    after: after[name],
    changed: change.action !== 'update' || !same(before[name], after[name]),
  }));
}

/** A stored value as text: objects as JSON, nothing as the empty mark. */
export function showValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
