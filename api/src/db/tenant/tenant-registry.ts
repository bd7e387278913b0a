import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { AppError } from '../../shared/app-error.js';
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

/**
 * The one way to reach a company's own data. Tenants on the API's own database share its
 * connection pool and are addressed by schema; identifiers reaching SQL are checked against
 * the catalog first.
 */
export class TenantRegistry {
  constructor(
    private readonly orm: MikroORM,
    private readonly localDbName: string,
  ) {}

  /** True when the company's data lives on the API's own database. */
  isLocal(company: Pick<Company, 'dbHost' | 'dbName'>): boolean {
    return ['localhost', '127.0.0.1', ''].includes(company.dbHost) && company.dbName === this.localDbName;
  }

  /** Whether the schema exists in the catalog. */
  async schemaExists(schema: string, em: EntityManager = this.orm.em): Promise<boolean> {
    // Runs inside the caller's transaction when there is one: the embedded database has a
    // single connection, and a query outside an open transaction would wait for it forever.
    const rows: { n: number }[] = await em
      .getConnection()
      .execute('select count(*)::int as n from information_schema.schemata where schema_name = ?', [schema], 'all', em.getTransactionContext());
    return rows[0].n > 0;
  }

  /** An entity manager addressing the company's schema; refuses schemas missing from the catalog. */
  async em(company: Pick<Company, 'dbHost' | 'dbName' | 'dbSchema'>): Promise<EntityManager> {
    if (!this.isLocal(company)) {
      throw AppError.notFound(`La base ${company.dbName} en ${company.dbHost} no está registrada en este servidor`);
    }
    assertSchemaName(company.dbSchema);
    if (!(await this.schemaExists(company.dbSchema))) {
      throw AppError.notFound(`No existe el esquema ${company.dbSchema} de la empresa`);
    }
    return this.orm.em.fork({ schema: company.dbSchema });
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
    const run = async (tx: EntityManager) => {
      if (await this.schemaExists(schema, tx)) throw AppError.conflict(`El esquema ${schema} ya existe`, 'emp_esquemadb');
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await conn.execute(`create schema ${quoteIdent(schema)}`, [], 'run', ctx);
      await conn.execute(`set local search_path to ${quoteIdent(schema)}`, [], 'run', ctx);
      for (const sql of statements) await conn.execute(sql, [], 'run', ctx);
      await applyTenantMigrations(tx, schema);
    };
    if (em.isInTransaction()) await run(em);
    else await em.transactional(run);
  }

  /** Drops a tenant schema and everything in it. */
  async drop(schema: string): Promise<void> {
    assertSchemaName(schema);
    if (!(await this.schemaExists(schema))) return;
    await this.orm.em.getConnection().execute(`drop schema ${quoteIdent(schema)} cascade`);
  }
}
