import type * as z from 'zod/mini';

interface SchemaDef {
  type?: string;
  innerType?: { _zod?: { def?: SchemaDef } };
  shape?: Record<string, { _zod?: { def?: SchemaDef } }>;
}

const defOf = (schema: unknown): SchemaDef | undefined => (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;

/** Whether a field's schema is a number, under optional/nullable wrappers. */
function wantsNumber(field: unknown): boolean {
  let def = defOf(field);
  while (def && (def.type === 'optional' || def.type === 'nullable')) def = def.innerType?._zod?.def;
  return def?.type === 'number';
}

const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * A query string carries text only: a field the call's schema takes as a number is read as one
 * when it is written as a plain decimal (`noticeId=12`); anything else stays text, so the schema
 * refuses it with the field's own message.
 */
export function numbersFromQuery(schema: z.ZodMiniType, query: Record<string, unknown>): Record<string, unknown> {
  const shape = defOf(schema)?.shape;
  if (!shape) return query;
  const out: Record<string, unknown> = { ...query };
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && DECIMAL.test(value) && Object.hasOwn(shape, key) && wantsNumber(shape[key])) out[key] = Number(value);
  }
  return out;
}
