// Fetch wrapper for the legacy REST endpoints: /soporte prefix in deployment mode 2,
// session cookie, loading indicator and the global response handling.
import { beginRequest, endRequest } from '../widgets/feedback/loading';
import { deployMode } from './config';
import { DEFAULT_ERROR_MESSAGE, handleSessionExpired, levelFromCode, messageOrDefault, reportProblem } from './response';

/** The legacy envelope; screens read their own payload fields next to these. */
export interface RestEnvelope {
  estado?: number;
  status?: number;
  cod?: number;
  msg?: string;
  msj?: string;
  level_code?: number;
  inputid?: string;
  tipo_gestion?: number;
  ss_expirada?: boolean;
  [key: string]: unknown;
}

export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: RestEnvelope | null,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

export interface RestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/** '/rest/x' or 'x' → '/rest/x', or '/soporte/rest/x' in deployment mode 2. */
export function restUrl(path: string, query?: RestOptions['query']): string {
  const rest = `/rest/${path.replace(/^\/+/, '').replace(/^rest\//, '')}`;
  const url = (deployMode() === 2 ? '/soporte' : '') + rest;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Success as most legacy screens judge it: estado or status 200, or cod 1. */
export function isSuccessEnvelope(body: RestEnvelope | null | undefined): boolean {
  return body?.estado === 200 || body?.status === 200 || body?.cod === 1;
}

/**
 * Calls a legacy endpoint. Errors (HTTP status not ok, or a body with level_code) are shown by
 * the global handling and thrown as RestError; with tipo_gestion non-zero only thrown.
 */
export async function rest<T extends RestEnvelope = RestEnvelope>(path: string, options: RestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', query, body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  beginRequest();
  let response: Response;
  let parsed: RestEnvelope;
  try {
    response = await fetch(new URL(restUrl(path, query), window.location.href), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
    parsed = await readJson(response);
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    reportProblem({ message: DEFAULT_ERROR_MESSAGE, level: 'error' });
    throw new RestError(DEFAULT_ERROR_MESSAGE, 0, null);
  } finally {
    endRequest();
  }

  if (parsed.ss_expirada) {
    void handleSessionExpired();
    throw new RestError(parsed.msg ?? 'Sesión expirada', response.status, parsed);
  }
  if (!response.ok || (parsed.level_code !== undefined && !isSuccessEnvelope(parsed))) {
    const message = messageOrDefault(parsed.msg ?? parsed.msj);
    reportProblem({
      message,
      level: levelFromCode(parsed.level_code),
      field: parsed.inputid,
      handledByCaller: Number(parsed.tipo_gestion ?? 0) !== 0,
    });
    throw new RestError(message, response.status, parsed);
  }
  return parsed as T;
}

/** The JSON body; a bare value or plain text (e.g. require_login's URL) comes back as `{ data }`. */
async function readJson(response: Response): Promise<RestEnvelope> {
  const text = await response.text();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as RestEnvelope) : { data: value };
  } catch {
    return { data: text };
  }
}
