import { Migration } from '@mikro-orm/migrations';

/**
 * Per-company API tokens of the invoice API (issue 20). The token itself is shown once when it
 * is created; only its SHA-256 is kept (tok_hash): the token is 256 random bits, so a fast hash
 * is as safe as a slow one and keeps the request path to one indexed lookup. tok_prefijo: its
 * first characters, so staff can tell tokens apart. A revoked token (tok_revocado) is refused.
 * Screen 'Tokens de API' (menu 55, /tokens_api) under Administración, resource apitokens.
 */
export class Migration026ApiTokens extends Migration {
  override name = 'Migration026ApiTokens';

  override up(): void {
    this.addSql(`create table tapitoken (
      tok_codigo serial primary key,
      emp_codigo int not null references tempresa (emp_codigo) on delete cascade,
      tok_nombre varchar(100) not null,
      tok_prefijo varchar(12) not null,
      tok_hash char(64) not null,
      tok_fecreg timestamptz not null default now(),
      usr_codigo int null references tusuarios (usr_codigo) on delete set null,
      tok_ultuso timestamptz null,
      tok_revocado timestamptz null,
      usr_revoca int null references tusuarios (usr_codigo) on delete set null,
      constraint tapitoken_hash_key unique (tok_hash))`);
    this.addSql('create index tapitoken_empresa on tapitoken (emp_codigo, tok_codigo)');
    this.addSql(`insert into tmenu values (55, 'Tokens de API', '/tokens_api', 4010, 30, 'apitokens', null) on conflict (mb_codigo) do nothing`);
    this.addSql(`select setval('tmenu_mb_codigo_seq', greatest((select max(mb_codigo) from tmenu), 1))`);
  }
}
