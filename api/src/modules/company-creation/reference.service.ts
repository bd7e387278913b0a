import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { CREATION_MSG } from './messages.js';
import type { CompanyCreationFormData, FieldControl, ProductVersion, ProvinceOption } from './creation.types.js';
import { EstablishmentTaxpayerType, PointType } from '../establishments/establishment-enums.js';
import { businessLines } from '../companies/company-reference.js';
import { run } from '../../db/sql.js';

export const RESOURCE = 'empresas.creacion';

/** Establishment columns whose length each version limits (spec 000 §5, spreadsheet). */
export const TRUNCATED_FIELDS = ['alm_descri', 'alm_acteco', 'alm_repleg', 'alm_direcc', 'alm_email', 'alm_fono1', 'alm_ciudad', 'alm_sector'] as const;
export type TruncatedField = (typeof TRUNCATED_FIELDS)[number];

export interface VersionRow {
  id: number;
  name: string;
  description: string | null;
  template: string;
  accessType: number;
  maxLengths: Partial<Record<string, number>>;
}

/** Taxpayer types of spec 000 §3 (cnt_codigo). */
export const TAXPAYER_TYPES: ReadonlyArray<[number, string]> = [
  [0, 'No obligado a llevar contabilidad'],
  [1, 'Institución pública'],
  [2, 'Contribuyente especial'],
  [3, 'Sociedad'],
  [4, 'Persona natural obligada a llevar contabilidad'],
];

/** Frequent economic activities offered in the form; any other text is accepted too. */
export const ECONOMIC_ACTIVITIES: readonly string[] = [
  'VENTA AL POR MAYOR Y MENOR DE PRODUCTOS DIVERSOS',
  'VENTA AL POR MENOR DE PRODUCTOS FARMACÉUTICOS',
  'SERVICIOS DE TRANSPORTE DE CARGA POR CARRETERA',
  'SERVICIOS DE TRANSPORTE DE PASAJEROS',
  'ACTIVIDADES DE CONTABILIDAD Y AUDITORÍA',
  'CONSTRUCCIÓN DE EDIFICIOS',
  'ACTIVIDADES DE RESTAURANTES Y DE SERVICIO MÓVIL DE COMIDAS',
  'ACTIVIDADES DE CONSULTORÍA INFORMÁTICA',
  'CULTIVO Y EXPORTACIÓN DE BANANO',
  'SERVICIOS PROFESIONALES',
];

interface RawVersion {
  ver_codigo: number;
  ver_nombre: string;
  ver_descri: string | null;
  ver_plantilla: string;
  ver_tipoacces: number;
  ver_maxlen: Record<string, number> | string;
}

const toVersion = (r: RawVersion): VersionRow => ({
  id: r.ver_codigo,
  name: r.ver_nombre,
  description: r.ver_descri,
  template: r.ver_plantilla,
  accessType: r.ver_tipoacces,
  maxLengths: typeof r.ver_maxlen === 'string' ? JSON.parse(r.ver_maxlen) : r.ver_maxlen,
});

/** Active versions, in code order. */
export async function readVersions(em: EntityManager): Promise<VersionRow[]> {
  const rows = await run<RawVersion>(
    em,
    `select ver_codigo, ver_nombre, ver_descri, ver_plantilla, ver_tipoacces, ver_maxlen from tversion where ver_activa = 'T' order by ver_codigo`,
  );
  return rows.map(toVersion);
}

/** The active version, or the spec's refusal naming ver_codigo. */
export async function readVersion(em: EntityManager, id: number | null | undefined): Promise<VersionRow> {
  if (id === null || id === undefined) throw AppError.input('ver_codigo', CREATION_MSG.versionRequired);
  const version = (await readVersions(em)).find((v) => v.id === id);
  if (!version) throw AppError.input('ver_codigo', CREATION_MSG.versionNotFound);
  return version;
}

export const toProductVersion = (v: VersionRow): ProductVersion => ({
  ...v,
  maxLengths: Object.entries(v.maxLengths).map(([field, length]) => ({ field, length: Number(length) })),
});

/** Provinces with their cities, in code order. */
export async function readProvinces(em: EntityManager): Promise<ProvinceOption[]> {
  const rows = await run<{ prv_codigo: number; prv_nombre: string; ciu_nombre: string | null }>(
    em,
    `select p.prv_codigo, p.prv_nombre, c.ciu_nombre from tprovincia p left join tciudad c on c.prv_codigo = p.prv_codigo order by p.prv_codigo, c.ciu_nombre`,
  );
  const byCode = new Map<number, ProvinceOption>();
  for (const row of rows) {
    const province: ProvinceOption = byCode.get(row.prv_codigo) ?? { code: row.prv_codigo, name: row.prv_nombre, cities: [] };
    if (row.ciu_nombre) province.cities.push(row.ciu_nombre.toUpperCase());
    byCode.set(row.prv_codigo, province);
  }
  return [...byCode.values()];
}

/** Field rules the form shows before sending (the server applies the same ones). */
export const FORM_CONTROLS: FieldControl[] = [
  { field: 'infocontrib.ruc', required: true, minLength: 13, maxLength: 13, message: CREATION_MSG.rucInvalid },
  { field: 'infocontrib.razonsocial', required: true, minLength: 1, maxLength: 300, message: CREATION_MSG.legalNameRequired },
  { field: 'infocontrib.nroestab', required: true, minLength: 3, maxLength: 3, message: CREATION_MSG.establishmentNumber },
  { field: 'infocontrib.direccion', required: true, minLength: 1, maxLength: null, message: CREATION_MSG.taxAddressRequired },
  { field: 'infocontrib.email', required: true, minLength: 1, maxLength: null, message: CREATION_MSG.emailRequired },
  { field: 'ptoemision.numero', required: true, minLength: 3, maxLength: 3, message: CREATION_MSG.pointNumber },
  { field: 'infoadc.provcod', required: true, minLength: null, maxLength: null, message: CREATION_MSG.provinceRequired },
  { field: 'infoadc.ciudad', required: true, minLength: 1, maxLength: null, message: CREATION_MSG.cityRequired },
  { field: 'usuario.usuario', required: true, minLength: 1, maxLength: 40, message: CREATION_MSG.userRequired },
  { field: 'usuario.password', required: true, minLength: 1, maxLength: null, message: CREATION_MSG.passwordRequired },
  { field: 'usuario.passwordconf', required: true, minLength: 1, maxLength: null, message: CREATION_MSG.passwordMismatch },
  { field: 'usuario2.usuario', required: false, minLength: 4, maxLength: 20, message: CREATION_MSG.assistantUserLength },
  { field: 'acceso', required: true, minLength: 1, maxLength: 60, message: CREATION_MSG.accessRequired },
];

/** Versions for tab 1 (lista_versiones). */
export async function listVersions(ctx: AppContext): Promise<ProductVersion[]> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  return (await readVersions(ctx.em)).map(toProductVersion);
}

/** What the new-company form needs (form_crea_empresa). */
export async function creationFormData(ctx: AppContext): Promise<CompanyCreationFormData> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  return {
    form: {
      establishmentNumber: '001',
      pointNumber: '001',
      pointName: 'PtoElec001',
      taxpayerType: EstablishmentTaxpayerType.NOT_REQUIRED_TO_KEEP_ACCOUNTS,
      countryCode: 593,
      nationality: 'ECUATORIANA',
      pointType: PointType.ELECTRONIC,
    },
    taxpayerTypes: TAXPAYER_TYPES.map(([code, label]) => ({ code, label })),
    economicActivities: [...ECONOMIC_ACTIVITIES],
    provinces: await readProvinces(ctx.em),
    businessLines: (await businessLines(ctx.em)).map(({ code, name }) => ({ code, label: name })),
    allowsManualPoint: true,
    controls: FORM_CONTROLS,
  };
}
