import { shellTexts } from '../../i18n/zh-CN/shell';
import { Link } from '../../router';
import type { TabsState } from './use-tabs';
import { useTabScroller } from './use-tab-scroller';

/**
 * The top tabs of the open pages: the first is permanent, the others can be closed. However many
 * are open they stay on one row that scrolls sideways, the active tab kept in view.
 */
export function TabsBar({ tabs, activePath, close, closeOthers }: TabsState) {
  const scroller = useTabScroller(activePath, tabs.length);
  // the scroll buttons are for the mouse: keyboard focus moving through the tabs scrolls them in
  const scrollButton = (direction: -1 | 1) => (
    <button
      type="button"
      className="tabs-scroll"
      tabIndex={-1}
      disabled={direction < 0 ? scroller.atStart : scroller.atEnd}
      aria-label={direction < 0 ? shellTexts.scrollTabsBack : shellTexts.scrollTabsForward}
      onClick={() => scroller.scrollPage(direction)}
    >
      {direction < 0 ? '‹' : '›'}
    </button>
  );
  return (
    <div className="tabs" part="tabs" data-overflow={scroller.overflow ? '' : undefined}>
      {scroller.overflow && scrollButton(-1)}
      <ul ref={scroller.listRef} className="tab-list" role="list" aria-label={shellTexts.tabs} onScroll={scroller.onScroll}>
        {tabs.map((tab, index) => (
          <li key={tab.path} className="tab" data-active={tab.path === activePath ? '' : undefined}>
            <Link to={tab.fullPath} aria-current={tab.path === activePath ? 'page' : undefined}>
              {tab.title}
            </Link>
            {index > 0 && (
              <button type="button" aria-label={shellTexts.closeTab(tab.title)} onClick={() => close(tab.path)}>
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {scroller.overflow && scrollButton(1)}
      <button
        type="button"
        className="close-others"
        onClick={closeOthers}
        disabled={tabs.every((t, i) => i === 0 || t.path === activePath)}
      >
        {shellTexts.closeOthers}
      </button>
    </div>
  );
}
