/** Refusals shared by the business lines (HTTP 200, errorCode 1), worded for the operator. */
export const businessMessages = {
  notFound: (what: string) => `${what}不存在或已删除`,
  stale: '数据已被修改，请刷新后重试',
  reversedRange: '开始时间不能晚于结束时间',
  duplicateCode: (what: string, cd: string) => `${what}编码“${cd}”已存在`,
  duplicateName: (what: string, name: string) => `${what}名称“${name}”已存在`,
  placeRegion: '所在区县无效，请重新选择',
  recordFinished: '订单已完成，不能取消',
  recordCancelled: '订单已取消，请勿重复操作',
  feedbackProcessed: '该故障已处理，请勿重复处理',
  pictureUnknown: '图片不存在，请重新上传',
} as const;
