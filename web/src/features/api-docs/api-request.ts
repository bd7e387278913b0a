/** The requests of GET /rest/{service}/datosapi?opc=getdatosini and how the tester sends one. */

export interface ApiParameter {
  tipoparametro: 'path' | 'headers' | 'body';
  tipodato: string;
  parametro: string;
  valorparametro: string;
  ejemploparametro: string;
}

export interface ApiRequest {
  api: string;
  metodo: 'GET' | 'POST';
  nombre: string;
  descripcion: string;
  parametros: ApiParameter[];
}

/** The {service} segment the tester fills in: any text is accepted by the API. */
export const SERVICE = 'facturacion';

export type Values = Record<string, string>;

const key = (p: Pick<ApiParameter, 'tipoparametro' | 'parametro'>) => `${p.tipoparametro}:${p.parametro}`;
export { key as parameterKey };

/** Starting values: the body starts as its example (a valid document dated today), the rest as given. */
export function initialValues(request: ApiRequest): Values {
  return Object.fromEntries(request.parametros.map((p) => [key(p), p.tipoparametro === 'body' ? p.ejemploparametro : p.valorparametro]));
}

export type Prepared = { ok: true; url: string; init: RequestInit } | { ok: false; message: string; focus: string };

/**
 * The fetch of a request from the form: the path id is required and non-zero ('Ingrese el
 * parámetro id'), the body must be JSON. `prefix` is '' or '/soporte' (deployment mode 2).
 */
export function prepareRequest(request: ApiRequest, values: Values, prefix: string, messages: { idRequired: string; invalidJson: string }): Prepared {
  let path = request.api.replace('{service}', SERVICE);
  for (const p of request.parametros.filter((x) => x.tipoparametro === 'path')) {
    const value = (values[key(p)] ?? '').trim();
    if (p.parametro === 'id' && (!value || Number(value) === 0)) return { ok: false, message: messages.idRequired, focus: key(p) };
    path = path.replace(`{${p.parametro}}`, encodeURIComponent(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const p of request.parametros.filter((x) => x.tipoparametro === 'headers')) {
    const value = (values[key(p)] ?? '').trim();
    if (value && value !== 'Bearer') headers[p.parametro] = value;
  }
  let body: string | undefined;
  const bodyParam = request.parametros.find((x) => x.tipoparametro === 'body');
  if (bodyParam) {
    const text = values[key(bodyParam)] ?? '';
    try {
      body = JSON.stringify(JSON.parse(text));
    } catch {
      return { ok: false, message: messages.invalidJson, focus: key(bodyParam) };
    }
    headers['Content-Type'] = 'application/json';
  }
  return { ok: true, url: `${prefix}${path}`, init: { method: request.metodo, headers, body, credentials: 'same-origin' } };
}

/** An answer's text as pretty JSON when it is JSON. */
export function formatAnswer(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
