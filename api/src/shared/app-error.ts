/** The error codes the API speaks; each maps to one GraphQL code and one REST answer. */
export type AppErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'INTERNAL';

/** A business refusal with its Spanish message and, for input errors, the field to focus. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly field?: string,
    readonly level: 'info' | 'warning' | 'error' = 'error',
  ) {
    super(message);
    this.name = 'AppError';
  }

  static input(field: string, message: string): AppError {
    return new AppError('BAD_USER_INPUT', message, field, 'warning');
  }
  static unauthenticated(message = 'NO AUTENTICADO'): AppError {
    return new AppError('UNAUTHENTICATED', message);
  }
  static forbidden(message = 'No tiene los permisos para realizar esta acción'): AppError {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }
  static conflict(message: string, field?: string): AppError {
    return new AppError('CONFLICT', message, field);
  }
}

/** HTTP status of each code for the REST adapter. */
export const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INTERNAL: 500,
};
