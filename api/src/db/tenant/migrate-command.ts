import 'reflect-metadata';
import { loadConfig } from '../../config.js';
import { migrate, openDatabase } from '../orm.js';
import { withStartupLock } from '../startup-lock.js';
import { describeFailures, migrateTenants } from './tenant-migrator.js';

/**
 * `npm run tenants:migrate`: central migrations, then every company schema to the latest tenant
 * version, under the same lock as the start-up. Prints one line per schema migrated or failed;
 * exits 1 when a schema failed.
 */
const config = loadConfig();
const orm = await openDatabase(config);
let failed = 0;
try {
  const report = await withStartupLock(config, async () => {
    await migrate(orm);
    return migrateTenants(orm, config.tenantDbName);
  });
  for (const m of report.migrated) console.log(`Esquema ${m.schema}: versión ${m.from} -> ${m.to}`);
  for (const line of describeFailures(report)) console.error(line);
  failed = report.failed.length;
  console.log(`Esquemas de empresa: ${report.schemas}; migrados: ${report.migrated.length}; con error: ${failed}; versión actual: ${report.latest}`);
} finally {
  await orm.close();
}
process.exit(failed ? 1 : 0);
