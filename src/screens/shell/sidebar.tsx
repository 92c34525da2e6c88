import { useState } from 'react';
import { Link, type NavMenu } from '../../router';
import { shellTexts } from '../../i18n/zh-CN/shell';
import { MenuIcon } from './menu-icon';

export interface SidebarProps {
  menus: readonly NavMenu[];
  activePath: string;
  collapsed: boolean;
}

function contains(node: NavMenu, path: string): boolean {
  return node.path === path || node.children.some((child) => contains(child, path));
}

function Item({ node, activePath, collapsed }: { node: NavMenu; activePath: string; collapsed: boolean }) {
  const [open, setOpen] = useState(() => contains(node, activePath));
  const visible = node.children.filter((child) => !child.hidden);
  if (node.children.length === 0) {
    return (
      <li>
        <Link to={node.path} aria-current={node.path === activePath ? 'page' : undefined} title={collapsed ? node.title : undefined}>
          <MenuIcon name={node.icon} title={node.title} />
          <span className="label">{node.title}</span>
        </Link>
      </li>
    );
  }
  return (
    <li>
      <button type="button" aria-expanded={open} title={collapsed ? node.title : undefined} onClick={() => setOpen(!open)}>
        <MenuIcon name={node.icon} title={node.title} />
        <span className="label">{node.title}</span>
        <span className="caret" aria-hidden="true">
          ▼
        </span>
      </button>
      {open && (
        <ul>
          {visible.map((child) => (
            <Item key={child.id} node={child} activePath={activePath} collapsed={collapsed} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The menu tree of the user (pages only; hidden menus stay routable but are not listed). */
export function Sidebar({ menus, activePath, collapsed }: SidebarProps) {
  return (
    <aside className="sidebar" part="sidebar">
      <div className="brand">{collapsed ? shellTexts.brandShort : shellTexts.brand}</div>
      <nav aria-label={shellTexts.sidebar}>
        <ul className="nav">
          {menus
            .filter((m) => !m.hidden)
            .map((node) => (
              <Item key={node.id} node={node} activePath={activePath} collapsed={collapsed} />
            ))}
        </ul>
      </nav>
    </aside>
  );
}
