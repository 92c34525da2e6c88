/** Words shared by the screens of both business lines (wells, fertigation). */
export const businessTexts = {
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  save: '保存',
  saved: '保存成功',
  changed: '操作成功',
  loading: '加载中…',
} as const;
