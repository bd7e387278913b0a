import type { EmissionPoint } from '../../db/tenant/emission-point.entity.js';
import type { Establishment } from '../../db/tenant/establishment.entity.js';
import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { legacyWrapper } from '../../rest/legacy-fields.js';
import { looseNumber, objectParam, optionalText } from '../../rest/params.js';
import { activateEinvoicing } from './activation.service.js';
import { companyIdBySchema } from './company-tenant.js';
import { changePointState, createElectronicPoint } from './emission-point.service.js';
import { ELECTRONIC_POINT_DEFAULTS, ESTABLISHMENT_DEFAULTS, HEAD_OFFICE_COLOR, OTHER_COLOR } from './establishment-catalog.js';
import { deleteEstablishment, establishmentOptions, getEstablishment, listEstablishments, saveEstablishment, setHeadOffice } from './establishment.service.js';
import type { EinvoicingActivationInput, ElectronicPointInput, EstablishmentInput } from './establishment.types.js';

/** Legacy column of each establishment property; the REST clients read and send these names. */
const ALM_COLUMNS = {
  id: 'alm_codigo',
  legalName: 'alm_razsoc',
  address: 'alm_direcc',
  ruc: 'alm_ruc',
  phone: 'alm_fono1',
  description: 'alm_descri',
  legalRepresentative: 'alm_repleg',
  economicActivity: 'alm_acteco',
  email: 'alm_email',
  website: 'alm_websit',
  mobile: 'alm_movil',
  fax: 'alm_fax',
  number: 'alm_nroest',
  province: 'alm_provin',
  city: 'alm_ciudad',
  sector: 'alm_sector',
  type: 'alm_tipo',
  section: 'alm_seccio',
  headOffice: 'alm_matriz',
  environment: 'alm_tipoamb',
  numericCode: 'alm_codnum',
  specialTaxpayerAuth: 'alm_autesp',
  closingType: 'alm_tipcierre',
  businessUnit: 'ung_codigo',
  taxpayerType: 'cnt_codigo',
} as const satisfies Partial<Record<keyof Establishment, string>>;

const TDV_COLUMNS = {
  id: 'tdv_codigo',
  state: 'tdv_estado',
  number: 'tdv_numero',
  name: 'tdv_nombre',
  description: 'tdv_descri',
  type: 'tdv_tipo',
  establishmentNumber: 'tdv_nroestab',
  establishmentId: 'alm_codigo',
  address: 'direccion',
} as const satisfies Partial<Record<keyof EmissionPoint, string>>;

const NUMERIC_ALM = new Set(['alm_codigo', 'alm_provin', 'alm_tipo', 'alm_matriz', 'alm_tipoamb', 'alm_tipcierre', 'ung_codigo', 'cnt_codigo']);

function almToLegacy(e: Establishment) {
  const row: Record<string, unknown> = {};
  for (const [prop, column] of Object.entries(ALM_COLUMNS)) row[column] = e[prop as keyof Establishment] ?? null;
  row.color = e.headOffice === 1 ? HEAD_OFFICE_COLOR : OTHER_COLOR;
  return row;
}

function pointToLegacy(p: EmissionPoint) {
  const row: Record<string, unknown> = {};
  for (const [prop, column] of Object.entries(TDV_COLUMNS)) row[column] = p[prop as keyof EmissionPoint] ?? null;
  row.estado_descri = p.stateLabel;
  return row;
}

/** A number of the body: null when absent or blank text; not a finite number is NaN (the service refuses it by name). */
const optionalNumber = (value: unknown) => looseNumber(value, { blank: 'text', invalid: 'nan' });

function almFromLegacy(source: Record<string, unknown>): EstablishmentInput {
  const input: Record<string, unknown> = {};
  for (const [prop, column] of Object.entries(ALM_COLUMNS)) {
    if (!(column in source) || prop === 'headOffice') continue;
    input[prop] = NUMERIC_ALM.has(column) ? optionalNumber(source[column]) : optionalText(source[column]);
  }
  return input as EstablishmentInput;
}

/** Refusals name the legacy column instead of the GraphQL field; their message stays the service's. */
const KEEP_MESSAGE = { keepMessage: true };
const byEstablishment = legacyWrapper({ establishmentId: 'alm_codigo' }, KEEP_MESSAGE);

/** The company: emp_codigo of the query or body, else the path id. */
function companyOf({ query, body, params }: RestRequest): number {
  const value = optionalNumber(query.emp_codigo ?? body.emp_codigo ?? (params.id !== '0' ? params.id : undefined));
  if (value === null || Number.isNaN(value)) throw AppError.input('emp_codigo', 'Debe seleccionar una empresa');
  return value;
}

const COLS = [
  { di_column: 'alm_nroest', di_descri: 'Nro.', type: 'text' },
  { di_column: 'alm_descri', di_descri: 'Descripción', type: 'text' },
  { di_column: 'alm_seccio', di_descri: 'Sección', type: 'text' },
  { di_column: 'alm_razsoc', di_descri: 'Razón social', type: 'text' },
  { di_column: 'alm_ruc', di_descri: 'RUC', type: 'text' },
  { di_column: 'alm_direcc', di_descri: 'Dirección', type: 'text' },
  { di_column: 'alm_ciudad', di_descri: 'Ciudad', type: 'text' },
  { di_column: 'alm_email', di_descri: 'Correo', type: 'text' },
  { di_column: 'alm_matriz', di_descri: 'Matriz', type: 'integer' },
];

/** base: the company by emp_codigo (or the path id), else by nombre_bd, its schema name. */
async function base(req: RestRequest) {
  const byName = req.query.emp_codigo || req.params.id !== '0' || !req.query.nombre_bd ? null : await companyIdBySchema(req.ctx, req.query.nombre_bd);
  const list = await listEstablishments(req.ctx, byName ?? companyOf(req));
  const options = establishmentOptions();
  const legacy = (l: { code: number; label: string }[]) => l.map((c) => ({ codigo: c.code, descri: c.label }));
  return {
    lst_estab: list.items.map(almToLegacy),
    cols: COLS,
    estadofele: list.einvoicing ? 'T' : 'F',
    controles: {
      tipocontribuyentes: legacy(options.taxpayerTypes),
      tiposestab: legacy(options.establishmentTypes),
      tiposcierre: legacy(options.closingTypes),
      ambientes: legacy(options.environments),
      nuevo: { alm_seccio: ESTABLISHMENT_DEFAULTS.section, alm_nroest: ESTABLISHMENT_DEFAULTS.number, alm_descri: ESTABLISHMENT_DEFAULTS.description },
      nuevo_ptoele: { tdv_numero: ELECTRONIC_POINT_DEFAULTS.number, tdv_nombre: ELECTRONIC_POINT_DEFAULTS.name, tdv_tipo: ELECTRONIC_POINT_DEFAULTS.type },
      color_matriz: HEAD_OFFICE_COLOR,
      color_otro: OTHER_COLOR,
    },
    puntosfele: list.electronicPoints.map(pointToLegacy),
  };
}

async function getEst(req: RestRequest) {
  const id = optionalNumber(req.query.alm_codigo);
  const alm = await byEstablishment(() => getEstablishment(req.ctx, companyOf(req), id));
  return { alm: almToLegacy(alm) };
}

/** The establishment named by the body: { almacen: { alm_codigo } } or { alm_codigo }. */
const almIdOf = (body: Record<string, unknown>) => optionalNumber(objectParam(body.almacen).alm_codigo ?? body.alm_codigo);

async function setMatriz(req: RestRequest) {
  const result = await byEstablishment(() => setHeadOffice(req.ctx, companyOf(req), almIdOf(req.body)));
  return { msj: result.message, alm: almToLegacy(result.establishment) };
}

/**
 * save_est: body { almacen, referente, estado }. almacen carries the alm_* columns (without
 * alm_codigo, or with 0, for a new one). referente and estado are accepted for the old clients
 * and not used: the legal representative is the text alm_repleg, and alm_codigo tells new
 * from edit.
 */
async function saveEst(req: RestRequest) {
  const input = almFromLegacy(objectParam(req.body.almacen));
  if (!input.id) input.id = null;
  const result = await legacyWrapper(ALM_COLUMNS, KEEP_MESSAGE)(() => saveEstablishment(req.ctx, companyOf(req), input));
  return { msj: result.message, alm: almToLegacy(result.establishment) };
}

async function deleteEst(req: RestRequest) {
  return { msj: await byEstablishment(() => deleteEstablishment(req.ctx, companyOf(req), almIdOf(req.body))) };
}

const POINT_FIELDS = { establishmentId: 'alm_codigo', number: 'tdv_numero', name: 'tdv_nombre', description: 'tdv_descri', address: 'direccion' };

/** The electronic point of the body: { ptoele: {...} } or the tdv_* columns at the top. */
const pointOf = (body: Record<string, unknown>) => (body.ptoele ? objectParam(body.ptoele) : body);

function pointAnswer(result: { message: string; einvoicing: boolean; points: EmissionPoint[] }) {
  return { cod: 1, msj: result.message, estadofele: result.einvoicing ? 'T' : 'F', puntosfele: result.points.map(pointToLegacy) };
}

async function crearPtoEle(req: RestRequest) {
  const point = pointOf(req.body);
  const input: ElectronicPointInput = {
    establishmentId: optionalNumber(point.alm_codigo),
    number: optionalText(point.tdv_numero),
    name: optionalText(point.tdv_nombre),
    description: optionalText(point.tdv_descri),
    address: optionalText(point.direccion),
  };
  return pointAnswer(await legacyWrapper(POINT_FIELDS, KEEP_MESSAGE)(() => createElectronicPoint(req.ctx, companyOf(req), input)));
}

/** anularptoele cancels the point; sent with tdv_estado 0 it reactivates it (the spec's "set back to 0 and saved"). */
async function anularPtoEle(req: RestRequest) {
  const point = pointOf(req.body);
  const reactivate = optionalNumber(point.tdv_estado) === 0;
  return pointAnswer(
    await legacyWrapper({ pointId: 'tdv_codigo' }, KEEP_MESSAGE)(() => changePointState(req.ctx, companyOf(req), optionalNumber(point.tdv_codigo), reactivate)),
  );
}

const ACTIVATION_FIELDS = {
  establishmentId: 'alm_codigo',
  address: 'alm_direcc',
  email: 'alm_email',
  taxpayerType: 'cnt_codigo',
  specialTaxpayerAuth: 'alm_autesp',
  numericCode: 'alm_codnum',
};

/** activarfactele: body = the head office establishment ({ almacen: {...} } or the alm_* columns). */
async function activarFactEle(req: RestRequest) {
  const alm = req.body.almacen ? objectParam(req.body.almacen) : req.body;
  const input: EinvoicingActivationInput = {
    establishmentId: optionalNumber(alm.alm_codigo),
    address: optionalText(alm.alm_direcc),
    email: optionalText(alm.alm_email),
    taxpayerType: optionalNumber(alm.cnt_codigo),
    specialTaxpayerAuth: optionalText(alm.alm_autesp),
    numericCode: optionalText(alm.alm_codnum),
  };
  const result = await legacyWrapper(ACTIVATION_FIELDS, KEEP_MESSAGE)(() => activateEinvoicing(req.ctx, companyOf(req), input));
  return { cod: 1, msj: result.message, estadofele: 'T', alm: almToLegacy(result.headOffice) };
}

const PATH = '/empresa/talmacen/:id';

/** Establishments of a company: /rest/empresa/talmacen/{id}?accion=... (spec 000 §7). */
export const establishmentRoutes: RestRoute[] = [
  { method: 'GET', path: PATH, action: 'base', handler: base },
  { method: 'GET', path: PATH, action: 'get_est', handler: getEst },
  { method: 'POST', path: PATH, action: 'set_matriz', handler: setMatriz },
  { method: 'POST', path: PATH, action: 'save_est', handler: saveEst },
  { method: 'POST', path: PATH, action: 'delete_est', handler: deleteEst },
  { method: 'POST', path: PATH, action: 'crearptoele', handler: crearPtoEle },
  { method: 'POST', path: PATH, action: 'anularptoele', handler: anularPtoEle },
  { method: 'POST', path: PATH, action: 'activarfactele', handler: activarFactEle },
];
