import { Migration } from '@mikro-orm/migrations';

/**
 * The menu entry 'Solicitudes' (code 11) opens the received requests (/soporte?tipo=1, titled
 * 'Solicitudes' by spec 002), not the sent ones ('Enviadas', /soporte without tipo). Only a row
 * still holding the old address changes (an administrator's own address stays).
 */
export class Migration030SupportMenu extends Migration {
  override name = 'Migration030SupportMenu';

  override up(): void {
    this.addSql(`update tmenu set mb_url = '/soporte?tipo=1' where mb_codigo = 11 and mb_url = '/soporte'`);
  }
}
