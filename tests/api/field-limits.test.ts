import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS, TEXT_MAX } from '../../api/src/shared/field-limits.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** The limits of the input parser are those of the columns: compared with the database catalog. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ redis: false });
});
afterAll(async () => server?.close());

describe('field limits', () => {
  it('give each varchar column its length, each text column at most TEXT_MAX and each integer column a range inside int4', async () => {
    const columns = [
      ...new Map(
        Object.values(FIELD_LIMITS)
          .filter((l) => l.column)
          .map((l) => [l.column!, l]),
      ).values(),
    ];
    expect(columns.length).toBeGreaterThan(30);
    const conn = server.services.orm.em.fork().getConnection();
    const mismatches: string[] = [];
    for (const limit of columns) {
      const [table, column] = limit.column!.split('.');
      const [row] = await conn.execute<{ data_type: string; length: number | null }[]>(
        'select data_type, character_maximum_length as length from information_schema.columns where table_name = ? and column_name = ? limit 1',
        [table, column],
      );
      if (!row) mismatches.push(`${limit.column}: no existe`);
      else if (row.data_type === 'character varying' && row.length !== limit.max)
        mismatches.push(`${limit.column}: varchar(${row.length}), límite ${limit.max}`);
      else if (row.data_type === 'text' && !(limit.max && limit.max <= TEXT_MAX)) mismatches.push(`${limit.column}: text, límite ${limit.max}`);
      else if (row.data_type === 'integer' && !(limit.range && limit.range[0] >= -2147483648 && limit.range[1] <= 2147483647))
        mismatches.push(`${limit.column}: integer sin rango`);
    }
    expect(mismatches).toEqual([]);
  });
});
