/** Lifetime of a support desktop notification (spec: 60000 ms). */
export const DESKTOP_NOTIFICATION_MS = 60000;

let audio: AudioContext | null = null;

/** A short two-tone chime (no sound file to download). Browsers may keep it silent until the user has interacted with the page. */
export function playChime(): void {
  try {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    const now = audio.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + index * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.2, now + index * 0.15 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + index * 0.15 + 0.14);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(now + index * 0.15);
      oscillator.stop(now + index * 0.15 + 0.15);
    }
  } catch {
    // No audio output: the toast still says it.
  }
}

/** Asks for the desktop-notification permission when it was never answered (spec: asked at start). */
export function askNotificationPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

/**
 * A desktop notification that opens `path` when clicked and closes after 60 s. With the
 * permission still 'default' it asks again and shows nothing for this message (spec 002 §4).
 */
export function desktopNotification(title: string, body: string, open: () => void): Notification | null {
  if (typeof Notification === 'undefined') return null;
  if (Notification.permission === 'default') {
    askNotificationPermission();
    return null;
  }
  if (Notification.permission !== 'granted') return null;
  const notification = new Notification(title, { body, tag: `soporte-${body.length}-${Date.now()}` });
  notification.onclick = () => {
    window.focus();
    open();
    notification.close();
  };
  setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_MS);
  return notification;
}
