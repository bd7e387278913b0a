/** `next` from the query string, when it is a path inside this app worth returning to. */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/login')) return null;
  return next;
}

/** The server's uri as a router path when it points at this origin; null for a full external address. */
export function internalPath(uri: string): string | null {
  try {
    const url = new URL(uri, window.location.href);
    if (url.origin !== window.location.origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return '/administracion';
  }
}
