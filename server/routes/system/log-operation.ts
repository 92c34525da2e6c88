import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What the operation log shows for calls that need no permission (no menu button names them). */
export const PATH_OPERATIONS: Readonly<Record<string, string>> = {
  'bind/changePassword/changePassword': '修改密码',
  'api-file/files-anon': '上传图片',
  'irrigationWell/notice/isRead': '标记已读',
  'login/login': '登录',
  'login/logout': '退出登录',
  'login/forcedEntry': '免密登录',
  // the platform's operations on the merchant (server/platform/platform-actor.ts)
  'platform/merchant/add': '平台开通商户',
  'platform/merchant/suspend': '平台停用商户',
  'platform/merchant/resume': '平台恢复商户',
  'platform/merchant/lines': '平台修改业务线',
  'platform/well/add': '平台新增机井',
};

/** How one permission reads in the log: `页面 · 按钮`; an add that changed an existing row reads as the page's edit. */
export interface OperationLabels {
  /** Label of each permission string of the menus. */
  byPermission: ReadonlyMap<string, string>;
  /** add permission -> the edit permission of the same page, for saves that both add and edit. */
  editOf: ReadonlyMap<string, string>;
}

export async function loadOperationLabels(db: Kysely<Database>, userType: string): Promise<OperationLabels> {
  const rows = await db
    .selectFrom('menu as b')
    .innerJoin('menu as p', 'p.id', 'b.parent_id')
    .select(['b.permission', 'b.name as button', 'p.name as page'])
    .where('b.user_type', '=', userType)
    .where('b.permission', '<>', '')
    .execute();
  const byPermission = new Map(rows.map((r) => [r.permission, `${r.page} · ${r.button}`]));
  const editOf = new Map<string, string>();
  for (const permission of byPermission.keys()) {
    const edit = permission.replace(/:add$/, ':edit');
    if (edit !== permission && byPermission.has(edit)) editOf.set(permission, edit);
  }
  return { byPermission, editOf };
}

/** One logged operation as the screen names it; `inserted`: its first row change was an insert (the save added its row). */
export function operationLabel(labels: OperationLabels, op: { path: string; permission: string; inserted: boolean }): string {
  if (op.permission) {
    const edit = op.inserted ? undefined : labels.editOf.get(op.permission);
    const label = labels.byPermission.get(edit ?? op.permission);
    if (label) return label;
  }
  return PATH_OPERATIONS[op.path] ?? op.path;
}

/**
 * The operations whose label contains `text`: as (permission, inserted) pairs, `inserted`
 * undefined when either reads the same, and the paths without a permission.
 */
export function operationsMatching(
  labels: OperationLabels,
  text: string,
): {
  permissions: { permission: string; inserted: boolean | undefined }[];
  paths: string[];
} {
  const needle = text.toLowerCase();
  const hit = (label: string | undefined) => label !== undefined && label.toLowerCase().includes(needle);
  const permissions: { permission: string; inserted: boolean | undefined }[] = [];
  for (const [permission, label] of labels.byPermission) {
    const edit = labels.editOf.get(permission);
    if (!edit) {
      if (hit(label)) permissions.push({ permission, inserted: undefined });
      continue;
    }
    const asAdd = hit(label);
    const asEdit = hit(labels.byPermission.get(edit));
    if (asAdd && asEdit) permissions.push({ permission, inserted: undefined });
    else if (asAdd || asEdit) permissions.push({ permission, inserted: asAdd });
  }
  const paths = Object.entries(PATH_OPERATIONS)
    .filter(([, label]) => hit(label))
    .map(([path]) => path);
  return { permissions, paths };
}
