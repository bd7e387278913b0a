import { Migration } from '@mikro-orm/migrations';

/**
 * Company creation: what the tempresa row does not hold (RIMPE, withholding agent, nationality,
 * origin) and the spreadsheet imports, whose rows make bulk creation idempotent.
 */
export class Migration004CompanyCreation extends Migration {
  override name = 'Migration004CompanyCreation';

  override up(): void {
    // Access type a version's companies get (emp_tipoacces: 1 accounting, 2 transport).
    this.addSql('alter table tversion add column ver_tipoacces int not null default 1');
    this.addSql(`update tversion set ver_tipoacces = 2 where ver_nombre like 'Transporte%'`);
    this.addSql(`create table tempresa_creacion (
      emp_codigo int primary key references tempresa (emp_codigo) on delete cascade,
      ver_codigo int not null references tversion (ver_codigo),
      ecr_origen varchar(12) not null check (ecr_origen in ('formulario', 'excel')),
      ecr_contabilidad char(1) not null default 'F' check (ecr_contabilidad in ('T','F')),
      ecr_rimpe char(1) not null default 'F' check (ecr_rimpe in ('T','F')),
      ecr_agenteret char(1) not null default 'F' check (ecr_agenteret in ('T','F')),
      ecr_nacion varchar(60) null,
      usr_codigo int null,
      usr_nombre varchar(150) not null,
      ecr_fecha timestamptz not null default now(),
      imp_hash varchar(64) null,
      imp_fila int null)`);
    this.addSql('create unique index tempresa_creacion_fila on tempresa_creacion (imp_hash, imp_fila) where imp_hash is not null');
    this.addSql(`create table timportacion_empresa (
      imp_hash varchar(64) primary key,
      ver_codigo int not null references tversion (ver_codigo),
      imp_archivo varchar(200) null,
      imp_fecha timestamptz not null default now(),
      usr_codigo int null,
      usr_nombre varchar(150) not null,
      imp_total int not null,
      imp_validas int not null,
      imp_errores int not null)`);
    // imf_datos: the validated row, encrypted with the server key (it holds passwords); cleared
    // once the row is processed.
    this.addSql(`create table timportacion_fila (
      imp_hash varchar(64) not null references timportacion_empresa (imp_hash) on delete cascade,
      imf_fila int not null,
      imf_ruc varchar(20) null,
      imf_acceso varchar(60) null,
      imf_razons varchar(300) null,
      imf_estado varchar(12) not null check (imf_estado in ('error', 'pendiente', 'creada', 'fallida')),
      imf_campo varchar(40) null,
      imf_mensaje text null,
      emp_codigo int null,
      imf_datos text null,
      primary key (imp_hash, imf_fila))`);
  }
}
