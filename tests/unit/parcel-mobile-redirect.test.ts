import { describe, expect, it } from 'vitest';
import { appLinkFor, markRedirected, redirectDue } from '../../web/src/features/parcels/mobile-redirect.js';
import { buildGuide } from '../../web/src/features/parcels/guide-input.js';

const LINKS = { androidApp: 'https://play.example/app', iosApp: 'https://apps.example/app' };
const ua = {
  android4: 'Mozilla/5.0 (Linux; Android 4.4.2; GT-I9505) AppleWebKit/537.36 Chrome/40.0 Mobile Safari/537.36',
  android5: 'Mozilla/5.0 (Linux; Android 5.0; SM-G900F) AppleWebKit/537.36 Chrome/60.0 Mobile Safari/537.36',
  ios9: 'Mozilla/5.0 (iPhone; CPU iPhone OS 9_3_5 like Mac OS X) AppleWebKit/601.1.46 Mobile/13G36 Safari/601.1',
  ios10: 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_1 like Mac OS X) AppleWebKit/603.1.30 Mobile/14E304 Safari/602.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
};

describe('mobile app redirect of the parcel page', () => {
  it('sends Android 5+ and iOS 10+ to the app, nothing else', () => {
    expect(appLinkFor(ua.android4, LINKS)).toBeNull();
    expect(appLinkFor(ua.android5, LINKS)).toBe('https://play.example/app');
    expect(appLinkFor(ua.ios9, LINKS)).toBeNull();
    expect(appLinkFor(ua.ios10, LINKS)).toBe('https://apps.example/app');
    expect(appLinkFor(ua.desktop, LINKS)).toBeNull();
    expect(appLinkFor(ua.android5, { androidApp: null, iosApp: null })).toBeNull();
  });

  it('once per day per company', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const day = new Date('2026-11-26T10:00:00Z');
    expect(redirectDue(storage, 7, day)).toBe(true);
    markRedirected(storage, 7, day);
    expect(redirectDue(storage, 7, new Date('2026-11-26T20:00:00Z'))).toBe(false);
    expect(redirectDue(storage, 8, day)).toBe(true);
    expect(redirectDue(storage, 7, new Date('2026-11-27T10:00:00Z'))).toBe(true);
  });

  it('pads the sequence of the guide to 9 digits', () => {
    expect(buildGuide('001', '002', '1007')).toBe('001002000001007');
    expect(buildGuide('001', '002', '')).toBe('001002');
  });
});
