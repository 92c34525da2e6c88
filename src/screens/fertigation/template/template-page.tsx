import { useState } from 'react';
import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import { findPage, type TemplateRow } from '../../../api/contract/fertigation/template';
import { callApi } from '../../../api/transport';
import { templateTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { notify } from '../../../session/public/notify';
import { Permission } from '../../../ui/permission';
import type { FieldValues } from '../../../ui/form';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { DeleteDialog } from './delete-dialog';
import { templateColumns } from './template-columns';
import { TemplateDialog } from './template-dialog';

const filters = [{ name: 'keyword', label: t.keyword, type: 'text' as const }];
/** The filters as findPage (and the export) take them. */
const templateInput = ({ keyword }: Readonly<FieldValues>) => ({ keyword: typeof keyword === 'string' ? keyword : undefined });
const fetcher = ({ page, size, ...q }: PageQuery) => callApi(findPage, { page, size, ...templateInput(q as FieldValues) });
const exportAs: TableExport = { call: findPage.path, filters: templateInput };

/** /fertigation/template: irrigation templates with ordered steps; add, edit, delete; export (CSV, XLSX). */
export function TemplatePage() {
  const [editing, setEditing] = useState<{ row: TemplateRow | null } | null>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const done = (text: string) => {
    setEditing(null);
    setDeleting(null);
    setRefreshKey((k) => k + 1);
    notify(text, 'success');
  };
  return (
    <>
      <TablePage
        cacheKey="fertigation/template/findPage"
        fetcher={fetcher}
        label={t.table}
        filters={filters}
        refreshKey={refreshKey}
        exportAs={exportAs}
        columns={templateColumns((row) => setEditing({ row }), setDeleting)}
        toolbar={
          <Permission anyOf={[fertigationPermissions.template.add]}>
            <button type="button" className="irr-button" data-primary="" onClick={() => setEditing({ row: null })}>
              {t.add}
            </button>
          </Permission>
        }
      />
      {editing && (
        <TemplateDialog key={editing.row?.id ?? 'new'} row={editing.row} onClose={() => setEditing(null)} onDone={() => done(t.saved)} />
      )}
      <DeleteDialog row={deleting} onClose={() => setDeleting(null)} onDone={() => done(t.deleted)} />
    </>
  );
}
