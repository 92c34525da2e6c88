/**
 * Who took a nonce: a token of the request's attempt (server/auth/caller-query.ts). A caller's
 * statement tried again after its connection was lost may find the nonce taken by its own first
 * try, whose commit was not known: that is the same request, not a replay.
 */
export const nonceTaker: readonly string[] = [`alter table nonce add column taken_by text`];
