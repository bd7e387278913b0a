import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryResult } from '../../api/src/send/channel.js';
import { dispatch, dispatchStale, registerLedger, SEND_JOB, type Ledger, type LedgerItem } from '../../api/src/send/deliveries.js';
import { registerChannel } from '../../api/src/send/runtime.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;

/** A channel's ledger kept in memory: what a third channel (system notifications) implements. */
function memoryLedger(name: string, channel: string) {
  const rows = new Map<number, { state: string; to: string; text: string; attempts: number }>();
  const ledger: Ledger = {
    name,
    channel,
    attempts: 3,
    async load(_services, id): Promise<LedgerItem | null> {
      const row = rows.get(id);
      return row
        ? { state: row.state, pending: row.state === 'pendiente', recipient: { address: row.to }, message: { key: `${name}-${id}`, text: row.text } }
        : null;
    },
    async record(_services, id, _item, result: DeliveryResult, final) {
      const row = rows.get(id)!;
      row.attempts++;
      if (final) row.state = result.status === 'sent' ? 'enviado' : result.status === 'stored' ? 'guardado' : 'fallido';
      return row.state;
    },
    async keys(_services, ids) {
      return ids.filter((id) => rows.get(id)?.state === 'pendiente').map((id) => ({ id, key: `${name}-${id}` }));
    },
    async stale() {
      return [...rows].filter(([, r]) => r.state === 'pendiente').map(([id]) => ({ id, key: `${name}-${id}` }));
    },
  };
  registerLedger(ledger);
  return rows;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the send path shared by every channel', () => {
  it('delivers each row of a registered ledger once through its channel, whatever the dispatches and resume passes, and retries what is temporary', async () => {
    const rows = memoryLedger('prueba', 'prueba');
    const delivered: string[] = [];
    let busy = 1;
    registerChannel(server.services, {
      name: 'prueba',
      async deliver(recipient, message): Promise<DeliveryResult> {
        if (recipient.address === 'ocupado' && busy-- > 0) return { status: 'temporary', reason: 'Ocupado, intente luego' };
        delivered.push(`${recipient.address}:${message.text}`);
        return { status: 'sent' };
      },
    });
    rows.set(1, { state: 'pendiente', to: 'ana', text: 'Hola', attempts: 0 });
    rows.set(2, { state: 'pendiente', to: 'ocupado', text: 'Hola', attempts: 0 });
    rows.set(3, { state: 'pendiente', to: 'luis', text: 'Hola', attempts: 0 });
    await dispatch(server.services, 'prueba', [1, 2, 3]);
    await dispatch(server.services, 'prueba', [1, 2, 3]);
    await dispatchStale(server.services, 'prueba');
    await expect.poll(() => [...rows.values()].map((r) => r.state), { timeout: 15_000 }).toEqual(['enviado', 'enviado', 'enviado']);
    expect(delivered.sort()).toEqual(['ana:Hola', 'luis:Hola', 'ocupado:Hola']);
    // The temporary refusal was recorded and retried by the queue: two attempts for that row, one for the others.
    expect([...rows.values()].map((r) => r.attempts)).toEqual([1, 2, 1]);
    expect(await server.services.jobs.state('prueba-2')).toMatchObject({ name: SEND_JOB, state: 'completed', result: { state: 'enviado' } });
  });

  it("keeps a row unsent ('stored') when its channel is not configured", async () => {
    const rows = memoryLedger('sin-canal', 'sin-canal');
    rows.set(7, { state: 'pendiente', to: 'ana', text: 'Hola', attempts: 0 });
    await dispatch(server.services, 'sin-canal', [7]);
    await expect.poll(() => rows.get(7)!.state, { timeout: 15_000 }).toBe('guardado');
  });
});
