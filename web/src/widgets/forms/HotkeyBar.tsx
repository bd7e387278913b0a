import type { Hotkey } from './hotkeys';
import { HOTKEY_LABELS } from './messages';
import './pickers.css';

const KEY_NAMES: Partial<Record<Hotkey['key'], string>> = { Escape: 'Esc' };

/** The screen's hotkeys as buttons, so each action is also reachable with the mouse and is discoverable. */
export function HotkeyBar({ hotkeys, busy, onTrigger }: { hotkeys: readonly Hotkey[]; busy: boolean; onTrigger: (hotkey: Hotkey) => void }) {
  return (
    <div role="toolbar" aria-label={HOTKEY_LABELS.bar} aria-busy={busy} className="hotkey-bar">
      {hotkeys.map((h) => (
        <button key={h.key} type="button" className="btn btn--secondary hotkey-bar__button" aria-keyshortcuts={h.key} onClick={() => onTrigger(h)}>
          <kbd className="hotkey-bar__key">{KEY_NAMES[h.key] ?? h.key}</kbd>
          {h.label}
        </button>
      ))}
    </div>
  );
}
