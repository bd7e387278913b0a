import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { levelFor } from '../../shared/permissions.js';
import { RESOURCE } from './company-list.service.js';
import type { CompanyListFilter, CompanySaveInput } from './company.inputs.js';
import { COMPANY_MSG } from './messages.js';

/**
 * Level on 'empresas' from which a company's database connection (server, port, database,
 * user, whether a password is kept) is shown: administrators of the screen, the spec's "create
 * permission above 2". Operators (soporte, level 2) edit companies without it and read-only
 * users (consulta, level 1) only list them: neither needs to know where the databases are.
 */
export const CONNECTION_LEVEL = 3;

/** True when a grant of this level on 'empresas' may read the connection fields. */
export const mayReadConnection = (level: number): boolean => level >= CONNECTION_LEVEL;

/** Per request: whether its user reads the connection fields (a boolean once known). */
const known = new WeakMap<object, boolean | Promise<boolean>>();

/** Records what a statement of this request already read (the list's grant): no second query. */
export function rememberConnectionAccess(ctx: AppContext, level: number): boolean {
  const allowed = mayReadConnection(level);
  known.set(ctx, allowed);
  return allowed;
}

/** Whether this request's user reads the connection fields; one query per request at most. */
export function connectionAccess(ctx: AppContext): boolean | Promise<boolean> {
  const found = known.get(ctx);
  if (found !== undefined) return found;
  if (!ctx.user) return false;
  const pending = levelFor(ctx.em, ctx.user, RESOURCE).then((level) => rememberConnectionAccess(ctx, level));
  known.set(ctx, pending);
  return pending;
}

/** The value for a user who may read it, null for any other; synchronous when the answer is known. */
export function connectionValue<T>(ctx: AppContext, value: T): T | null | Promise<T | null> {
  const access = connectionAccess(ctx);
  if (typeof access === 'boolean') return access ? value : null;
  return access.then((allowed) => (allowed ? value : null));
}

/**
 * Refuses a search by server or database (dbHost / dbName, REST host / base) to a user who may
 * not read them: the answer would tell which value is right. Empty values search nothing.
 */
export async function checkConnectionFilter(ctx: AppContext, filter: Pick<CompanyListFilter, 'dbHost' | 'dbName'> | null | undefined): Promise<void> {
  const field = filter?.dbHost?.trim() ? 'dbHost' : filter?.dbName?.trim() ? 'dbName' : null;
  if (field && !(await connectionAccess(ctx))) throw new AppError('FORBIDDEN', COMPANY_MSG.connectionFilter, field);
}

/** The save input's connection fields, in the order a refusal names them. */
const CONNECTION_INPUTS = ['dbHost', 'dbPort', 'dbName', 'dbUser', 'dbPassword'] as const;

/**
 * Refuses a save that sets a connection field (a value that is not null or blank) to a user who
 * may not read them: the form of such a user leaves them out, and null keeps what is stored.
 */
export function checkConnectionWrite(allowed: boolean, input: Pick<CompanySaveInput, (typeof CONNECTION_INPUTS)[number]>): void {
  if (allowed) return;
  const field = CONNECTION_INPUTS.find((name) => {
    const value = input[name];
    return value !== null && value !== undefined && String(value).trim() !== '';
  });
  if (field) throw new AppError('FORBIDDEN', COMPANY_MSG.connectionWrite, field);
}

/** Labels of the change history's connection entries (company-diff.ts writes them). */
const CONNECTION_LABELS = ['Servidor', 'Puerto', 'Base de datos', 'Usuario de la base'];
const CONNECTION_CHANGE = new RegExp(`(?<=: |; )(${CONNECTION_LABELS.join('|')}): [^;]*? → [^;]*?(?=; |$)`, 'g');

/**
 * A change-history note as a user who may not read the connection sees it: each connection
 * entry says that the field changed, not its values ('Servidor: cambiado').
 */
export const maskConnectionChanges = (note: string): string => note.replace(CONNECTION_CHANGE, '$1: cambiado');
