/** Texts of the personalised names screen (/system/param). */
export const paramTexts = {
  title: '个性化设置',
  intro: '以下名称将替换各页面中对应的文字，保存后立即生效。',
  equipment: '设备名称',
  equipmentName: '设备编号名称',
  equipmentAdmin: '设备管理员名称',
  place: '村镇名称',
  defaultHint: (value: string) => `默认：${value}`,
  tooLong: (label: string) => `${label}最长10个字符`,
  save: '保存',
  restoreDefaults: '恢复默认',
  restoredHint: '已填入默认名称，保存后生效',
  saved: '保存成功',
  loading: '加载中…',
  usingDefaults: '尚未设置，当前使用默认名称',
  noPermission: '您没有修改个性化设置的权限，仅可查看',
} as const;
