import { Migration } from '@mikro-orm/migrations';

/**
 * Doctors of the medical-practice product (spec 001 §3 "Doctor") and their plans. A doctor is a
 * referente of the provider: one row per cédula or RUC. Each plan is a period (test or paid);
 * the doctor's plan is the one that started last. The plan state (vigente, por caducar,
 * caducado) and the days to expiry are never stored: they follow from pla_fecfin and today.
 */
export class Migration009Doctors extends Migration {
  override name = 'Migration009Doctors';

  override up(): void {
    this.addSql(`create table tmedico (
      ref_codigo serial primary key,
      ref_id varchar(13) not null unique check (ref_id ~ '^[0-9]{10}([0-9]{3})?$'),
      ref_apenom varchar(200) not null,
      medico varchar(120) null,
      ref_movil varchar(20) null,
      ref_email varchar(200) null,
      ciudad varchar(120) null,
      med_valido int not null default 1 check (med_valido in (0, 1, 2)),
      fecha_registro date not null default current_date)`);
    this.addSql(`create table tmedico_plan (
      pla_codigo serial primary key,
      ref_codigo int not null references tmedico (ref_codigo) on delete cascade,
      pla_nombre varchar(120) not null,
      pla_tipo int not null check (pla_tipo in (0, 1)),
      pla_fecini date not null,
      pla_fecfin date not null,
      check (pla_fecfin >= pla_fecini),
      unique (ref_codigo, pla_fecini))`);
  }
}
