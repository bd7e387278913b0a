import { describe, expect, it } from 'vitest';
import { createLog, errorKey } from '../../api/src/shared/log.js';

function setup() {
  let clock = Date.parse('2026-11-25T10:00:00.000Z');
  const lines: Array<Record<string, unknown>> = [];
  const log = createLog({ now: () => clock, write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines, advance: (ms: number) => (clock += ms) };
}

/** The same error thrown from the same place, as an outage repeats it on every request. */
function refused(port = 5432): Error {
  const error = new Error(`connect ECONNREFUSED 127.0.0.1:${port}`) as Error & { code: string };
  error.code = 'ECONNREFUSED';
  return error;
}

describe('failure log', () => {
  it('writes one structured line per failure with code, route and duration', () => {
    const { log, lines } = setup();
    log.failure({ event: 'solicitud', code: 'INTERNAL', route: 'graphql recordPackageUsage', ms: 12.4, error: refused(), extra: { http: 200 } });
    expect(lines).toEqual([
      {
        hora: '2026-11-25T10:00:00.000Z',
        nivel: 'error',
        evento: 'solicitud',
        codigo: 'INTERNAL',
        ruta: 'graphql recordPackageUsage',
        ms: 12,
        http: 200,
        error: 'connect ECONNREFUSED 127.0.0.1:5432',
        error_codigo: 'ECONNREFUSED',
        pila: expect.stringContaining('Error: connect ECONNREFUSED 127.0.0.1:5432\n    at refused'),
      },
    ]);
  });

  it('prints the stack of a distinct error once per minute: 100 failures in 59 s are 100 lines and 1 stack', () => {
    const { log, lines, advance } = setup();
    for (let i = 0; i < 100; i++) {
      log.failure({ event: 'solicitud', code: 'INTERNAL', route: 'POST /rest/conexiones registrar_uso', ms: 3, error: refused() });
      advance(590);
    }
    expect(lines).toHaveLength(100);
    expect(lines.filter((l) => l.pila)).toHaveLength(1);
    // 59 s after the first stack: still within the minute. One more second: printed again.
    advance(60_000 - 100 * 590 - 1);
    log.failure({ event: 'solicitud', code: 'INTERNAL', route: 'x', error: refused() });
    expect(lines.filter((l) => l.pila)).toHaveLength(1);
    advance(1);
    log.failure({ event: 'solicitud', code: 'INTERNAL', route: 'x', error: refused() });
    expect(lines.filter((l) => l.pila)).toHaveLength(2);
  });

  it('counts errors that differ only in numbers as one, and different errors apart', () => {
    const { log, lines } = setup();
    log.failure({ event: 'solicitud', code: 'INTERNAL', route: 'a', error: refused(5432) });
    log.failure({ event: 'solicitud', code: 'INTERNAL', route: 'a', error: refused(6543) });
    log.failure({ event: 'solicitud', code: 'INTERNAL', route: 'a', error: new Error('terminating connection due to administrator command') });
    expect(lines.map((l) => Boolean(l.pila))).toEqual([true, false, true]);
    expect(errorKey(refused(1))).toBe(errorKey(refused(2)));
  });

  it('writes a throttled failure (a reconnect error) only once per error per minute', () => {
    const { log, lines, advance } = setup();
    for (let i = 0; i < 30; i++) {
      log.failure({ event: 'redis', code: 'CONEXION', route: 'cola', error: refused(6379), throttle: true });
      advance(1000);
    }
    expect(lines).toHaveLength(1);
    advance(30_000);
    log.failure({ event: 'redis', code: 'CONEXION', route: 'cola', error: refused(6379), throttle: true });
    expect(lines).toHaveLength(2);
  });
});
