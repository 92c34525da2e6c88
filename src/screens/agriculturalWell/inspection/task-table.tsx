import { useMemo } from 'react';
import { findTaskPage, startTask, type TaskRow } from '../../../api/contract/well/inspection';
import { placeList } from '../../../api/contract/well/place';
import { callApi, type CallInput } from '../../../api/transport';
import { options } from '../../../i18n/zh-CN/enums';
import { wellInspectionTexts as t } from '../../../i18n/zh-CN/well-inspection';
import { useSession } from '../../../session/public/session';
import type { FieldOption, FieldSpec, FieldValues } from '../../../ui/form';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { ConfirmDialog } from '../../business/confirm-dialog';
import { useLinePlaces } from '../../business/use-place-options';
import { useRowDialogs } from '../../business/use-row-dialogs';
import { FinishDialog } from './finish-dialog';
import { taskColumns, taskWell, type TaskAction } from './task-columns';

type Open = { action: TaskAction; row: TaskRow };

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
/** The filters as findPage (and the export) take them. */
const taskInput = ({ keyword, placeId, status, result, overdue }: Readonly<FieldValues>) => ({
  keyword: text(keyword),
  placeId: placeId ? Number(placeId) : undefined,
  status: text(status),
  result: text(result),
  overdue: text(overdue),
});
const fetcher = ({ page, size, ...q }: PageQuery) =>
  callApi(findTaskPage, { page, size, ...taskInput(q as FieldValues) } as CallInput<typeof findTaskPage>);
const exportAs: TableExport = { call: findTaskPage.path, filters: taskInput };

function taskFilters(places: FieldOption[], placeTitle: string): FieldSpec[] {
  return [
    { name: 'keyword', label: t.keyword, type: 'text' },
    { name: 'placeId', label: placeTitle, type: 'select', options: places },
    { name: 'status', label: t.tasks.status, type: 'select', options: options('inspectionStatus') },
    { name: 'result', label: t.tasks.result, type: 'select', options: options('inspectionResult') },
    { name: 'overdue', label: t.tasks.overdueFilter, type: 'select', options: options('yesNo') },
  ];
}

/** 巡检任务: overdue first (marked 已逾期), then by due time; 开始巡检 and 完成巡检 with the execute permission; export (CSV, XLSX). */
export function TaskTable({ refresh = 0 }: { refresh?: number }) {
  const labels = useSession((s) => s.labels);
  const places = useLinePlaces(placeList);
  const { open, setOpen, close, refreshKey, reload, done } = useRowDialogs<Open>();
  const filters = useMemo(() => taskFilters(places, labels.place), [places, labels.place]);
  const columns = useMemo(() => taskColumns(labels, (action, row) => setOpen({ action, row })), [labels, setOpen]);
  return (
    <>
      <TablePage
        cacheKey="irrigationWell/inspection/task/findPage"
        fetcher={fetcher}
        columns={columns}
        label={t.tasks.table}
        filters={filters}
        refreshKey={refreshKey + refresh}
        exportAs={exportAs}
      />
      {open?.action === 'start' && (
        <ConfirmDialog
          title={t.tasks.startTitle}
          message={t.tasks.startConfirm(taskWell(open.row))}
          onClose={close}
          onConfirm={() =>
            callApi(startTask, { id: open.row.id, version: open.row.version }).then(
              () => done(t.tasks.started),
              () => undefined,
            )
          }
        />
      )}
      {open?.action === 'finish' && (
        <FinishDialog
          key={open.row.id}
          task={open.row}
          onClose={close}
          onDone={() => {
            close();
            reload();
          }}
        />
      )}
    </>
  );
}
