/** What the key filter reads from a keyboard event. */
export interface KeyLike {
  key: string;
  code: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

// Numpad digits and operators, whatever NumLock makes of their `key`.
const NUMPAD = /^Numpad(\d|Decimal|Add|Subtract|Multiply|Divide|Comma)$/;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/**
 * Spec: the autocomplete reacts only to letters (ñ and accented ones too), digits, numpad keys,
 * Delete and Backspace. Shortcuts (Ctrl/Cmd/Alt + key), arrows, Tab, F-keys and the like do not ask the server.
 */
export function isSearchKey(event: KeyLike): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key === 'Backspace' || event.key === 'Delete') return true;
  // Android's virtual keyboards and IMEs report every typed letter this way: without it the
  // autocomplete would never ask on a phone.
  if (event.key === 'Unidentified' || event.key === 'Process') return true;
  if (NUMPAD.test(event.code)) return true;
  return LETTER_OR_DIGIT.test(event.key);
}
