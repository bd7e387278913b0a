import './sidebar.css';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MenuIcon } from './MenuIcon';
import { isPathWithin, isSameScreen, menuHref, nodeHrefs, type MenuNode } from './menu-tree';

export const SIDEBAR_ID = 'app-sidebar';

function linkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'sidebar__link sidebar__link--active' : 'sidebar__link';
}

function MenuGroup({ node, depth }: { node: MenuNode; depth: number }) {
  const { pathname } = useLocation();
  const containsActive = nodeHrefs(node).some((href) => isPathWithin(pathname, href) || isSameScreen(pathname, href));
  const [open, setOpen] = useState(containsActive);
  // Opening a screen of this group from elsewhere (home cards, search) unfolds the group.
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);
  const listId = `menu-group-${node.item.id}`;
  return (
    <li>
      <button
        type="button"
        className={`sidebar__group${containsActive ? ' sidebar__group--current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {depth === 0 && <MenuIcon title={node.item.title} />}
        <span className="sidebar__label">{node.item.title}</span>
        <span className="sidebar__caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
      </button>
      <ul id={listId} className="sidebar__sublist" hidden={!open}>
        {node.children.map((child) => (
          <MenuEntry key={child.item.id} node={child} depth={depth + 1} />
        ))}
      </ul>
    </li>
  );
}

function MenuEntry({ node, depth }: { node: MenuNode; depth: number }) {
  const { pathname } = useLocation();
  if (node.children.length > 0) return <MenuGroup node={node} depth={depth} />;
  const href = menuHref(node.item.url);
  if (!href) return null;
  // The entry stays marked on the same screen with other route parameters (/desarrollo/1/2).
  const isActive = isSameScreen(pathname, href);
  return (
    <li>
      <Link to={href} className={linkClass({ isActive })} aria-current={isActive ? 'page' : undefined} title={node.item.title}>
        {depth === 0 && <MenuIcon title={node.item.title} />}
        <span className="sidebar__label">{node.item.title}</span>
      </Link>
    </li>
  );
}

/** Dark side menu from `me.menus`; hidden when the brand button collapses it. */
export function Sidebar({ tree, open }: { tree: MenuNode[]; open: boolean }) {
  return (
    <nav id={SIDEBAR_ID} className="sidebar" aria-label="Menú principal" hidden={!open}>
      <ul className="sidebar__list">
        <li>
          <NavLink to="/administracion" end className={linkClass}>
            <MenuIcon title="Inicio" />
            <span className="sidebar__label">Inicio</span>
          </NavLink>
        </li>
        {tree.map((node) => (
          <MenuEntry key={node.item.id} node={node} depth={0} />
        ))}
      </ul>
    </nav>
  );
}
