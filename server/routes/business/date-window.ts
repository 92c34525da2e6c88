import { fail } from '../../http/business-error';
import { parseDateTime } from '../../http/format';
import { businessMessages as msg } from './messages';

/** The optional `startTime`/`endTime` filter of a findPage, parsed (the contract checked the shape); a reversed range is refused. */
export function dateWindow(input: { startTime?: string; endTime?: string }): { from?: Date; to?: Date } {
  const from = input.startTime === undefined ? undefined : parseDateTime(input.startTime);
  const to = input.endTime === undefined ? undefined : parseDateTime(input.endTime);
  if (from && to && from > to) throw fail(msg.reversedRange);
  return { from, to };
}
