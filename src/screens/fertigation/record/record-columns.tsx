import type { RecordRow } from '../../../api/contract/fertigation/record';
import { recordTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { label } from '../../../i18n/zh-CN/enums';
import type { TableColumn } from '../../../ui/table';
import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';

/** Only booked and running orders can be cancelled (the server refuses the others). */
export const isCancellable = (r: RecordRow) => r.status === 'TO_RUN' || r.status === 'RUNNING';

/** The records table's columns; the cancel column needs fertigation:record:cancel. */
export function recordColumns(onCancel: (row: RecordRow) => void): TableColumn<RecordRow>[] {
  return [
    { key: 'orderNo', title: t.orderNo, width: 180, fixed: 'left' },
    { key: 'machine', title: t.machine, render: (r) => `${r.equipName}(${r.equipCd})` },
    { key: 'placeName', title: t.place },
    { key: 'status', title: t.status, render: (r) => label('orderStatus', r.status) },
    { key: 'orderType', title: t.type, render: (r) => label('orderType', r.orderType) },
    { key: 'startTime', title: t.startTime, width: 170 },
    { key: 'endTime', title: t.endTime, width: 170, render: (r) => r.endTime ?? '' },
    { key: 'waterM3', title: t.water, align: 'right', render: (r) => r.waterM3.toFixed(3) },
    { key: 'amount', title: t.amount, align: 'right', render: (r) => r.amount.toFixed(2) },
    {
      key: 'ops', title: t.ops, width: 90, fixed: 'right', permissions: [fertigationPermissions.record.cancel],
      render: (r) => isCancellable(r) && (
        <button type="button" className="irr-button" aria-label={`${t.cancel} ${r.orderNo}`} onClick={() => onCancel(r)}>{t.cancel}</button>
      ),
    },
  ];
}
