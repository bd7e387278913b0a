import { Migration } from '@mikro-orm/migrations';

/**
 * The provider's clients (`tcliente`, the owners/contacts of the client companies) and the
 * deployment domains (`tdominio`) the client search offers.
 *
 * A client is linked to its companies by RUC: `tempresa.emp_ruc = tcliente.clp_cedruc` (one
 * client row per RUC; a RUC may hold several access codes). A client whose RUC matches no
 * company is "sin acceso".
 */
// Must stay equal to clients/client-sql.ts fold(): an index only serves the same expression.
const fold = (column: string) => `translate(lower(${column}), ''áàâäéèêëíìîïóòôöúùûü'', ''aaaaeeeeiiiioooouuuu'')`;

export class Migration003Clients extends Migration {
  override name = 'Migration003Clients';

  override up(): void {
    this.addSql(`create table tcliente (
      clp_codigo serial primary key,
      clp_cedruc varchar(13) not null unique,
      clp_apenom varchar(300) not null,
      clp_nomcom varchar(300) null,
      clp_email varchar(150) null,
      clp_telefo varchar(60) null,
      clp_movil varchar(20) null,
      clp_direcc varchar(300) null,
      clp_estupd smallint not null default 1 check (clp_estupd in (0, 1)),
      form_state smallint not null default 0 check (form_state between 0 and 2),
      sve_color varchar(20) null,
      clp_fcreacion timestamptz not null default now())`);
    // Exact, case-insensitive e-mail lookups (other areas find a client by its address).
    this.addSql('create index tcliente_email_lower on tcliente (lower(clp_email))');
    // The search is a "contains" ignoring case and accents (the folding of clients/client-sql.ts,
    // spelt the same here so the planner matches it): trigram indexes serve it on PostgreSQL.
    // The embedded PGlite has no pg_trgm; there the demo's few rows are scanned.
    this.addSql(`do $$
      begin
        begin
          create extension if not exists pg_trgm;
        exception when others then
          raise notice 'pg_trgm no disponible: búsqueda de clientes sin índice trigram';
        end;
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          execute 'create index tcliente_apenom_trgm on tcliente using gin ((${fold('clp_apenom')}) gin_trgm_ops)';
          execute 'create index tcliente_email_trgm on tcliente using gin ((${fold('clp_email')}) gin_trgm_ops)';
          execute 'create index tcliente_nomcom_trgm on tcliente using gin ((${fold('clp_nomcom')}) gin_trgm_ops)';
        end if;
      end $$`);
    this.addSql(`create table tdominio (
      dom_codigo serial primary key,
      dom_nombre varchar(100) not null,
      dom_url varchar(200) not null unique,
      dom_activo char(1) not null default 'T' check (dom_activo in ('T','F')),
      dom_orden int not null default 0)`);
  }
}
