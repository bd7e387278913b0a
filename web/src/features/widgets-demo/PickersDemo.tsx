import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { formatDate, formatTime } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { toast } from '../../widgets/feedback/toasts';
import { BusinessLineSelector } from '../../widgets/forms/BusinessLineSelector';
import { CompanyFilter, DEFAULT_COMPANY_FILTER } from '../../widgets/forms/CompanyFilter';
import { DateRangePicker } from '../../widgets/forms/DateRangePicker';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import { NumberField } from '../../widgets/forms/NumberField';
import { PeriodPicker } from '../../widgets/forms/PeriodPicker';
import { QuickStateFilter } from '../../widgets/forms/QuickStateFilter';
import { matchesCompanyFilter, type CompanyFilterValue } from '../../widgets/forms/company-filter';
import { monthPeriod, quarterPeriod } from '../../widgets/forms/period';
import { filterByStates, type QuickFilterMode } from '../../widgets/forms/quick-filter';
import { rangeValue } from '../../widgets/forms/date-range';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { generateSales } from './demo-data';

// The seeded demo companies (api/src/db/seeders/demo-data.ts), copied: the web never imports API code.
const COMPANIES = [
  { emp_coding: 'andina', name: 'Comercial Andina', emp_ruc: '1792456134001', emp_activa: 1 },
  { emp_coding: 'pacifico', name: 'Distribuidora del Pacífico', emp_ruc: '0991874526001', emp_activa: 1 },
  { emp_coding: 'farmaustro', name: 'Farmaustro', emp_ruc: '0190358712001', emp_activa: 1 },
  { emp_coding: 'lojaexpress', name: 'Loja Express', emp_ruc: '1190015625001', emp_activa: 1 },
  { emp_coding: 'mitadmundo', name: 'Hotel Mitad del Mundo', emp_ruc: '1793012450001', emp_activa: 1 },
  { emp_coding: 'sanmarcos', name: 'U.E. San Marcos', emp_ruc: '1091765302001', emp_activa: 2 },
  { emp_coding: 'elconstructor', name: 'Ferretería El Constructor', emp_ruc: '1802456713001', emp_activa: 3 },
  { emp_coding: 'costena', name: 'La Costeña', emp_ruc: '1391058276001', emp_activa: 0 },
];

const COMPANY_STATES: Record<number, string> = { 0: 'Inactiva', 1: 'Activa', 2: 'Demo', 3: 'Bloqueada' };

const DOCUMENT_KINDS = [
  { value: 'Factura', label: 'Facturas' },
  { value: 'Retención', label: 'Retenciones' },
  { value: 'Asiento', label: 'Asientos' },
];

const styles = {
  emitted: { display: 'flex', gap: 8, alignItems: 'baseline', padding: '8px 12px', background: '#f6f8fb', borderRadius: 6, fontSize: 13 },
  code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12.5, overflowWrap: 'anywhere' },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))', gap: 24, alignItems: 'start' },
  subtitle: { fontSize: 13.5, fontWeight: 600, marginBottom: 10 },
  table: { width: '100%', borderCollapse: 'collapse', fontSize: 13 },
  cell: { padding: '6px 8px', borderBottom: '1px solid var(--color-border)', textAlign: 'left' },
  number: { padding: '6px 8px', borderBottom: '1px solid var(--color-border)', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  row: { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' },
  centered: { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' },
} satisfies Record<string, CSSProperties>;

// The demo rows carry ISO dates; screens show DD/MM/YYYY.
function isoToDisplay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return formatDate(new Date(y!, m! - 1, d));
}

// Spaces after commas and colons let a long value wrap between fields rather than inside a date.
function oneLineJson(value: unknown): string {
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
}

function Emitted({ value }: { value: unknown }) {
  return (
    <div style={styles.emitted}>
      <span className="form-hint" style={{ margin: 0 }}>
        Emite:
      </span>
      <code style={styles.code}>{oneLineJson(value)}</code>
    </div>
  );
}

function Card({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <section className="widgets-demo__card">
      <div>
        <h2>{title}</h2>
        <p className="form-hint" style={{ margin: '4px 0 0' }}>
          {hint}
        </p>
      </div>
      {children}
    </section>
  );
}

function DatesCard() {
  const today = new Date();
  const [range, setRange] = useState(() => rangeValue(today, today));
  const [single, setSingle] = useState(() => formatDate(today));
  return (
    <Card title="Rango de fechas" hint="DD/MM/AAAA; el calendario se maneja con flechas, RePág/AvPág, Enter y Esc.">
      <div style={styles.columns}>
        <div>
          <h3 style={styles.subtitle}>Desde / Hasta</h3>
          <DateRangePicker id="demo-rango" onChange={setRange} />
        </div>
        <div>
          <h3 style={styles.subtitle}>Fecha única (rep_fecha 1)</h3>
          <DateRangePicker id="demo-fecha" single onChange={(v) => setSingle(v.desde)} />
        </div>
      </div>
      <Emitted value={{ desde: range.desde, hasta: range.hasta, fecha: single }} />
    </Card>
  );
}

function PeriodsCard() {
  const today = new Date();
  const month = today.getMonth() + 1;
  const [months, setMonths] = useState(() => monthPeriod(today.getFullYear(), month, today.getFullYear(), month));
  const [quarter, setQuarter] = useState(() => quarterPeriod(today.getFullYear(), Math.floor(today.getMonth() / 3) + 1));
  return (
    <Card title="Periodo del informe" hint="Por meses (inf_periodo 2 y 3) o por trimestre (inf_periodo 4); llena anioa, mesa, aniob, mesb, desde y hasta.">
      <div style={styles.columns}>
        <div>
          <h3 style={styles.subtitle}>Por meses</h3>
          <PeriodPicker id="demo-meses" infPeriodo={2} onChange={setMonths} />
          <Emitted value={months} />
        </div>
        <div>
          <h3 style={styles.subtitle}>Por trimestre</h3>
          <PeriodPicker id="demo-trimestre" infPeriodo={4} onChange={setQuarter} />
          <Emitted value={quarter} />
        </div>
      </div>
    </Card>
  );
}

function CompaniesCard() {
  const [filter, setFilter] = useState<CompanyFilterValue>(DEFAULT_COMPANY_FILTER);
  const [submitted, setSubmitted] = useState<CompanyFilterValue>(DEFAULT_COMPANY_FILTER);
  const found = COMPANIES.filter((c) => matchesCompanyFilter(c, submitted));
  return (
    <Card
      title="Filtro de empresas"
      hint="Busca por acceso o por RUC con el estado; Enter o 'Buscar' aplica el filtro (aquí sobre las empresas de demostración)."
    >
      <CompanyFilter id="demo-empresas" value={filter} onChange={setFilter} onSubmit={setSubmitted} />
      <Emitted value={submitted} />
      <table style={styles.table} aria-label="Empresas encontradas">
        <thead>
          <tr>
            <th style={styles.cell}>Acceso</th>
            <th style={styles.cell}>Empresa</th>
            <th style={styles.cell}>RUC</th>
            <th style={styles.cell}>Estado</th>
          </tr>
        </thead>
        <tbody>
          {found.map((c) => (
            <tr key={c.emp_coding}>
              <td style={styles.cell}>{c.emp_coding}</td>
              <td style={styles.cell}>{c.name}</td>
              <td style={{ ...styles.cell, fontVariantNumeric: 'tabular-nums' }}>{c.emp_ruc}</td>
              <td style={styles.cell}>{COMPANY_STATES[c.emp_activa]}</td>
            </tr>
          ))}
          {found.length === 0 && (
            <tr>
              <td style={styles.cell} colSpan={4}>
                Ninguna empresa coincide con el filtro.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </Card>
  );
}

function QuickFilterCard() {
  const sales = useMemo(() => generateSales(120), []);
  const [mode, setMode] = useState<QuickFilterMode>('single');
  const [selected, setSelected] = useState<string[]>([]);
  const shown = filterByStates(sales, (r) => String(r.tipo), selected);
  return (
    <Card title="Filtro rápido por estado" hint="Cada estado muestra cuántos registros tiene; pulsar uno ya elegido lo quita.">
      <div style={styles.centered}>
        <QuickStateFilter states={DOCUMENT_KINDS} records={sales} stateOf={(r) => String(r.tipo)} mode={mode} selected={selected} onChange={setSelected} />
        <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={mode === 'multiple'}
            onChange={(e) => {
              setMode(e.target.checked ? 'multiple' : 'single');
              setSelected([]);
            }}
          />
          Selección múltiple
        </label>
      </div>
      <Emitted value={selected} />
      <p className="form-hint" style={{ margin: 0 }} aria-live="polite">
        Mostrando {shown.length} de {sales.length} comprobantes.
      </p>
      <table style={styles.table} aria-label="Comprobantes filtrados">
        <tbody>
          {shown.slice(0, 4).map((r) => (
            <tr key={String(r.comprobante)}>
              <td style={styles.cell}>{isoToDisplay(String(r.fecha))}</td>
              <td style={styles.cell}>{String(r.tipo)}</td>
              <td style={styles.cell}>{String(r.comprobante)}</td>
              <td style={styles.cell}>{String(r.cliente)}</td>
              <td style={styles.number}>{formatMoney(Number(r.total))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function BusinessLinesCard() {
  const [codes, setCodes] = useState<number[]>([6, 16]);
  return (
    <Card title="Líneas de negocio" hint="Grupos predefinidos del sistema; 'No asignar' (-1) excluye las demás líneas.">
      <BusinessLineSelector id="demo-lineas" value={codes} onChange={setCodes} />
      <Emitted value={{ tac_cods: codes.join(',') }} />
    </Card>
  );
}

function NumbersCard() {
  const [amount, setAmount] = useState({ text: '', value: null as number | null });
  const [units, setUnits] = useState({ text: '', value: null as number | null });
  return (
    <Card title="Números" hint="Al escribir solo quedan dígitos, un punto decimal y un signo menos inicial; los límites se revisan al salir del campo.">
      <div style={styles.row}>
        <NumberField
          id="demo-valor"
          name="valor"
          label="Descuento (%)"
          min={0}
          max={100}
          value={amount.text}
          onChange={(text, value) => setAmount({ text, value })}
        />
        <NumberField
          id="demo-dias"
          name="dias"
          label="Días a extender"
          integer
          positive
          value={units.text}
          onChange={(text, value) => setUnits({ text, value })}
        />
      </div>
      <Emitted value={{ descuento: amount.value, dias: units.value }} />
    </Card>
  );
}

function HotkeysCard() {
  const [log, setLog] = useState<string[]>([]);
  const note = (text: string) => setLog((l) => [`${formatTime(new Date())} ${text}`, ...l].slice(0, 5));
  const hotkeys: Hotkey[] = [
    {
      key: 'F2',
      label: 'Buscar',
      // A two-second search: pressing again meanwhile shows the spec's busy warning.
      action: () => {
        note('Buscando…');
        return new Promise<void>((resolve) => setTimeout(resolve, 2000)).then(() => note('Búsqueda terminada'));
      },
    },
    {
      key: 'F9',
      label: 'Guardar',
      action: () => {
        note('Guardado');
        toast.success('Actualizado con Exito');
      },
    },
    { key: 'Escape', label: 'Limpiar', action: () => setLog([]) },
  ];
  const { busy, trigger } = useHotkeys(hotkeys);
  return (
    <Card title="Atajos de teclado" hint="F1 a F12, Esc y Enter por pantalla. Pulse F2 y, mientras busca, otra tecla: aparece el aviso de proceso en curso.">
      <HotkeyBar hotkeys={hotkeys} busy={busy} onTrigger={trigger} />
      <ol aria-label="Acciones ejecutadas" style={{ margin: 0, paddingLeft: 20, fontSize: 13 }}>
        {log.map((line, i) => (
          <li key={`${line}-${i}`}>{line}</li>
        ))}
      </ol>
    </Card>
  );
}

/** The form widgets on realistic values, each with what it emits. */
export function PickersDemo() {
  return (
    <>
      <DatesCard />
      <PeriodsCard />
      <CompaniesCard />
      <QuickFilterCard />
      <BusinessLinesCard />
      <NumbersCard />
      <HotkeysCard />
    </>
  );
}
