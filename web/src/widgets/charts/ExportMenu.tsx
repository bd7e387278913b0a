import { useMenuButton } from '../useMenuButton';
import { EXPORT_WIDTHS } from './chart-size';
import { CHART_LABELS } from './messages';

/** 'Exportar' button with a small menu of PNG widths; arrows move, Escape closes. */
export function ExportMenu({ disabled, onExport }: { disabled: boolean; onExport: (width: number) => void }) {
  const { open, root, buttonProps, menuProps, choose } = useMenuButton();

  return (
    <div className="chart-export" ref={root}>
      <button {...buttonProps} type="button" className="btn btn--secondary" disabled={disabled}>
        {CHART_LABELS.export} ▾
      </button>
      {open && (
        <div {...menuProps} aria-label={CHART_LABELS.export} className="chart-export__menu">
          {EXPORT_WIDTHS.map((width) => (
            <button key={width} type="button" role="menuitem" className="chart-export__item" onClick={() => choose(() => onExport(width))}>
              {CHART_LABELS.exportPng(width)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
