/** Texts of the feedback layer: alerts and the loading overlay. */
export const feedbackTexts = {
  alertTitle: '提示',
  confirm: '确定',
  loading: '加载中…',
} as const;
