import type { TenantMigration } from './types.js';

/**
 * Invoice API (issue 20): the lines and payments of a document (ttransaccion), the invoice a
 * credit note modifies, one sequential counter per establishment, emission point and document
 * type (its row lock serialises concurrent documents of one point, so sequentials never repeat
 * nor skip), and the idempotency keys with the first answer given for each.
 */
export const T030_INVOICE_API: TenantMigration = {
  version: 30,
  name: 'API de facturación: detalle, pagos, secuenciales e idempotencia',
  statements: [
    // trn_codref: the invoice a credit note modifies; trn_motivo: why.
    `alter table ttransaccion add column trn_codref int null references ttransaccion (trn_codigo)`,
    `alter table ttransaccion add column trn_motivo varchar(300) null`,
    `create index ttransaccion_codref on ttransaccion (trn_codref) where trn_codref is not null`,
    // Lines: quantity and unit price with 6 decimals (SRI), money with 2; iva_codigo: SRI codigoPorcentaje.
    `create table ttransaccion_det (
      tdt_codigo serial primary key,
      trn_codigo int not null references ttransaccion (trn_codigo) on delete cascade,
      tdt_linea int not null,
      art_codigo varchar(25) null,
      art_descri varchar(300) not null,
      tdt_cantidad numeric(18,6) not null check (tdt_cantidad > 0),
      tdt_precio numeric(18,6) not null check (tdt_precio >= 0),
      tdt_descuento numeric(14,2) not null default 0 check (tdt_descuento >= 0),
      tdt_subtotal numeric(14,2) not null,
      iva_codigo varchar(2) not null,
      tdt_tarifa numeric(5,2) not null,
      tdt_iva numeric(14,2) not null,
      constraint ttransaccion_det_linea_key unique (trn_codigo, tdt_linea))`,
    // Payments: fpa_codigo is the SRI formaPago code; plazo in tpa_unidad (dias, meses, anios).
    `create table ttransaccion_pago (
      tpa_codigo serial primary key,
      trn_codigo int not null references ttransaccion (trn_codigo) on delete cascade,
      fpa_codigo char(2) not null,
      tpa_valor numeric(14,2) not null check (tpa_valor > 0),
      tpa_plazo int not null default 0,
      tpa_unidad varchar(10) not null default 'dias')`,
    `create index ttransaccion_pago_trn on ttransaccion_pago (trn_codigo)`,
    // Last sequential used per establishment, emission point and SRI document type.
    `create table tsecuencial (
      alm_nroest char(3) not null,
      tdv_numero char(3) not null,
      doc_tipo char(2) not null,
      sec_ultimo int not null check (sec_ultimo between 1 and 999999999),
      primary key (alm_nroest, tdv_numero, doc_tipo))`,
    // One row per idempotency key: the canonical document's hash and the answer first given.
    `create table tdocapi (
      dap_clave varchar(100) primary key,
      dap_tipo char(2) not null,
      dap_hash char(64) not null,
      trn_codigo int not null references ttransaccion (trn_codigo),
      dap_respuesta jsonb not null,
      dap_fecreg timestamptz not null default now())`,
  ],
};
