import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes of the header search that finds a client by anything it is known by (clients/client-sql.ts
 * anywhereSearchSql): the legal name and access code of its companies as trigram indexes over the
 * same case and accent folding, and the RUC/cédula prefix (`like 'text%'` needs pattern ops
 * whatever the database collation). Without pg_trgm (the embedded PGlite) only the prefix index is
 * made; the few demo rows are scanned.
 */
// Must stay equal to clients/client-sql.ts fold(): an index only serves the same expression.
const fold = (column: string) => `translate(lower(${column}), ''áàâäéèêëíìîïóòôöúùûü'', ''aaaaeeeeiiiioooouuuu'')`;

export class Migration015SearchIndexes extends Migration {
  override name = 'Migration015SearchIndexes';

  override up(): void {
    this.addSql('create index tcliente_cedruc_prefix on tcliente (clp_cedruc varchar_pattern_ops)');
    this.addSql(`do $$
      begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          execute 'create index tempresa_razons_trgm on tempresa using gin ((${fold('emp_razons')}) gin_trgm_ops)';
          execute 'create index tempresa_coding_trgm on tempresa using gin ((${fold('emp_coding')}) gin_trgm_ops)';
        end if;
      end $$`);
  }
}
