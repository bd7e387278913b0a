import { useId, useRef, useState } from 'react';
import { sanitizeInteger } from '@domain/sanitize';
import { Dialog } from '../feedback/Dialog';
import { gridMessages } from './messages';

export interface ColumnSetup {
  id: string;
  header: string;
  visible: boolean;
  pin: 'left' | 'right' | false;
  width: number;
}

interface ColumnSetupModalProps {
  columns: readonly ColumnSetup[];
  onAccept: (columns: ColumnSetup[]) => void;
  onCancel: () => void;
}

const MIN_WIDTH = 40;
const MAX_WIDTH = 800;

/** 'Configurar columnas': show or hide, order (Subir / Bajar), pin and width of every column; nothing changes until Aceptar. */
export function ColumnSetupModal({ columns, onAccept, onCancel }: ColumnSetupModalProps) {
  const titleId = useId();
  const [draft, setDraft] = useState(() => columns.map((c) => ({ ...c, widthText: String(c.width) })));
  const list = useRef<HTMLOListElement>(null);

  function update(index: number, change: Partial<(typeof draft)[number]>) {
    setDraft((d) => d.map((c, i) => (i === index ? { ...c, ...change } : c)));
  }

  function move(index: number, step: -1 | 1, button: 'up' | 'down') {
    const target = index + step;
    if (target < 0 || target >= draft.length) return;
    setDraft((d) => {
      const next = d.slice();
      [next[index], next[target]] = [next[target]!, next[index]!];
      return next;
    });
    // Keep the focus on the moved column's button so it can be moved again with the keyboard.
    requestAnimationFrame(() => {
      const items = list.current?.querySelectorAll<HTMLElement>('li');
      const item = items?.[target];
      const again =
        item?.querySelector<HTMLButtonElement>(`[data-move="${button}"]:not(:disabled)`) ??
        item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
      again?.focus();
    });
  }

  function accept() {
    onAccept(
      draft.map(({ widthText, ...c }) => {
        const width = Number(widthText);
        return { ...c, width: Number.isFinite(width) && width > 0 ? Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)) : c.width };
      }),
    );
  }

  return (
    <Dialog titleId={titleId} className="rgrid-setup" onEscape={onCancel}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {gridMessages.columnSetupTitle}
        </h2>
        <button type="button" className="dialog__close" aria-label={gridMessages.close} onClick={onCancel}>
          ×
        </button>
      </div>
      <div className="rgrid-setup__head" aria-hidden="true">
        <span>Columna</span>
        <span>Orden</span>
        <span>Fijar</span>
        <span>Ancho</span>
      </div>
      <ol ref={list} className="rgrid-setup__list">
        {draft.map((c, index) => (
          <li key={c.id} className="rgrid-setup__item">
            <label className="rgrid-setup__name">
              <input
                type="checkbox"
                checked={c.visible}
                aria-label={gridMessages.columnVisible(c.header)}
                onChange={(e) => update(index, { visible: e.target.checked })}
              />
              <span>{c.header}</span>
            </label>
            <span className="rgrid-setup__order">
              <button
                type="button"
                className="rgrid-btn rgrid-btn--icon"
                data-move="up"
                aria-label={gridMessages.moveUp(c.header)}
                disabled={index === 0}
                onClick={() => move(index, -1, 'up')}
              >
                ↑
              </button>
              <button
                type="button"
                className="rgrid-btn rgrid-btn--icon"
                data-move="down"
                aria-label={gridMessages.moveDown(c.header)}
                disabled={index === draft.length - 1}
                onClick={() => move(index, 1, 'down')}
              >
                ↓
              </button>
            </span>
            <select
              className="rgrid-setup__pin"
              aria-label={gridMessages.pinLabel(c.header)}
              value={c.pin || 'none'}
              onChange={(e) => update(index, { pin: e.target.value === 'none' ? false : (e.target.value as 'left' | 'right') })}
            >
              <option value="none">{gridMessages.pinNone}</option>
              <option value="left">{gridMessages.pinLeft}</option>
              <option value="right">{gridMessages.pinRight}</option>
            </select>
            <input
              className="rgrid-setup__width"
              inputMode="numeric"
              aria-label={gridMessages.widthLabel(c.header)}
              value={c.widthText}
              onChange={(e) => update(index, { widthText: sanitizeInteger(e.target.value).replace('-', '') })}
            />
          </li>
        ))}
      </ol>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {gridMessages.cancel}
        </button>
        <button type="button" className="btn btn--primary" onClick={accept}>
          {gridMessages.accept}
        </button>
      </div>
    </Dialog>
  );
}
