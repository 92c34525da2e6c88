import type * as z from 'zod/mini';
import type { ImportColumn } from '../../../../src/api/contract/fertigation/import';
import { importMessages as msg } from './import-messages';
import type { ImportProblems } from './import-problems';

/**
 * A cell checked by the save call's own field schema (the same rules and words as the form);
 * a failure is added for the row, named by its column unless the schema's message names it.
 */
export function checkCell<S extends z.ZodMiniType<unknown, string>>(
  problems: ImportProblems,
  line: number,
  column: ImportColumn,
  schema: S,
  cell: string,
): z.output<S> | undefined {
  if (column.required && cell === '') {
    problems.add(line, msg.required(column.title));
    return undefined;
  }
  const result = schema.safeParse(cell);
  if (result.success) return result.data as z.output<S>;
  const message = result.error.issues[0]?.message ?? '';
  problems.add(line, message.includes(column.title) ? message : `${column.title}：${message}`);
  return undefined;
}

/** The first line each value was seen on, to name it when a later row repeats it. */
export class FirstSeen {
  private readonly lines = new Map<string, number>();

  /** The earlier line holding `value`, or undefined (and `line` is remembered). */
  repeats(value: string, line: number): number | undefined {
    const earlier = this.lines.get(value);
    if (earlier === undefined) this.lines.set(value, line);
    return earlier;
  }
}
