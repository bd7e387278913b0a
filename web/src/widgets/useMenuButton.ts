import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button that opens a menu (role="menu" of role="menuitem" buttons), as the WAI-ARIA menu
 * button pattern asks: the first item takes focus on opening; arrows move round the items;
 * Escape closes and gives focus back to the button; Tab or a click outside closes.
 */
export function useMenuButton() {
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

  function onMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
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

  /** Closes the menu (focus back on the button) and runs the item's action. */
  function choose(action: () => void) {
    close(true);
    action();
  }

  const buttonProps = {
    ref: button,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => setOpen((v) => !v),
  };
  const menuProps = { id: menuId, role: 'menu' as const, onKeyDown: onMenuKeyDown };

  return { open, root, buttonProps, menuProps, choose };
}
