import * as z from 'zod/mini';
import { SETTLEMENT_WAYS } from '../../src/api/contract/money/settlement';
import type { ServiceLine } from '../../src/api/contract/service-lines';
import { platformMessages as msg } from './platform-messages';

/**
 * What the platform's CLI and API take (server/docs/platform.md): not console calls, so not in the
 * contract. Checked with validateInput (http/validate-input.ts): the first problem in Chinese.
 */

/** A line as the operator names it: `well` or `fertigation` (the keys of SERVICE_LINES also do). */
const LINE_NAMES: Readonly<Record<string, ServiceLine>> = {
  well: 'agriculturalWell',
  agriculturalWell: 'agriculturalWell',
  fertigation: 'fertigation',
};

/** The operator's name of a line, as its CLI and API say it. */
export const lineName = (line: ServiceLine): string => (line === 'agriculturalWell' ? 'well' : line);

const line = z.pipe(
  z.string(),
  z.transform((name, ctx) => {
    const known = LINE_NAMES[name];
    if (!known) ctx.issues.push({ code: 'custom', input: name, message: msg.lineUnknown(name.slice(0, 30)) });
    return known!;
  }),
);

/** One line or more, each once. */
export const lines = z.pipe(
  z.array(line, { error: msg.linesMissing }).check(z.minLength(1, msg.linesMissing)),
  z.transform((named) => [...new Set(named)].sort()),
);

const way = z.string().check(
  z.refine((w) => (SETTLEMENT_WAYS as readonly string[]).includes(w), {
    error: (issue) => msg.wayUnknown(String(issue.input).slice(0, 30)),
  }),
);

export const addMerchantInput = z.strictObject({
  name: z.string({ error: msg.nameMissing }).check(z.trim(), z.minLength(1, msg.nameMissing), z.maxLength(50, msg.nameTooLong)),
  lines,
  settlement: z.strictObject({
    way,
    /** The platform's fee on the merchant's online income, in thousandths (6: 0.6%). */
    feePermille: z
      .number({ error: msg.feeInvalid })
      .check(z.int(msg.feeInvalid), z.minimum(0, msg.feeInvalid), z.maximum(1000, msg.feeInvalid)),
  }),
  admin: z.strictObject({
    mobile: z.string({ error: msg.mobileInvalid }).check(z.trim(), z.regex(/^1\d{10}$/, msg.mobileInvalid)),
    name: z._default(
      z
        .string({ error: msg.adminNameInvalid })
        .check(z.trim(), z.minLength(1, msg.adminNameInvalid), z.maxLength(20, msg.adminNameInvalid)),
      '管理员',
    ),
  }),
});
export type AddMerchantInput = z.output<typeof addMerchantInput>;

export const merchantLinesInput = z.strictObject({ lines });

/** A merchant's id in a path or on the command line. */
export const merchantId = z.pipe(
  z.string(),
  z.transform((text, ctx) => {
    const n = /^[1-9]\d{0,8}$/.test(text) ? Number(text) : NaN;
    if (Number.isNaN(n)) ctx.issues.push({ code: 'custom', input: text, message: msg.badId });
    return n;
  }),
);
