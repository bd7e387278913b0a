import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes of company administration: the list filters by state and type and pages in legal-name
 * order; saves look the access code up ignoring case. Text search by contains stays a scan: at
 * tens of thousands of rows it costs a few milliseconds.
 */
export class Migration002Companies extends Migration {
  override name = 'Migration002Companies';

  override up(): void {
    this.addSql('create index tempresa_activa on tempresa (emp_activa)');
    this.addSql('create index tempresa_tipo on tempresa (tac_codigo)');
    this.addSql('create index tempresa_razons on tempresa (emp_razons, emp_codigo)');
    this.addSql('create index tempresa_coding_lower on tempresa (lower(emp_coding))');
    // The state history reads a company's entries of one action, newest first.
    this.addSql('create index tauditoria_historial on tauditoria (aud_entidad, aud_clave, aud_accion, aud_fecha desc)');
  }
}
