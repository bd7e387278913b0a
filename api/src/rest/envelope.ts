import { AppError, type AppErrorCode } from '../shared/app-error.js';
import { noteFailure } from '../shared/log.js';
import { MSG } from '../shared/messages.js';
import { databaseRefusal } from '../shared/db-errors.js';

export type Envelope = Record<string, unknown>;

const LEVEL_CODE = { info: 100, warning: 101, error: 102 } as const;

/** The legacy success answer: every success flag the old clients read, plus the route's data. */
export function successEnvelope(data: Envelope = {}, msg?: string): Envelope {
  const message = msg ?? (typeof data.msg === 'string' ? data.msg : undefined);
  return {
    estado: 200,
    status: 200,
    cod: 1,
    ...(message ? { msg: message, msj: message, level_code: LEVEL_CODE.info } : {}),
    tipo_gestion: 0,
    ...data,
  };
}

/**
 * HTTP status and body for a refusal. Business refusals keep HTTP 200 (legacy clients read the
 * body) with estado carrying the code; sign-in, permission, missing and internal errors use
 * real HTTP statuses.
 */
export function errorEnvelope(error: unknown): { status: number; body: Envelope } {
  const appError = error instanceof AppError ? error : databaseRefusal(error);
  // Unexpected: the request log writes one line for it (the stack once per error per minute).
  if (!appError) noteFailure({ code: 'INTERNAL', error }, 'rest');
  const code: AppErrorCode = appError?.code ?? 'INTERNAL';
  const message = appError?.message ?? MSG.internal;
  const level = appError?.level ?? 'error';
  const statusByCode: Record<AppErrorCode, number> = {
    BAD_USER_INPUT: 200,
    CONFLICT: 200,
    UNAUTHENTICATED: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    RATE_LIMITED: 429,
    INTERNAL: 500,
  };
  const estadoByCode: Record<AppErrorCode, number> = {
    BAD_USER_INPUT: 400,
    CONFLICT: 409,
    UNAUTHENTICATED: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    RATE_LIMITED: 429,
    INTERNAL: 500,
  };
  const body: Envelope = {
    estado: estadoByCode[code],
    status: estadoByCode[code],
    cod: code === 'INTERNAL' ? -1 : 0,
    code,
    msg: message,
    msj: message,
    level_code: LEVEL_CODE[level],
    tipo_gestion: 0,
  };
  if (appError?.field) body.inputid = appError.field;
  return { status: statusByCode[code], body };
}

/** Answer for a protected route without a live session. */
export function sessionExpiredEnvelope(): Envelope {
  return {
    estado: 401,
    status: 401,
    cod: 0,
    ss_expirada: true,
    msg: MSG.sessionExpired,
    msj: MSG.sessionExpired,
    level_code: LEVEL_CODE.warning,
    tipo_gestion: 0,
  };
}

/** Permissions of a screen (the service's view/create/edit/delete) with the legacy names. */
export interface Permissions {
  view: number;
  create: number;
  edit: number;
  delete: number;
}

/** permisos of a legacy answer: { ver, crear, editar, eliminar }. */
export const legacyPermisos = (p: Permissions) => ({ ver: p.view, crear: p.create, editar: p.edit, eliminar: p.delete });

/** A legacy grid page: its rows, the total and the grid's columns (items, total, cols). */
export const legacyPage = <T, C>(items: T[], total: number, cols: C) => ({ items, total, cols });

/** The answer of a done write: cod 1 and its message as msj and msg, then the route's data. */
export const doneEnvelope = (message: string, data: Envelope = {}): Envelope => ({ cod: 1, msj: message, msg: message, ...data });
