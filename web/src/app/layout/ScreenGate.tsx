import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { NoPermissionPage, NOT_FOUND_TITLE } from '../../features/home/StatusPages';
import { mayOpen, screenInfo, tabTitle } from '../screen-access';
import { useSessionUser } from '../session';
import { isSameScreen, menuHref, type MenuItem } from './menu-tree';

const VisibleMenusContext = createContext<readonly MenuItem[] | null>(null);

/** The menu entries the signed-in user sees (screen-access.ts: existing screens the profile opens). */
export function VisibleMenusProvider({ menus, children }: { menus: readonly MenuItem[]; children: ReactNode }) {
  return <VisibleMenusContext.Provider value={menus}>{children}</VisibleMenusContext.Provider>;
}

export function useVisibleMenus(): readonly MenuItem[] {
  const menus = useContext(VisibleMenusContext);
  if (!menus) throw new Error('useVisibleMenus fuera de AppLayout');
  return menus;
}

/** Whether the current address fell to the router's catch-all. */
function useNotFound(): boolean {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  return !!(leaf?.handle as { notFound?: boolean } | undefined)?.notFound;
}

/**
 * The page area of the signed-in frame: the screen when the profile opens it, 'Sin permiso'
 * otherwise (the server refuses its data either way), and the screen's name in the browser tab.
 */
export function ScreenGate() {
  const user = useSessionUser();
  const menus = useVisibleMenus();
  const { pathname } = useLocation();
  const notFound = useNotFound();
  const allowed = notFound || mayOpen(user, pathname);
  const menuTitle = menus.find((m) => {
    const href = menuHref(m.url);
    return href && isSameScreen(pathname, href);
  })?.title;
  const title = notFound ? NOT_FOUND_TITLE : allowed ? (screenInfo(pathname)?.title ?? menuTitle) : 'Sin permiso';
  useEffect(() => {
    document.title = tabTitle(title);
  }, [title]);
  return allowed ? <Outlet /> : <NoPermissionPage />;
}
