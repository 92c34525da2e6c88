import type { PersonalizedNames } from '../../../api/contract/param';
import type { RecordRow } from '../../../api/contract/business/record';
import { titleWith } from '../../../api/contract/export-columns';
import { businessRecordTexts as t } from '../../../i18n/zh-CN/business-record';
import { label } from '../../../i18n/zh-CN/enums';
import type { TableColumn } from '../../../ui/table';
import type { RecordColumnKey, RecordLine } from './record-line';

/** Only booked and running orders can be cancelled (the server refuses the others). */
export const isCancellable = (r: RecordRow) => r.status === 'TO_RUN' || r.status === 'RUNNING';

function column(key: RecordColumnKey, line: RecordLine, labels: PersonalizedNames): TableColumn<RecordRow> {
  switch (key) {
    case 'orderNo': return { key, title: t.orderNo, width: 180, fixed: 'left' };
    case 'equip': return { key, title: titleWith(line.columns.equip, labels), render: (r) => `${r.equipName}(${r.equipCd})` };
    case 'place': return { key, title: titleWith(line.columns.place, labels), render: (r) => r.placeName };
    case 'status': return { key, title: t.status, render: (r) => label('orderStatus', r.status) };
    case 'type': return { key, title: t.type, render: (r) => label('orderType', r.orderType) };
    case 'user': return { key, title: t.user, render: (r) => [r.userName, r.userMobile].filter(Boolean).join(' ') };
    case 'startTime': return { key, title: t.startTime, width: 170 };
    case 'endTime': return { key, title: t.endTime, width: 170, render: (r) => r.endTime ?? '' };
    case 'water': return { key, title: t.water, align: 'right', render: (r) => r.waterM3.toFixed(3) };
    case 'power': return { key, title: t.power, align: 'right', render: (r) => r.powerKwh.toFixed(2) };
    case 'amount': return { key, title: t.amount, align: 'right', render: (r) => r.amount.toFixed(2) };
  }
}

/** The records table's columns of a line; the cancel column needs the line's cancel permission. */
export function recordColumns(line: RecordLine, labels: PersonalizedNames, onCancel: (row: RecordRow) => void): TableColumn<RecordRow>[] {
  return [
    ...line.columns.keys.map((key) => column(key, line, labels)),
    {
      key: 'ops', title: t.ops, width: 90, fixed: 'right', permissions: [line.permissions.cancel],
      render: (r) => isCancellable(r) && (
        <button type="button" className="irr-button" aria-label={`${t.cancel} ${r.orderNo}`} onClick={() => onCancel(r)}>{t.cancel}</button>
      ),
    },
  ];
}
