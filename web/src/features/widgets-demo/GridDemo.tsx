import { formatMoney, formatNumber } from '@domain/money';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from '../../widgets/feedback/toasts';
import { allGroupTotals, runGridQuery } from '../../widgets/grid/grid-engine';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { ReportGrid, type GridHandle } from '../../widgets/grid/ReportGrid';
import { ReportView } from '../../widgets/report/ReportView';
import { PROVINCE_SALES_COLUMNS, SALES_COLUMNS, generateSales, salesByProvince } from './demo-data';

/** Hooks for the grid benchmark (headless Chromium): set on this demo page only. */
export interface GridDemoHooks {
  generateSales: typeof generateSales;
  /** Replaces the main grid's rows and renders before returning (time it for the first render). */
  setRows: (rows: ReportRow[]) => void;
  /** The main grid; each call renders before returning. */
  grid: GridHandle | null;
  /** The grid's pure row pipeline, to time without rendering. */
  engine: { runGridQuery: typeof runGridQuery; allGroupTotals: typeof allGroupTotals; columns: readonly ReportColumn[] };
}

declare global {
  interface Window {
    __gridDemo?: GridDemoHooks;
  }
}

const SMALL_COLUMNS: ReportColumn[] = SALES_COLUMNS.filter((c) => ['fecha', 'comprobante', 'cliente', 'vendedor', 'total'].includes(c.di_column));
const EDIT_COLUMNS: ReportColumn[] = SALES_COLUMNS.filter((c) => ['comprobante', 'cliente', 'cantidad', 'subtotal'].includes(c.di_column)).map((c) =>
  c.di_column === 'cantidad' ? { ...c, editable: true, width: 110 } : c,
);
const FEW_ROWS = 2000;
// This section owns no stylesheet (the demo page's CSS is shared); its little layout is inline.
const HEADING = { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16 } as const;
const HINT = { margin: '2px 0 0' } as const;
const MANY_ROWS = 100_000;

/** Demo of the report grid: the main report on sales, a small grid that fits, a scroll table and a plain grid. */
export function GridDemo() {
  const [rows, setRows] = useState(() => generateSales(FEW_ROWS));
  const [selection, setSelection] = useState<ReportRow[]>([]);
  const grid = useRef<GridHandle>(null);
  const byProvince = useMemo(() => salesByProvince(generateSales(FEW_ROWS)), []);
  const editable = useMemo(() => generateSales(300, 7), []);
  const plain = useMemo(() => generateSales(120, 11), []);

  useEffect(() => {
    window.__gridDemo = {
      generateSales,
      setRows: (next) => flushSync(() => setRows(next)),
      get grid() {
        return grid.current;
      },
      engine: { runGridQuery, allGroupTotals, columns: SALES_COLUMNS },
    };
    return () => {
      delete window.__gridDemo;
    };
  }, []);

  const selectedTotal = selection.reduce((sum, row) => sum + (typeof row.total === 'number' ? row.total : 0), 0);
  const many = rows.length >= MANY_ROWS;

  return (
    <>
      <section className="widgets-demo__card" aria-labelledby="grid-demo-main" data-testid="grid-demo-main">
        <div style={HEADING}>
          <div>
            <h2 id="grid-demo-main">Ventas 2026</h2>
            <p className="form-hint" style={HINT}>
              Filtros por columna, orden con clic en la cabecera, agrupación, totales, selección múltiple y exportación. Doble clic o Enter abre el documento.
              La pestaña Gráfica no tiene gráfica guardada: configure una.
            </p>
          </div>
          <button
            type="button"
            className="btn btn--secondary"
            style={{ whiteSpace: 'nowrap' }}
            data-testid="grid-demo-load"
            onClick={() => setRows(generateSales(many ? FEW_ROWS : MANY_ROWS))}
          >
            {many ? `Volver a ${formatNumber(FEW_ROWS, 0)} filas` : `Cargar ${formatNumber(MANY_ROWS, 0)} filas`}
          </button>
        </div>
        <ReportView
          chart={null}
          gridRef={grid}
          title="Ventas 2026"
          columns={SALES_COLUMNS}
          data={rows}
          selection="multiple"
          detailWindows
          landscape
          onSelectionChange={setSelection}
        />
        <p className="form-hint" style={HINT} aria-live="polite" data-testid="grid-demo-selection">
          {selection.length === 0
            ? 'Ninguna fila seleccionada.'
            : `${formatNumber(selection.length, 0)} ${selection.length === 1 ? 'fila seleccionada' : 'filas seleccionadas'}, total ${formatMoney(selectedTotal)}.`}
        </p>
      </section>
      <section className="widgets-demo__card" aria-labelledby="grid-demo-province">
        <h2 id="grid-demo-province">Ventas por provincia</h2>
        <p className="form-hint" style={HINT}>
          Menos de 20 filas y sin agrupación: la grilla toma la altura de su contenido.
        </p>
        <ReportGrid title="Ventas por provincia" columns={PROVINCE_SALES_COLUMNS} data={byProvince} paging={false} exports={false} />
      </section>
      <section className="widgets-demo__card" aria-labelledby="grid-demo-scroll">
        <h2 id="grid-demo-scroll">Tabla con desplazamiento</h2>
        <p className="form-hint" style={HINT}>
          Sin paginación, 300 px de alto como máximo. La cantidad se edita con doble clic o F2; un valor no numérico queda en 0.
        </p>
        <ReportGrid
          title="Cantidades"
          variant="scroll"
          columns={EDIT_COLUMNS}
          data={editable}
          toolbar={false}
          onCellEdit={(edit) => toast.info(`Cantidad de ${String(edit.row.comprobante)}: ${formatNumber(Number(edit.value), 0)}`)}
        />
      </section>
      <section className="widgets-demo__card" aria-labelledby="grid-demo-plain">
        <h2 id="grid-demo-plain">Grilla simple</h2>
        <p className="form-hint" style={HINT}>
          Páginas de 5, 10, 25, 50 o 100 filas; abrir una fila llama a la pantalla que usa la grilla.
        </p>
        <ReportGrid
          title="Grilla simple"
          variant="plain"
          columns={SMALL_COLUMNS}
          data={plain}
          exports={false}
          onOpenRow={(row) => toast.info(`Abrir ${String(row.comprobante)}`)}
        />
      </section>
    </>
  );
}
