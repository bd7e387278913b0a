import DataLoader from 'dataloader';

/**
 * One DataLoader per request and per name: relations on types (Company.establishments, …)
 * batch every row of a page into one statement. Keyed by the request's context object, so
 * HTTP and WebSocket operations both get theirs and nothing outlives the request.
 */
const perRequest = new WeakMap<object, Map<string, DataLoader<unknown, unknown>>>();

export function loaderFor<K, V>(
  context: object,
  name: string,
  batch: (keys: readonly K[]) => Promise<V[]>,
  options?: DataLoader.Options<K, V>,
): DataLoader<K, V> {
  let loaders = perRequest.get(context);
  if (!loaders) {
    loaders = new Map();
    perRequest.set(context, loaders);
  }
  let loader = loaders.get(name) as DataLoader<K, V> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V>(batch, { maxBatchSize: 1000, ...options });
    loaders.set(name, loader as DataLoader<unknown, unknown>);
  }
  return loader;
}

/** Groups rows by a key in the order of `keys` (a missing key gets an empty list). */
export function groupByKey<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): R[][] {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}

/** One row per key in the order of `keys`, null where none was found. */
export function oneByKey<K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): (R | null)[] {
  const found = new Map<K, R>();
  for (const row of rows) found.set(keyOf(row), row);
  return keys.map((key) => found.get(key) ?? null);
}
