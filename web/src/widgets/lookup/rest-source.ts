import { rest } from '../../app/rest';

/**
 * An autocomplete source over a legacy endpoint (spec: GET {configured uri}&{filter param}={text}
 * -> items). `uri` is the configured address under /rest, with or without its own query string;
 * the /soporte prefix of deployment mode 2 and the global response handling come from `rest`.
 */
export function restItemsSource<T>(uri: string, filterParam: string): (text: string) => Promise<readonly T[]> {
  const separator = uri.includes('?') ? '&' : '?';
  return async (text) => {
    const body = await rest<{ items?: unknown }>(`${uri}${separator}${encodeURIComponent(filterParam)}=${encodeURIComponent(text)}`);
    return Array.isArray(body.items) ? (body.items as T[]) : [];
  };
}
