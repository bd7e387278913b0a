import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainBudget, onShutdownSignals } from '../../api/src/shutdown.js';

function setup(close: (drainMs: number) => Promise<void>) {
  const signals = new EventEmitter();
  const exits: number[] = [];
  const drains: number[] = [];
  onShutdownSignals({
    name: 'worker',
    timeoutMs: 10_000,
    close: (drainMs) => {
      drains.push(drainMs);
      return close(drainMs);
    },
    exit: (code) => void exits.push(code),
    signals: signals as unknown as NodeJS.Process,
  });
  return { signals, exits, drains };
}

describe('graceful shutdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('closes once on SIGTERM, giving running work the limit minus 3 s, and exits 0', async () => {
    const { signals, exits, drains } = setup(async () => undefined);
    signals.emit('SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(drains).toEqual([7000]);
    expect(exits).toEqual([0]);
  });

  it('exits 1 when the close is still running at the limit', async () => {
    const { signals, exits } = setup(() => new Promise(() => undefined));
    signals.emit('SIGTERM');
    await vi.advanceTimersByTimeAsync(9999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
  });

  it('a second signal forces the exit at once', async () => {
    const { signals, exits, drains } = setup(() => new Promise(() => undefined));
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    expect(drains).toHaveLength(1);
    expect(exits).toEqual([1]);
  });

  it('exits 1 when the close fails', async () => {
    const { signals, exits } = setup(async () => {
      throw new Error('pool');
    });
    signals.emit('SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([1]);
  });

  it('keeps at least half the limit for running work with short limits', () => {
    expect([drainBudget(10_000), drainBudget(3000), drainBudget(1000)]).toEqual([7000, 1500, 500]);
  });
});
