import { recordColumnTitles } from '../../api/contract/business/record-columns';

/** Texts of the records and fault-feedback screens shared by both lines; each line names its table, equipment and place. */
export const businessRecordTexts = {
  ...recordColumnTitles,
  ops: '操作',
  range: '开始时间范围', cancel: '取消', cancelTitle: '取消订单', cancelRemark: '取消原因',
  cancelConfirm: (orderNo: string) => `确定取消订单 ${orderNo} 吗？`, cancelled: '订单已取消',
  confirm: '确定', close: '关闭',
} as const;

export const businessFeedbackTexts = {
  faultType: '故障类型', reporter: '上报身份', reporterName: '上报人', time: '上报时间', description: '故障描述',
  keyword: '上报人/编号', processed: '是否处理', yes: '已处理', no: '未处理', ops: '操作', process: '处理', processTitle: '处理反馈',
  result: '处理结果', resultPictures: '处理图片', processedOk: '处理成功', confirm: '确定', close: '取消',
} as const;
