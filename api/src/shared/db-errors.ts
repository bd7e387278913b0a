import { AppError } from './app-error.js';
import { constraintError, type SqlErrorFields } from './constraint-errors.js';
import { INPUT_MSG } from './messages.js';

/**
 * PostgreSQL's data errors: a value the column cannot hold. The input parser (shared/input.ts)
 * refuses these at the edge naming the field; this is the safety net for a value it missed.
 */
const DATA_ERRORS = new Set([
  '22001', // value too long for the column
  '22003', // numeric value out of range
  '22P02', // invalid text representation ('abc' into an int)
  '22021', // invalid byte sequence (NUL in a string)
  '22P05', // untranslatable character (\u0000 in jsonb)
  '22007', // invalid datetime format
  '22008', // datetime field out of range
  '54000', // program limit exceeded (index row or array too large)
]);

type Wrapped = SqlErrorFields & { sqlState?: unknown; cause?: unknown; previous?: unknown; originalError?: unknown };

/** The SQLSTATE of a database error (wrapped by MikroORM or not) and the error that carries it. */
function sqlStateOf(error: unknown): { state: string; fields: SqlErrorFields } | undefined {
  let current = error as Wrapped | undefined;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    for (const state of [current.sqlState, current.code]) if (typeof state === 'string' && /^[0-9A-Z]{5}$/.test(state)) return { state, fields: current };
    if (typeof current.message === 'string' && /invalid byte sequence|null character not permitted|unsupported Unicode escape/i.test(current.message))
      return { state: '22021', fields: current };
    current = (current.cause ?? current.previous ?? current.originalError) as Wrapped | undefined;
  }
  return undefined;
}

/**
 * The caller's error behind a PostgreSQL refusal: BAD_USER_INPUT for a data error (a value the
 * column cannot hold), the Spanish refusal of an integrity error (constraint-errors.ts), null
 * for anything else (INTERNAL). Both error mappers (GraphQL and REST) ask this.
 */
export function databaseRefusal(error: unknown): AppError | null {
  const found = sqlStateOf(error);
  if (!found) return null;
  if (DATA_ERRORS.has(found.state)) return new AppError('BAD_USER_INPUT', INPUT_MSG.invalidData, undefined, 'warning');
  return constraintError(found.state, found.fields);
}
