import { useState } from 'react';
import type { OperLogChange } from '../../../api/contract/system/logs';
import { logTexts as t } from '../../../i18n/zh-CN/system-logs';
import { changeFields, showValue } from './change-fields';

export interface ChangeTableProps {
  change: OperLogChange;
  /** Position in the operation, from 1. */
  index: number;
}

/**
 * One changed row: table, id, action, and its fields before and after, changed ones marked. An
 * update shows only its changed fields until 显示全部字段 is pressed.
 */
export function ChangeTable({ change, index }: ChangeTableProps) {
  const [all, setAll] = useState(false);
  const fields = changeFields(change);
  const isUpdate = change.action === 'update';
  const shown = isUpdate && !all ? fields.filter((f) => f.changed) : fields;
  const action = t.actionNames[change.action] ?? change.action;
  const heading = t.changeHeading(index, change.table, change.rowId, action);
  return (
    <section className="oper-change" data-action={change.action} aria-label={heading}>
      <header className="oper-change-head">
        <h3>
          <span>{index}. </span>
          <span className="oper-action" data-action={change.action}>
            {action}
          </span>{' '}
          <span className="oper-table">{change.table}</span> <span className="oper-row-id">#{change.rowId}</span>
        </h3>
        {isUpdate && (
          <button type="button" className="irr-button" aria-pressed={all} onClick={() => setAll((v) => !v)}>
            {all ? t.changedOnly : t.showAll}
          </button>
        )}
      </header>
      <table className="oper-diff">
        <thead>
          <tr>
            <th scope="col">{t.field}</th>
            <th scope="col">{t.before}</th>
            <th scope="col">{t.after}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((f) => (
            <tr key={f.name} data-changed={isUpdate && f.changed ? '' : undefined}>
              <th scope="row">
                {f.name}
                {isUpdate && f.changed && <span className="oper-visually-hidden">（{t.changedMark}）</span>}
              </th>
              <td>{change.action === 'insert' ? '' : showValue(f.before, t.empty)}</td>
              <td>{change.action === 'delete' ? '' : showValue(f.after, t.empty)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
