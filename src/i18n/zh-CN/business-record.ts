import { feedbackColumnTitles } from '../../api/contract/business/feedback-columns';
import { label } from '../../api/contract/enum-labels';
import { recordColumnTitles } from '../../api/contract/business/record-columns';

/** Texts of the records and fault-feedback screens shared by both lines; each line names its table, equipment and place. */
export const businessRecordTexts = {
  ...recordColumnTitles,
  ops: '操作',
  range: '开始时间范围',
  cancel: '取消',
  cancelTitle: '取消订单',
  cancelRemark: '取消原因',
  cancelConfirm: (orderNo: string) => `确定取消订单 ${orderNo} 吗？`,
  cancelled: '订单已取消',
  confirm: '确定',
  close: '关闭',
} as const;

export const businessFeedbackTexts = {
  ...feedbackColumnTitles,
  keyword: '上报人/编号',
  yes: label('processed', 'Y'),
  no: label('processed', 'N'),
  ops: '操作',
  process: '处理',
  processTitle: '处理反馈',
  result: '处理结果',
  resultPictures: '处理图片',
  processedOk: '处理成功',
  confirm: '确定',
  close: '取消',
} as const;
