import { describe, expect, it } from 'vitest';
import { LoginThrottle, slowDownMs } from '../../api/src/modules/auth/login-throttle.js';

describe('slowDownMs', () => {
  it('waits nothing up to the limit, then 250 ms doubling to at most 4 s', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 15, 40].map((n) => slowDownMs(n, 10))).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
  });
});

describe('LoginThrottle in memory (no REDIS_URL)', () => {
  const fail = async (t: LoginThrottle, user: string, ip: string, times: number) => {
    for (let i = 0; i < times; i++) await t.fail(user, ip);
  };

  it('refuses a user name from one address once its failures reach the limit, never from another address', async () => {
    const t = new LoginThrottle({ limit: 3 });
    await fail(t, 'Admin', '10.0.0.1', 2);
    expect(await t.check('admin', '10.0.0.1')).toEqual({ blocked: false, delayMs: 0 });
    await fail(t, 'admin', '10.0.0.1', 1);
    expect(await t.check('ADMIN', '10.0.0.1')).toEqual({ blocked: true, delayMs: 250 });
    // Another address is slowed down (the user name is under attack) but never refused.
    expect(await t.check('admin', '10.0.0.2')).toEqual({ blocked: false, delayMs: 250 });
    await fail(t, 'admin', '10.0.0.3', 2);
    expect(await t.check('admin', '10.0.0.2')).toEqual({ blocked: false, delayMs: 1000 });
  });

  it('refuses an address once its failures over all user names reach ten times the limit', async () => {
    const t = new LoginThrottle({ limit: 2 });
    for (let i = 0; i < 19; i++) await t.fail(`nombre${i}`, '10.0.0.9');
    expect((await t.check('otro', '10.0.0.9')).blocked).toBe(false);
    await t.fail('nombre19', '10.0.0.9');
    expect(await t.check('otro', '10.0.0.9')).toEqual({ blocked: true, delayMs: 0 });
    expect((await t.check('otro', '10.0.0.10')).blocked).toBe(false);
  });

  it('a success clears the address, the pair and the user name’s consecutive failures', async () => {
    const t = new LoginThrottle({ limit: 2 });
    for (let i = 0; i < 19; i++) await t.fail(`nombre${i}`, '10.0.0.20');
    await fail(t, 'ana', '10.0.0.21', 5);
    await t.succeed('ana', '10.0.0.20');
    await t.fail('x', '10.0.0.20');
    expect(await t.check('ana', '10.0.0.20')).toEqual({ blocked: false, delayMs: 0 });
    // The other address's pair for ana is its own count; the success cleared only the consecutive failures.
    expect(await t.check('ana', '10.0.0.21')).toEqual({ blocked: true, delayMs: 0 });
  });
});
