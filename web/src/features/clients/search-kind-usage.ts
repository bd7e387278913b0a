import type { ClientSearchKind } from '../../generated/graphql';
import { SEARCH_KINDS } from './messages';

/** Where the browser counts the grid searches by kind. */
export const KIND_USAGE_KEY = 'isyplus.clientes.busquedas';
/** Before any search the grid offers the name, what the header box searches too. */
export const FIRST_KIND: ClientSearchKind = 'NAME';

type Usage = Partial<Record<ClientSearchKind, number>>;

function read(): Usage {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KIND_USAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Usage) : {};
  } catch {
    return {};
  }
}

/** The kind this browser's users search by most (the first in cparams order on a tie); the name before any search. */
export function mostUsedKind(): ClientSearchKind {
  const usage = read();
  let best: ClientSearchKind = FIRST_KIND;
  let most = 0;
  for (const { kind } of SEARCH_KINDS) {
    const count = usage[kind] ?? 0;
    if (count > most) {
      best = kind;
      most = count;
    }
  }
  return best;
}

/** Counts one grid search by this kind. */
export function countKindUse(kind: ClientSearchKind): void {
  const usage = read();
  usage[kind] = (usage[kind] ?? 0) + 1;
  try {
    localStorage.setItem(KIND_USAGE_KEY, JSON.stringify(usage));
  } catch {
    // Storage full or refused: the default simply stays.
  }
}
