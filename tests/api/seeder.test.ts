import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { DATABASE_URL, TEST_SECRET_KEY } from '../support/env.js';
import { dropDatabase, recreateDatabase } from '../support/global-setup.js';

describe('demo seeder on a real server', () => {
  it('refuses to create a default administrator password when DATABASE_URL is set without ADMIN_PASSWORD', async () => {
    const config = loadConfig({ SECRET_KEY: TEST_SECRET_KEY, DATABASE_URL: 'postgres://sin-uso', REDIS_URL: '' });
    expect(config.adminPassword).toBeUndefined();
    const embedded = loadConfig({ DATA_DIR: '/tmp/bo-sin-uso' });
    expect(embedded.adminPassword).toBe('admin');

    const name = `bo_seed_${process.pid}`;
    let dir: string | undefined;
    const env: Record<string, string> = { SECRET_KEY: TEST_SECRET_KEY, REDIS_URL: '' };
    if (DATABASE_URL) env.DATABASE_URL = await recreateDatabase(name);
    else {
      dir = mkdtempSync(join(tmpdir(), 'bo-seed-'));
      env.DATA_DIR = dir;
    }
    const overrides = DATABASE_URL ? {} : { adminPassword: undefined };
    try {
      await expect(createServices(loadConfig(env, overrides))).rejects.toThrow(
        'ADMIN_PASSWORD es obligatorio para crear el administrador en una base PostgreSQL real (DATABASE_URL); no se crea una clave por defecto.',
      );
    } finally {
      if (DATABASE_URL) await dropDatabase(name);
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });
});
