import type { ReconcileRow } from '../../../api/contract/money/reconcile';
import { reconcileColumnDefs } from '../../../api/contract/money/reconcile-columns';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellReconcileTexts as t } from '../../../i18n/zh-CN/well-reconcile';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';

/** The reconciliation table (reconcileColumnDefs); an open issue shows 处理 to holders of its button. */
export function reconcileColumns(onProcess: (row: ReconcileRow) => void): TableColumn<ReconcileRow>[] {
  return tableColumnsOf(
    reconcileColumnDefs,
    {
      createTime: { width: 170, fixed: 'left' },
      processed: 90,
      kind: 100,
      wellName: { width: 160, ellipsis: true },
      recordNo: { width: 90, align: 'right' },
      cardNo: 140,
      farmerName: { width: 100, ellipsis: true },
      difference: { width: 110, align: 'right' },
      happenTime: 170,
      detail: { width: 320, ellipsis: true },
      processNote: { width: 200, ellipsis: true },
    },
    {
      actions: {
        key: 'ops',
        title: t.ops,
        width: 90,
        fixed: 'right',
        permissions: [wellPermissions.reconcile.process],
        render: (r) =>
          r.processed === 'N' && (
            <button
              type="button"
              className="irr-button"
              aria-label={`${t.process} ${label('reconcileKind', r.kind)} #${r.recordNo} ${r.createTime}`}
              onClick={() => onProcess(r)}
            >
              {t.process}
            </button>
          ),
      },
    },
  );
}
