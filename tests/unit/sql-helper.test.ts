import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { run } from '../../api/src/db/sql.js';
import { localCompanySql } from '../../api/src/db/tenant/tenant-registry.js';

/** An entity manager whose connection records what it was asked to execute. */
function recordingEm(transaction: unknown) {
  const calls: unknown[][] = [];
  const em = {
    getConnection: () => ({ execute: (...args: unknown[]) => (calls.push(args), Promise.resolve([{ ok: true }])) }),
    getTransactionContext: () => transaction,
  } as unknown as EntityManager;
  return { em, calls };
}

describe('run (the one SQL helper)', () => {
  it("runs inside the entity manager's transaction, answering the rows", async () => {
    const { em, calls } = recordingEm('tx');
    expect(await run(em, 'select ? as ok', [1])).toEqual([{ ok: true }]);
    expect(calls).toEqual([['select ? as ok', [1], 'all', 'tx']]);
  });

  it('binds an undefined parameter as null and runs outside a transaction when there is none', async () => {
    const { em, calls } = recordingEm(undefined);
    await run(em, 'select ?, ?', [undefined, 'a']);
    expect(calls).toEqual([['select ?, ?', [null, 'a'], 'all', undefined]]);
  });
});

describe('localCompanySql (TenantRegistry.isLocal in SQL)', () => {
  it('names the local hosts and takes the database name as its parameter', () => {
    expect(localCompanySql('e')).toBe("e.emp_ipdb in ('localhost', '127.0.0.1', '') and e.emp_nombredb = ?");
  });
});
