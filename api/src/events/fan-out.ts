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

const isFanned = (payload: object): payload is FannedPayload => typeof (payload as { byKey?: unknown }).byKey === 'object' && (payload as { byKey?: unknown }).byKey !== null;

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
