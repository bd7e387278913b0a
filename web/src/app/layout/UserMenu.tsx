import { useMenuButton } from '../../widgets/useMenuButton';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

interface UserMenuProps {
  name: string;
  profileName?: string | null;
  onChangePassword: () => void;
  onShowSessions: () => void;
  onSignOut: () => void;
}

/** The user's name in the header with 'Cambiar clave', 'Sesiones abiertas' and 'Salir'. */
export function UserMenu({ name, profileName, onChangePassword, onShowSessions, onSignOut }: UserMenuProps) {
  const { open, root, buttonProps, menuProps, choose } = useMenuButton();

  return (
    <div className="user-menu" ref={root}>
      <button {...buttonProps} type="button" className="user-menu__button">
        <span className="user-menu__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="user-menu__who">
          <span className="user-menu__name">{name}</span>
          {profileName && <span className="user-menu__profile">{profileName}</span>}
        </span>
        <span className="user-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div {...menuProps} className="user-menu__list" aria-label="Opciones de usuario">
          <button type="button" role="menuitem" className="user-menu__item" onClick={() => choose(onChangePassword)}>
            Cambiar clave
          </button>
          <button type="button" role="menuitem" className="user-menu__item" onClick={() => choose(onShowSessions)}>
            Sesiones abiertas
          </button>
          <button type="button" role="menuitem" className="user-menu__item" onClick={() => choose(onSignOut)}>
            Salir
          </button>
        </div>
      )}
    </div>
  );
}
