import type { PersonalizedNames } from '../../../api/contract/param';
import type { RecordRow } from '../../../api/contract/business/record';
import { recordColumnDefsOf } from '../../../api/contract/business/record-columns';
import { businessRecordTexts as t } from '../../../i18n/zh-CN/business-record';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';
import type { RecordLine } from './record-line';

/** Only booked and running orders can be cancelled (the server refuses the others). */
export const isCancellable = (r: RecordRow) => r.status === 'TO_RUN' || r.status === 'RUNNING';

/** The records table of a line (recordColumnDefsOf its columns); the cancel column needs the line's cancel permission. */
export function recordColumns(line: RecordLine, labels: PersonalizedNames, onCancel: (row: RecordRow) => void): TableColumn<RecordRow>[] {
  return tableColumnsOf(
    recordColumnDefsOf(line.columns),
    {
      orderNo: { width: 180, fixed: 'left' },
      status: 80,
      amount: { width: 100, align: 'right' },
      equip: { width: 160, ellipsis: true },
      place: { width: 100, ellipsis: true },
      type: 70,
      user: { width: 150, ellipsis: true },
      startTime: 170,
      endTime: 170,
      water: { width: 110, align: 'right' },
      power: { width: 110, align: 'right' },
    },
    {
      names: labels,
      actions: {
        key: 'ops',
        title: t.ops,
        width: 90,
        fixed: 'right',
        permissions: [line.permissions.cancel],
        render: (r) =>
          isCancellable(r) && (
            <button type="button" className="irr-button" aria-label={`${t.cancel} ${r.orderNo}`} onClick={() => onCancel(r)}>
              {t.cancel}
            </button>
          ),
      },
    },
  );
}
