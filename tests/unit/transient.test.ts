import { DeadlockException, DriverException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { isTransientError, withRetry } from '../../api/src/db/transient.js';
import { AppError } from '../../api/src/shared/app-error.js';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('transient database errors', () => {
  it.each([
    ['57P01 admin shutdown (pg_terminate_backend)', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', pgError('57P02')],
    ['57P03 cannot connect now (server starting)', pgError('57P03', 'the database system is starting up')],
    ['40001 serialization failure', pgError('40001')],
    ['40P01 deadlock', pgError('40P01')],
    ['08006 connection failure', pgError('08006')],
    ['08P01 protocol violation', pgError('08P01')],
    ['ECONNREFUSED (server down)', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', pgError('ECONNRESET')],
    ['a dropped socket without a code', new Error('Connection terminated unexpectedly')],
    ['a client left unusable', new Error('Client has encountered a connection error and is not queryable')],
    ['the ORM wrapper of a deadlock', new DeadlockException(pgError('40P01', 'deadlock detected'))],
    ['a cause two levels down', new Error('outer', { cause: new Error('middle', { cause: pgError('57P01') }) })],
  ])('%s is transient', (_name, error) => {
    expect(isTransientError(error)).toBe(true);
  });

  it.each([
    ['a unique violation 23505', new DriverException(pgError('23505', 'duplicate key value'))],
    ['a syntax error 42601', pgError('42601')],
    ['a business refusal', AppError.conflict('el acceso ya ha sido asignado a otra empreasa', 'acceso')],
    ['a plain error', new Error('boom')],
    ['not an error at all', 'texto'],
    ['null', null],
  ])('%s is not transient', (_name, error) => {
    expect(isTransientError(error)).toBe(false);
  });
});

describe('withRetry', () => {
  it('runs again after transient errors and answers the first success', async () => {
    const seen: number[] = [];
    let runs = 0;
    const result = await withRetry(
      async () => {
        runs++;
        if (runs < 3) throw pgError('57P01');
        return 'hecho';
      },
      { baseDelayMs: 1, onRetry: (_e, attempt) => seen.push(attempt) },
    );
    expect(result).toBe('hecho');
    expect(runs).toBe(3);
    expect(seen).toEqual([1, 2]);
  });

  it('throws any other error at once, without running again', async () => {
    let runs = 0;
    const refusal = AppError.input('RUC', 'RUC debe tener 13 caracteres');
    await expect(
      withRetry(
        async () => {
          runs++;
          throw refusal;
        },
        { baseDelayMs: 1 },
      ),
    ).rejects.toBe(refusal);
    expect(runs).toBe(1);
  });

  it('throws the last transient error once the attempts are spent', async () => {
    let runs = 0;
    const error = await withRetry(
      async () => {
        runs++;
        throw pgError('40P01', `deadlock ${runs}`);
      },
      { attempts: 4, baseDelayMs: 1 },
    ).catch((e: unknown) => e as Error);
    expect(runs).toBe(4);
    expect(error.message).toBe('deadlock 4');
  });
});
