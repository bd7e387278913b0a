import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionBanner } from '../../web/src/widgets/feedback/ConnectionBanner';
import { setConnectionState, trackConnection, type SocketEvents } from '../../web/src/widgets/feedback/connection';

/** Stands for a graphql-ws client: the test fires its events. */
function fakeSocket() {
  const listeners = new Map<string, Set<(arg?: unknown) => void>>();
  const client: SocketEvents = {
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return () => listeners.get(event)!.delete(listener);
    },
  };
  const emit = (event: string, arg?: unknown) => act(() => listeners.get(event)?.forEach((l) => l(arg)));
  return { client, emit };
}

const banner = () => screen.queryByRole('status')?.textContent ?? null;

afterEach(() => setConnectionState('idle'));

describe("'Reconectando…' while the live-updates socket comes back", () => {
  it('shows it from a dropped socket until it is acknowledged again, then refetches what the screen shows once', () => {
    const { client, emit } = fakeSocket();
    const refetch = vi.fn();
    const stop = trackConnection(client, refetch);
    render(<ConnectionBanner />);
    emit('connecting');
    emit('connected');
    expect(banner()).toBeNull();
    expect(refetch).not.toHaveBeenCalled();
    // The server closed with 1013 (database away), then the retries fail to connect (1006).
    emit('closed', { code: 1013, reason: 'Servicio no disponible por un momento; reconectando' });
    expect(banner()).toBe('Reconectando…');
    emit('connecting');
    emit('closed', { code: 1006, reason: '' });
    expect(banner()).toBe('Reconectando…');
    expect(refetch).not.toHaveBeenCalled();
    emit('connecting');
    emit('connected');
    expect(banner()).toBeNull();
    expect(refetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shows nothing when the lazy socket closes normally (1000) or the session is refused (4403)', () => {
    const { client, emit } = fakeSocket();
    const refetch = vi.fn();
    trackConnection(client, refetch);
    render(<ConnectionBanner />);
    emit('connected');
    emit('closed', { code: 1000, reason: 'Normal Closure' });
    expect(banner()).toBeNull();
    emit('connected');
    emit('closed', { code: 4403, reason: 'Forbidden' });
    expect(banner()).toBeNull();
    expect(refetch).not.toHaveBeenCalled();
  });
});
