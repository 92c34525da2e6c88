import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import type { ReconcileRow } from './reconcile';

/** Headers of the reconciliation table's columns (the screen's, the printout's and the export's). */
export const reconcileColumnTitles = {
  createTime: '发现时间',
  kind: '异常类型',
  well: '机井',
  recordNo: '记录号',
  cardNo: '卡号',
  farmer: '持卡人',
  difference: '差额(元)',
  happenTime: '用水时间',
  detail: '说明',
  processed: '处理状态',
  processNote: '处理说明',
  processedBy: '处理人',
  processTime: '处理时间',
} as const;

const t = reconcileColumnTitles;

/**
 * The reconciliation table's columns and its export's: when found, then whether processed (read
 * first), the issue; the well as name (code); the export opens with the number.
 */
export const reconcileColumnDefs = columnsOf<ReconcileRow>()([
  { key: 'id', title: '编号', text: (r) => r.id, only: 'export' },
  { key: 'createTime', title: t.createTime, text: (r) => r.createTime },
  { key: 'processed', title: t.processed, text: (r) => label('processed', r.processed) },
  { key: 'kind', title: t.kind, text: (r) => label('reconcileKind', r.kind) },
  { key: 'wellName', title: t.well, text: (r) => `${r.wellName}(${r.wellCd})` },
  { key: 'recordNo', title: t.recordNo, text: (r) => r.recordNo },
  { key: 'cardNo', title: t.cardNo, text: (r) => r.cardNo },
  { key: 'farmerName', title: t.farmer, text: (r) => r.farmerName },
  { key: 'difference', title: t.difference, text: (r) => r.difference.toFixed(2) },
  { key: 'happenTime', title: t.happenTime, text: (r) => r.happenTime },
  { key: 'detail', title: t.detail, text: (r) => r.detail },
  { key: 'processNote', title: t.processNote, text: (r) => r.processNote },
  { key: 'processedBy', title: t.processedBy, text: (r) => r.processedBy, only: 'export' },
  { key: 'processTime', title: t.processTime, text: (r) => r.processTime ?? '', only: 'export' },
]);
