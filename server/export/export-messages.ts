/** The export's refusals (Chinese, as the console shows them). */
export const exportMessages = {
  unknownCall: (path: string) => `没有这个列表: ${path}`,
  notFindPage: (path: string) => `${path} 不是分页列表，不能导出`,
  notExportable: (path: string) => `该列表暂不支持导出: ${path}`,
} as const;
