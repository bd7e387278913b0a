import { useSyncExternalStore } from 'react';

/** A tiny observable value that non-React code (Apollo links, the REST helper) can update and React can read. */
export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/**
 * `deferNotify`: the value changes at once but React hears of it after the current task's
 * synchronous work (a request that starts while a component renders must not update another
 * component during that render).
 */
export function createStore<T>(initial: T, options: { deferNotify?: boolean } = {}): Store<T> {
  let value = initial;
  let notifying = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    notifying = false;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      if (!options.deferNotify) notify();
      else if (!notifying) {
        notifying = true;
        queueMicrotask(notify);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
