import type { TenantMigration } from './types.js';

/**
 * Parcels (encomiendas) of a transport cooperative: the parcel with its 15-digit guide
 * (trn_compro: establishment 3 + point 3 + sequence 9), sender and receiver with their ID
 * numbers, origin, destination, state and dates; its history (state changes with place and
 * time) and its articles. Every company schema gets the (empty) tables; only cooperatives
 * (emp_tipoacces 2) fill them.
 */
export const T020_PARCELS: TenantMigration = {
  version: 20,
  name: 'Encomiendas: guía, historial y artículos',
  statements: [
    // enc_estado: 1 RECIBIDA, 2 EN TRÁNSITO, 3 EN DESTINO, 4 ENTREGADA, 5 ANULADA.
    `create table tencomienda (
      trn_codigo serial primary key,
      trn_compro char(15) not null check (trn_compro ~ '^[0-9]{15}$'),
      trn_fecha timestamptz not null,
      enc_remced varchar(13) not null,
      enc_remnombre varchar(150) not null,
      enc_desced varchar(13) not null,
      enc_desnombre varchar(150) not null,
      enc_origen varchar(100) not null,
      enc_destino varchar(100) not null,
      enc_estado int not null default 1 check (enc_estado between 1 and 5),
      enc_fecentrega timestamptz null,
      enc_total numeric(14,2) not null default 0,
      constraint tencomienda_compro_key unique (trn_compro))`,
    `create index tencomienda_remced on tencomienda (enc_remced, trn_fecha desc)`,
    `create index tencomienda_desced on tencomienda (enc_desced, trn_fecha desc)`,
    `create table tencomienda_hist (
      ehi_codigo serial primary key,
      trn_codigo int not null references tencomienda (trn_codigo) on delete cascade,
      ehi_estado int not null check (ehi_estado between 1 and 5),
      ehi_lugar varchar(100) not null,
      ehi_fecha timestamptz not null,
      ehi_detalle varchar(200) null)`,
    `create index tencomienda_hist_trn on tencomienda_hist (trn_codigo, ehi_fecha)`,
    `create table tencomienda_art (
      ear_codigo serial primary key,
      trn_codigo int not null references tencomienda (trn_codigo) on delete cascade,
      ear_descri varchar(150) not null,
      ear_cantidad int not null default 1 check (ear_cantidad > 0),
      ear_peso numeric(10,2) not null default 0,
      ear_valor numeric(14,2) not null default 0)`,
    `create index tencomienda_art_trn on tencomienda_art (trn_codigo, ear_codigo)`,
  ],
};
