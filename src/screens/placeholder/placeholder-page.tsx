import { useState, type FormEvent } from 'react';
import { placeholderTexts } from '../../i18n/zh-CN/placeholder';
import type { ScreenProps } from '../../router';
import { useStyles } from '../../ui/styles/use-styles';
import { placeholderStyles } from './placeholder.styles';

const ROWS = 60;

/**
 * Stand-in for a business screen that arrives in a later issue. It has a filter, a page number,
 * a note field and a long list, so that tabs can be seen (and tested) keeping a page's state.
 */
export function PlaceholderPage({ title, path }: ScreenProps) {
  useStyles(placeholderStyles);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
    setPage(1);
  };
  const rows = Array.from({ length: ROWS }, (_, i) => `${title} ${(page - 1) * ROWS + i + 1}`).filter((r) => r.includes(keyword));
  return (
    <section className="placeholder">
      <h1>{title}</h1>
      <p className="note">{placeholderTexts.note(path)}</p>
      <form role="search" onSubmit={search}>
        <input
          type="search"
          aria-label={placeholderTexts.keyword}
          placeholder={placeholderTexts.keyword}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit">{placeholderTexts.search}</button>
        <textarea aria-label={placeholderTexts.remark} placeholder={placeholderTexts.remark} rows={1} />
      </form>
      <div className="pager">
        <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {placeholderTexts.prev}
        </button>
        <span aria-live="polite" data-testid="page-number">
          {placeholderTexts.page(page)}
        </span>
        <button type="button" onClick={() => setPage(page + 1)}>
          {placeholderTexts.next}
        </button>
      </div>
      <ol aria-label={placeholderTexts.list}>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ol>
    </section>
  );
}
