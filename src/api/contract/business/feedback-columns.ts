import { label } from '../enum-labels';
import type { ColumnDef } from '../column-def';
import type { ColumnTitle } from '../export-columns';
import type { FeedbackRow } from './feedback';

/** Headers of the fault-feedback table's columns (the screen's and the export's); equipment and place are the line's. */
export const feedbackColumnTitles = {
  faultType: '故障类型',
  reporter: '上报身份',
  reporterName: '上报人',
  time: '上报时间',
  description: '故障描述',
  processed: '是否处理',
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
  r.processed === 'Y' ? `${label('processed', 'Y')}：${r.processResult}` : label('processed', 'N');

const t = feedbackColumnTitles;

function feedbackColumn(key: FeedbackColumnKey, set: FeedbackColumnSet): ColumnDef<FeedbackRow, FeedbackColumnKey> {
  switch (key) {
    case 'equip':
      return { key, title: set.equip, text: (r) => `${r.equipName}(${r.equipCd})` };
    case 'place':
      return { key, title: set.place, text: (r) => r.placeName };
    case 'faultType':
      return { key, title: t.faultType, text: (r) => label('faultType', r.faultType) };
    case 'description':
      return { key, title: t.description, text: (r) => r.description };
    case 'reporter':
      return { key, title: t.reporter, text: (r) => label('reporterIdentity', r.reporterIdentity) };
    case 'reporterName':
      return { key, title: t.reporterName, text: (r) => [r.reporterName, r.reporterMobile].filter(Boolean).join(' ') };
    case 'createTime':
      return { key, title: t.time, text: (r) => r.createTime };
    case 'processed':
      return { key, title: t.processed, text: processedText };
  }
}

/** A line's fault-feedback table's columns and its export's. */
export const feedbackColumnDefsOf = (set: FeedbackColumnSet): readonly ColumnDef<FeedbackRow, FeedbackColumnKey>[] =>
  set.keys.map((key) => feedbackColumn(key, set));
