import type { Access, CallDef } from './define-call';
import * as contract from './index';

/**
 * The single table of the contract's calls and what each needs: the server registers no route
 * that is not in it and checks every caller against it (server/http/access.ts); the role screen's
 * tree lists under each permission the calls it opens (plat/role/getMenuList); a test walks it
 * (test/server/access-every-call.test.ts). Built from the contract, so a call added there is in
 * the table, and a call cannot be written without an `access`. Server and tests only: the
 * console's bundles import calls one by one.
 */
export const CALL_TABLE: ReadonlyMap<string, CallDef> = new Map(
  (Object.values(contract) as unknown[])
    .filter((group): group is Record<string, unknown> => typeof group === 'object' && group !== null)
    .flatMap((group) => Object.values(group))
    .filter((v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'access' in v && 'method' in v)
    .map((call) => [call.path, call]),
);

/** The permission strings that admit a caller to a call (any one of them), or null when it needs none. */
export function permissionsOf(access: Access): readonly string[] | null {
  return typeof access === 'object' ? [access.permission, ...(access.orPermissions ?? [])] : null;
}

/** Paths of the calls a permission string opens (as the call's own permission or an alternative). */
export function callsOpenedBy(permission: string): string[] {
  return [...CALL_TABLE.values()].filter((c) => permissionsOf(c.access)?.includes(permission)).map((c) => c.path);
}
