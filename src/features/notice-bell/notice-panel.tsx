import { useLayoutEffect } from 'react';
import type { NoticeRow } from '../../api/contract/notice';
import { noticeBellTexts as t } from '../../i18n/zh-CN/notice-bell';
import { PopoverPanel } from '../../ui/popover/popover-panel';
import { usePopover } from '../../ui/popover/use-popover';
import { NoticeList } from './notice-list';

export interface NoticePanelProps {
  /** The bell button the panel hangs from. */
  anchor: HTMLElement | null;
  /** Id of the floating panel (the bell's `aria-controls`). */
  panelId: string;
  open: boolean;
  /** Asked to close: a press outside, Escape, focus leaving. */
  onOpenChange: (open: boolean) => void;
  onOpen: (notice: NoticeRow) => void;
  onShowAll: () => void;
}

/**
 * The bell's floating panel (the widget kit's popover, inside the same shadow root) with the list
 * of the latest notices. A chunk of its own: a bell shows its count without loading floating-ui.
 */
export function NoticePanel({ anchor, panelId, open, onOpenChange, onOpen, onShowAll }: NoticePanelProps) {
  const popover = usePopover({ open, onOpenChange, placement: 'bottom-end', focusOnOpen: 'first' });
  const { setReference } = popover;
  useLayoutEffect(() => setReference(anchor), [setReference, anchor]);
  return (
    <PopoverPanel popover={{ ...popover, floatingId: panelId }} label={t.panel} part="panel">
      <NoticeList onOpen={onOpen} onShowAll={onShowAll} />
    </PopoverPanel>
  );
}
