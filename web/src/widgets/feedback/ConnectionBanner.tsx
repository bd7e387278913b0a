import { useSyncExternalStore } from 'react';
import { connectionState, subscribeConnection } from './connection';

export const RECONNECTING_TEXT = 'Reconectando…';

/** 'Reconectando…' while the live-updates socket is trying again after a drop. */
export function ConnectionBanner() {
  const state = useSyncExternalStore(subscribeConnection, connectionState);
  if (state !== 'reconnecting') return null;
  return (
    <div className="connection-banner" role="status" aria-live="polite">
      {RECONNECTING_TEXT}
    </div>
  );
}
