import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { themeTexts } from '../../i18n/zh-CN/theme';
import { colorSchemes, type ColorSchemeState } from '../../ui/theme';

export interface SchemeMenuProps {
  colorScheme: ColorSchemeState;
}

/** The colour scheme menu: six schemes and 恢复默认; arrow keys move, Escape closes. */
export function SchemeMenu({ colorScheme }: SchemeMenuProps) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) anchor.current?.querySelector<HTMLButtonElement>('[role="menuitemradio"][aria-checked="true"]')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(anchor.current?.querySelectorAll<HTMLButtonElement>('.menu button') ?? [])];
    const root = anchor.current?.getRootNode() as Document | ShadowRoot | undefined;
    const index = items.indexOf(root?.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!anchor.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <div className="menu-anchor" ref={anchor} onBlur={onBlur}>
      <button ref={trigger} type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        {themeTexts.menu}
      </button>
      {open && (
        <ul className="menu" role="menu" aria-label={themeTexts.menu} onKeyDown={onKeyDown}>
          {colorSchemes.map((scheme) => (
            <li key={scheme.id} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={colorScheme.scheme === scheme.id}
                onClick={() => {
                  colorScheme.setScheme(scheme.id);
                  close();
                }}
              >
                <span className="swatch" style={{ background: scheme.vars['--irr-primary'] ?? 'var(--irr-primary, #0958d9)' }} />
                {scheme.name}
              </button>
            </li>
          ))}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                colorScheme.reset();
                close();
              }}
            >
              {themeTexts.reset}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
