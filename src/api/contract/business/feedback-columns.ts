import { label } from '../enum-labels';
import type { ColumnTitle, ExportColumn } from '../export-columns';
import type { FeedbackRow } from './feedback';

/** Headers of the fault-feedback table's columns (the screen's and the export's); equipment and place are the line's. */
export const feedbackColumnTitles = {
  faultType: '故障类型', reporter: '上报身份', reporterName: '上报人', time: '上报时间', description: '故障描述', processed: '是否处理',
} as const;

export type FeedbackColumnKey = 'equip' | 'place' | 'faultType' | 'description' | 'reporter' | 'reporterName' | 'createTime' | 'processed';

/** A line's fault-feedback table: the columns it shows, in order, and the headers of its equipment and place columns. */
export interface FeedbackColumnSet {
  readonly keys: readonly FeedbackColumnKey[];
  readonly equip: ColumnTitle;
  readonly place: ColumnTitle;
}

/** 已处理 with its result, or 未处理. */
export const processedText = (r: Pick<FeedbackRow, 'processed' | 'processResult'>): string =>
  (r.processed === 'Y' ? `${label('processed', 'Y')}：${r.processResult}` : label('processed', 'N'));

const t = feedbackColumnTitles;

function feedbackColumn(key: FeedbackColumnKey, set: FeedbackColumnSet): ExportColumn<FeedbackRow> {
  switch (key) {
    case 'equip': return { title: set.equip, text: (r) => `${r.equipName}(${r.equipCd})` };
    case 'place': return { title: set.place, text: (r) => r.placeName };
    case 'faultType': return { title: t.faultType, text: (r) => label('faultType', r.faultType) };
    case 'description': return { title: t.description, text: (r) => r.description };
    case 'reporter': return { title: t.reporter, text: (r) => label('reporterIdentity', r.reporterIdentity) };
    case 'reporterName': return { title: t.reporterName, text: (r) => [r.reporterName, r.reporterMobile].filter(Boolean).join(' ') };
    case 'createTime': return { title: t.time, text: (r) => r.createTime };
    case 'processed': return { title: t.processed, text: processedText };
  }
}

/** A line's fault-feedback export, column for column as its table. */
export const feedbackExportColumnsOf = (set: FeedbackColumnSet): readonly ExportColumn<FeedbackRow>[] => set.keys.map((key) => feedbackColumn(key, set));
