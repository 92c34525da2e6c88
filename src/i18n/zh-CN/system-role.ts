import { roleColumnTitles } from '../../api/contract/system/role-columns';

/** Texts of the /system/role screen (roles and the menu and button tree they grant). */
export const roleTexts = {
  ...roleColumnTitles,
  title: '角色管理',
  actions: '操作',
  keyword: '角色名称/备注',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  addRole: '新增角色',
  editRole: '编辑角色',
  menus: '菜单与按钮权限',
  grantsAll: '全部权限',
  grantsAllNote: '该角色拥有所有菜单与按钮（*:*:*），此处不可修改。',
  save: '保存',
  cancel: '取消',
  saved: '保存成功',
  changed: '操作成功',
  loading: '加载中…',
  tooLong: (label: string, max: number) => `${label}最长${max}个字符`,
  /** The calls a button's permission opens, after its name in the tree. */
  callsHint: (calls: readonly string[]) => calls.join('、'),
  confirmDelete: (name: string) => `确定删除角色「${name}」吗？`,
  rowAction: (action: string, name: string) => `${action} ${name}`,
} as const;
