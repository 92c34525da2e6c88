import { useId } from 'react';
import { businessHomeTexts as t } from '../../../i18n/zh-CN/business-home';
import { Link } from '../../../router';
import { useSession } from '../../../session/public/session';
import { hasPermission } from '../../../ui/permission';
import type { Figure, FigureChange } from './figure';
import { formatChange } from './home-format';

/** A figure's change: the label, an arrow and the percentage, read aloud as 较昨日同期增加 12.5%; against nothing (0 then), — without an arrow. */
function Change({ change }: { change: FigureChange }) {
  const { ratio, label } = change;
  const trend = ratio === null || ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'flat';
  const percent = formatChange(ratio);
  const spoken = ratio === null ? `${label} ${t.noBase}` : t.changeSpoken(label, ratio === 0 ? null : ratio > 0, percent);
  return (
    <span className="irr-figure-change" data-trend={trend}>
      <span aria-hidden="true">
        {label}{' '}
        <span className="irr-figure-change-value">{`${ratio === null ? '' : trend === 'up' ? '↑' : trend === 'down' ? '↓' : ''}${percent}`}</span>
      </span>
      <span className="irr-visually-hidden">{spoken}</span>
    </span>
  );
}

function FigureCard({ figure }: { figure: Figure }) {
  const id = useId();
  const held = useSession((s) => s.permissions);
  const canOpen = figure.to !== undefined && figure.permission !== undefined && hasPermission(held, [figure.permission]);
  // the link holds the label and the value only: its name (…，前往使用记录) then holds all its visible text
  const body = (
    <>
      <span id={`${id}l`} className="irr-figure-label">
        {figure.label}
      </span>
      <span id={`${id}v`} className="irr-figure-value" title={figure.exact}>
        {figure.value}
      </span>
    </>
  );
  return (
    <li
      className="irr-figure"
      aria-labelledby={`${id}l ${id}v`}
      aria-describedby={figure.changes?.length ? `${id}c` : undefined}
      data-key={figure.key}
      data-alert={figure.alert || undefined}
    >
      {canOpen && figure.to ? (
        <Link to={figure.to} aria-label={`${figure.label} ${figure.value}${t.goTo(figure.page ?? '')}`}>
          {body}
        </Link>
      ) : (
        <div>{body}</div>
      )}
      {figure.changes?.length ? (
        <span id={`${id}c`} className="irr-figure-changes">
          {figure.changes.map((c) => (
            <Change key={c.label} change={c} />
          ))}
        </span>
      ) : null}
    </li>
  );
}

/**
 * Figures as a list of cards, named by `label`; each card is a list item named by its label and
 * value (e.g. 在线率 83.3%). A card with a screen behind it is a link to it for holders of its permission.
 */
export function FigureList({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <ul className="irr-figures" aria-label={label}>
      {figures.map((f) => (
        <FigureCard key={f.key} figure={f} />
      ))}
    </ul>
  );
}
