/** Runtime settings the server may inject into index.html as `window.__APP_CONFIG__ = { deployMode: 2 }`. */
export interface AppConfig {
  /** 1: served at the root (default); 2: the legacy support deployment, REST under /soporte. */
  deployMode?: number;
}

declare global {
  interface Window {
    __APP_CONFIG__?: AppConfig;
  }
}

export function deployMode(): 1 | 2 {
  return Number(window.__APP_CONFIG__?.deployMode) === 2 ? 2 : 1;
}

/** Absolute URL of the GraphQL endpoint on this origin (HTTP). */
export function graphqlHttpUrl(): string {
  return new URL('/graphql', window.location.href).toString();
}

/** Same endpoint over WebSocket (ws: or wss: following the page). */
export function graphqlWsUrl(): string {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
