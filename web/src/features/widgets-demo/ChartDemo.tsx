import { useState } from 'react';
import type { ChartSetup } from '../../widgets/charts/chart-setup';
import { fromChartDefinition } from '../../widgets/charts/chart-setup';
import { ChartPanel } from '../../widgets/charts/ChartPanel';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { generateSales, PROVINCE_SALES_COLUMNS, SALES_COLUMNS, salesByProvince } from './demo-data';

const SALES = generateSales(2000);
const BY_PROVINCE = salesByProvince(SALES);

// Saved definitions as the server sends them (tvistainf and its series), read once.
const BARS = fromChartDefinition(
  { vin_tipgra: 1, vin_rotgra: 0, vin_leygra: 'provincia', vin_modserie: 0, vin_haslabel: 0, vin_haslegend: 1, vin_titgra: 'Ventas por provincia' },
  [{ igr_column: 'subtotal' }, { igr_column: 'total' }],
);
const MAP = fromChartDefinition(
  { vin_tipgra: 100, vin_rotgra: 0, vin_leygra: 'prv_codchart', vin_modserie: 0, vin_haslabel: 0, vin_haslegend: 1, vin_titgra: 'Total vendido por provincia' },
  [{ igr_column: 'total' }],
);

// A small result with losses and long branch names: bars go below zero and names are cut on the axis.
const BRANCH_COLUMNS: ReportColumn[] = [
  { di_column: 'sucursal', di_descri: 'Sucursal', type: 'text' },
  { di_column: 'ventas', di_descri: 'Ventas netas', type: 'number' },
  { di_column: 'utilidad', di_descri: 'Utilidad o pérdida del ejercicio', type: 'number' },
];
const BRANCHES: ReportRow[] = [
  { sucursal: 'Matriz Quito', ventas: 184250.4, utilidad: 23410.75 },
  { sucursal: 'Sucursal Guayaquil Norte', ventas: 132780.1, utilidad: 9820.3 },
  { sucursal: 'Sucursal Santo Domingo de los Tsáchilas', ventas: 48310.55, utilidad: -6240.9 },
  { sucursal: 'Cuenca', ventas: 61200, utilidad: 1250.6 },
  { sucursal: 'Punto de venta Galápagos', ventas: 15420.8, utilidad: -2105.45 },
];
const BRANCH_CHART = fromChartDefinition(
  { vin_tipgra: 8, vin_rotgra: 0, vin_leygra: 'sucursal', vin_modserie: 0, vin_haslabel: 1, vin_haslegend: 1, vin_titgra: 'Ventas y resultado por sucursal' },
  [{ igr_column: 'ventas' }, { igr_column: 'utilidad' }],
);

// Inline: the demo page's stylesheet belongs to the page, this section only to its widget.
const STACK = { display: 'flex', flexDirection: 'column', gap: 20 } as const;
const CARD = { padding: 20 } as const;
const TITLE = { fontSize: 16, fontWeight: 700, marginBottom: 12 } as const;

/** The chart panel on the demo sales: a saved bar chart, a saved map, a result with losses and a large result with no chart. */
export function ChartDemo() {
  const [lastSaved, setLastSaved] = useState<ChartSetup | null>(null);
  return (
    <div style={STACK}>
      <section className="card" style={CARD}>
        <h2 style={TITLE}>Ventas por provincia (gráfica guardada)</h2>
        <ChartPanel columns={PROVINCE_SALES_COLUMNS} rows={BY_PROVINCE} savedSetup={BARS} onSetupChange={setLastSaved} />
        {lastSaved && (
          <p className="form-hint" style={{ marginTop: 8 }}>
            Configuración lista para guardar: tipo {lastSaved.type}, series {lastSaved.series.join(', ')}.
          </p>
        )}
      </section>
      <section className="card" style={CARD}>
        <h2 style={TITLE}>Mapa de ventas (definición de mapa guardada)</h2>
        <ChartPanel columns={PROVINCE_SALES_COLUMNS} rows={BY_PROVINCE} savedSetup={MAP} />
      </section>
      <section className="card" style={CARD}>
        <h2 style={TITLE}>Resultado por sucursal (con pérdidas)</h2>
        <ChartPanel columns={BRANCH_COLUMNS} rows={BRANCHES} savedSetup={BRANCH_CHART} height={420} />
      </section>
      <section className="card" style={CARD}>
        <h2 style={TITLE}>Detalle de 2.000 documentos (sin gráfica guardada)</h2>
        <ChartPanel columns={SALES_COLUMNS} rows={SALES} savedSetup={null} />
      </section>
    </div>
  );
}
