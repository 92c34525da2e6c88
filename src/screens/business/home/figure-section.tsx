import { useId } from 'react';
import { FigureList } from './figure-list';
import type { Figure } from './figure';

/** A titled group of figure cards: a region named by its heading, holding the list of the same name. */
export function FigureSection({ title, figures }: { title: string; figures: readonly Figure[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <FigureList label={title} figures={figures} />
    </section>
  );
}
