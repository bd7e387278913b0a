import { describe, expect, it } from 'vitest';
import { LoginThrottle, slowDownMs } from '../../api/src/modules/auth/login-throttle.js';

describe('slowDownMs', () => {
  it('waits nothing up to the limit, then 250 ms doubling to at most 4 s', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 15, 40].map((n) => slowDownMs(n, 10))).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
  });
});

describe('LoginThrottle in memory (no REDIS_URL)', () => {
  /** `times` failed attempts: counted, then failed, as the sign-in does. */
  const failTimes = async (t: LoginThrottle, user: string, ip: string, times: number) => {
    const answers = [];
    for (let i = 0; i < times; i++) {
      const check = await t.attempt(user, ip);
      answers.push(check);
      if (!check.blocked) await t.fail(user);
    }
    return answers;
  };

  it('refuses a user name from one address past the limit, never from another address, which is only slowed down', async () => {
    const t = new LoginThrottle({ limit: 3 });
    expect(await failTimes(t, 'Admin', '10.0.0.1', 4)).toEqual([
      { blocked: false, delayMs: 0 },
      { blocked: false, delayMs: 0 },
      { blocked: false, delayMs: 0 },
      { blocked: true, delayMs: 250 },
    ]);
    expect(await t.attempt('ADMIN', '10.0.0.1')).toEqual({ blocked: true, delayMs: 250 });
    expect(await failTimes(t, 'admin', '10.0.0.2', 3)).toEqual([
      { blocked: false, delayMs: 250 },
      { blocked: false, delayMs: 500 },
      { blocked: false, delayMs: 1000 },
    ]);
    expect(await t.attempt('admin', '10.0.0.3')).toEqual({ blocked: false, delayMs: 2000 });
  });

  it('refuses an address past ten times the limit over all user names', async () => {
    const t = new LoginThrottle({ limit: 2 });
    for (let i = 0; i < 20; i++) expect((await t.attempt(`nombre${i}`, '10.0.0.9')).blocked).toBe(false);
    expect(await t.attempt('otro', '10.0.0.9')).toEqual({ blocked: true, delayMs: 0 });
    expect((await t.attempt('otro', '10.0.0.10')).blocked).toBe(false);
  });

  it('counts parallel attempts one by one: no more than the limit get through', async () => {
    const t = new LoginThrottle({ limit: 3 });
    const checks = await Promise.all(Array.from({ length: 10 }, () => t.attempt('ana', '10.0.0.30')));
    expect(checks.filter((c) => !c.blocked)).toHaveLength(3);
  });

  it('a success clears its pair and the user name’s consecutive failures, not the address count nor other pairs', async () => {
    const t = new LoginThrottle({ limit: 2 });
    for (let i = 0; i < 19; i++) await t.attempt(`nombre${i}`, '10.0.0.20');
    await failTimes(t, 'ana', '10.0.0.21', 3);
    await t.attempt('ana', '10.0.0.20');
    await t.succeed('ana', '10.0.0.20');
    // The success gave back only its own point: one more attempt on the address, then it is refused.
    expect(await failTimes(t, 'x', '10.0.0.20', 2)).toEqual([
      { blocked: false, delayMs: 0 },
      { blocked: true, delayMs: 0 },
    ]);
    expect(await t.attempt('ana', '10.0.0.20')).toEqual({ blocked: true, delayMs: 0 });
    expect(await t.attempt('ana', '10.0.0.21')).toEqual({ blocked: true, delayMs: 0 });
  });

  it('a success clears its own pair only: another user name from the same address keeps its failures', async () => {
    const t = new LoginThrottle({ limit: 2 });
    await failTimes(t, 'ana', '10.0.0.40', 2);
    await failTimes(t, 'luis', '10.0.0.40', 1);
    expect((await t.attempt('luis', '10.0.0.40')).blocked).toBe(false);
    await t.succeed('luis', '10.0.0.40');
    expect(await t.attempt('ana', '10.0.0.40')).toEqual({ blocked: true, delayMs: 250 });
    expect(await failTimes(t, 'luis', '10.0.0.40', 3)).toEqual([
      { blocked: false, delayMs: 0 },
      { blocked: false, delayMs: 0 },
      { blocked: true, delayMs: 250 },
    ]);
  });
});
