import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { wellPermissions } from '../well/permissions';
import { ACCOUNT_KINDS, FUND_SOURCES } from './fields';

/**
 * POST irrigationWell/ledger/trialBalance: the merchant's balance per account kind and source, and
 * `total`, the sum of every posting (0.00 when the books balance). `verify` also sums and counts
 * the postings of every account and counts the accounts whose kept balance or posting count differs
 * (slower: a check, not a report).
 */
export const trialBalance = defineCall({
  method: 'POST',
  path: 'irrigationWell/ledger/trialBalance',
  readOnly: true,
  mode: 'json',
  access: { permission: wellPermissions.fund.view },
  request: z.strictObject({ verify: z.optional(z.boolean()) }),
  response: z.object({
    accounts: z.array(
      z.object({ kind: z.enum(ACCOUNT_KINDS), fundSource: z.enum(FUND_SOURCES), accounts: z.number(), balance: z.number() }),
    ),
    total: z.number(),
    /** With `verify`: accounts whose kept balance or count is not their postings' (0 when sound). */
    mismatches: z.nullable(z.number()),
  }),
});
