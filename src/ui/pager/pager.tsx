import { useEffect, useState, type KeyboardEvent } from 'react';
import { uiTexts } from '../../i18n/zh-CN/ui';
import { useStyles } from '../styles/use-styles';
import { pageItems, PAGER_COUNT } from './page-items';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZES } from './page-sizes';
import { pagerStyles } from './pager.styles';

export interface PagerProps {
  /** Number of records. @default 0 */
  total?: number;
  /** Current page, from 1. @default 1 */
  page?: number;
  /** Records per page. @default 10 */
  size?: number;
  /** Choices of the size select. @default [10, 20, 50] (SECOND_PAGE_SIZES for 10/20/30/40) */
  pageSizes?: readonly number[];
  /** Called with the wanted page and size; a new size goes back to page 1. @default undefined */
  onChange?: (page: number, size: number) => void;
  /** @default false */
  disabled?: boolean;
  /** Accessible name of the pager landmark (name it after its table when a page has several). @default '分页' */
  label?: string;
}

/**
 * The full pager layout of spec section 2: total, sizes, prev, pager, next, jumper. The jumper
 * moves on Enter or when it loses focus, clamped to the existing pages. Part: `pager`.
 */
export function Pager({
  total = 0,
  page = DEFAULT_PAGE,
  size = DEFAULT_PAGE_SIZE,
  pageSizes = PAGE_SIZES,
  onChange,
  disabled = false,
  label = uiTexts.pager,
}: PagerProps) {
  useStyles(pagerStyles);
  const pageCount = Math.max(1, Math.ceil(total / size));
  const [jump, setJump] = useState(String(page));
  useEffect(() => setJump(String(page)), [page]);
  const go = (target: number, nextSize = size) => {
    const clamped = Math.min(Math.max(1, Math.trunc(target)), Math.max(1, Math.ceil(total / nextSize)));
    if (clamped !== page || nextSize !== size) onChange?.(clamped, nextSize);
  };
  const commitJump = () => {
    const wanted = Number.parseInt(jump, 10);
    if (Number.isFinite(wanted)) go(wanted);
    setJump(String(Number.isFinite(wanted) ? Math.min(Math.max(1, wanted), pageCount) : page));
  };
  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitJump();
    }
  };
  const step = PAGER_COUNT - 2;
  return (
    <nav className="irr-pager" aria-label={label} part="pager">
      <span className="irr-pager-total">{uiTexts.total(total)}</span>
      <select aria-label={uiTexts.pageSize} value={size} disabled={disabled} onChange={(e) => go(1, Number(e.target.value))}>
        {pageSizes.map((s) => (
          <option key={s} value={s}>
            {uiTexts.sizeOption(s)}
          </option>
        ))}
      </select>
      <button type="button" aria-label={uiTexts.prev} disabled={disabled || page <= 1} onClick={() => go(page - 1)}>
        ‹
      </button>
      <ul>
        {pageItems(page, pageCount).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <button
                type="button"
                aria-label={uiTexts.page(item)}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </button>
            ) : (
              <button
                type="button"
                aria-label={item === 'prev-more' ? uiTexts.morePrev : uiTexts.moreNext}
                disabled={disabled}
                onClick={() => go(item === 'prev-more' ? page - step : page + step)}
              >
                …
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" aria-label={uiTexts.next} disabled={disabled || page >= pageCount} onClick={() => go(page + 1)}>
        ›
      </button>
      <span className="irr-pager-jump">
        {uiTexts.jumpTo}
        <input
          type="text"
          inputMode="numeric"
          aria-label={uiTexts.jumpLabel}
          value={jump}
          disabled={disabled}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onKeyDown={onJumpKey}
          onBlur={commitJump}
        />
        {uiTexts.jumpUnit}
      </span>
    </nav>
  );
}
