import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const FIELDS = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

interface DialogProps {
  titleId: string;
  descriptionId?: string;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Escape key; leave out to ignore it. */
  onEscape?: () => void;
  /** Element to focus when the dialog opens; else the first form field, else the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** Modal frame shared by popups, confirmations and form modals: backdrop, focus trap, focus restore. */
export function Dialog({ titleId, descriptionId, role = 'dialog', className, onEscape, initialFocus, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const target =
      initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FIELDS) ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current;
    target?.focus();
    return () => {
      // Give focus back to where the user was, unless something else already took it.
      if (previous && previous.isConnected && (document.activeElement === document.body || !document.activeElement)) {
        previous.focus();
      }
    };
    // Focus moves only when the dialog opens, not on every render of its content.
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={role === 'alertdialog' ? 'dialog-backdrop dialog-backdrop--alert' : 'dialog-backdrop'}>
      <div
        ref={panel}
        className={['dialog', className].filter(Boolean).join(' ')}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
