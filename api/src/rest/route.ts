import type { Request } from 'express';
import type { AppContext } from '../graphql/context.js';
import type { Envelope } from './envelope.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestRequest {
  ctx: AppContext;
  /** Path parameters, e.g. { id: '0' }. */
  params: Record<string, string>;
  /** Query string values (first value of each). */
  query: Record<string, string>;
  body: Record<string, unknown>;
  raw: Request;
}

/**
 * One legacy endpoint: method + path + action (the value of `opc` or `accion`; null for a
 * route without one). Handlers parse input, call a service and return the envelope's data.
 */
export interface RestRoute {
  method: HttpMethod;
  path: string;
  action: string | null;
  /** True only for the short allowlist of public endpoints. */
  public?: boolean;
  handler(req: RestRequest): Promise<Envelope | void> | Envelope | void;
}
