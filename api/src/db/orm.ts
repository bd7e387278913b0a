import { MikroORM, type Options } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import type { Config } from '../config.js';
import { AuditEntry } from '../modules/system/audit.entity.js';
import { Company } from '../modules/companies/company.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { MenuItem } from '../modules/users/menu.entity.js';
import { ProfileMenu } from '../modules/users/profile-menu.entity.js';
import { User } from '../modules/users/user.entity.js';
import { EmissionPoint } from './tenant/emission-point.entity.js';
import { Establishment } from './tenant/establishment.entity.js';
import { MIGRATIONS } from './migrations/index.js';
import { privateDataDir } from './data-dir.js';
import { releaseDroppedConnections } from './pool-guard.js';
import { ClientRecord } from '../modules/clients/client.entity.js';

export const ENTITIES = [User, MenuItem, ProfileMenu, Session, AuditEntry, Company, Establishment, EmissionPoint, ClientRecord];

function commonOptions(): Partial<Options> {
  return {
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, snapshot: false, transactional: true, allOrNothing: true, silent: true },
    allowGlobalContext: false,
    debug: false,
    forceUtcTimezone: true,
  };
}

/** Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR. */
export async function openDatabase(config: Config): Promise<MikroORM> {
  if (config.databaseUrl) {
    const { PostgreSqlDriver } = await import('@mikro-orm/postgresql');
    return MikroORM.init({
      ...commonOptions(),
      driver: PostgreSqlDriver,
      clientUrl: config.databaseUrl,
      pool: { min: 0, max: 10 },
      driverOptions: { onPoolCreated: releaseDroppedConnections },
    } as Options);
  }
  const { PgliteDriver } = await import('@mikro-orm/pglite');
  const dir = `${config.dataDir}/pg`;
  // 0700 folders and 0600 files, those already there included (db/data-dir.ts).
  privateDataDir(config.dataDir, { tighten: true });
  privateDataDir(dir);
  return MikroORM.init({ ...commonOptions(), driver: PgliteDriver, dbName: dir } as Options);
}

/** Runs pending migrations (at start, before serving). */
export async function migrate(orm: MikroORM): Promise<void> {
  await orm.migrator.up();
}
