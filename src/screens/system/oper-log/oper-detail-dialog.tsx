import { useEffect, useState } from 'react';
import { findOperLogById, type OperLogRow } from '../../../api/contract/system/logs';
import type { CallResponse } from '../../../api/contract/define-call';
import { callApi } from '../../../api/transport';
import { logTexts as t } from '../../../i18n/zh-CN/system-logs';
import { Dialog } from '../../../ui/dialog';
import { useStyles } from '../../../ui/styles/use-styles';
import { ChangeTable } from './change-table';
import { operLogStyles } from './oper-log.styles';

type Detail = CallResponse<typeof findOperLogById>;

export interface OperDetailDialogProps {
  row: OperLogRow;
  onClose: () => void;
}

/** 详情 of one operation: who, when, from where, and every row it changed, before and after. */
export function OperDetailDialog({ row, onClose }: OperDetailDialogProps) {
  useStyles(operLogStyles);
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    callApi(findOperLogById, { id: row.id }).then(
      (d) => live && setDetail(d),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [row.id]);
  const facts: [string, string][] = [
    [t.time, row.operTime],
    [t.operator, row.operatorName],
    [t.mobile, row.operatorMobile],
    [t.operation, row.operation],
    [t.path, row.path],
    [t.ip, row.ip],
  ];
  return (
    <Dialog open title={t.detailOf(row.operation)} onClose={onClose} width={760}>
      <dl className="oper-facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {error ? (
        <p role="alert">{error}</p>
      ) : !detail ? (
        <p role="status">{t.loading}</p>
      ) : detail.changes.length === 0 ? (
        <p>{t.noChanges}</p>
      ) : (
        detail.changes.map((c, i) => <ChangeTable key={i} change={c} index={i + 1} />)
      )}
    </Dialog>
  );
}
