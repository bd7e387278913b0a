import type { TenantMigration } from './types.js';
import { T001_DATA_MODEL_V2 } from './T001DataModelV2.js';
import { T020_PARCELS } from './T020Parcels.js';

export type { TenantMigration } from './types.js';

/**
 * Every tenant schema change, oldest first. Append new migrations here with the next version;
 * never edit or reorder one that has shipped (schemas already record it as applied).
 */
export const TENANT_MIGRATIONS: readonly TenantMigration[] = [T001_DATA_MODEL_V2, T020_PARCELS];

/** The version a schema has once every migration above is applied. */
export const latestTenantVersion = (migrations: readonly TenantMigration[] = TENANT_MIGRATIONS): number => migrations.reduce((max, m) => Math.max(max, m.version), 0);
