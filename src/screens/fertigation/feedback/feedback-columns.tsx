import type { FeedbackRow } from '../../../api/contract/fertigation/feedback';
import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import { feedbackScreenTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { label } from '../../../i18n/zh-CN/enums';
import type { TableColumn } from '../../../ui/table';

/** The feedback table's columns; a processed row shows its result, an open one the process button. */
export function feedbackColumns(onProcess: (row: FeedbackRow) => void): TableColumn<FeedbackRow>[] {
  return [
    { key: 'machine', title: t.machine, render: (r) => `${r.equipName}(${r.equipCd})` },
    { key: 'faultType', title: t.faultType, render: (r) => label('faultType', r.faultType) },
    { key: 'reporterIdentity', title: t.reporter, render: (r) => label('reporterIdentity', r.reporterIdentity) },
    { key: 'createTime', title: t.time, width: 170 },
    { key: 'processed', title: t.processed, render: (r) => (r.processed === 'Y' ? `${t.yes}：${r.processResult}` : t.no) },
    {
      key: 'ops', title: t.ops, width: 90, fixed: 'right', permissions: [fertigationPermissions.feedback.process],
      render: (r) => r.processed === 'N' && (
        <button type="button" className="irr-button" aria-label={`${t.process} ${r.equipName} ${label('faultType', r.faultType)} ${r.createTime}`} onClick={() => onProcess(r)}>{t.process}</button>
      ),
    },
  ];
}
