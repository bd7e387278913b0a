import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { TestSmsGateway } from '../support/sms-gateway.js';
import { launchChromium } from './browser.js';

/**
 * A loopback SMS gateway, a test server (embedded database, no Redis) that sends through it and
 * one Chromium, for the describe block that calls this: started before its tests and closed after
 * them. Read `server`, `browser` and `gateway` inside the tests.
 */
export function smsJourneyEnvironment() {
  const env = {} as { server: TestServer; browser: Browser; gateway: TestSmsGateway };
  beforeAll(async () => {
    env.gateway = await new TestSmsGateway().start();
    env.server = await startTestServer({ redis: false, env: { SMS_URL: env.gateway.url, SMS_TOKEN: env.gateway.token } });
    env.browser = await launchChromium();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
    await env.gateway?.stop();
  });
  return env;
}
