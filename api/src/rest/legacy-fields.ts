import { AppError } from '../shared/app-error.js';
import { InputError } from '../shared/input.js';

/** GraphQL (service) field names of refusals → the legacy names a REST client sent. */
export type LegacyFieldNames = Readonly<Record<string, string>>;

export interface LegacyFieldOptions {
  /** Keep the refusal's message as the service wrote it (only inputid is renamed). */
  keepMessage?: boolean;
}

/**
 * Runs a service call for a legacy route: a refused field is renamed from its GraphQL name to
 * the legacy name the client sent, so the envelope's inputid points at the client's own field
 * (and an input parser refusal names it in its message too, unless `keepMessage`).
 */
export async function withLegacyFields<T>(fields: LegacyFieldNames, run: () => Promise<T>, options: LegacyFieldOptions = {}): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!options.keepMessage && error instanceof InputError && error.field && fields[error.field]) throw error.rename(fields[error.field]);
    if (error instanceof AppError && error.field) throw new AppError(error.code, error.message, fields[error.field] ?? error.field, error.level);
    throw error;
  }
}

/** The legacy() wrapper of a module: withLegacyFields bound to its field names. */
export function legacyWrapper(fields: LegacyFieldNames, options: LegacyFieldOptions = {}) {
  return <T>(run: () => Promise<T> | T): Promise<T> => withLegacyFields(fields, async () => run(), options);
}
