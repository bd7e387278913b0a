// GraphQL side of the global response handling: maps error codes onto the spec's behaviour.
import { CombinedGraphQLErrors, ServerError, type ErrorLike } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import type { FeedbackLevel } from '../widgets/feedback/levels';
import { DEFAULT_ERROR_MESSAGE, handleSessionExpired, reportProblem } from './response';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The screen shows errors itself (the GraphQL twin of tipo_gestion): no global popup. */
    handledByCaller?: boolean;
  }
}

/**
 * Operations that make sense without a session: UNAUTHENTICATED there means bad credentials (or,
 * for Logout, a session already gone), never 'Sesión expirada!'. Names of the web's documents.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'Me',
  'Login',
  'Logout',
  'ValidateIdentity',
  'ParcelCooperatives',
  'ParcelByGuide',
  'ParcelsByIdNumber',
]);

const LEVELS: ReadonlySet<string> = new Set(['info', 'warning', 'error']);

export function errorCode(error: GraphQLFormattedError | undefined): string | undefined {
  const code = error?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

/** The server says how serious a refusal is (`extensions.level`); anything else is an error. */
function levelOf(error: GraphQLFormattedError): FeedbackLevel {
  const level = error.extensions?.['level'];
  return typeof level === 'string' && LEVELS.has(level) ? (level as FeedbackLevel) : 'error';
}

const INDEX = /^\d+$/;

/**
 * The form field an input error names, as the screens name their inputs. The server sends
 * `extensions.field` as the GraphQL argument path (`input.taxpayer.province`, `companyIds.3`)
 * and, when the service used another name, `extensions.legacyField` (`infoadc.provcod`): the
 * legacy name wins; otherwise the path without its argument and list positions (`taxpayer.province`,
 * `companyIds`). A name without a dot (an argument, or an older server's answer) stays as it is.
 */
export function formFieldOf(error: GraphQLFormattedError | undefined): string | undefined {
  const legacy = error?.extensions?.['legacyField'];
  if (typeof legacy === 'string' && legacy) return legacy;
  const field = error?.extensions?.['field'];
  if (typeof field !== 'string' || !field) return undefined;
  const parts = field.split('.').filter((part) => !INDEX.test(part));
  return parts.length > 1 ? parts.slice(1).join('.') : (parts[0] ?? field);
}

/** The form field named by the first error of a failed operation (see formFieldOf). */
export function errorField(error: unknown): string | undefined {
  return formFieldOf(graphQLErrorsOf(error)[0]);
}

/** GraphQL errors in whatever wrapper Apollo delivered them (a 4xx can carry them in ServerError). */
export function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GraphQLFormattedError[] };
      if (Array.isArray(body.errors)) return body.errors;
    } catch {
      // Not a GraphQL body: treated as a connection problem.
    }
  }
  return [];
}

/** True when the failure is a lost session: the global 'Sesión expirada!' popup already deals with it. */
export function isSessionError(error: unknown): boolean {
  return graphQLErrorsOf(error).some((e) => errorCode(e) === 'UNAUTHENTICATED');
}

/** The text a screen should show for a failed operation. */
export function errorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  const first = graphQLErrorsOf(error)[0];
  if (first) return first.message?.trim() || fallback;
  return DEFAULT_ERROR_MESSAGE;
}

export interface OperationInfo {
  operationName?: string;
  operationType: string;
  handledByCaller?: boolean;
}

/** Called by the Apollo error link for every failed operation. */
export function handleOperationError(error: ErrorLike, operation: OperationInfo): void {
  const errors = graphQLErrorsOf(error);
  const isProtected = !PUBLIC_OPERATIONS.has(operation.operationName ?? '');
  if (errors.length > 0) {
    if (isProtected && errors.some((e) => errorCode(e) === 'UNAUTHENTICATED')) {
      void handleSessionExpired();
      return;
    }
    const first = errors[0]!;
    reportProblem({ message: first.message, level: levelOf(first), field: formFieldOf(first), handledByCaller: operation.handledByCaller });
    return;
  }
  // Socket trouble is only logged (spec): graphql-ws reconnects by itself.
  if (operation.operationType === 'subscription') {
    console.warn('Suscripción interrumpida', error);
    return;
  }
  reportProblem({ message: DEFAULT_ERROR_MESSAGE, level: 'error', handledByCaller: operation.handledByCaller });
}
