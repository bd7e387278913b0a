import { Migration } from '@mikro-orm/migrations';

/**
 * Electronic-invoicing connection packages and the contracts they are paid under (spec 000:
 * "Connection package", "Contract row"). A package's saldo is never stored: it is the acquired
 * count minus the units of the usage ledger allocated to it.
 */
export class Migration005Packages extends Migration {
  override name = 'Migration005Packages';

  override up(): void {
    // The provider's own sales invoices (what a package or an installment is billed with).
    this.addSql(`create table tfactura (
      trn_codigo serial primary key,
      trn_compro varchar(17) not null unique,
      trn_fecreg date not null,
      trn_ruc varchar(13) not null,
      trn_nombre varchar(300) not null,
      trn_concepto varchar(300) null,
      trn_subtotal numeric(12,2) not null check (trn_subtotal >= 0),
      trn_iva numeric(12,2) not null default 0 check (trn_iva >= 0),
      trn_total numeric(12,2) not null check (trn_total >= 0),
      trn_anulada char(1) not null default 'F' check (trn_anulada in ('T','F')))`);
    this.addSql('create index tfactura_ruc on tfactura (trn_ruc)');
    // The invoice's journal entry (asiento): what buscarFactura shows beside trn_codigo.
    this.addSql(`create table tfactura_asiento (
      trn_codigo int not null references tfactura (trn_codigo) on delete cascade,
      asi_linea int not null,
      asi_cuenta varchar(20) not null,
      asi_descri varchar(200) not null,
      asi_debe numeric(12,2) not null default 0,
      asi_haber numeric(12,2) not null default 0,
      primary key (trn_codigo, asi_linea))`);

    this.addSql(`create table tconexiones (
      con_codigo serial primary key,
      rucempresa varchar(13) not null,
      estado int not null default 1 check (estado in (0, 1)),
      fechacompra date not null,
      fechafin date null,
      paquete int not null check (paquete >= 0),
      conexadquiridas int not null check (conexadquiridas >= 0),
      tipo_contrato int not null check (tipo_contrato in (0, 1, 2)),
      notificar_porcentaje int not null default 15 check (notificar_porcentaje between 0 and 100),
      bloquear char(1) not null default 'T' check (bloquear in ('T','F')),
      observacion text null,
      trn_codigo int null references tfactura (trn_codigo),
      relacionado char(1) not null default 'F' check (relacionado in ('T','F')),
      con_anterior int null references tconexiones (con_codigo),
      con_saldo_anterior int not null default 0 check (con_saldo_anterior >= 0),
      usr_codigo int null,
      usr_nombre varchar(150) not null,
      con_registro timestamptz not null default now(),
      con_anulado timestamptz null,
      con_anulado_por varchar(150) null,
      con_motivo_anula text null)`);
    // One package in force per company: a new one takes over the saldo of the previous one.
    this.addSql('create unique index tconexiones_activo on tconexiones (rucempresa) where estado = 1');
    this.addSql('create index tconexiones_ruc on tconexiones (rucempresa, con_codigo)');

    // Usage ledger: one row per authorized document or per daily count. uso_excedente 'T' marks
    // units authorized beyond the package (they never make its saldo negative).
    this.addSql(`create table tconexion_uso (
      uso_codigo bigserial primary key,
      rucempresa varchar(13) not null,
      con_codigo int null references tconexiones (con_codigo),
      uso_cantidad int not null check (uso_cantidad > 0),
      uso_excedente char(1) not null default 'F' check (uso_excedente in ('T','F')),
      uso_fecha date not null,
      uso_referencia varchar(80) null,
      uso_registro timestamptz not null default now(),
      usr_nombre varchar(150) not null)`);
    this.addSql('create index tconexion_uso_paquete on tconexion_uso (con_codigo, uso_excedente)');
    this.addSql('create index tconexion_uso_ruc on tconexion_uso (rucempresa, uso_fecha)');
    this.addSql('create unique index tconexion_uso_ref on tconexion_uso (rucempresa, uso_referencia, uso_excedente) where uso_referencia is not null');

    // Each balance notification sent for a package (its 'Notificado...' state).
    this.addSql(`create table tconexion_notificacion (
      ntf_codigo serial primary key,
      con_codigo int not null references tconexiones (con_codigo),
      rucempresa varchar(13) not null,
      ntf_fecha timestamptz not null default now(),
      ntf_destinatarios text not null,
      ntf_cantidad int not null,
      usr_nombre varchar(150) not null)`);
    this.addSql('create index tconexion_notificacion_paquete on tconexion_notificacion (con_codigo)');

    // Contracts (folios) paid in monthly installments, with their contacts (fad_contactos).
    this.addSql(`create table tcontrato (
      fol_codigo serial primary key,
      clp_codigo int null references tcliente (clp_codigo),
      emp_ruc varchar(13) not null,
      fol_fecha date not null,
      fol_meses int not null check (fol_meses > 0),
      fol_cuota numeric(12,2) not null check (fol_cuota >= 0),
      fol_activo char(1) not null default 'T' check (fol_activo in ('T','F')),
      clp_email varchar(150) null)`);
    this.addSql('create index tcontrato_ruc on tcontrato (emp_ruc)');
    this.addSql(`create table tcontrato_cuota (
      fol_codigo int not null references tcontrato (fol_codigo) on delete cascade,
      cuo_numero int not null,
      cuo_vence date not null,
      cuo_valor numeric(12,2) not null,
      cuo_pagada date null,
      trn_codigo int null references tfactura (trn_codigo),
      primary key (fol_codigo, cuo_numero))`);
    this.addSql(`create table tcontrato_contacto (
      fad_codigo serial primary key,
      fol_codigo int not null references tcontrato (fol_codigo) on delete cascade,
      fad_nomcontacto varchar(150) not null,
      fad_cargo varchar(60) not null,
      fad_mailcontacto varchar(150) null)`);
    this.addSql('create index tcontrato_contacto_folio on tcontrato_contacto (fol_codigo)');

    // E-mail templates; mte_tipo 2 is the package notification.
    this.addSql(`create table tmail_template (
      mte_codigo serial primary key,
      mte_tipo int not null,
      mte_nombre varchar(100) not null,
      mte_asunto varchar(200) not null,
      mte_cuerpo text not null)`);
    this.addSql(`insert into tmail_template (mte_tipo, mte_nombre, mte_asunto, mte_cuerpo) values (2, 'Aviso de saldo del paquete de facturación electrónica',
      'Saldo de documentos electrónicos de {empresa}',
      'Estimado(a) {contacto}:\n\nLe informamos que el paquete de documentos electrónicos de {empresa} (RUC {ruc}) tiene un saldo de {saldo} de {adquiridas} documentos adquiridos, con vigencia hasta {fechafin}.\n\nPara no interrumpir la autorización de sus comprobantes, le recomendamos adquirir un nuevo paquete.\n\nAtentamente,\nDepartamento de Soporte Isyplus')`);
  }
}
