/**
 * State of the live-updates socket for the 'Reconectando…' banner: 'idle' (no socket needed or
 * not yet opened), 'connected', or 'reconnecting' (a socket that was open dropped, or was
 * refused for a moment, and the client is trying again).
 */
export type ConnectionState = 'idle' | 'connected' | 'reconnecting';

let state: ConnectionState = 'idle';
const listeners = new Set<() => void>();

export function connectionState(): ConnectionState {
  return state;
}

export function setConnectionState(next: ConnectionState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The events of a graphql-ws client that the banner follows. */
export interface SocketEvents {
  on(event: 'connecting' | 'connected' | 'closed', listener: (arg?: unknown) => void): () => void;
}

/** Close codes of a refusal (signed out, session ended): trying again cannot help. */
export const REFUSED_CLOSE_CODES: ReadonlySet<number> = new Set([4401, 4403]);

/** Close codes that are not a drop: a normal close (lazy socket with nothing subscribed) and a refusal. */
const NOT_A_DROP = new Set([1000, ...REFUSED_CLOSE_CODES]);

/**
 * Follows a graphql-ws client: 'reconnecting' from a dropped socket until the next
 * acknowledgement, then 'connected' and onReconnected (the screen refetches what it shows,
 * since events may have been missed meanwhile).
 */
export function trackConnection(client: SocketEvents, onReconnected: () => void): () => void {
  let dropped = false;
  const stops = [
    client.on('connected', () => {
      setConnectionState('connected');
      if (dropped) {
        dropped = false;
        onReconnected();
      }
    }),
    client.on('closed', (event) => {
      const code = (event as { code?: number } | undefined)?.code;
      if (code !== undefined && NOT_A_DROP.has(code)) {
        if (!dropped) setConnectionState('idle');
        return;
      }
      dropped = true;
      setConnectionState('reconnecting');
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
