import './header.css';
import { BurgerIcon } from '../../widgets/icons';
import { ClientSearch } from './ClientSearch';
import { ScreenHelpButton } from '../../features/help/ScreenHelpButton';
import { SupportButton } from '../../features/support/SupportButton';
import { SIDEBAR_ID } from './Sidebar';
import { UserMenu } from './UserMenu';
import { UnreadBadge } from '../../features/notifications/UnreadBadge';

interface HeaderProps {
  userName: string;
  profileName?: string | null;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onChangePassword: () => void;
  onShowSessions: () => void;
  onSignOut: () => void;
}

export function Header({ userName, profileName, sidebarOpen, onToggleSidebar, onChangePassword, onShowSessions, onSignOut }: HeaderProps) {
  return (
    <header className="app-header">
      <button
        type="button"
        className="brand"
        aria-controls={SIDEBAR_ID}
        aria-expanded={sidebarOpen}
        title={sidebarOpen ? 'Ocultar menú' : 'Mostrar menú'}
        onClick={onToggleSidebar}
      >
        <BurgerIcon className="brand__burger" size={18} />
        <span className="brand__name">Isyplus · Back-office</span>
      </button>
      <div className="app-header__search">
        <ClientSearch />
      </div>
      <ScreenHelpButton />
      <UnreadBadge />
      <SupportButton />
      <UserMenu name={userName} profileName={profileName} onChangePassword={onChangePassword} onShowSessions={onShowSessions} onSignOut={onSignOut} />
    </header>
  );
}
