import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { formStyles } from '../form/form.styles';
import { useStyles } from '../styles/use-styles';
import { tabsStyles } from './tabs.styles';

export interface TabsProps<K extends string> {
  /** The tabs, in order: key and text. */
  tabs: readonly (readonly [K, string])[];
  /** The tab shown. */
  value: K;
  onChange: (key: K) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The shown tab's panel. */
  children: ReactNode;
}

/**
 * Tabs as the console's screens draw them (buttons in a tablist, the chosen one primary) with the
 * WAI-ARIA keyboard: one tab stop, the arrows, Home and End move and choose. The panel is the
 * chosen tab's, named by it.
 */
export function Tabs<K extends string>({ tabs, value, onChange, label, children }: TabsProps<K>) {
  useStyles(formStyles, tabsStyles);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex(([key]) => key === value);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]![0];
    onChange(next);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className="irr-tabs" onKeyDown={onKeyDown}>
        {tabs.map(([key, text]) => (
          <button
            key={key}
            id={tabId(key)}
            type="button"
            role="tab"
            className="irr-button"
            aria-selected={key === value}
            aria-controls={`${id}-panel`}
            tabIndex={key === value ? 0 : -1}
            data-primary={key === value ? '' : undefined}
            data-tab={key}
            onClick={() => onChange(key)}
          >
            {text}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(value)} className="irr-tab-panel">
        {children}
      </div>
    </>
  );
}
