import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { EXPORT_WIDTHS } from './chart-size';
import { CHART_LABELS } from './messages';

/** 'Exportar' button with a small menu of PNG widths; arrows move, Escape closes. */
export function ExportMenu({ disabled, onExport }: { disabled: boolean; onExport: (width: number) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node) && event.target !== button.current) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : items.length - 1;
      items[(at + step) % items.length]?.focus();
    }
  };

  return (
    <div className="chart-export">
      <button
        ref={button}
        type="button"
        className="btn btn--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        {CHART_LABELS.export} ▾
      </button>
      {open && (
        <div ref={menu} id={`${id}-menu`} role="menu" aria-label={CHART_LABELS.export} className="chart-export__menu" onKeyDown={onKeyDown}>
          {EXPORT_WIDTHS.map((width) => (
            <button
              key={width}
              type="button"
              role="menuitem"
              className="chart-export__item"
              onClick={() => {
                setOpen(false);
                button.current?.focus();
                onExport(width);
              }}
            >
              {CHART_LABELS.exportPng(width)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
