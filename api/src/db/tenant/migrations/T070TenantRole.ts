import type { TenantMigration } from './types.js';

/**
 * The schema's own least-privilege role (tenant-role.ts). Its work is the runner's closing step
 * (confineSchema after every batch once this version is recorded: the role, the app user's
 * membership, every object owned by the role), which needs the schema's name; this entry makes
 * every existing schema run that step once. The version is the one TENANT_ROLE_VERSION names.
 */
export const T070_TENANT_ROLE: TenantMigration = {
  version: 70,
  name: 'Rol propio de la empresa: dueño del esquema y de sus objetos',
  statements: [],
};
