import { useCallback, useRef, useState } from 'react';
import { toast } from './toasts';

/** What a mutation (or a REST call wrapped as `() => rest(...).then((data) => ({ data }))`) resolves to. */
export interface ActionOutcome<T> {
  data?: T | null;
}

/** Something to read again after a success: a query's `refetch`, or a parent's `onChanged`. */
export type Refetch = () => unknown;

export interface ActionOptions<T> {
  /** The server's message for the success toast; null or undefined shows none. */
  message?: (data: T) => string | null | undefined;
  /** Runs after the toast and before the refetch (local state: clear the selection, close a tab). */
  onSuccess?: (data: T) => void;
  /**
   * Read again after a success, all at once; `run` resolves once they have (their errors are
   * ignored: the global handling shows them). The action is no longer busy meanwhile.
   */
  refetch?: Refetch | readonly Refetch[];
}

/** Calls `refetch` now and ignores its failure (thrown or rejected). */
export function refetchQuietly(refetch: Refetch): Promise<unknown> {
  return new Promise((resolve) => resolve(refetch())).catch(() => undefined);
}

/**
 * The screens' mutation feedback, written once: `run` sends the work once (a second call while
 * it runs does nothing and resolves undefined), shows the server's message as a success toast,
 * then `onSuccess` and the refetches, and resolves the data; undefined when the work failed. A
 * failure is shown by the global response handling (the GraphQL error link or `rest()`: the
 * Spanish popup, or nothing with `handledByCaller`), so it is only swallowed here.
 */
export function useAction() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(work: () => Promise<ActionOutcome<T>>, options: ActionOptions<T> = {}): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    let data: T | null | undefined;
    try {
      ({ data } = await work().catch(() => ({ data: undefined })));
      if (!data) return undefined;
      const text = options.message?.(data);
      if (typeof text === 'string') toast.success(text);
      options.onSuccess?.(data);
    } finally {
      running.current = false;
      setBusy(false);
    }
    const refetches = typeof options.refetch === 'function' ? [options.refetch] : (options.refetch ?? []);
    await Promise.all(refetches.map(refetchQuietly));
    return data;
  }, []);
  return { run, busy };
}
