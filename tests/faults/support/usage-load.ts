import type { ApiClient } from '../../support/client.js';
import { sleep } from './processes.js';

export const USAGE = `mutation ($units: Int!, $ruc: String, $reference: String) {
  recordPackageUsage(units: $units, ruc: $ruc, reference: $reference) { units allocated excess duplicate }
}`;

export interface Recorder {
  client: ApiClient;
  via: 'rest' | 'graphql';
}

/**
 * Records package usage (REST `registrar_uso` or GraphQL `recordPackageUsage`) in a few loops
 * until stopped: each call has its own reference, so the ledger can be compared call by call.
 * Calls are bounded: a pause between them and a timeout of 20 s each (a hung request fails the test).
 */
export class UsageLoad {
  /** Units of every acknowledged call, by reference. */
  readonly acknowledged = new Map<string, number>();
  /** Calls without an acknowledgement (refused, failed, connection lost), by reference. */
  readonly unacknowledged = new Map<string, { units: number; recorder: Recorder; reason: string }>();
  /** Failed calls seen by the clients, by API (a retried call counts each time it fails). */
  readonly failures = { rest: 0, graphql: 0 };
  private running = false;
  private loops: Promise<void>[] = [];
  private seq = 0;

  constructor(
    private readonly ruc: string,
    private readonly prefix: string,
  ) {}

  get requests(): number {
    return this.acknowledged.size + this.unacknowledged.size;
  }

  /** One call; true when acknowledged. */
  async record(recorder: Recorder, reference: string, units: number): Promise<boolean> {
    try {
      if (recorder.via === 'rest') {
        const { status, body } = await recorder.client.rest(
          'POST',
          '/rest/empresas/conexiones/0?accion=registrar_uso',
          { rucempresa: this.ruc, cantidad: units, referencia: reference },
          {},
          20_000,
        );
        if (status === 200 && body.cod === 1 && body.cantidad === units) return this.ack(reference, units);
        return this.nack(reference, units, recorder, `HTTP ${status} ${String(body.msg ?? body.raw ?? '')}`);
      }
      const result = await recorder.client.graphql<{ recordPackageUsage: { units: number } }>(USAGE, { units, ruc: this.ruc, reference }, 20_000);
      if (!result.errors && result.data?.recordPackageUsage.units === units) return this.ack(reference, units);
      return this.nack(reference, units, recorder, `HTTP ${result.status} ${result.errors?.[0]?.message ?? ''}`);
    } catch (error) {
      return this.nack(reference, units, recorder, String(error));
    }
  }

  private ack(reference: string, units: number): true {
    this.unacknowledged.delete(reference);
    this.acknowledged.set(reference, units);
    return true;
  }

  private nack(reference: string, units: number, recorder: Recorder, reason: string): false {
    this.failures[recorder.via]++;
    this.unacknowledged.set(reference, { units, recorder, reason });
    return false;
  }

  start(recorders: Recorder[], loopsEach = 3, pauseMs = 25): void {
    this.running = true;
    for (const recorder of recorders) {
      for (let i = 0; i < loopsEach; i++) {
        this.loops.push(
          (async () => {
            while (this.running) {
              const n = ++this.seq;
              await this.record(recorder, `${this.prefix}-${n}`, 1 + (n % 5));
              await sleep(pauseMs);
            }
          })(),
        );
      }
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
    this.loops = [];
  }

  /** Sends every unacknowledged call again, same reference (idempotent), through `via`; returns how many still fail. */
  async retryUnacknowledged(via: Recorder): Promise<number> {
    for (const [reference, { units }] of [...this.unacknowledged]) await this.record(via, reference, units);
    return this.unacknowledged.size;
  }

  acknowledgedUnits(): number {
    return [...this.acknowledged.values()].reduce((a, b) => a + b, 0);
  }
}
