import { afterAll, beforeAll } from 'vitest';
import { type ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** The demo companies the report tests work on, by schema. */
const SCHEMAS = ['emp_andina', 'emp_costena', 'emp_pacifico', 'emp_sanmarcos', 'emp_lojaexpress'];

export interface ReportsFixture {
  /** Set before the tests run. */
  server: TestServer;
  /** The demo administrator, signed in. */
  admin: ApiClient;
  /** Company id by schema (emp_andina, emp_costena, emp_pacifico, emp_sanmarcos, emp_lojaexpress). */
  ids: Record<string, number>;
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
}

/** A server without Redis for the report tests of one file: started before them, closed after. */
export function reportsFixture(): ReportsFixture {
  const fixture = {
    ids: {} as Record<string, number>,
    sql: async <T>(query: string, params: unknown[] = []): Promise<T[]> => fixture.server.services.orm.em.fork().getConnection().execute(query, params),
  } as ReportsFixture;
  beforeAll(async () => {
    fixture.server = await startTestServer({ redis: false });
    ({ admin: fixture.admin } = await demoClients(fixture.server.url, TEST_PASSWORD));
    for (const s of SCHEMAS) {
      fixture.ids[s] = (await fixture.sql<{ id: number }>('select emp_codigo as id from tempresa where emp_esquemadb = ? order by 1 limit 1', [s]))[0]!.id;
    }
  });
  afterAll(async () => fixture.server?.close());
  return fixture;
}
