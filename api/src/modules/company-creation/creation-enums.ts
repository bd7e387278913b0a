import { registerEnumType } from 'type-graphql';

/*
 * Coded values of company creation and spreadsheet imports. Each enum's value is what the
 * database keeps (timportacion_fila.imf_estado, timportacion_empresa.imp_estado / imp_codigo):
 * GraphQL answers the names, the services and the REST adapter keep the stored texts.
 */

export enum ImportRowStatus {
  INVALID = 'error',
  PENDING = 'pendiente',
  CREATED = 'creada',
  FAILED = 'fallida',
}

registerEnumType(ImportRowStatus, {
  name: 'ImportRowStatus',
  description: 'Resultado de una fila de la hoja de carga de empresas (imf_estado)',
  valuesConfig: {
    INVALID: { description: 'La fila no pasó la validación y no se intentará crear (error)' },
    PENDING: { description: 'Fila válida que espera a que el trabajo en segundo plano cree su empresa (pendiente)' },
    CREATED: { description: 'La empresa de la fila quedó creada (creada)' },
    FAILED: { description: 'Fila válida cuya creación falló; Reintentar la vuelve a intentar (fallida)' },
  },
});

export enum CompanyImportState {
  PENDING = 'pendiente',
  IN_PROGRESS = 'en_proceso',
  FINISHED = 'terminada',
  FAILED = 'fallida',
}

registerEnumType(CompanyImportState, {
  name: 'CompanyImportState',
  description: 'Estado de una carga de empresas desde una hoja (imp_estado)',
  valuesConfig: {
    PENDING: { description: 'Sin trabajo en la cola (por ejemplo la cola no estaba disponible); Reintentar la encola (pendiente)' },
    IN_PROGRESS: { description: 'Un trabajo en segundo plano está creando las empresas (en_proceso)' },
    FINISHED: { description: 'No quedan filas pendientes (terminada)' },
    FAILED: { description: 'El trabajo se detuvo por una falla; Reintentar continúa con las filas que faltan (fallida)' },
  },
});

export enum ImportFailureCode {
  QUEUE_UNAVAILABLE = 'QUEUE_UNAVAILABLE',
  DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE',
  JOB_FAILED = 'JOB_FAILED',
}

registerEnumType(ImportFailureCode, {
  name: 'ImportFailureCode',
  description: 'Motivo por el que una carga de empresas se detuvo o espera (imp_codigo)',
  valuesConfig: {
    QUEUE_UNAVAILABLE: { description: 'La cola de trabajos no estaba disponible al encolar la carga' },
    DATABASE_UNAVAILABLE: { description: 'La base de datos no respondió mientras se creaban las empresas' },
    JOB_FAILED: { description: 'El trabajo falló o se perdió por otro motivo' },
  },
});

/** A stored failure code as the enum; anything unknown reads as a failed job. */
export function failureCodeOf(code: string | null | undefined): ImportFailureCode | null {
  if (!code) return null;
  return (Object.values(ImportFailureCode) as string[]).includes(code) ? (code as ImportFailureCode) : ImportFailureCode.JOB_FAILED;
}
