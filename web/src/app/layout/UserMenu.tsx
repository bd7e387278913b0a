import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

interface UserMenuProps {
  name: string;
  profileName?: string | null;
  onChangePassword: () => void;
  onSignOut: () => void;
}

/** The user's name in the header with 'Cambiar clave' and 'Salir'. */
export function UserMenu({ name, profileName, onChangePassword, onSignOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) button.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  function choose(action: () => void) {
    close(false);
    action();
  }

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
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
        <div id={menuId} className="user-menu__list" role="menu" aria-label="Opciones de usuario" onKeyDown={onMenuKeyDown}>
          <button type="button" role="menuitem" className="user-menu__item" onClick={() => choose(onChangePassword)}>
            Cambiar clave
          </button>
          <button type="button" role="menuitem" className="user-menu__item" onClick={() => choose(onSignOut)}>
            Salir
          </button>
        </div>
      )}
    </div>
  );
}
