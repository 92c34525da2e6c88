import { useState, type ReactNode } from 'react';
import type { Placement } from '@floating-ui/react';
import { PopoverPanel } from './popover-panel';
import { usePopover, type PopoverRole } from './use-popover';

/** Props the `trigger` render function spreads on its button. */
export interface PopoverTriggerProps {
  ref: (element: Element | null) => void;
  onClick: () => void;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-haspopup': PopoverRole;
}

export interface PopoverProps {
  /** Renders the trigger; spread the props on a button: `(p) => <button {...p}>筛选</button>`. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** Accessible name of the floating panel. */
  label: string;
  /** Controlled open state; leave undefined for an uncontrolled popover. @default undefined */
  open?: boolean;
  /** Called with the wanted state (trigger click, outside press, Escape, focus out). @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** @default 'bottom-start' */
  placement?: Placement;
  /** @default 'dialog' */
  role?: PopoverRole;
  /** @default 'first' */
  focusOnOpen?: 'none' | 'first';
  /** The panel content. @default undefined */
  children?: ReactNode;
}

/**
 * A button-triggered popover (date pickers, filter panels). Build other shapes (comboboxes) on
 * `usePopover` + `<PopoverPanel>` directly.
 *
 * @example
 * <Popover label="选择日期" trigger={(p) => <button type="button" {...p}>日期</button>}>…</Popover>
 */
export function Popover({ trigger, label, open, onOpenChange, placement, role, focusOnOpen = 'first', children }: PopoverProps) {
  const [own, setOwn] = useState(false);
  const isOpen = open ?? own;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  const popover = usePopover({ open: isOpen, onOpenChange: setOpen, placement, role, focusOnOpen });
  return (
    <>
      {trigger({ ref: popover.setReference, onClick: () => setOpen(!isOpen), ...popover.referenceProps })}
      <PopoverPanel popover={popover} label={label}>
        {children}
      </PopoverPanel>
    </>
  );
}
