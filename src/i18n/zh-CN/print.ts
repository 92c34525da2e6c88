/** Texts of printing (src/ui/print): the 打印 button and the prompt when C-Lodop does not answer. */
export const printTexts = {
  print: '打印',
  printing: '打印中…',
  /** Spec section 8. */
  pluginMissing: 'C-Lodop打印控件还没准备好，请稍后再试！',
  downloadHint: '尚未安装的，请先下载安装C-Lodop，启动后再点打印：',
  download: '下载C-Lodop打印控件',
  browserPrint: '浏览器打印',
  close: '关闭',
  failed: (message: string) => `打印失败：${message}`,
  /** The line under a printout's title. */
  range: (start: string, end: string) => `时间范围：${start} 至 ${end}`,
} as const;
