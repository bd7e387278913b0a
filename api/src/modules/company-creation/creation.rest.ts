import type { Request } from 'express';
import { readCappedBody } from '../../files/upload-body.js';
import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { flag as yesNo, looseNumber, objectParam, optionalText } from '../../rest/params.js';
import { createCompanyFromForm } from './creation.service.js';
import type { CompanyCreationInput, CompanyImport, CompanyUserInput, EmissionPointInput } from './creation.types.js';
import { CREATION_MSG } from './messages.js';
import { creationFormData, listVersions } from './reference.service.js';
import { SHEET_LIMITS } from './spreadsheet-columns.js';
import { readImport, requireUploadPermission, retryImport, submitSpreadsheet } from './spreadsheet.service.js';
import { templateDownload } from './template-workbook.js';

type Obj = Record<string, unknown>;
/** A number of the form, decimals cut; not a finite number is NaN, for the service to refuse naming the field. */
const int = (value: unknown) => looseNumber(value, { invalid: 'nan', truncate: true });
/** The form's S/N checkboxes. */
const flag = (value: unknown) => yesNo(value, 'snUpper');

function point(value: unknown): EmissionPointInput | null {
  if (value === null || value === undefined) return null;
  const p = objectParam(value);
  return {
    number: optionalText(p.numero),
    name: optionalText(p.nombre),
    address: optionalText(p.direccion),
    establishment: optionalText(p.establecimiento),
    type: int(p.tipo),
  };
}

function user(value: unknown): CompanyUserInput | null {
  if (value === null || value === undefined) return null;
  const u = objectParam(value);
  return {
    username: optionalText(u.usuario),
    password: optionalText(u.password),
    passwordConfirmation: optionalText(u.passwordconf),
    reuseTaxpayer: flag(u.reusarcontrib),
    fullName: optionalText(u.apenom),
    idNumber: optionalText(u.cedruc),
    email: optionalText(u.email),
    mobile: optionalText(u.celular),
  };
}

/** The legacy form body (infocontrib, ptoemision, infoadc, usuario, ptoemision2, usuario2, acceso). */
export function formFromLegacy(body: Obj): CompanyCreationInput {
  const t = objectParam(body.infocontrib);
  const a = objectParam(body.infoadc);
  return {
    versionId: int(body.ver_codigo),
    taxpayer: {
      ruc: optionalText(t.ruc),
      legalName: optionalText(t.razonsocial),
      tradeName: optionalText(t.nombrecomercial),
      establishmentNumber: optionalText(t.nroestab),
      address: optionalText(t.direccion),
      email: optionalText(t.email),
      taxpayerType: int(t.contribuyente),
      rimpe: flag(t.rimpe),
      withholdingAgent: flag(t.agenteretencion),
    },
    emissionPoint: point(body.ptoemision) ?? {},
    additional: {
      phone: optionalText(a.telefono),
      provinceCode: int(a.provcod),
      province: optionalText(a.provincia),
      city: optionalText(a.ciudad),
      sector: optionalText(a.sector),
      legalRepresentative: optionalText(a.reprelegal),
      economicActivity: optionalText(a.activeconomica),
      nationality: optionalText(a.nacion),
      countryCode: int(a.codpais),
    },
    user: user(body.usuario) ?? {},
    secondPoint: point(body.ptoemision2),
    assistant: user(body.usuario2),
    accessCode: optionalText(body.acceso),
  };
}

const toLegacyImport = (i: CompanyImport) => ({
  hash: i.hash,
  jobId: i.jobId,
  archivo: i.fileName,
  ver_codigo: i.versionId,
  total: i.total,
  validas: i.valid,
  errores: i.errors,
  creadas: i.created,
  fallidas: i.failed,
  pendientes: i.pending,
  reenviado: i.resubmitted,
  estado: i.state,
  intento: i.attempt,
  motivo: i.failure,
  motivo_codigo: i.failureCode,
  reintentable: i.canRetry,
  filas: i.rows.map((r) => ({
    fila: r.row,
    ruc: r.ruc,
    acceso: r.accessCode,
    razonsocial: r.legalName,
    estado: r.status,
    campo: r.field,
    mensaje: r.message,
    emp_codigo: r.companyId,
    valores: Object.fromEntries(r.values.map((v) => [v.column, v.value])),
  })),
});

/** Reads a raw .xlsx body (Content-Type of xlsx or octet-stream), refusing more than the cap without reading it. */
async function rawBody(req: Request): Promise<Buffer | null> {
  const type = (req.get('content-type') ?? '').toLowerCase();
  if (!type.includes('spreadsheetml') && !type.includes('octet-stream')) return null;
  return readCappedBody(req, SHEET_LIMITS.maxFileBytes, () => AppError.input('archivo', CREATION_MSG.tooLarge(SHEET_LIMITS.maxFileBytes / 1024)));
}

async function spreadsheet({ ctx, query, body, raw }: RestRequest) {
  // The permission first: a user who may not create companies gets none of the body read.
  await requireUploadPermission(ctx);
  const result = await submitSpreadsheet(ctx, {
    versionId: int(body.ver_codigo ?? query.ver_codigo),
    fileName: optionalText(body.nombre ?? query.nombre),
    content: await rawBody(raw),
    contentBase64: optionalText(body.archivo),
  });
  return { datos: toLegacyImport(result), msj: result.message, msg: result.message, level_code: result.errors ? 101 : 100 };
}

const PATH = '/empresa/talmacen/:id';

/**
 * Company creation on the establishments resource (spec 000 §7):
 * GET lista_versiones, GET form_crea_empresa, POST crea_empresa, POST crea_empresa_excel
 * (JSON {ver_codigo, nombre, archivo: base64} or the raw .xlsx body with ?ver_codigo=&nombre=),
 * GET estado_excel (&hash=), POST reintenta_excel ({hash}: Reintentar), GET plantilla_excel (the template as base64).
 */
export const companyCreationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: PATH,
    action: 'lista_versiones',
    async handler({ ctx }) {
      const versions = await listVersions(ctx);
      return {
        versiones: versions.map((v) => ({
          ver_codigo: v.id,
          ver_nombre: v.name,
          ver_descri: v.description,
          ver_plantilla: v.template,
          ver_tipoacces: v.accessType,
          ver_maxlen: Object.fromEntries(v.maxLengths.map((m) => [m.field, m.length])),
        })),
      };
    },
  },
  {
    method: 'GET',
    path: PATH,
    action: 'form_crea_empresa',
    async handler({ ctx }) {
      const data = await creationFormData(ctx);
      return {
        form: {
          infocontrib: {
            ruc: '',
            razonsocial: '',
            nombrecomercial: '',
            nroestab: data.form.establishmentNumber,
            direccion: '',
            email: '',
            contribuyente: data.form.taxpayerType,
            rimpe: false,
            agenteretencion: false,
          },
          ptoemision: {
            numero: data.form.pointNumber,
            nombre: data.form.pointName,
            direccion: '',
            establecimiento: data.form.establishmentNumber,
            tipo: data.form.pointType,
          },
          infoadc: {
            telefono: '',
            provcod: null,
            provincia: '',
            ciudad: '',
            sector: '',
            reprelegal: '',
            activeconomica: '',
            nacion: data.form.nationality,
            codpais: data.form.countryCode,
          },
          usuario: { usuario: '', password: '', passwordconf: '', reusarcontrib: true, apenom: '', cedruc: '', email: '', celular: '' },
          acceso: '',
        },
        tipocontribuyentes: data.taxpayerTypes.map((t) => ({ codigo: t.code, descripcion: t.label })),
        activeconomicas: data.economicActivities,
        provincias: data.provinces.map((p) => ({ prv_codigo: p.code, prv_nombre: p.name, ciudades: p.cities })),
        permite_ptomanual: data.allowsManualPoint,
        controles: data.controls.map((c) => ({ campo: c.field, requerido: c.required, minimo: c.minLength, maximo: c.maxLength, mensaje: c.message })),
      };
    },
  },
  {
    method: 'POST',
    path: PATH,
    action: 'crea_empresa',
    async handler({ ctx, body }) {
      const result = await createCompanyFromForm(ctx, formFromLegacy(body));
      return { procesado: result.processed, msj: result.message, msg: result.message, acceso: result.accessCode, emp_codigo: result.companyId };
    },
  },
  { method: 'POST', path: PATH, action: 'crea_empresa_excel', handler: spreadsheet },
  {
    method: 'GET',
    path: PATH,
    action: 'estado_excel',
    async handler({ ctx, query }) {
      return { datos: toLegacyImport(await readImport(ctx, query.hash ?? '')) };
    },
  },
  {
    method: 'POST',
    path: PATH,
    action: 'reintenta_excel',
    async handler({ ctx, body, query }) {
      const result = await retryImport(ctx, optionalText(body.hash ?? query.hash) ?? '');
      return { datos: toLegacyImport(result), msj: result.failure ?? result.message, msg: result.failure ?? result.message };
    },
  },
  {
    method: 'GET',
    path: PATH,
    action: 'plantilla_excel',
    async handler({ ctx }) {
      const file = await templateDownload(ctx);
      return { nombre: file.fileName, tipo: file.mimeType, archivo: file.contentBase64 };
    },
  },
];
