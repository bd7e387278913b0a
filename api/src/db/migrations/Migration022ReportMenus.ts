import { Migration } from '@mikro-orm/migrations';

/**
 * Reports: the menu rows of the reports by module (/consultas/{rep_modulo}, code 47) and of the
 * dashboard (/tablero, code 48), under Administración beside 'Informes' (36), on the informes
 * resource. Databases created from reference-data already have them (on conflict: nothing).
 * The reports themselves live in each company's schema (tenant migration 10).
 */
export class Migration022ReportMenus extends Migration {
  override name = 'Migration022ReportMenus';

  override up(): void {
    this.addSql(`insert into tmenu values (47, 'Consultas por módulo', '/consultas/1', 4008, 30, 'informes', null) on conflict do nothing`);
    this.addSql(`insert into tmenu values (48, 'Tablero de informes', '/tablero', 4009, 30, 'informes', null) on conflict do nothing`);
    this.addSql(`select setval('tmenu_mb_codigo_seq', greatest((select max(mb_codigo) from tmenu), 1))`);
  }
}
