import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from '../feedback/store';
import { registerHotkeys, runHotkey, runningHotkeys, type Hotkey } from './hotkeys';

export interface HotkeyOptions {
  /** The screen is processing something else (a save, a search): hotkeys only warn. */
  busy?: boolean;
}

/** Binds the screen's hotkeys while it is mounted; `trigger` runs one through the same busy check (for on-screen buttons). */
export function useHotkeys(hotkeys: readonly Hotkey[], { busy = false }: HotkeyOptions = {}) {
  const current = useRef({ hotkeys, busy });
  useLayoutEffect(() => {
    current.current = { hotkeys, busy };
  });
  useEffect(() => registerHotkeys({ hotkeys: () => current.current.hotkeys, busy: () => current.current.busy }), []);
  const running = useStore(runningHotkeys) > 0;
  return {
    busy: busy || running,
    trigger: (hotkey: Hotkey) => runHotkey(hotkey, current.current.busy),
  };
}
