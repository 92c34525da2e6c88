import type { PersonalizedNames } from '../../../api/contract/param';
import type { FeedbackRow } from '../../../api/contract/business/feedback';
import { processedText } from '../../../api/contract/business/feedback-columns';
import { titleWith } from '../../../api/contract/export-columns';
import { businessFeedbackTexts as t } from '../../../i18n/zh-CN/business-record';
import { label } from '../../../i18n/zh-CN/enums';
import type { TableColumn } from '../../../ui/table';
import type { FeedbackColumnKey, FeedbackLine } from './feedback-line';

function column(key: FeedbackColumnKey, line: FeedbackLine, labels: PersonalizedNames): TableColumn<FeedbackRow> {
  switch (key) {
    case 'equip': return { key, title: titleWith(line.columns.equip, labels), render: (r) => `${r.equipName}(${r.equipCd})` };
    case 'place': return { key, title: titleWith(line.columns.place, labels), render: (r) => r.placeName };
    case 'faultType': return { key, title: t.faultType, render: (r) => label('faultType', r.faultType) };
    case 'description': return { key, title: t.description, width: 200 };
    case 'reporter': return { key, title: t.reporter, render: (r) => label('reporterIdentity', r.reporterIdentity) };
    case 'reporterName': return { key, title: t.reporterName, render: (r) => [r.reporterName, r.reporterMobile].filter(Boolean).join(' ') };
    case 'createTime': return { key, title: t.time, width: 170 };
    case 'processed': return { key, title: t.processed, render: processedText };
  }
}

/** The feedback table's columns of a line; a processed row shows its result, an open one the process button. */
export function feedbackColumns(line: FeedbackLine, labels: PersonalizedNames, onProcess: (row: FeedbackRow) => void): TableColumn<FeedbackRow>[] {
  return [
    ...line.columns.keys.map((key) => column(key, line, labels)),
    {
      key: 'ops', title: t.ops, width: 90, fixed: 'right', permissions: [line.permissions.process],
      render: (r) => r.processed === 'N' && (
        <button type="button" className="irr-button" aria-label={`${t.process} ${r.equipName} ${label('faultType', r.faultType)} ${r.createTime}`} onClick={() => onProcess(r)}>{t.process}</button>
      ),
    },
  ];
}
