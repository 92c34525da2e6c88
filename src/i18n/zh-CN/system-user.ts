import { userColumnTitles } from '../../api/contract/system/user-columns';

/** Texts of the /system/user screen (merchant users). */
export const userTexts = {
  ...userColumnTitles,
  title: '用户管理',
  actions: '操作',
  keyword: '手机号/姓名',
  add: '新增',
  edit: '编辑',
  enable: '启用',
  disable: '停用',
  delete: '删除',
  addUser: '新增用户',
  editUser: '编辑用户',
  password: '初始密码',
  confirmPassword: '确认密码',
  save: '保存',
  cancel: '取消',
  saved: '保存成功',
  changed: '操作成功',
  loading: '加载中…',
  mobileTaken: '该手机号已被使用',
  chooseRoles: '请选择角色',
  tooLong: (label: string, max: number) => `${label}最长${max}个字符`,
  /** A role the user holds but the editor may not give: kept, not changeable here. */
  heldRole: (name: string) => `${name}（不可更改）`,
  confirmDisable: (name: string) => `确定停用「${name}」吗？停用后该用户的登录将立即失效，且无法再登录。`,
  confirmEnable: (name: string) => `确定启用「${name}」吗？`,
  confirmDelete: (name: string) => `确定删除「${name}」吗？删除后该用户的登录将立即失效，且不可恢复。`,
  rowAction: (action: string, name: string) => `${action} ${name}`,
} as const;
