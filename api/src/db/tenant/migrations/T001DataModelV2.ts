import type { TenantMigration } from './types.js';

/**
 * Tenant data model v2: the company's own accounting. Legacy column names where the
 * specification gives them (pe_finicio, pe_ffin, pe_block, trn_codigo, tra_codigo, trn_compro,
 * dia_codigo, dia_numero, dia_fecha, habilitado, proceso, label, pro_codigo, pro_descri); money
 * numeric(14,2); dates as date. Codes are documented beside each column.
 */
export const T001_DATA_MODEL_V2: TenantMigration = {
  version: 1,
  name: 'Modelo de datos v2: contabilidad, documentos electrónicos, opciones de menú',
  statements: [
    // Accounting periods. pe_estado: 0 ABIERTO, 1 CERRADO, 2 BLOQUEADO; pe_block T/F (locked);
    // pe_inicial T marks the initial period; pe_limdescuadre: the largest difference an
    // unbalanced entry of the period may have to be fixed with a rounding line.
    `create table tperiodo (
      pe_codigo serial primary key,
      pe_finicio date not null,
      pe_ffin date not null,
      pe_block char(1) not null default 'F' check (pe_block in ('T', 'F')),
      pe_estado int not null default 0 check (pe_estado in (0, 1, 2)),
      pe_inicial char(1) not null default 'F' check (pe_inicial in ('T', 'F')),
      pe_limdescuadre numeric(14,2) not null default 1.00 check (pe_limdescuadre >= 0),
      constraint tperiodo_fechas check (pe_ffin >= pe_finicio),
      constraint tperiodo_finicio_key unique (pe_finicio))`,
    `create index tperiodo_ffin on tperiodo (pe_ffin)`,
    // Account types: 1 ACTIVO, 2 PASIVO, 3 PATRIMONIO, 4 INGRESOS, 5 COSTOS Y GASTOS.
    `create table ttipocuenta (
      tcu_codigo int primary key,
      tcu_descri varchar(60) not null)`,
    `insert into ttipocuenta values (1, 'ACTIVO'), (2, 'PASIVO'), (3, 'PATRIMONIO'), (4, 'INGRESOS'), (5, 'COSTOS Y GASTOS')`,
    // Chart of accounts; cue_movimiento T: entries may post to it (a leaf).
    `create table tplancuenta (
      cue_codigo serial primary key,
      cue_numero varchar(30) not null,
      cue_nombre varchar(150) not null,
      tcu_codigo int not null references ttipocuenta (tcu_codigo),
      cue_nivel int not null default 1,
      cue_padre int null references tplancuenta (cue_codigo),
      cue_movimiento char(1) not null default 'T' check (cue_movimiento in ('T', 'F')),
      constraint tplancuenta_numero_key unique (cue_numero))`,
    `create index tplancuenta_tipo on tplancuenta (tcu_codigo, cue_numero)`,
    // Document (transaction) types; tra_codsri: the SRI document code when it is electronic.
    `create table ttipotransaccion (
      tra_codigo int primary key,
      tra_descri varchar(100) not null,
      tra_sigla varchar(6) not null,
      tra_codsri char(2) null)`,
    `insert into ttipotransaccion values
      (1, 'FACTURA', 'FAC', '01'), (3, 'LIQUIDACIÓN DE COMPRA', 'LIQ', '03'), (4, 'NOTA DE CRÉDITO', 'NC', '04'),
      (5, 'NOTA DE DÉBITO', 'ND', '05'), (6, 'GUÍA DE REMISIÓN', 'GR', '06'), (7, 'COMPROBANTE DE RETENCIÓN', 'RET', '07'),
      (20, 'COMPRA', 'COM', null), (30, 'DIARIO CONTABLE', 'DIA', null)`,
    // Accounting models: per account type and document type, the account posted on the debit (D)
    // or credit (C) side.
    `create table tmodelocontable (
      mco_codigo serial primary key,
      tcu_codigo int not null references ttipocuenta (tcu_codigo),
      tra_codigo int not null references ttipotransaccion (tra_codigo),
      cue_codigo int not null references tplancuenta (cue_codigo),
      mco_debcre char(1) not null check (mco_debcre in ('D', 'C')),
      constraint tmodelocontable_key unique (tcu_codigo, tra_codigo, mco_debcre))`,
    // Transactions (documents). trn_estado: 1 ACTIVA, 0 ANULADA. trn_compro: 001-001-000000123.
    `create table ttransaccion (
      trn_codigo serial primary key,
      tra_codigo int not null references ttipotransaccion (tra_codigo),
      trn_compro varchar(17) not null,
      trn_fecha date not null,
      clp_codigo int null references tclipro (clp_codigo),
      trn_subtotal numeric(14,2) not null default 0,
      trn_iva numeric(14,2) not null default 0,
      trn_total numeric(14,2) not null default 0,
      trn_estado int not null default 1 check (trn_estado in (0, 1)),
      trn_fecreg timestamptz not null default now())`,
    `create index ttransaccion_fecha on ttransaccion (trn_fecha, trn_codigo)`,
    `create index ttransaccion_tipo_fecha on ttransaccion (tra_codigo, trn_fecha)`,
    `create index ttransaccion_clp on ttransaccion (clp_codigo)`,
    // Journal entries and their debit/credit lines.
    `create table tdiario (
      dia_codigo serial primary key,
      dia_numero int not null,
      dia_fecha date not null,
      pe_codigo int not null references tperiodo (pe_codigo),
      trn_codigo int null references ttransaccion (trn_codigo),
      dia_glosa varchar(300) null,
      constraint tdiario_numero_key unique (pe_codigo, dia_numero))`,
    `create index tdiario_fecha on tdiario (dia_fecha, dia_codigo)`,
    `create index tdiario_trn on tdiario (trn_codigo)`,
    `create table tdiariodet (
      ddi_codigo serial primary key,
      dia_codigo int not null references tdiario (dia_codigo) on delete cascade,
      cue_codigo int not null references tplancuenta (cue_codigo),
      ddi_debe numeric(14,2) not null default 0 check (ddi_debe >= 0),
      ddi_haber numeric(14,2) not null default 0 check (ddi_haber >= 0),
      ddi_detalle varchar(300) null)`,
    `create index tdiariodet_dia on tdiariodet (dia_codigo)`,
    `create index tdiariodet_cuenta on tdiariodet (cue_codigo, dia_codigo)`,
    // Electronic documents. doc_numaut: the SRI access key (49 digits); doc_tipo: SRI code;
    // doc_estado: 0 PENDIENTE (por enviar), 1 ENVIADO, 2 AUTORIZADO, 3 DEVUELTO, 4 NO AUTORIZADO.
    `create table tdocelectronico (
      doc_codigo serial primary key,
      trn_codigo int null references ttransaccion (trn_codigo),
      doc_numaut char(49) not null check (doc_numaut ~ '^[0-9]{49}$'),
      doc_tipo char(2) not null,
      doc_estado int not null default 0 check (doc_estado between 0 and 4),
      doc_fecaut timestamptz null,
      doc_mensaje varchar(300) null,
      constraint tdocelectronico_numaut_key unique (doc_numaut))`,
    `create index tdocelectronico_estado on tdocelectronico (doc_estado, doc_codigo)`,
    `create index tdocelectronico_trn on tdocelectronico (trn_codigo)`,
    // Processes and the optional menu options of each (habilitado T/F); guia: where the option
    // appears once active.
    `create table tproceso (
      pro_codigo int primary key,
      pro_descri varchar(150) not null)`,
    `insert into tproceso values (1, 'VENTAS'), (2, 'COMPRAS'), (3, 'INVENTARIO'), (4, 'CONTABILIDAD'), (5, 'TRANSPORTE')`,
    `create table topcionmenu (
      opm_codigo serial primary key,
      label varchar(100) not null,
      proceso int not null references tproceso (pro_codigo),
      habilitado char(1) not null default 'F' check (habilitado in ('T', 'F')),
      guia varchar(300) not null,
      constraint topcionmenu_label_key unique (proceso, label))`,
    `insert into topcionmenu (label, proceso, guia) values
      ('Guías de remisión', 1, 'Ventas > Guías de remisión: emita la guía desde una factura o de forma independiente.'),
      ('Proformas', 1, 'Ventas > Proformas: la proforma aprobada se convierte en factura.'),
      ('Liquidaciones de compra', 2, 'Compras > Liquidaciones de compra: para proveedores sin RUC.'),
      ('Reembolsos de gastos', 2, 'Compras > Reembolsos: registre los comprobantes de reembolso en la compra.'),
      ('Órdenes de producción', 3, 'Inventario > Órdenes de producción: consume materia prima y genera producto terminado.'),
      ('Toma física', 3, 'Inventario > Toma física: ajusta el kardex con el conteo.'),
      ('Conciliación bancaria', 4, 'Contabilidad > Conciliación bancaria: marque los movimientos del estado de cuenta.'),
      ('Presupuesto', 4, 'Contabilidad > Presupuesto: asigne montos por cuenta y período.'),
      ('Encomiendas', 5, 'Encomiendas > Recepción: registre guías de encomienda por frecuencia.')`,
    // Company settings read by the aplicativo (e.g. CUENTA_REDONDEO: cue_codigo of rounding lines).
    `create table tparametro (
      par_clave varchar(40) primary key,
      par_valor varchar(300) not null)`,
  ],
};
