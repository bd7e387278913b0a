import { AppError } from '../shared/app-error.js';
import { InputError } from '../shared/input.js';

/**
 * Runs a service call for a legacy route: a refused field is renamed from its GraphQL name to
 * the legacy name the client sent, so the envelope's inputid points at the client's own field
 * (and an input parser refusal names it in its message too).
 */
export async function withLegacyFields<T>(fields: Readonly<Record<string, string>>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof InputError && error.field && fields[error.field]) throw error.rename(fields[error.field]);
    if (error instanceof AppError && error.field) throw new AppError(error.code, error.message, fields[error.field] ?? error.field, error.level);
    throw error;
  }
}
