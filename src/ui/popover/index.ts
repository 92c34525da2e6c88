/**
 * Popovers that work inside shadow roots.
 * - `usePopover(options)` + `<PopoverPanel popover>`: the core, for any trigger or input.
 * - `<Popover trigger label>`: the button-triggered shape.
 * - `PortalContext` / `usePortalContainer()`: where floating content renders (a dialog provides its panel).
 * - shadow-dom helpers: `eventTarget`, `eventWithin`, `deepActiveElement`, `containsDeep`, `focusableWithin`.
 */
export { usePopover, type PopoverOptions, type PopoverState, type PopoverRole } from './use-popover';
export { PopoverPanel, type PopoverPanelProps } from './popover-panel';
export { Popover, type PopoverProps, type PopoverTriggerProps } from './popover';
export { PortalContext, usePortalContainer } from './portal-context';
export { eventTarget, eventWithin, deepActiveElement, containsDeep, focusableWithin } from './shadow-dom';
