import 'reflect-metadata';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { closeServices, createServices, type Services } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { MIGRATIONS } from '../../api/src/db/migrations/index.js';
import { DATABASE_URL, TEST_PASSWORD, TEST_SECRET_KEY, available } from '../support/env.js';
import { dropDatabase, recreateDatabase } from '../support/global-setup.js';

const hasPostgres = available('PostgreSQL (DATABASE_URL)', Boolean(DATABASE_URL));
const DB = `bo_test_startup_${process.pid}`;

describe('start-up on an empty PostgreSQL database', () => {
  afterAll(async () => {
    if (hasPostgres) await dropDatabase(DB);
  });

  it.skipIf(!hasPostgres)('three processes starting together migrate and seed it exactly once', async () => {
    const url = await recreateDatabase(DB);
    const env = { ADMIN_PASSWORD: TEST_PASSWORD, SECRET_KEY: TEST_SECRET_KEY, DATABASE_URL: url, REDIS_URL: '', RUN_WORKERS: 'false' };
    const started: Services[] = [];
    try {
      const results = await Promise.allSettled([1, 2, 3].map(() => createServices(loadConfig(env))));
      for (const r of results) if (r.status === 'fulfilled') started.push(r.value);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    } finally {
      await Promise.all(started.map((s) => closeServices(s)));
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const migrations = await client.query('select name from mikro_orm_migrations order by id');
      expect(migrations.rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
      const admins = await client.query("select count(*)::int as n from tusuarios where usr_id = 'admin'");
      expect(admins.rows[0].n).toBe(1);
      const companies = await client.query('select count(*)::int as n from tempresa');
      expect(companies.rows[0].n).toBe(8);
    } finally {
      await client.end();
    }
  });
});
