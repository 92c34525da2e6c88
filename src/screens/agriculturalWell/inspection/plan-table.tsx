import { useMemo } from 'react';
import { deletePlan, findPlanPage, type PlanRow } from '../../../api/contract/well/inspection';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { callApi, type CallInput } from '../../../api/transport';
import { options } from '../../../i18n/zh-CN/enums';
import { wellInspectionTexts as t } from '../../../i18n/zh-CN/well-inspection';
import type { FieldSpec, FieldValues } from '../../../ui/form';
import { Permission } from '../../../ui/permission';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { ConfirmDialog } from '../../business/confirm-dialog';
import { useRowDialogs } from '../../business/use-row-dialogs';
import { planColumns } from './plan-columns';
import { PlanDialog } from './plan-dialog';

type Open = { action: 'edit' | 'delete'; row: PlanRow | null };

const filters: FieldSpec[] = [
  { name: 'keyword', label: t.keyword, type: 'text', placeholder: `${t.plans.name}/${t.plans.inspector}` },
  { name: 'enabled', label: t.plans.enabled, type: 'select', options: options('enabled') },
];
/** The filters as findPage (and the export) take them. */
const planInput = ({ keyword, enabled }: Readonly<FieldValues>) => ({
  keyword: typeof keyword === 'string' && keyword ? keyword : undefined,
  enabled: enabled === 'Y' || enabled === 'N' ? enabled : undefined,
});
const fetcher = ({ page, size, ...q }: PageQuery) =>
  callApi(findPlanPage, { page, size, ...planInput(q as FieldValues) } as CallInput<typeof findPlanPage>);
const exportAs: TableExport = { call: findPlanPage.path, filters: planInput };

/** 巡检计划: the plans; add, edit and delete each with its permission; export (CSV, XLSX). */
export function PlanTable({ onChanged }: { onChanged?: () => void }) {
  const { open, setOpen, close, refreshKey, done } = useRowDialogs<Open>();
  const columns = useMemo(
    () =>
      planColumns(
        (row) => setOpen({ action: 'edit', row }),
        (row) => setOpen({ action: 'delete', row }),
      ),
    [setOpen],
  );
  const finish = (text: string) => {
    done(text);
    onChanged?.();
  };
  return (
    <>
      <TablePage
        cacheKey="irrigationWell/inspection/plan/findPage"
        fetcher={fetcher}
        columns={columns}
        label={t.plans.table}
        filters={filters}
        refreshKey={refreshKey}
        exportAs={exportAs}
        toolbar={
          <Permission anyOf={[wellPermissions.inspection.add]}>
            <button type="button" className="irr-button" data-primary="" onClick={() => setOpen({ action: 'edit', row: null })}>
              {t.plans.add}
            </button>
          </Permission>
        }
      />
      {open?.action === 'edit' && (
        <PlanDialog key={open.row?.id ?? 'new'} row={open.row} onClose={close} onDone={() => finish(t.plans.saved)} />
      )}
      {open?.action === 'delete' && open.row && (
        <ConfirmDialog
          title={t.plans.deleteTitle}
          message={t.plans.deleteConfirm(open.row.name)}
          onClose={close}
          onConfirm={() =>
            callApi(deletePlan, { id: open.row!.id }).then(
              () => finish(t.plans.deleted),
              () => undefined,
            )
          }
        />
      )}
    </>
  );
}
