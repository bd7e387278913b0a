/** The error codes the API speaks; each maps to one GraphQL code and one REST answer. */
export type AppErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED' | 'INTERNAL';

/** One refused input field: the field to focus and its Spanish message. */
export interface InputProblem {
  /** Over GraphQL the argument path (`input.taxpayer.province`); elsewhere the name the service used. */
  field: string;
  message: string;
  /** The legacy (column) name the service used, when it differs from the GraphQL path (`infoadc.provcod`). */
  legacyField?: string;
}

/** A business refusal with its Spanish message and, for input errors, the field to focus. */
export class AppError extends Error {
  /** The legacy name of `field` (set when a GraphQL answer renamed the service's field). */
  legacyField?: string;
  /** Every refused field when there are several (the first is `field` / `message`). */
  problems?: readonly InputProblem[];

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
  /**
   * Several refused fields at once: GraphQL answers one `errors[]` entry per field, in this
   * order; the REST adapter answers the first (its clients show one message).
   */
  static inputs(problems: readonly InputProblem[]): AppError {
    if (problems.length === 0) throw new Error('AppError.inputs needs at least one problem');
    const [first] = problems;
    const error = new AppError('BAD_USER_INPUT', first!.message, first!.field, 'warning');
    if (first!.legacyField) error.legacyField = first!.legacyField;
    if (problems.length > 1) error.problems = problems;
    return error;
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
  /** Too many attempts (sign-in): the caller waits and tries again. */
  static rateLimited(message: string): AppError {
    return new AppError('RATE_LIMITED', message, undefined, 'warning');
  }

  /** Every refused field of this error (one for a plain error with a field, none without). */
  inputProblems(): readonly InputProblem[] {
    if (this.problems) return this.problems;
    if (!this.field) return [];
    return [{ field: this.field, message: this.message, ...(this.legacyField ? { legacyField: this.legacyField } : {}) }];
  }
}
