/**
 * One numbered change of every company schema. Statements are unqualified: the runner executes
 * them with search_path set to the company's schema only, inside that schema's transaction.
 */
export interface TenantMigration {
  /** 1, 2, 3, ... in order; version 0 is the schema as its template (lista_versiones) created it. */
  version: number;
  /** Short description, stored beside the version in the schema's tmigracion table. */
  name: string;
  statements: readonly string[];
}
