import type { TenantMigration } from './types.js';
import { T001_DATA_MODEL_V2 } from './T001DataModelV2.js';
import { T010_REPORT_TABLES } from './T010ReportTables.js';
import { T020_PARCELS } from './T020Parcels.js';
import { T050_ARTICLES } from './T050Articles.js';
import { T030_INVOICE_API } from './T030InvoiceApi.js';
import { T060_ACADEMIC } from './T060Academic.js';
import { T070_TENANT_ROLE } from './T070TenantRole.js';

export type { TenantMigration } from './types.js';

/**
 * Every tenant schema change, by version. A new migration takes a version not used before (it
 * may be lower than the highest: each schema applies every version it has not recorded, in
 * order); never edit one that has shipped (schemas already record it as applied).
 */
export const TENANT_MIGRATIONS: readonly TenantMigration[] = [
  T001_DATA_MODEL_V2,
  T010_REPORT_TABLES,
  T020_PARCELS,
  T030_INVOICE_API,
  T050_ARTICLES,
  T060_ACADEMIC,
  T070_TENANT_ROLE,
];

/** From this version on a schema has its own role (T070TenantRole). */
export const TENANT_ROLE_VERSION = T070_TENANT_ROLE.version;

/** The version a schema has once every migration above is applied. */
export const latestTenantVersion = (migrations: readonly TenantMigration[] = TENANT_MIGRATIONS): number =>
  migrations.reduce((max, m) => Math.max(max, m.version), 0);
