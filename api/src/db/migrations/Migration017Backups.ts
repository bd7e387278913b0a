import { Migration } from '@mikro-orm/migrations';

/**
 * Backup and restore of company schemas (/backup_restore) and script administration
 * (/admin/scripts): the central record of every backup file (size, checksum, author, date and the
 * row count of each table, which a restore must reproduce), of every restore, and of every
 * script run with its per-schema result. Adds the menu row of the script screen (41, under
 * Administración) on databases created before it.
 */
export class Migration017Backups extends Migration {
  override name = 'Migration017Backups';

  override up(): void {
    this.addSql(`create table trespaldo (
      bak_codigo serial primary key,
      emp_codigo int null,
      bak_servidor varchar(100) not null default 'localhost',
      bak_basedatos varchar(100) not null,
      bak_esquema varchar(63) not null,
      bak_nombre varchar(150) not null,
      bak_formato varchar(10) not null,
      bak_tamano bigint null,
      bak_checksum varchar(64) null,
      bak_conteos jsonb null,
      bak_filas bigint null,
      bak_estado varchar(12) not null default 'pendiente',
      bak_mensaje varchar(500) null,
      usr_codigo int null,
      usr_nombre varchar(150) not null,
      bak_fecha timestamptz not null default now(),
      bak_terminado timestamptz null)`);
    this.addSql('create unique index trespaldo_nombre on trespaldo (bak_nombre)');
    this.addSql('create index trespaldo_fecha on trespaldo (bak_fecha desc, bak_codigo desc)');
    this.addSql(`create table trestauracion (
      res_codigo serial primary key,
      bak_codigo int not null references trespaldo (bak_codigo),
      res_esquema varchar(63) not null,
      res_reemplaza boolean not null default false,
      res_estado varchar(12) not null default 'pendiente',
      res_mensaje varchar(500) null,
      usr_codigo int null,
      usr_nombre varchar(150) not null,
      res_fecha timestamptz not null default now(),
      res_terminado timestamptz null)`);
    this.addSql('create index trestauracion_respaldo on trestauracion (bak_codigo)');
    this.addSql(`create table tscript_ejecucion (
      sce_codigo serial primary key,
      sce_fecha timestamptz not null default now(),
      usr_codigo int null,
      usr_nombre varchar(150) not null,
      sce_hash varchar(64) not null,
      sce_script text not null,
      sce_prueba boolean not null default false,
      sce_esquemas jsonb not null,
      sce_estado varchar(12) not null default 'pendiente',
      sce_resultado jsonb null,
      sce_terminado timestamptz null)`);
    this.addSql('create index tscript_ejecucion_fecha on tscript_ejecucion (sce_fecha desc, sce_codigo desc)');
    this.addSql(`insert into tmenu values (41, 'Scripts de bases', '/admin/scripts', 4041, 30, 'scripts', null) on conflict do nothing`);
    this.addSql(`select setval('tmenu_mb_codigo_seq', greatest((select max(mb_codigo) from tmenu), 1))`);
  }
}
