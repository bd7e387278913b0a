import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { pagedRows } from '../../api/src/graphql/paging.js';

/** An entity manager over 7 fake rows: answers the count and the limit/offset slice, recording the calls. */
function fakeEm(total = 7) {
  const all = Array.from({ length: total }, (_, i) => ({ id: i + 1 }));
  const calls: { sql: string; params: unknown[] }[] = [];
  const em = {
    getConnection: () => ({
      execute: (sql: string, params: unknown[]) => {
        calls.push({ sql, params });
        if (sql.startsWith('select count')) return Promise.resolve([{ n: total }]);
        const [limit, offset] = params.slice(-2) as [number, number];
        const slice = all.slice(offset, offset + limit);
        return Promise.resolve(sql.includes('over ()') ? slice.map((r) => ({ ...r, total: String(total) })) : slice);
      },
    }),
    getTransactionContext: () => undefined,
  } as unknown as EntityManager;
  return { em, calls };
}

const sql = { countSql: 'select count(*)::int as n from t where k = ?', rowsSql: 'select id from t where k = ? order by id', params: ['x'] };

describe('pagedRows (the one list contract)', () => {
  it('answers the page asked for, mapped, with the real totalCount', async () => {
    const { em, calls } = fakeEm();
    const page = await pagedRows(em, { page: 2, pageSize: 3 }, sql, (r: { id: number }) => `#${r.id}`);
    expect(page).toEqual({ items: ['#4', '#5', '#6'], totalCount: 7, page: 2, pageSize: 3 });
    expect(calls).toEqual([
      { sql: 'select id from t where k = ? order by id limit ? offset ?', params: ['x', 3, 3] },
      { sql: 'select count(*)::int as n from t where k = ?', params: ['x'] },
    ]);
  });

  it('answers a short last page', async () => {
    const { em } = fakeEm();
    expect(await pagedRows(em, { page: 3, pageSize: 3 }, sql, (r: { id: number }) => r.id)).toEqual({ items: [7], totalCount: 7, page: 3, pageSize: 3 });
  });

  it('answers no items but the real totalCount on a page past the end', async () => {
    const { em } = fakeEm();
    expect(await pagedRows(em, { page: 5, pageSize: 3 }, sql, (r: { id: number }) => r.id)).toEqual({ items: [], totalCount: 7, page: 5, pageSize: 3 });
  });

  it('answers totalCount 0 and no items on an empty list, binding no filter when none is given', async () => {
    const { em, calls } = fakeEm(0);
    expect(await pagedRows(em, { page: 1, pageSize: 50 }, { countSql: 'select count(*)::int as n from t', rowsSql: 'select id from t' }, (r) => r)).toEqual({
      items: [],
      totalCount: 0,
      page: 1,
      pageSize: 50,
    });
    expect(calls[0]!.params).toEqual([50, 0]);
  });

  it('windowTotal: one statement for a page with rows (the total comes with them), the count only past the end', async () => {
    const windowed = { ...sql, rowsSql: 'select id, count(*) over ()::int as total from t where k = ? order by id', windowTotal: true };
    const { em, calls } = fakeEm();
    expect(await pagedRows(em, { page: 2, pageSize: 3 }, windowed, (r: { id: number }) => r.id)).toEqual({
      items: [4, 5, 6],
      totalCount: 7,
      page: 2,
      pageSize: 3,
    });
    expect(calls.map((c) => c.sql)).toEqual(['select id, count(*) over ()::int as total from t where k = ? order by id limit ? offset ?']);
    calls.length = 0;
    expect(await pagedRows(em, { page: 5, pageSize: 3 }, windowed, (r: { id: number }) => r.id)).toEqual({ items: [], totalCount: 7, page: 5, pageSize: 3 });
    expect(calls.map((c) => c.sql)).toEqual([windowed.rowsSql + ' limit ? offset ?', sql.countSql]);
    const empty = fakeEm(0);
    expect(await pagedRows(empty.em, { page: 1, pageSize: 3 }, windowed, (r: { id: number }) => r.id)).toEqual({
      items: [],
      totalCount: 0,
      page: 1,
      pageSize: 3,
    });
    expect(empty.calls).toHaveLength(1);
  });
});
