import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import type { TemplateRow } from '../../../api/contract/fertigation/template';
import { templateColumnDefs } from '../../../api/contract/fertigation/template-columns';
import { templateTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { rowActionsColumn, tableColumnsOf, type TableColumn } from '../../../ui/table';

const p = fertigationPermissions.template;

/** The templates table (templateColumnDefs); edit and delete each need their own permission. */
export function templateColumns(onEdit: (row: TemplateRow) => void, onDelete: (row: TemplateRow) => void): TableColumn<TemplateRow>[] {
  return tableColumnsOf(
    templateColumnDefs,
    { name: { width: 180, fixed: 'left', ellipsis: true }, steps: { width: 400, ellipsis: true }, totalMinutes: { align: 'right' } },
    {
      actions: rowActionsColumn<TemplateRow>({
        title: t.ops,
        name: (r) => r.name,
        width: 130,
        actions: [
          { label: t.edit, permission: p.edit, onClick: onEdit },
          { label: t.delete, permission: p.delete, onClick: onDelete },
        ],
      }),
    },
  );
}
