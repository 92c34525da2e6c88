import type { ExportColumn } from '../export-columns';
import type { TemplateRow } from './template';

/** Headers of the templates table's columns (the screen's and the export's). */
export const templateColumnTitles = { name: '模板名称', crop: '作物', steps: '步骤', totalMinutes: '总时长(分钟)' } as const;

/** A template's steps as the table shows them: their areas in order. */
export const stepsText = (r: TemplateRow): string => r.steps.map((s) => s.areaName).join(' → ');

const t = templateColumnTitles;

/** The templates' export, column for column as the table. */
export const templateExportColumns: readonly ExportColumn<TemplateRow>[] = [
  { title: t.name, text: (r) => r.name },
  { title: t.crop, text: (r) => r.crop },
  { title: t.steps, text: stepsText },
  { title: t.totalMinutes, text: (r) => r.totalMinutes },
];
