import { columnsOf } from '../column-def';
import type { TemplateRow } from './template';

/** Headers of the templates table's columns (the screen's and the export's). */
export const templateColumnTitles = { name: '模板名称', crop: '作物', steps: '步骤', totalMinutes: '总时长(分钟)' } as const;

/** A template's steps as the table shows them: their areas in order. */
export const stepsText = (r: TemplateRow): string => r.steps.map((s) => s.areaName).join(' → ');

const t = templateColumnTitles;

/** The templates table's columns and its export's. */
export const templateColumnDefs = columnsOf<TemplateRow>()([
  { key: 'name', title: t.name, text: (r) => r.name },
  { key: 'crop', title: t.crop, text: (r) => r.crop },
  { key: 'steps', title: t.steps, text: stepsText },
  { key: 'totalMinutes', title: t.totalMinutes, text: (r) => r.totalMinutes },
]);
