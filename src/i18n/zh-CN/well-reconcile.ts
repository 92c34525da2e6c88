import { reconcileColumnTitles } from '../../api/contract/money/reconcile-columns';

/** Texts of the reconciliation screen (对账异常). */
export const wellReconcileTexts = {
  ...reconcileColumnTitles,
  table: '对账异常',
  keyword: '卡号/机井',
  ops: '操作',
  process: '处理',
  processTitle: '处理对账异常',
  note: '处理说明',
  close: '关闭',
  processedOk: '处理成功',
} as const;
