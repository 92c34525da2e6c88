import { useMemo } from 'react';
import { ALARM_KIND_LABELS, ALARM_KINDS, findPage, remove, type AlarmRuleRow } from '../../../../api/contract/well/alarm-rule';
import { alarmRuleScopeText } from '../../../../api/contract/well/alarm-rule-columns';
import { wellPermissions } from '../../../../api/contract/well/permissions';
import { callApi, type CallInput } from '../../../../api/transport';
import { wellAlarmRuleTexts as t } from '../../../../i18n/zh-CN/well-alarm-rules';
import { Dialog, DialogFooter } from '../../../../ui/dialog';
import type { FieldSpec, FieldValues } from '../../../../ui/form';
import { Permission } from '../../../../ui/permission';
import { TablePage } from '../../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../../ui/table-page';
import { ConfirmDialog } from '../../../business/confirm-dialog';
import { useRowDialogs } from '../../../business/use-row-dialogs';
import { ruleColumns } from './rule-columns';
import { RuleDialog } from './rule-dialog';

export interface AlarmRulesDialogProps {
  /** Shows the dialog. @default false */
  open?: boolean;
  onClose: () => void;
}

type Open = { action: 'edit' | 'delete'; row: AlarmRuleRow | null };

const filters: FieldSpec[] = [
  { name: 'keyword', label: t.keyword, type: 'text', placeholder: t.keywordHint },
  { name: 'kind', label: t.kind, type: 'select', options: ALARM_KINDS.map((k) => ({ value: k, label: ALARM_KIND_LABELS[k] })) },
];
/** The filters as findPage (and the export) take them. */
const ruleFilters = ({ keyword, kind }: Readonly<FieldValues>) => ({
  keyword: typeof keyword === 'string' && keyword ? keyword : undefined,
  kind: ALARM_KINDS.find((k) => k === kind),
});
const fetcher = ({ page, size, ...q }: PageQuery) =>
  callApi(findPage, { page, size, ...ruleFilters(q as FieldValues) } as CallInput<typeof findPage>);
const exportAs: TableExport = { call: findPage.path, filters: ruleFilters };

/**
 * 告警规则 of the monitor: the merchant's defaults and the wells' rules (water level, over-current,
 * offline, device faults), added, edited and deleted with the 告警规则 permission; the view
 * permission reads them. Self-contained: the monitor mounts it behind its button.
 */
export function AlarmRulesDialog({ open = false, onClose }: AlarmRulesDialogProps) {
  const { open: row, setOpen, close, refreshKey, done } = useRowDialogs<Open>();
  const columns = useMemo(
    () =>
      ruleColumns(
        (r) => setOpen({ action: 'edit', row: r }),
        (r) => setOpen({ action: 'delete', row: r }),
      ),
    [setOpen],
  );
  return (
    <Dialog open={open} title={t.title} width={900} onClose={onClose} footer={<DialogFooter cancelText={t.close} onCancel={onClose} />}>
      <p className="irr-form-hint">{t.intro}</p>
      <TablePage
        cacheKey="irrigationWell/alarmRule/findPage"
        fetcher={fetcher}
        columns={columns}
        label={t.table}
        filters={filters}
        refreshKey={refreshKey}
        exportAs={exportAs}
        toolbar={
          <Permission anyOf={[wellPermissions.monitor.alarm]}>
            <button type="button" className="irr-button" data-primary="" onClick={() => setOpen({ action: 'edit', row: null })}>
              {t.add}
            </button>
          </Permission>
        }
      />
      {row?.action === 'edit' && <RuleDialog key={row.row?.id ?? 'new'} row={row.row} onClose={close} onDone={() => done(t.saved)} />}
      {row?.action === 'delete' && row.row && (
        <ConfirmDialog
          title={t.deleteTitle}
          message={t.deleteConfirm(alarmRuleScopeText(row.row), ALARM_KIND_LABELS[row.row.kind])}
          onClose={close}
          onConfirm={() =>
            callApi(remove, { id: row.row!.id }).then(
              () => done(t.deleted),
              () => undefined,
            )
          }
        />
      )}
    </Dialog>
  );
}
