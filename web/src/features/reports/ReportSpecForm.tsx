import type { ReportInput, ReportOutput, ReportPeriod } from '../../generated/graphql';
import { ModuleSelect } from './ModuleSelect';

const OUTPUTS: ReadonlyArray<readonly [ReportOutput, string]> = [
  ['TABLE', 'Tabla'],
  ['CHART', 'Gráfica'],
  ['TABLE_AND_CHART', 'Tabla y gráfica'],
];
const PERIODS: ReadonlyArray<readonly [ReportPeriod, string]> = [
  ['RANGE', 'Fechas desde/hasta'],
  ['MONTHS', 'Meses'],
  ['QUARTERS', 'Trimestres'],
];

export interface ReportSpecFormProps {
  value: ReportInput;
  functions: readonly string[];
  onChange: (value: ReportInput) => void;
  onSave: () => void;
  saving: boolean;
}

/** Tab 2 of the reports administrator: the report's specification. */
export function ReportSpecForm({ value, functions, onChange, onSave, saving }: ReportSpecFormProps) {
  const set = (patch: Partial<ReportInput>) => onChange({ ...value, ...patch });
  const text = (id: string, label: string, key: 'name' | 'message' | 'associations' | 'items', max: number) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" maxLength={max} value={value[key] ?? ''} onChange={(e) => set({ [key]: e.target.value })} />
    </div>
  );
  return (
    <form
      className="reports-page__criteria"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <div className="reports-page__pickers">
        {text('inf-nombre', 'Nombre', 'name', 150)}
        {text('inf-mensaje', 'Mensaje', 'message', 300)}
        <div className="field">
          <label htmlFor="inf-respon">Salida</label>
          <select
            id="inf-respon"
            className="input"
            value={value.output ?? ''}
            onChange={(e) => set({ output: (e.target.value || null) as ReportOutput | null })}
          >
            <option value="">Seleccione…</option>
            {OUTPUTS.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="inf-funcio">Función</label>
          <select id="inf-funcio" className="input" value={value.functionName ?? ''} onChange={(e) => set({ functionName: e.target.value || null })}>
            <option value="">Seleccione…</option>
            {functions.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </div>
        <ModuleSelect id="inf-modulo" blank="Seleccione…" value={value.module ?? null} onChange={(module) => set({ module })} />
        <div className="field">
          <label htmlFor="inf-categoria">Categoría</label>
          <select id="inf-categoria" className="input" value={value.category ?? ''} onChange={(e) => set({ category: Number(e.target.value) || null })}>
            <option value="">Seleccione…</option>
            {['GENERAL', 'RESUMEN', 'DETALLE', 'TRIBUTARIO'].map((c, i) => (
              <option key={c} value={i + 1}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="inf-periodo">Período</label>
          <select id="inf-periodo" className="input" value={value.period ?? 'RANGE'} onChange={(e) => set({ period: e.target.value as ReportPeriod })}>
            {PERIODS.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
        {text('inf-asocia', 'Banderas de asociación (13)', 'associations', 13)}
        {text('inf-items', 'Banderas de ítems (6)', 'items', 6)}
        <label className="checkbox">
          <input type="checkbox" checked={value.singleDate ?? false} onChange={(e) => set({ singleDate: e.target.checked })} /> Una sola fecha
        </label>
      </div>
      <div className="reports-page__actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          Guardar
        </button>
      </div>
    </form>
  );
}
