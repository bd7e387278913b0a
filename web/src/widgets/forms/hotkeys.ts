// Screen hotkeys (F1-F12, Esc, Enter): one window listener, screens register their keys in layers.
// While any hotkey action is still running, or the screen says it is busy, a hotkey only warns.
import { createStore } from '../feedback/store';
import { toast, toastStore } from '../feedback/toasts';
import { HOTKEY_BUSY_MESSAGE } from './messages';

export const FUNCTION_KEYS = ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9', 'F10', 'F11', 'F12'] as const;

export type HotkeyKey = (typeof FUNCTION_KEYS)[number] | 'Escape' | 'Enter';

export interface Hotkey {
  key: HotkeyKey;
  /** What the key does, in Spanish, for the hotkey bar. */
  label: string;
  /** A returned promise keeps the screen busy until it settles. */
  action: () => void | Promise<unknown>;
}

interface Layer {
  hotkeys: () => readonly Hotkey[];
  busy: () => boolean;
}

/** Hotkey actions still running; above zero every hotkey is refused. */
export const runningHotkeys = createStore(0);

const layers: Layer[] = [];
let busyToastId: number | null = null;

function isFunctionKey(key: string): boolean {
  return (FUNCTION_KEYS as readonly string[]).includes(key);
}

// One warning at a time, however often the key is pressed.
function warnBusy(): void {
  if (busyToastId !== null && toastStore.get().some((t) => t.id === busyToastId)) return;
  busyToastId = toast.warning(HOTKEY_BUSY_MESSAGE);
}

/** Runs a hotkey's action unless something is still processing; false when it was refused. */
export function runHotkey(hotkey: Hotkey, screenBusy = false): boolean {
  if (screenBusy || runningHotkeys.get() > 0) {
    warnBusy();
    return false;
  }
  const result = hotkey.action();
  if (result instanceof Promise) {
    runningHotkeys.set((n) => n + 1);
    // A failed action is only logged, as every callback failure of the widgets.
    result.catch((error: unknown) => console.error(error)).finally(() => runningHotkeys.set((n) => Math.max(0, n - 1)));
  }
  return true;
}

// Enter belongs to whatever has the focus when that thing already answers it.
function enterIsTaken(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('button, a[href], textarea, select, form, [role="dialog"], [role="grid"], [role="listbox"]') !== null;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.ctrlKey || event.altKey || event.metaKey) return;
  const fKey = isFunctionKey(event.key);
  if (!fKey && event.key !== 'Escape' && event.key !== 'Enter') return;
  // A widget that already used Esc or Enter (a calendar, a dialog) keeps it.
  if (!fKey && event.defaultPrevented) return;
  if (event.key === 'Enter' && enterIsTaken(event.target)) return;
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    const hotkey = layer.hotkeys().find((h) => h.key === event.key);
    if (!hotkey) continue;
    // The browser's own F-key use (help, reload, full screen) must not happen on a bound key.
    event.preventDefault();
    runHotkey(hotkey, layer.busy());
    return;
  }
}

/** Adds a screen's hotkeys above the ones already registered (the newest layer binding a key wins); returns the removal. */
export function registerHotkeys(layer: Layer): () => void {
  if (layers.length === 0) window.addEventListener('keydown', onKeyDown);
  layers.push(layer);
  return () => {
    const index = layers.indexOf(layer);
    if (index >= 0) layers.splice(index, 1);
    if (layers.length === 0) window.removeEventListener('keydown', onKeyDown);
  };
}
