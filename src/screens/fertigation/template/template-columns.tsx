import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import type { TemplateRow } from '../../../api/contract/fertigation/template';
import { stepsText } from '../../../api/contract/fertigation/template-columns';
import { templateTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { rowActionsColumn, type TableColumn } from '../../../ui/table';

const p = fertigationPermissions.template;

/** The templates table's columns; edit and delete each need their own permission. */
export function templateColumns(onEdit: (row: TemplateRow) => void, onDelete: (row: TemplateRow) => void): TableColumn<TemplateRow>[] {
  return [
    { key: 'name', title: t.name },
    { key: 'crop', title: t.crop },
    { key: 'steps', title: t.steps, render: stepsText },
    { key: 'totalMinutes', title: t.totalMinutes, align: 'right' },
    rowActionsColumn<TemplateRow>({
      title: t.ops, name: (r) => r.name,
      actions: [{ label: t.edit, permission: p.edit, onClick: onEdit }, { label: t.delete, permission: p.delete, onClick: onDelete }],
    }),
  ];
}
