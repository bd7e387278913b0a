/** byced: by cédula/RUC; byid: by the referente's code. */
export type ReferenteSearchMode = 'byced' | 'byid';

/** Spec: the lookup remembers its search mode locally under this key. */
export const SEARCH_MODE_KEY = 'TIPO_BUSCA_REF';

export function readSearchMode(): ReferenteSearchMode {
  try {
    return window.localStorage.getItem(SEARCH_MODE_KEY) === 'byid' ? 'byid' : 'byced';
  } catch {
    return 'byced';
  }
}

export function saveSearchMode(mode: ReferenteSearchMode): void {
  try {
    window.localStorage.setItem(SEARCH_MODE_KEY, mode);
  } catch {
    // Storage refused (private mode, quota): the mode simply is not remembered.
  }
}
