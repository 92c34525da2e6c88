import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { uiTexts } from '../../i18n/zh-CN/ui';
import { formStyles } from '../form/form.styles';
import { PopoverPanel } from '../popover/popover-panel';
import { usePopover } from '../popover/use-popover';
import { useStyles } from '../styles/use-styles';
import type { TableColumn } from '../table/table-column';
import { dropdownSearchTableStyles } from './dropdown-search-table.styles';

export interface DropdownSearchTableProps<Row> {
  /** Label of the input. */
  label: string;
  /** Columns of the result table (permissions and fixed are ignored here). */
  columns: readonly Pick<TableColumn<Row>, 'key' | 'title' | 'render'>[];
  /** Finds the rows for a keyword (the typed text, trimmed). */
  search: (keyword: string) => Promise<readonly Row[]> | readonly Row[];
  /** Called with the chosen row (Enter on the active row, or a click). */
  onSelect: (row: Row) => void;
  /** Text put into the input once a row is chosen. @default keeps the typed text */
  display?: (row: Row) => string;
  /** @default the row's `id`, else its index */
  rowKey?: (row: Row, index: number) => string | number;
  /** @default '' */
  placeholder?: string;
  /** Wait after the last key before searching, ms. @default 300 */
  debounceMs?: number;
}

const keyOf = (row: unknown, index: number) => {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
};

/**
 * An input with a 200 px popover table of matching rows (a combobox with a listbox of rows).
 * Typing searches after a pause; ArrowDown/ArrowUp move the active row, Enter chooses it, Escape
 * or a press outside closes. Part: `popover`.
 */
export function DropdownSearchTable<Row>({
  label,
  columns,
  search,
  onSelect,
  display,
  rowKey = keyOf,
  placeholder = '',
  debounceMs = 300,
}: DropdownSearchTableProps<Row>) {
  useStyles(formStyles, dropdownSearchTableStyles);
  const id = useId();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<readonly Row[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [searched, setSearched] = useState(false);
  const dirty = useRef(false);
  const latest = useRef(search);
  latest.current = search;
  const popover = usePopover({ open, onOpenChange: setOpen, role: 'listbox', matchWidth: true });

  useEffect(() => {
    if (!dirty.current) return;
    let live = true;
    const timer = setTimeout(async () => {
      const found = await latest.current(text.trim());
      if (!live) return;
      setRows(found);
      setActive(found.length ? 0 : -1);
      setSearched(true);
      setOpen(true);
    }, debounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, debounceMs]);

  const choose = (row: Row) => {
    onSelect(row);
    if (display) setText(display(row));
    dirty.current = false;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        if (searched) setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (rows.length ? (i + step + rows.length) % rows.length : -1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const row = rows[active];
      if (row !== undefined) choose(row);
    }
  };
  const optionId = (i: number) => `${id}-row-${i}`;
  return (
    <div className="irr-dst">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        ref={popover.setReference}
        className="irr-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={popover.floatingId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={text}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          dirty.current = true;
          setText(e.target.value);
        }}
      />
      <span className="irr-visually-hidden" role="status">
        {open ? (rows.length ? '' : uiTexts.noResults) : ''}
      </span>
      <PopoverPanel popover={popover} label={uiTexts.searchResults} className="irr-dst-panel">
        {rows.length === 0 ? (
          <div className="irr-dst-empty" role="option" aria-selected="false" aria-disabled="true">
            {uiTexts.noResults}
          </div>
        ) : (
          <table role="presentation">
            <thead aria-hidden="true">
              <tr>
                {columns.map((c) => (
                  <th key={c.key}>{c.title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr
                  key={rowKey(row, i)}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  ref={(el) => {
                    if (el && i === active) el.scrollIntoView?.({ block: 'nearest' });
                  }}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(row)}
                  onMouseEnter={() => setActive(i)}
                >
                  {columns.map((c) => (
                    <td key={c.key}>{c.render ? c.render(row, i) : String((row as Record<string, unknown>)[c.key] ?? '')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PopoverPanel>
    </div>
  );
}
