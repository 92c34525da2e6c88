import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import type { TemplateRow } from '../../../api/contract/fertigation/template';
import { templateTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { Permission } from '../../../ui/permission';
import type { TableColumn } from '../../../ui/table';

const p = fertigationPermissions.template;

/** The templates table's columns; edit and delete each need their own permission. */
export function templateColumns(onEdit: (row: TemplateRow) => void, onDelete: (row: TemplateRow) => void): TableColumn<TemplateRow>[] {
  return [
    { key: 'name', title: t.name },
    { key: 'crop', title: t.crop },
    { key: 'steps', title: t.steps, render: (r) => r.steps.map((s) => s.areaName).join(' → ') },
    { key: 'totalMinutes', title: t.totalMinutes, align: 'right' },
    {
      key: 'ops', title: t.ops, width: 140, fixed: 'right', permissions: [p.edit, p.delete],
      render: (r) => (
        <>
          <Permission anyOf={[p.edit]}>
            <button type="button" className="irr-button" aria-label={`${t.edit} ${r.name}`} onClick={() => onEdit(r)}>{t.edit}</button>
          </Permission>
          <Permission anyOf={[p.delete]}>
            <button type="button" className="irr-button" aria-label={`${t.delete} ${r.name}`} onClick={() => onDelete(r)}>{t.delete}</button>
          </Permission>
        </>
      ),
    },
  ];
}
