import { shellTexts } from '../../i18n/zh-CN/shell';
import { Link } from '../../router';
import type { TabsState } from './use-tabs';

/** The top tabs of the open pages: the first is permanent, the others can be closed. */
export function TabsBar({ tabs, activePath, close, closeOthers }: TabsState) {
  return (
    <div className="tabs" part="tabs">
      <ul role="list" aria-label={shellTexts.tabs} style={{ display: 'contents' }}>
        {tabs.map((tab, index) => (
          <li key={tab.path} className="tab" data-active={tab.path === activePath ? '' : undefined}>
            <Link to={tab.fullPath} aria-current={tab.path === activePath ? 'page' : undefined}>{tab.title}</Link>
            {index > 0 && (
              <button type="button" aria-label={shellTexts.closeTab(tab.title)} onClick={() => close(tab.path)}>×</button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="close-others" onClick={closeOthers} disabled={tabs.every((t, i) => i === 0 || t.path === activePath)}>
        {shellTexts.closeOthers}
      </button>
    </div>
  );
}
