/**
 * Fanned topics: one event names many keys (a notification to a thousand users is one outbox
 * row and one Redis message, not a thousand); each process splits it for its own subscribers of
 * each key. The payload holds the fields every key shares and `byKey`, the fields of each key;
 * a key's subscriber receives the shared fields with its own.
 */
export const FANNED_TOPICS: ReadonlySet<string> = new Set(['UNREAD_COUNT']);

export interface FannedPayload {
  byKey: Record<string, object>;
  [field: string]: unknown;
}

const isFanned = (payload: object): payload is FannedPayload =>
  typeof (payload as { byKey?: unknown }).byKey === 'object' && (payload as { byKey?: unknown }).byKey !== null;

/** Each key of the event with what its subscribers receive. */
export function* splitFanned(payload: object): Generator<[string, object]> {
  if (!isFanned(payload)) return;
  const { byKey, ...common } = payload;
  for (const key of Object.keys(byKey)) yield [key, { ...common, ...byKey[key] }];
}

/** What a key's subscriber receives of the event; null when the event does not name the key. */
export function fannedFor(payload: object, key: string): object | null {
  if (!isFanned(payload) || !Object.hasOwn(payload.byKey, key)) return null;
  const { byKey, ...common } = payload;
  return { ...common, ...byKey[key] };
}

/**
 * The subscribers of fanned topics in one process, by topic and key: a publish reaches the
 * listeners of that key directly (a notification to a thousand users online is a thousand
 * calls, without an event object or a repeater per subscriber).
 */
export class KeyedHub {
  private readonly listeners = new Map<string, Set<(payload: object) => void>>();

  publish(topic: string, key: string, payload: object): void {
    const set = this.listeners.get(`${topic}:${key}`);
    if (set) for (const listener of set) listener(payload);
  }

  /** The events of one key, in order, until return() (values wait in a queue while nobody asks). */
  subscribe(topic: string, key: string): AsyncIterableIterator<object> {
    const name = `${topic}:${key}`;
    const queue: object[] = [];
    let waiting: ((step: IteratorResult<object>) => void) | undefined;
    let done = false;
    const listener = (payload: object) => {
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve({ value: payload, done: false });
      } else queue.push(payload);
    };
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener);
    const stop = () => {
      if (done) return;
      done = true;
      set.delete(listener);
      if (!set.size && this.listeners.get(name) === set) this.listeners.delete(name);
      waiting?.({ value: undefined, done: true });
      waiting = undefined;
    };
    return {
      next: () => {
        if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      return: () => {
        stop();
        queue.length = 0;
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}
