import './layout.css';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ChangePasswordModal } from '../../features/auth/ChangePasswordModal';
import { SessionsModal } from '../../features/auth/SessionsModal';
import { LogoutDocument } from '../../generated/graphql';
import { routes } from '../routes';
import { visibleMenus } from '../screen-access';
import { useSessionUser } from '../session';
import { Header } from './Header';
import { buildMenuTree } from './menu-tree';
import { ScreenGate, VisibleMenusProvider } from './ScreenGate';
import { Sidebar } from './Sidebar';
import { useSystemMessages } from './useSystemMessages';
import { ScreenTips } from '../../features/help/ScreenTips';

const SIDEBAR_KEY = 'isyplus.sidebarOpen';

function initialSidebarOpen(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_KEY) !== '0';
  } catch {
    return true;
  }
}

/** Signed-in frame: header (brand toggles the sidebar, client search, user menu), sidebar, page. */
export function AppLayout() {
  const user = useSessionUser();
  const menus = useMemo(() => visibleMenus(user.menus, user, routes), [user]);
  const tree = useMemo(() => buildMenuTree(menus), [menus]);
  const [sidebarOpen, setSidebarOpen] = useState(initialSidebarOpen);
  const [changingPassword, setChangingPassword] = useState(false);
  const [showingSessions, setShowingSessions] = useState(false);
  const [logout] = useMutation(LogoutDocument, { context: { handledByCaller: true } });
  const client = useApolloClient();
  const navigate = useNavigate();
  useSystemMessages();

  function toggleSidebar() {
    setSidebarOpen((open) => {
      try {
        window.localStorage.setItem(SIDEBAR_KEY, open ? '0' : '1');
      } catch {
        // Private mode: the choice just isn't remembered.
      }
      return !open;
    });
  }

  async function signOut() {
    try {
      await logout();
    } catch {
      // Signed out locally anyway; the server session ends with its cookie.
    }
    // Leave the signed-in area first so no mounted query refetches `me` mid-reset.
    await navigate('/login', { replace: true });
    await client.clearStore();
    // Nothing of the session stays in the browser: state kept for the tab goes too (the
    // sidebar and search-mode preferences in localStorage are not data and stay).
    try {
      window.sessionStorage.clear();
    } catch {
      // Storage unavailable: nothing was kept there either.
    }
  }

  return (
    <VisibleMenusProvider menus={menus}>
      <div className={`app-shell${sidebarOpen ? '' : ' app-shell--collapsed'}`}>
        <Header
          userName={user.name}
          profileName={user.profileName}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={toggleSidebar}
          onChangePassword={() => setChangingPassword(true)}
          onShowSessions={() => setShowingSessions(true)}
          onSignOut={() => void signOut()}
        />
        <div className="app-body">
          <Sidebar tree={tree} open={sidebarOpen} />
          <main className="app-main" id="contenido">
            <ScreenGate />
            <ScreenTips />
          </main>
        </div>
        {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
        {showingSessions && <SessionsModal onClose={() => setShowingSessions(false)} />}
      </div>
    </VisibleMenusProvider>
  );
}
