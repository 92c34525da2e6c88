import type { OperLogRow } from '../../../api/contract/system/logs';
import { operLogColumnDefs } from '../../../api/contract/system/logs-columns';
import { systemPermissions } from '../../../api/contract/system/permissions';
import { logTexts as t } from '../../../i18n/zh-CN/system-logs';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';

/** The operation log table (operLogColumnDefs): time, operator, operation, path, address, changes; 详情 opens the changes. */
export function operLogColumns(onDetail: (row: OperLogRow) => void): TableColumn<OperLogRow>[] {
  return tableColumnsOf(
    operLogColumnDefs,
    {
      operTime: { width: 170, fixed: 'left' },
      operatorName: 110,
      operatorMobile: 130,
      operation: { width: 180, ellipsis: true },
      path: { width: 220, ellipsis: true },
      ip: 130,
      changeCount: { width: 80, align: 'right' },
    },
    {
      actions: {
        key: 'actions',
        title: t.actions,
        width: 80,
        fixed: 'right',
        permissions: [systemPermissions.operLog.view],
        render: (r) => (
          <button
            type="button"
            className="irr-button"
            data-action="detail"
            aria-label={t.detailAria(r.operTime, r.operation)}
            onClick={() => onDetail(r)}
          >
            {t.detail}
          </button>
        ),
      },
    },
  );
}
