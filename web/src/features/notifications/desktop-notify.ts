import { DESKTOP_CLOSE_MS, PRODUCT_NAME } from './messages';

/** The browser's permission for desktop notifications, or null where there are none. */
export function desktopPermission(): NotificationPermission | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : null;
}

/** Asked once at start (spec 002 §4): only while the user has not answered yet. */
export function askDesktopPermission(): void {
  if (desktopPermission() === 'default') void window.Notification.requestPermission().catch(() => undefined);
}

/**
 * Shows a desktop notification when the browser allows it, closing it after 60000 ms. While
 * the permission is still 'default' it asks again and shows nothing for this message; when
 * denied it shows nothing. Clicking it runs `onOpen` (the inbox). Returns whether it was shown.
 */
export function notifyDesktop(text: string, onOpen?: () => void): boolean {
  const permission = desktopPermission();
  if (permission === 'default') {
    askDesktopPermission();
    return false;
  }
  if (permission !== 'granted') return false;
  const shown = new window.Notification(PRODUCT_NAME, { body: text, tag: 'isyplus-notificacion' });
  shown.onclick = () => {
    window.focus();
    onOpen?.();
    shown.close();
  };
  setTimeout(() => shown.close(), DESKTOP_CLOSE_MS);
  return true;
}
