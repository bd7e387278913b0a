import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { AppError } from '../../shared/app-error.js';
import { run } from '../sql.js';
import type { Company } from '../../modules/companies/company.entity.js';
import { TENANT_TEMPLATES } from './template-v1.js';
import { applyTenantMigrations } from './tenant-migrator.js';

const SCHEMA_NAME = /^[a-z][a-z0-9_]{2,62}$/;
const RESERVED = new Set(['public', 'information_schema', 'pg_catalog', 'pg_toast', 'mikro_orm']);

/** Throws unless `name` is a well-formed tenant schema identifier (never a reserved one). */
export function assertSchemaName(name: string): void {
  if (!SCHEMA_NAME.test(name) || RESERVED.has(name) || name.startsWith('pg_')) {
    throw AppError.input('emp_esquemadb', `El nombre de esquema '${name}' no es válido`);
  }
}

const quoteIdent = (name: string) => `"${name}"`;

/** Hosts that name the API's own server in a company row (emp_ipdb). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', ''];

/**
 * isLocal as a condition on the tempresa row `alias` (for lists of many companies in one
 * statement); its one parameter is the API's own database name (emp_nombredb).
 */
export const localCompanySql = (alias: string) => `${alias}.emp_ipdb in (${LOCAL_HOSTS.map((h) => `'${h}'`).join(', ')}) and ${alias}.emp_nombredb = ?`;

/**
 * `set local search_path` of the transaction `tx` to a checked schema (then `public`, where the
 * audit table is, when `withPublic`): unqualified table names reach the company's tables until
 * the transaction ends.
 */
export async function useSchema(tx: EntityManager, schema: string, withPublic = false): Promise<void> {
  await run(tx, `set local search_path to ${quoteIdent(schema)}${withPublic ? ', public' : ''}`);
}

/** Whether a checked schema has the table (a tenant migration created it), inside the caller's transaction. */
export async function schemaHasTable(em: EntityManager, schema: string, table: string): Promise<boolean> {
  const [row] = await run<{ ok: boolean }>(em, 'select to_regclass(?) is not null as ok', [`${quoteIdent(schema)}.${table}`]);
  return row!.ok;
}

/**
 * The one way to reach a company's own data, and the one place that knows where a company lives
 * (its row's emp_ipdb / emp_nombredb / emp_esquemadb): today every company reachable is on the
 * API's own database, sharing its connection pool and addressed by schema; a company on another
 * server is refused here. Identifiers reaching SQL are checked against the catalog first.
 */
export class TenantRegistry {
  constructor(
    private readonly orm: MikroORM,
    private readonly localDbName: string,
  ) {}

  /** True when the company's data lives on the API's own database. */
  isLocal(company: Pick<Company, 'dbHost' | 'dbName'>): boolean {
    return LOCAL_HOSTS.includes(company.dbHost) && company.dbName === this.localDbName;
  }

  /** Whether the schema exists in the catalog. */
  async schemaExists(schema: string, em: EntityManager = this.orm.em): Promise<boolean> {
    // Runs inside the caller's transaction when there is one: the embedded database has a
    // single connection, and a query outside an open transaction would wait for it forever.
    const [row] = await run<{ n: number }>(em, 'select count(*)::int as n from information_schema.schemata where schema_name = ?', [schema]);
    return row!.n > 0;
  }

  /**
   * The company's schema, checked (well-formed, in the catalog) for plain SQL on the request's own
   * entity manager: NOT_FOUND for a company on another server or a schema missing from the catalog.
   */
  async schemaOf(company: Pick<Company, 'dbHost' | 'dbName' | 'dbSchema'>): Promise<string> {
    if (!this.isLocal(company)) {
      throw AppError.notFound(`La base ${company.dbName} en ${company.dbHost} no está registrada en este servidor`);
    }
    assertSchemaName(company.dbSchema);
    if (!(await this.schemaExists(company.dbSchema))) {
      throw AppError.notFound(`No existe el esquema ${company.dbSchema} de la empresa`);
    }
    return company.dbSchema;
  }

  /** An entity manager addressing the company's schema (schemaOf's checks and refusals). */
  async em(company: Pick<Company, 'dbHost' | 'dbName' | 'dbSchema'>): Promise<EntityManager> {
    return this.orm.em.fork({ schema: await this.schemaOf(company) });
  }

  /**
   * Creates a schema from a version template (the starting point chosen in lista_versiones),
   * then applies every tenant migration, so a new company starts at the latest version. Runs
   * inside the caller's transaction when one is given, so a failure later in company creation
   * leaves no schema behind.
   */
  async provision(schema: string, template: string, em: EntityManager = this.orm.em): Promise<void> {
    assertSchemaName(schema);
    const statements = TENANT_TEMPLATES[template];
    if (!statements) throw AppError.input('ver_plantilla', `No existe la plantilla de versión '${template}'`);
    const create = async (tx: EntityManager) => {
      if (await this.schemaExists(schema, tx)) throw AppError.conflict(`El esquema ${schema} ya existe`, 'emp_esquemadb');
      await run(tx, `create schema ${quoteIdent(schema)}`);
      await useSchema(tx, schema);
      for (const sql of statements) await run(tx, sql);
      await applyTenantMigrations(tx, schema);
    };
    if (em.isInTransaction()) await create(em);
    else await em.transactional(create);
  }

  /** Drops a tenant schema and everything in it, inside the caller's transaction; false when there was none. */
  async drop(schema: string, em: EntityManager = this.orm.em): Promise<boolean> {
    assertSchemaName(schema);
    if (!(await this.schemaExists(schema, em))) return false;
    await run(em, `drop schema ${quoteIdent(schema)} cascade`);
    return true;
  }
}
