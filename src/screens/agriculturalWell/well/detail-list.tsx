import type { ReactNode } from 'react';
import { useStyles } from '../../../ui/styles/use-styles';
import { wellDetailStyles } from './well-detail.styles';

/** Name and value pairs of a detail (a well, card, bill or settlement) as a description list. */
export function DetailList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  useStyles(wellDetailStyles);
  return (
    <dl className="irr-well-detail">
      {items.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
