import { useId } from 'react';
import { businessHomeTexts as t } from '../../../i18n/zh-CN/business-home';
import { Link } from '../../../router';
import { useSession } from '../../../session/public/session';
import { hasPermission } from '../../../ui/permission';
import type { Figure } from './figure';

function FigureCard({ figure }: { figure: Figure }) {
  const id = useId();
  const held = useSession((s) => s.permissions);
  const canOpen = figure.to !== undefined && figure.permission !== undefined && hasPermission(held, [figure.permission]);
  const body = (
    <>
      <span id={`${id}l`} className="irr-figure-label">
        {figure.label}
      </span>
      <span id={`${id}v`} className="irr-figure-value">
        {figure.value}
      </span>
    </>
  );
  return (
    <li className="irr-figure" aria-labelledby={`${id}l ${id}v`} data-key={figure.key} data-alert={figure.alert || undefined}>
      {canOpen && figure.to ? (
        <Link to={figure.to} aria-label={`${figure.label} ${figure.value}${t.goTo(figure.page ?? '')}`}>
          {body}
        </Link>
      ) : (
        <div>{body}</div>
      )}
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
