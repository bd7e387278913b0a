// The three JSON text columns of tempresa (emp_ubica, emp_tiposerv, emp_modadc): reading them
// tolerantly (older rows may hold anything) and writing them in one canonical shape.

import { ADD_ON_KEYS, SERVICE_KEYS, type AddOnKey, type ServiceKey } from '../../domain/company-flags.js';

export type Flags<K extends string> = Record<K, 'T' | 'F'>;

/** Spec 000 §9: an empty location is province 2, city LOJA. */
export const DEFAULT_PROVINCE = 2;
export const DEFAULT_CITY = 'LOJA';

export interface Location {
  province: number;
  city: string;
  readOnly: boolean;
}

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});
/** Parsed texts by text: a list page reads each row's columns several times, and few distinct texts exist. */
const parsed = new Map<string, Readonly<Record<string, unknown>>>();
const PARSED_MAX = 1000;

/** The object of a JSON column (frozen, shared: only read here), or an empty one. */
function parseObject(text: string | null | undefined): Readonly<Record<string, unknown>> {
  if (!text) return EMPTY;
  let found = parsed.get(text);
  if (found) return found;
  try {
    const value: unknown = JSON.parse(text);
    found = value && typeof value === 'object' && !Array.isArray(value) ? Object.freeze(value as Record<string, unknown>) : EMPTY;
  } catch {
    found = EMPTY;
  }
  if (parsed.size >= PARSED_MAX) parsed.clear();
  if (text.length <= 1000) parsed.set(text, found);
  return found;
}

const isTrue = (v: unknown) => v === true || v === 'T' || v === 't' || v === 1 || v === '1';

/**
 * A reader of a JSON column whose answers are remembered by text (frozen, shared: callers only
 * read them or copy them): a list page reads the same few texts for every row.
 */
function remembered<T extends object>(read: (text: string | null | undefined) => T): (text: string | null | undefined) => T {
  const answers = new Map<string, T>();
  return (text) => {
    const key = text ?? '';
    let found = answers.get(key);
    if (!found) {
      found = Object.freeze(read(text));
      if (answers.size >= PARSED_MAX) answers.clear();
      if (key.length <= 1000) answers.set(key, found);
    }
    return found;
  };
}

export const readLocation = remembered((text): Location => {
  const raw = parseObject(text);
  const province = Number(raw.provincia);
  const city = typeof raw.ciudad === 'string' ? raw.ciudad.trim() : '';
  const empty = !Number.isInteger(province) || province <= 0 || !city;
  return { province: empty ? DEFAULT_PROVINCE : province, city: empty ? DEFAULT_CITY : city, readOnly: isTrue(raw.lectura) };
});

/** Canonical emp_ubica; the lectura flag is only written when set (it is optional in the spec). */
export function writeLocation(location: Location): string {
  return JSON.stringify({ provincia: location.province, ciudad: location.city, ...(location.readOnly ? { lectura: 'T' } : {}) });
}

function readFlags<K extends string>(keys: readonly K[], text: string | null | undefined, fallback: (key: K) => 'T' | 'F'): Flags<K> {
  const raw = parseObject(text);
  return Object.fromEntries(keys.map((k) => [k, k in raw ? (isTrue(raw[k]) ? 'T' : 'F') : fallback(k)])) as Flags<K>;
}

/** Spec 000 §9: bk is T when unset; any other unset flag reads F. */
export const readServices = remembered((text): Flags<ServiceKey> => readFlags(SERVICE_KEYS, text, (k) => (k === 'bk' ? 'T' : 'F')));

/** A new company's services: ced T, bk T (unset), everything else F. */
export function newCompanyServices(): Flags<ServiceKey> {
  return readFlags(SERVICE_KEYS, null, (k) => (k === 'ced' || k === 'bk' ? 'T' : 'F'));
}

export const readAddOns = remembered((text): Flags<AddOnKey> => readFlags(ADD_ON_KEYS, text, () => 'F'));

/** Applies boolean changes to flags; keys not given keep their value. */
export function mergeFlags<K extends string>(current: Flags<K>, changes: Partial<Record<K, boolean | null>> | null | undefined): Flags<K> {
  const next = { ...current };
  for (const key of Object.keys(current) as K[]) {
    const value = changes?.[key];
    if (value !== undefined && value !== null) next[key] = value ? 'T' : 'F';
  }
  return next;
}
