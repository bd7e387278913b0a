import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { twoApiInstances } from '../support/two-instances.js';

/**
 * The cap of 20 live sockets per session holds across API instances: the count is in Redis, so
 * a session behind a balancer cannot open 20 on each instance.
 */
const instances = twoApiInstances();

type Opened = { ws: WebSocket; acked: true } | { closeCode: number; reason: string };

function openSocket(url: string, cookie: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie, origin: url } });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') resolve({ ws, acked: true });
    });
    ws.on('close', (code, reason) => resolve({ closeCode: code, reason: reason.toString() }));
    ws.on('error', reject);
  });
}

const TOO_MANY = { closeCode: 1013, reason: 'Demasiadas conexiones en vivo con esta sesión (máximo 20); cierre otra pestaña' };

describe.runIf(instances.ready)('WebSockets per session on two API instances', () => {
  it('admits 20 sockets of one session in all (12 on one instance, 8 on the other), refuses the 21st on either, and frees a place when one closes', async () => {
    const { first, second } = instances.servers();
    const admin = new ApiClient(first.url);
    await admin.login('admin', TEST_PASSWORD);
    const sockets: WebSocket[] = [];
    const open = async (url: string) => {
      const opened = await openSocket(url, admin.cookie!);
      if (!('acked' in opened)) throw new Error(`El socket ${sockets.length + 1} se cerró: ${opened.closeCode} ${opened.reason}`);
      sockets.push(opened.ws);
    };
    try {
      for (let i = 0; i < 12; i++) await open(first.url);
      for (let i = 0; i < 8; i++) await open(second.url);
      expect(await openSocket(second.url, admin.cookie!)).toEqual(TOO_MANY);
      expect(await openSocket(first.url, admin.cookie!)).toEqual(TOO_MANY);
      // One of the first instance's closes: the second instance admits one more, and only one.
      const one = sockets.shift()!;
      await new Promise<void>((resolve) => {
        one.once('close', () => resolve());
        one.close();
      });
      await expect
        .poll(async () => {
          const opened = await openSocket(second.url, admin.cookie!);
          if ('acked' in opened) sockets.push(opened.ws);
          return 'acked' in opened;
        })
        .toBe(true);
      expect(await openSocket(second.url, admin.cookie!)).toEqual(TOO_MANY);
    } finally {
      for (const ws of sockets) ws.close();
    }
  });
});
