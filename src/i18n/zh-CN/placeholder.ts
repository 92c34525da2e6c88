/** Texts of the placeholder page of business routes whose screens come later. */
export const placeholderTexts = {
  note: (path: string) => `页面 ${path} 正在建设中，以下为示例数据。`,
  keyword: '关键字',
  search: '查询',
  remark: '备注',
  prev: '上一页',
  next: '下一页',
  page: (n: number) => `第 ${n} 页`,
  list: '示例列表',
} as const;
