import { autoUpdate, flip, hide, offset, shift, size, useFloating, type Placement } from '@floating-ui/react';
import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { isTopEscapeLayer, pushEscapeLayer } from './escape-stack';
import { containsDeep, deepActiveElement, eventWithin, focusableWithin } from './shadow-dom';

/** ARIA role of the floating element; also the trigger's `aria-haspopup`. */
export type PopoverRole = 'dialog' | 'listbox' | 'grid' | 'menu' | 'tree';

export interface PopoverOptions {
  /** Whether the floating element shows. @default false */
  open: boolean;
  /** Asked to open or close: outside press, Escape, focus leaving both elements. @default (none) */
  onOpenChange: (open: boolean) => void;
  /** Preferred side; flips and shifts to stay in view. @default 'bottom-start' */
  placement?: Placement;
  /** Gap between reference and floating element, px. @default 4 */
  offset?: number;
  /** Floating element at least as wide as the reference (selects, search tables). @default false */
  matchWidth?: boolean;
  /** @default 'dialog' */
  role?: PopoverRole;
  /** On open, focus the first focusable element inside (`'first'`) or leave focus where it is (`'none'`, comboboxes). @default 'none' */
  focusOnOpen?: 'none' | 'first';
}

/** What `usePopover` returns: spread `referenceProps` on the trigger, pass the whole state to `<PopoverPanel>`. */
export interface PopoverState {
  open: boolean;
  setOpen: (open: boolean) => void;
  role: PopoverRole;
  /** Callback ref for the trigger (or input) the popover is anchored to. */
  setReference: (element: Element | null) => void;
  /** Callback ref for the floating element (`<PopoverPanel>` sets it). */
  setFloating: (element: HTMLElement | null) => void;
  floatingId: string;
  floatingStyles: CSSProperties;
  referenceProps: { 'aria-expanded': boolean; 'aria-controls': string | undefined; 'aria-haspopup': PopoverRole };
  focusOnOpen: 'none' | 'first';
}

/**
 * The popover core on `@floating-ui/react`: positions the floating element (fixed strategy,
 * flip, shift, optional width match, hidden while its reference is hidden, e.g. in a kept-alive
 * tab) and dismisses it the shadow-DOM-aware way: a press outside both elements (tested on the
 * event's composed path, so presses inside the same shadow root are seen as such), Escape (only
 * the newest open popover; the event is `preventDefault`ed so an enclosing dialog stays open),
 * or focus moving outside both. Tab out of the panel continues from the trigger.
 */
export function usePopover(options: PopoverOptions): PopoverState {
  const { open, onOpenChange, placement = 'bottom-start', role = 'dialog', matchWidth = false, focusOnOpen = 'none' } = options;
  const floatingId = useId();
  const change = useRef(onOpenChange);
  change.current = onOpenChange;
  const { refs, elements, floatingStyles, middlewareData, isPositioned } = useFloating({
    open,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(options.offset ?? 4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      matchWidth &&
        size({
          apply({ rects, elements: els }) {
            els.floating.style.minWidth = `${rects.reference.width}px`;
          },
        }),
      hide(),
    ],
  });
  const reference = elements.domReference;
  const floating = elements.floating;

  useEffect(() => {
    if (!open) return;
    const id = Symbol('popover');
    const popLayer = pushEscapeLayer(id);
    const inside = (event: Event) => eventWithin(event, reference) || eventWithin(event, floating);
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event)) change.current(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopEscapeLayer(id)) return;
      event.preventDefault();
      const root = floating?.getRootNode() as Document | ShadowRoot | undefined;
      if (floating && containsDeep(floating, deepActiveElement(root))) (reference as HTMLElement | null)?.focus?.();
      change.current(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !containsDeep(reference, next) && !containsDeep(floating, next)) change.current(false);
    };
    // The panel lives at the end of the shadow root, so Tab out of it goes back to the trigger's
    // place in the page: Shift+Tab lands on the trigger, Tab on what follows it.
    const onTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !floating || !(reference instanceof HTMLElement)) return;
      const items = focusableWithin(floating);
      const current = deepActiveElement(floating.getRootNode() as Document | ShadowRoot);
      const edge = event.shiftKey ? (items[0] ?? floating) : (items[items.length - 1] ?? floating);
      if (current !== edge && !(event.shiftKey && current === floating)) return;
      reference.focus();
      if (event.shiftKey) event.preventDefault();
      change.current(false);
    };
    floating?.addEventListener('keydown', onTab);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    reference?.addEventListener('focusout', onFocusOut as EventListener);
    floating?.addEventListener('focusout', onFocusOut);
    return () => {
      popLayer();
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      reference?.removeEventListener('focusout', onFocusOut as EventListener);
      floating?.removeEventListener('focusout', onFocusOut);
      floating?.removeEventListener('keydown', onTab);
    };
  }, [open, reference, floating]);

  const hidden = !isPositioned || middlewareData.hide?.referenceHidden === true;
  // once visible: a visibility-hidden element cannot take focus
  const focusIn = open && !hidden && focusOnOpen === 'first';
  useEffect(() => {
    if (focusIn && floating) (focusableWithin(floating)[0] ?? floating).focus({ preventScroll: true });
  }, [focusIn, floating]);

  return {
    open,
    setOpen: (next) => change.current(next),
    role,
    setReference: refs.setReference,
    setFloating: refs.setFloating,
    floatingId,
    floatingStyles: { ...floatingStyles, visibility: hidden ? 'hidden' : 'visible' },
    referenceProps: { 'aria-expanded': open, 'aria-controls': open ? floatingId : undefined, 'aria-haspopup': role },
    focusOnOpen,
  };
}
