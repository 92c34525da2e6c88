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

/** The ids of the groups on the way to `path`. */
function groupsTo(menus: readonly NavMenu[], path: string): number[] {
  for (const node of menus) {
    if (node.children.length > 0 && contains(node, path)) return [node.id, ...groupsTo(node.children, path)];
  }
  return [];
}

interface ItemProps {
  node: NavMenu;
  activePath: string;
  collapsed: boolean;
  open: ReadonlySet<number>;
  toggle: (id: number) => void;
}

function Item({ node, activePath, collapsed, open, toggle }: ItemProps) {
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
  const isOpen = open.has(node.id);
  return (
    <li>
      <button type="button" aria-expanded={isOpen} title={collapsed ? node.title : undefined} onClick={() => toggle(node.id)}>
        <MenuIcon name={node.icon} title={node.title} />
        <span className="label">{node.title}</span>
        <span className="caret" aria-hidden="true">
          ▼
        </span>
      </button>
      {isOpen && (
        <ul>
          {node.children
            .filter((child) => !child.hidden)
            .map((child) => (
              <Item key={child.id} node={child} activePath={activePath} collapsed={collapsed} open={open} toggle={toggle} />
            ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The menu tree of the user (pages only; hidden menus stay routable but are not listed). The
 * groups the user opened stay open whatever the menus' reloads do (they are held here by id, not
 * by each group), and the group of a page opened any other way (a tab, a link) opens with it.
 */
export function Sidebar({ menus, activePath, collapsed }: SidebarProps) {
  const [state, setState] = useState(() => ({ open: new Set(groupsTo(menus, activePath)), path: activePath }));
  let { open } = state;
  if (state.path !== activePath) {
    // during render, as React's docs advise for state that follows a prop: no second paint
    open = new Set([...open, ...groupsTo(menus, activePath)]);
    setState({ open, path: activePath });
  }
  const toggle = (id: number) =>
    setState((s) => {
      const next = new Set(s.open);
      if (!next.delete(id)) next.add(id);
      return { ...s, open: next };
    });
  return (
    <aside className="sidebar" part="sidebar">
      <div className="brand">{collapsed ? shellTexts.brandShort : shellTexts.brand}</div>
      <nav aria-label={shellTexts.sidebar}>
        <ul className="nav">
          {menus
            .filter((m) => !m.hidden)
            .map((node) => (
              <Item key={node.id} node={node} activePath={activePath} collapsed={collapsed} open={open} toggle={toggle} />
            ))}
        </ul>
      </nav>
    </aside>
  );
}
