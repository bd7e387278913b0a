import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyDesktop } from '../../../web/src/features/notifications/desktop-notify';

/** A stand-in for the browser's Notification with a settable permission. */
function fakeNotification(permission: NotificationPermission) {
  const shown: { title: string; body?: string; closed: boolean }[] = [];
  const requests: number[] = [];
  class Fake {
    static permission = permission;
    static requestPermission = () => {
      requests.push(1);
      return Promise.resolve(permission);
    };
    onclick: (() => void) | null = null;
    closed = false;
    constructor(
      readonly title: string,
      readonly options?: NotificationOptions,
    ) {
      shown.push(this as unknown as { title: string; body?: string; closed: boolean });
    }
    get body() {
      return this.options?.body;
    }
    close() {
      this.closed = true;
    }
  }
  vi.stubGlobal('Notification', Fake);
  (window as unknown as { Notification: unknown }).Notification = Fake;
  return { shown, requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('desktop notifications (spec 002 §4, §9)', () => {
  it('granted: shows it with the product name and closes it after 60000 ms', () => {
    vi.useFakeTimers();
    const { shown, requests } = fakeNotification('granted');
    expect(notifyDesktop('Mantenimiento hoy')).toBe(true);
    expect(shown.map((n) => [n.title, n.body])).toEqual([['ISYPLUS', 'Mantenimiento hoy']]);
    vi.advanceTimersByTime(59_999);
    expect(shown[0]!.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown[0]!.closed).toBe(true);
    expect(requests).toEqual([]);
  });

  it("still 'default': asks again and shows nothing for that message", () => {
    const { shown, requests } = fakeNotification('default');
    expect(notifyDesktop('Aviso')).toBe(false);
    expect(shown).toEqual([]);
    expect(requests).toEqual([1]);
  });

  it('denied: shows nothing and does not ask', () => {
    const { shown, requests } = fakeNotification('denied');
    expect(notifyDesktop('Aviso')).toBe(false);
    expect([shown, requests]).toEqual([[], []]);
  });
});
