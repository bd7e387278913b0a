import { AppError } from './app-error.js';

/**
 * PostgreSQL's integrity errors (foreign key, unique, not null, check, exclusion) as Spanish
 * refusals. Services check what they can first, with the field to focus; this is the safety net
 * for a rule they missed, so that a blocked delete or a missing reference is the user's answer
 * (CONFLICT / BAD_USER_INPUT) naming what blocks, never INTERNAL.
 */

/** The error fields of pg's DatabaseError (MikroORM's exceptions copy them). */
export interface SqlErrorFields {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
}

/** A table's noun with its definite article, and the plural for "tiene …". */
interface Noun {
  one: string;
  many: string;
}

/** The tables a user meets in a refusal; any other is named by its table name (see nounOf). */
const NOUNS: Readonly<Record<string, Noun>> = {
  tempresa: { one: 'la empresa', many: 'empresas' },
  tsms_contrato: { one: 'el contrato de SMS', many: 'contratos de SMS' },
  tsms_envio: { one: 'el SMS enviado', many: 'SMS enviados' },
  tmailtemcateg: { one: 'la categoría de plantillas', many: 'categorías de plantillas' },
  tmailtemplate: { one: 'la plantilla', many: 'plantillas' },
  tconfigcorreos: { one: 'la cuenta de correo', many: 'cuentas de correo' },
  tconfigcorreos_usuario: { one: 'el usuario de la cuenta de correo', many: 'usuarios asignados' },
  tmail: { one: 'el correo', many: 'correos enviados' },
  tmail_adjunto: { one: 'el adjunto', many: 'adjuntos de correo' },
  tusuarios: { one: 'el usuario', many: 'usuarios' },
  tarchivo: { one: 'el archivo', many: 'archivos' },
  tnotificacion: { one: 'la notificación', many: 'notificaciones' },
  tnotificacion_usuario: { one: 'la notificación del usuario', many: 'notificaciones de usuarios' },
  tnotif_plan: { one: 'el plan de notificaciones', many: 'planes de notificaciones' },
  tconexiones: { one: 'el paquete de conexiones', many: 'paquetes de conexiones' },
  tcontrato: { one: 'el contrato', many: 'contratos' },
  tcontrato_cuota: { one: 'la cuota del contrato', many: 'cuotas de contrato' },
  tcliente: { one: 'el cliente', many: 'clientes' },
  tfactura: { one: 'la factura', many: 'facturas' },
  tmedico: { one: 'el médico', many: 'médicos' },
  tmenu: { one: 'el menú', many: 'opciones de menú' },
  tprovincia: { one: 'la provincia', many: 'provincias' },
  tciudad: { one: 'la ciudad', many: 'ciudades' },
  trespaldo: { one: 'el respaldo', many: 'respaldos' },
  tversion: { one: 'la versión', many: 'versiones' },
  tseccion: { one: 'la sección', many: 'secciones' },
  ttipoactividad: { one: 'el tipo de actividad', many: 'tipos de actividad' },
  tapitoken: { one: 'el token de API', many: 'tokens de API' },
  tempresa_creacion: { one: 'la creación de la empresa', many: 'creaciones de empresa' },
  timportacion_empresa: { one: 'la importación de empresas', many: 'importaciones de empresas' },
};

/** The noun of a table: the map's, or a Spanish phrase that still names the table. */
function nounOf(table: string): Noun {
  return NOUNS[table] ?? { one: `el registro de ${table}`, many: `registros relacionados en ${table}` };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "de" + noun, with Spanish's contraction (de el → del). */
const ofNoun = (one: string) => (one.startsWith('el ') ? `del ${one.slice(3)}` : `de ${one}`);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** Identifiers quoted in a server message: "x" in English, «x» in Spanish and other locales. */
const quoted = (message: string) => [...message.matchAll(/["«“]([^"»”]+)["»”]/g)].map((m) => m[1]!);
/** `Key (col)=(value)` of a detail, in any locale (the parentheses are not translated). */
function keyOf(detail: string): { columns: string; value: string } | null {
  const match = /\(([^()]+)\)=\((.*)\)[^)]*$/s.exec(detail);
  if (!match) return null;
  const value = match[2]!.length > 60 ? `${match[2]!.slice(0, 60)}…` : match[2]!;
  return { columns: match[1]!, value };
}

/** A foreign key: a delete blocked by rows that point at the row, or a reference to a row that does not exist. */
function foreignKey(e: SqlErrorFields): AppError {
  const message = text(e.message);
  const detail = text(e.detail);
  const child = text(e.table);
  const constraint = text(e.constraint);
  // 'update or delete on table "pk" violates foreign key constraint "c" on table "fk"' names
  // three identifiers; 'insert or update on table "fk" violates … "c"' names two.
  const names = quoted(message).filter((n) => n !== constraint);
  if (names.length >= 2) {
    const parent = names[0]!;
    return AppError.conflict(`No se puede eliminar ${nounOf(parent).one}: tiene ${nounOf(child || names[1]!).many}`);
  }
  const parent = quoted(detail).at(-1);
  const key = keyOf(detail);
  const noun = parent ? nounOf(parent).one : `el registro al que apunta ${constraint || child}`;
  return new AppError('BAD_USER_INPUT', key ? `No existe ${noun} con ${key.columns} ${key.value}` : `No existe ${noun} que se indicó`, undefined, 'warning');
}

function unique(e: SqlErrorFields): AppError {
  const one = capitalize(nounOf(text(e.table) || 'desconocida').one);
  const key = keyOf(text(e.detail));
  return AppError.conflict(key ? `${one} con ${key.columns} ${key.value} ya existe` : `${one} ya existe (${text(e.constraint)})`);
}

function notNull(e: SqlErrorFields): AppError {
  const column = text(e.column) || quoted(text(e.message))[0] || '';
  const table = text(e.table);
  return new AppError('BAD_USER_INPUT', `El campo ${column} ${table ? `${ofNoun(nounOf(table).one)} ` : ''}es obligatorio`, undefined, 'warning');
}

function check(e: SqlErrorFields): AppError {
  const one = capitalize(nounOf(text(e.table) || 'desconocida').one);
  return new AppError('BAD_USER_INPUT', `${one} no cumple la regla ${text(e.constraint) || 'de la base de datos'}`, undefined, 'warning');
}

function exclusion(e: SqlErrorFields): AppError {
  const one = capitalize(nounOf(text(e.table) || 'desconocida').one);
  return AppError.conflict(`${one} se superpone con otro registro existente (${text(e.constraint)})`);
}

const BY_STATE: Readonly<Record<string, (e: SqlErrorFields) => AppError>> = {
  '23503': foreignKey,
  '23505': unique,
  '23502': notNull,
  '23514': check,
  '23P01': exclusion,
};

/** The Spanish refusal of an integrity error with that SQLSTATE; null for any other state. */
export function constraintError(state: string, fields: SqlErrorFields): AppError | null {
  const map = BY_STATE[state];
  return map ? map(fields) : null;
}
