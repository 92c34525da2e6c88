import { useId } from 'react';
import { Link } from '../../../router';

/** A device asking for attention: its code and name, its place, why (离线, 告警 2, 故障 1…), and where it opens. */
export interface AttentionItem {
  id: number;
  name: string;
  place: string;
  reasons: readonly string[];
  /** The page showing it (a table filtered by its code); undefined: the user may not open that page. */
  to?: string;
}

export interface AttentionListProps {
  title: string;
  /** Shown when nothing asks for attention. */
  empty: string;
  items: readonly AttentionItem[];
  /** How many ask for attention in all (more than listed: the rest counted in `all`). */
  total: number;
  /** The page listing them all, with its link's text; undefined: the user may not open it. */
  all?: { to: string; text: string };
}

/** The home page's short list of devices asking for attention, most urgent first, each a link to it (both lines' homes). */
export function AttentionList({ title, empty, items, total, all }: AttentionListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {items.length === 0 ? (
        <p className="irr-home-state">{empty}</p>
      ) : (
        <ul className="irr-attention" aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.id}>
              {item.to ? (
                <Link className="irr-attention-well" to={item.to}>
                  {item.name}
                </Link>
              ) : (
                <span className="irr-attention-well">{item.name}</span>
              )}
              <span className="irr-attention-place">{item.place}</span>
              <span className="irr-attention-reasons">
                {item.reasons.map((reason) => (
                  <span key={reason} className="irr-attention-reason">
                    {reason}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > items.length && all && (
        <Link className="irr-all-link" to={all.to}>
          {all.text}
        </Link>
      )}
    </section>
  );
}
