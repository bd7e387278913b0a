import { describe, expect, it } from 'vitest';
import { Combiner } from '../../api/src/send/combiner.js';

describe('Combiner (the send service runs concurrent reads and writes as one statement)', () => {
  it('runs the calls made in the same turn once, in order, and gives each caller its own result', async () => {
    const runs: number[][] = [];
    const double = new Combiner<number, number>(async (items) => {
      runs.push(items);
      return items.map((n) => n * 2);
    });
    const results = await Promise.all([1, 2, 3].map((n) => double.call(n)));
    expect(results).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
    // A later call is a run of its own.
    expect(await double.call(5)).toBe(10);
    expect(runs).toEqual([[1, 2, 3], [5]]);
  });

  it('splits more than `max` calls into several runs and rejects every caller of a failed run', async () => {
    const runs: number[][] = [];
    const limited = new Combiner<number, number>(async (items) => {
      runs.push(items);
      if (items.includes(13)) throw new Error('La base no respondió');
      return items;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => limited.call(n)))).toEqual([1, 2, 3, 4, 5]);
    expect(runs).toEqual([[1, 2], [3, 4], [5]]);
    const failed = await Promise.allSettled([12, 13].map((n) => limited.call(n)));
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
  });
});
