import { useMemo, useState } from 'react';
import { process, type ReconcileRow } from '../../../api/contract/money/reconcile';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { callApi } from '../../../api/transport';
import { wellReconcileTexts as t } from '../../../i18n/zh-CN/well-reconcile';
import type { ScreenProps } from '../../../router';
import { TablePage } from '../../../features/table-page';
import { PrintButton } from '../../../ui/print';
import { RemarkDialog } from '../../business/remark-dialog';
import { useRowDialogs } from '../../business/use-row-dialogs';
import { reconcileColumns } from './reconcile-columns';
import { fetchIssues, reconcileExport, reconcileFilters } from './reconcile-filters';

/**
 * /agriculturalWell/reconcile (对账异常): what does not add up in the wells' offline records (a
 * balance that is not the last one known, a meter running back, a record number that jumps, a card
 * short of what was taken, an unknown card, a record number held twice), newest first; 处理 with a
 * note; export and print with the page's 导出 button.
 */
export function ReconcileScreen({ title }: ScreenProps) {
  const dialogs = useRowDialogs<ReconcileRow>();
  const [shown, setShown] = useState<readonly ReconcileRow[]>([]);
  const columns = useMemo(() => reconcileColumns(dialogs.setOpen), [dialogs.setOpen]);
  const issue = dialogs.open;
  return (
    <>
      <TablePage
        cacheKey="irrigationWell/reconcile/findPage"
        fetcher={fetchIssues}
        columns={columns}
        filters={reconcileFilters}
        label={title || t.table}
        exportAs={reconcileExport}
        refreshKey={dialogs.refreshKey}
        onRowsShown={setShown}
        toolbar={
          <PrintButton anyOf={[wellPermissions.reconcile.export]} title={title || t.table} columns={columns} rows={shown} landscape />
        }
      />
      {/* keyed by the issue: a half-typed note must not follow to another */}
      <RemarkDialog
        key={issue?.id ?? 0}
        open={issue !== null}
        title={t.processTitle}
        label={t.note}
        maxLength={500}
        closeText={t.close}
        lead={issue && <p>{issue.detail}</p>}
        onSubmit={(note) => callApi(process, { id: issue!.id, note })}
        onClose={dialogs.close}
        onDone={() => dialogs.done(t.processedOk)}
      />
    </>
  );
}
