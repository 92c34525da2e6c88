import type { PersonalizedNames } from '../../../api/contract/param';
import type { FeedbackRow } from '../../../api/contract/business/feedback';
import { feedbackColumnDefsOf } from '../../../api/contract/business/feedback-columns';
import { businessFeedbackTexts as t } from '../../../i18n/zh-CN/business-record';
import { label } from '../../../i18n/zh-CN/enums';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';
import type { FeedbackLine } from './feedback-line';

/** The feedback table of a line (feedbackColumnDefsOf its columns); a processed row shows its result, an open one the process button. */
export function feedbackColumns(
  line: FeedbackLine,
  labels: PersonalizedNames,
  onProcess: (row: FeedbackRow) => void,
): TableColumn<FeedbackRow>[] {
  return tableColumnsOf(
    feedbackColumnDefsOf(line.columns),
    {
      equip: { width: 180, fixed: 'left', ellipsis: true },
      processed: 150,
      place: { width: 100, ellipsis: true },
      faultType: 90,
      description: { width: 200, ellipsis: true },
      reporterName: { width: 150, ellipsis: true },
      createTime: 170,
    },
    {
      names: labels,
      actions: {
        key: 'ops',
        title: t.ops,
        width: 90,
        fixed: 'right',
        permissions: [line.permissions.process],
        render: (r) =>
          r.processed === 'N' && (
            <button
              type="button"
              className="irr-button"
              aria-label={`${t.process} ${r.equipName} ${label('faultType', r.faultType)} ${r.createTime}`}
              onClick={() => onProcess(r)}
            >
              {t.process}
            </button>
          ),
      },
    },
  );
}
