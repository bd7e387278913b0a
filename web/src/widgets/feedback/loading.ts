import { createStore, useStore } from './store';

/** Number of GraphQL and REST requests in flight; the loading bar shows while it is above zero. */
export const pendingRequests = createStore(0, { deferNotify: true });

export function beginRequest(): void {
  pendingRequests.set((n) => n + 1);
}

export function endRequest(): void {
  pendingRequests.set((n) => Math.max(0, n - 1));
}

/** Runs `work` counted as one pending request. */
export async function trackRequest<T>(work: () => Promise<T>): Promise<T> {
  beginRequest();
  try {
    return await work();
  } finally {
    endRequest();
  }
}

export function useIsLoading(): boolean {
  return useStore(pendingRequests) > 0;
}
