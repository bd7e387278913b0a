/** Seconds before a phone with the cooperative's app is sent to it (spec: 2 seconds). */
export const REDIRECT_DELAY_MS = 2000;

/** The phone's system and major version from its user agent, or null for anything else. */
export function mobileSystem(userAgent: string): { os: 'android' | 'ios'; version: number } | null {
  const android = /Android (\d+)/.exec(userAgent);
  if (android) return { os: 'android', version: Number(android[1]) };
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)_/.exec(userAgent);
  if (ios) return { os: 'ios', version: Number(ios[1]) };
  return null;
}

/** The app link for this phone: Android 5 or later, iOS 10 or later, and only if the cooperative has one. */
export function appLinkFor(userAgent: string, links: { androidApp?: string | null; iosApp?: string | null }): string | null {
  const system = mobileSystem(userAgent);
  if (!system) return null;
  if (system.os === 'android') return system.version >= 5 ? (links.androidApp ?? null) : null;
  return system.version >= 10 ? (links.iosApp ?? null) : null;
}

const storageKey = (companyId: number) => `encomiendas.app.${companyId}`;
const today = (now: Date) => now.toISOString().slice(0, 10);

/** True when the visitor was not sent to this company's app today (once per day per company). */
export function redirectDue(storage: Pick<Storage, 'getItem'>, companyId: number, now = new Date()): boolean {
  return storage.getItem(storageKey(companyId)) !== today(now);
}

/** Records today's redirect for this company. */
export function markRedirected(storage: Pick<Storage, 'setItem'>, companyId: number, now = new Date()): void {
  storage.setItem(storageKey(companyId), today(now));
}
