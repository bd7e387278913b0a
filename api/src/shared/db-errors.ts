import { AppError } from './app-error.js';
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

type Wrapped = { code?: unknown; sqlState?: unknown; message?: unknown; cause?: unknown; previous?: unknown; originalError?: unknown };

function sqlStateOf(error: unknown): string | undefined {
  let current = error as Wrapped | undefined;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    for (const state of [current.sqlState, current.code]) if (typeof state === 'string' && /^[0-9A-Z]{5}$/.test(state)) return state;
    if (typeof current.message === 'string' && /invalid byte sequence|null character not permitted|unsupported Unicode escape/i.test(current.message)) return '22021';
    current = (current.cause ?? current.previous ?? current.originalError) as Wrapped | undefined;
  }
  return undefined;
}

/** BAD_USER_INPUT for a PostgreSQL data error, null for anything else. */
export function dataError(error: unknown): AppError | null {
  const state = sqlStateOf(error);
  return state && DATA_ERRORS.has(state) ? new AppError('BAD_USER_INPUT', INPUT_MSG.invalidData, undefined, 'warning') : null;
}
