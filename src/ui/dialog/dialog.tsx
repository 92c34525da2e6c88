import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { uiTexts } from '../../i18n/zh-CN/ui';
import { PortalContext, usePortalContainer } from '../popover/portal-context';
import { useStyles } from '../styles/use-styles';
import { dialogStyles } from './dialog.styles';
import { useMinimisedSlot } from './minimised-stack';
import { useFocusTrap } from './use-focus-trap';

/** Spec section 4: the states of a dialog. */
export type DialogState = 'open' | 'minimised' | 'maximised' | 'closed';

export interface DialogProps {
  /** Shows the dialog (in state `open`); false closes it. @default false */
  open?: boolean;
  /** Title bar text, also the dialog's accessible name. */
  title: string;
  /** Asked to close: the close button or Escape. Set `open` to false in it. */
  onClose: () => void;
  /** Told every state change. @default undefined */
  onStateChange?: (state: DialogState) => void;
  /** Width in px when not maximised. @default 520 */
  width?: number;
  /** Shows the minimise button. @default true */
  minimisable?: boolean;
  /** Shows the maximise / restore button. @default true */
  maximisable?: boolean;
  /** Buttons under the body. @default undefined */
  footer?: ReactNode;
  /** @default undefined */
  children?: ReactNode;
}

type View = 'open' | 'minimised' | 'maximised';

/**
 * A modal dialog with the states of spec section 4. Open and maximised (fullscreen) it traps focus,
 * Escape closes it and focus returns to what opened it; minimised it collapses to a small bar at
 * the bottom left (several bars line up left to right), releases focus and keeps its content
 * mounted, so a half-filled form survives. Popovers inside render inside its panel.
 * Parts: `dialog`, `dialog-header`, `dialog-body`, `dialog-footer`.
 */
export function Dialog({
  open = false,
  title,
  onClose,
  onStateChange,
  width = 520,
  minimisable = true,
  maximisable = true,
  footer,
  children,
}: DialogProps) {
  useStyles(dialogStyles);
  const titleId = useId();
  const [id] = useState(() => Symbol('dialog'));
  const [view, setView] = useState<View>('open');
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const container = usePortalContainer();
  const told = useRef(onStateChange);
  told.current = onStateChange;
  const first = useRef(true);
  useEffect(() => {
    if (!open) setView('open'); // a reopened dialog starts in `open`
    if (first.current && !open) return;
    first.current = false;
    told.current?.(open ? 'open' : 'closed');
  }, [open]);
  const slot = useMinimisedSlot(id, open && view === 'minimised');
  const onTrapKey = useFocusTrap(panel, open && view !== 'minimised');
  if (!open) return null;
  const change = (next: View) => {
    setView(next);
    onStateChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented && view !== 'minimised') {
      event.preventDefault();
      onClose();
      return;
    }
    onTrapKey(event);
  };
  const minimised = view === 'minimised';
  const style = { width: `${width}px`, '--irr-dialog-slot': Math.max(slot, 0) } as CSSProperties;
  return createPortal(
    <>
      {!minimised && <div className="irr-dialog-backdrop" aria-hidden="true" />}
      <div
        ref={setPanel}
        className="irr-dialog"
        role="dialog"
        aria-modal={!minimised}
        aria-labelledby={titleId}
        data-state={view}
        tabIndex={-1}
        style={style}
        onKeyDown={onKeyDown}
        part="dialog"
      >
        <div className="irr-dialog-header" part="dialog-header">
          <h2 id={titleId}>{title}</h2>
          {minimisable && !minimised && (
            <button type="button" aria-label={uiTexts.minimise} title={uiTexts.minimise} onClick={() => change('minimised')}>
              –
            </button>
          )}
          {minimised && (
            <button type="button" aria-label={uiTexts.restore} title={uiTexts.restore} onClick={() => change('open')}>
              ▭
            </button>
          )}
          {maximisable && view !== 'maximised' && (
            <button type="button" aria-label={uiTexts.maximise} title={uiTexts.maximise} onClick={() => change('maximised')}>
              □
            </button>
          )}
          {maximisable && view === 'maximised' && (
            <button type="button" aria-label={uiTexts.restore} title={uiTexts.restore} onClick={() => change('open')}>
              ❐
            </button>
          )}
          <button type="button" aria-label={uiTexts.close} title={uiTexts.close} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="irr-dialog-body" data-dialog-body="" hidden={minimised} part="dialog-body">
          <PortalContext.Provider value={panel}>{children}</PortalContext.Provider>
        </div>
        {footer && (
          <div className="irr-dialog-footer" hidden={minimised} part="dialog-footer">
            {footer}
          </div>
        )}
      </div>
    </>,
    container,
  );
}
