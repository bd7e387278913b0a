/**
 * Waiting with a limit, written once: readiness checks, the queue's enqueue, the outbox's
 * delivery to Redis and the parts of a shutdown all use it.
 */

/** Resolves with `work`'s value, or rejects with an Error(`message`) once `ms` pass first. */
export async function withTimeout<T>(work: Promise<T>, ms: number, message = `sin respuesta en ${ms} ms`): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  try {
    return await Promise.race([work, late]);
  } catch (error) {
    // The late work may still fail after the limit: nobody waits for it any more.
    work.catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves true when the promise settles (either way) within ms, false otherwise. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return withTimeout(
    promise.then(
      () => true,
      () => true,
    ),
    ms,
  ).catch(() => false);
}
