import { Migration } from '@mikro-orm/migrations';

/**
 * The development catalogue (spec 001): areas of the product, their modules (1 included,
 * 2 acquirable), each module's attributes (0 unavailable, 1 included, 2 acquirable) and the
 * functional items of each attribute; versions with the modules they carry; and the history of
 * cycle states of a module or an attribute (the current state is the latest row).
 */
export class Migration008Development extends Migration {
  override name = 'Migration008Development';

  override up(): void {
    this.addSql(`create table tdes_area (
      ar_codigo serial primary key,
      ar_nombre varchar(100) not null unique,
      ar_descri varchar(300) null,
      ar_orden int not null default 0)`);
    this.addSql(`create table tdes_modulo (
      mo_codigo serial primary key,
      mo_nombre varchar(100) not null,
      mo_tipo int not null check (mo_tipo in (1, 2)),
      mo_descri varchar(500) null,
      mo_area int not null references tdes_area (ar_codigo))`);
    this.addSql('create index tdes_modulo_area on tdes_modulo (mo_area)');
    this.addSql(`create table tdes_atributo (
      at_codigo serial primary key,
      at_nombre varchar(150) not null,
      at_tipo int not null check (at_tipo in (0, 1, 2)),
      at_modulo int not null references tdes_modulo (mo_codigo) on delete cascade)`);
    this.addSql('create index tdes_atributo_modulo on tdes_atributo (at_modulo)');
    this.addSql(`create table tdes_funcional (
      fu_codigo serial primary key,
      fu_descri varchar(500) not null,
      fu_atributo int not null references tdes_atributo (at_codigo) on delete cascade)`);
    this.addSql('create index tdes_funcional_atributo on tdes_funcional (fu_atributo)');
    this.addSql(`create table tdes_version (
      ve_codigo serial primary key,
      ve_nombre varchar(60) not null unique,
      ve_descri varchar(500) null)`);
    this.addSql(`create table tdes_version_modulo (
      ve_codigo int not null references tdes_version (ve_codigo) on delete cascade,
      mo_codigo int not null references tdes_modulo (mo_codigo) on delete cascade,
      primary key (ve_codigo, mo_codigo))`);
    // One target per row: a module or one of its attributes.
    this.addSql(`create table tdes_ciclo (
      ci_codigo serial primary key,
      ci_usuario int not null references tusuarios (usr_codigo),
      ci_modulo int null references tdes_modulo (mo_codigo) on delete cascade,
      ci_atributo int null references tdes_atributo (at_codigo) on delete cascade,
      ci_nota text null,
      ci_fecha date not null,
      ci_estado varchar(3) not null check (ci_estado in ('off', 'an', 'de', 'im', 'fi')),
      ci_registro timestamptz not null default now(),
      check ((ci_modulo is null) <> (ci_atributo is null)))`);
    this.addSql('create index tdes_ciclo_modulo on tdes_ciclo (ci_modulo, ci_codigo)');
    this.addSql('create index tdes_ciclo_atributo on tdes_ciclo (ci_atributo, ci_codigo)');
  }
}
