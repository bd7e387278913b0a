import { useState } from 'react';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { COLUMN_TEXT, copyColumn, GROUPINGS, newDraft, TOTALS, validColour, type ColumnDraft, type FunctionColumn } from './report-columns';

export interface ReportColumnsEditorProps {
  value: readonly ColumnDraft[];
  functionColumns: readonly FunctionColumn[];
  onChange: (value: ColumnDraft[]) => void;
  onSave: () => void;
  saving: boolean;
}

/** The columns of a view (tdetinforme): title, width, grouping, decimals, total and cell colour; add, copy, remove, reorder. */
export function ReportColumnsEditor({ value, functionColumns, onChange, onSave, saving }: ReportColumnsEditorProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const set = (i: number, patch: Partial<ColumnDraft>) => onChange(value.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const unused = functionColumns.filter((f) => !value.some((d) => d.column === f.name));
  const toAdd = unused.find((f) => f.name === adding) ?? unused[0];

  const checkColour = (i: number) => {
    const colour = value[i]!.color.trim();
    if (colour && !validColour(colour)) {
      set(i, { color: '' });
      setProblem(COLUMN_TEXT.colour);
    } else if (problem === COLUMN_TEXT.colour) setProblem(null);
  };
  const copy = () => {
    const answer = copyColumn(value, selected, functionColumns);
    setProblem(answer.problem);
    if (!answer.problem) onChange(answer.drafts);
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    const j = i + by;
    if (j < 0 || j >= next.length) return;
    [next[i], next[j]] = [next[j]!, next[i]!];
    onChange(next);
    setSelected(j);
  };

  return (
    <div className="report-columns">
      <div className="table-scroll">
        <table className="report-columns__table">
          <caption className="visually-hidden">Columnas de la vista</caption>
          <thead>
            <tr>
              <th scope="col">Sel.</th>
              <th scope="col">Columna</th>
              <th scope="col">Título</th>
              <th scope="col">Ancho</th>
              <th scope="col">Agrupación</th>
              <th scope="col">Decimales</th>
              <th scope="col">Total</th>
              <th scope="col">Color rgb(r, g, b)</th>
              <th scope="col">Acciones</th>
            </tr>
          </thead>
          <tbody>
            {value.map((d, i) => (
              <tr key={`${d.column}-${i}`} aria-selected={selected === i} className={selected === i ? 'is-selected' : undefined}>
                <td>
                  <input
                    type="radio"
                    name="report-column-selected"
                    aria-label={`Seleccionar ${d.column}`}
                    checked={selected === i}
                    onChange={() => setSelected(i)}
                  />
                </td>
                <td>
                  <select className="input" aria-label={`Columna ${i + 1}`} value={d.column} onChange={(e) => set(i, { column: e.target.value })}>
                    {functionColumns.map((f) => (
                      <option key={f.name} value={f.name}>
                        {f.name}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    className="input"
                    aria-label={`Título de ${d.column}`}
                    maxLength={100}
                    value={d.label}
                    onChange={(e) => set(i, { label: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    className="input input--short"
                    type="number"
                    min={1}
                    max={12}
                    aria-label={`Ancho de ${d.column}`}
                    value={d.width}
                    onChange={(e) =>
                      set(i, {
                        width: Math.min(12, Math.max(1, Number(e.target.value) || 1)),
                      })
                    }
                  />
                </td>
                <td>
                  <OptionSelect label={`Agrupación de ${d.column}`} options={GROUPINGS} value={d.grouping} onChange={(grouping) => set(i, { grouping })} />
                </td>
                <td>
                  <input
                    className="input input--short"
                    type="number"
                    min={0}
                    max={6}
                    aria-label={`Decimales de ${d.column}`}
                    value={d.decimals ?? ''}
                    onChange={(e) =>
                      set(i, {
                        decimals: e.target.value === '' ? null : Math.min(6, Math.max(0, Number(e.target.value) || 0)),
                      })
                    }
                  />
                </td>
                <td>
                  <OptionSelect label={`Total de ${d.column}`} options={TOTALS} value={d.total} onChange={(total) => set(i, { total })} />
                </td>
                <td>
                  <span className="report-columns__colour">
                    <input
                      className="input"
                      aria-label={`Color de ${d.column}`}
                      placeholder="rgb(255, 255, 255)"
                      maxLength={20}
                      value={d.color}
                      onChange={(e) => set(i, { color: e.target.value })}
                      onBlur={() => checkColour(i)}
                    />
                    {d.color && validColour(d.color) && <span className="report-columns__swatch" style={{ background: d.color }} aria-hidden="true" />}
                  </span>
                </td>
                <td className="report-columns__actions">
                  <button type="button" className="btn btn--small" aria-label={`Subir ${d.column}`} disabled={i === 0} onClick={() => move(i, -1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn--small"
                    aria-label={`Bajar ${d.column}`}
                    disabled={i === value.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn--small"
                    aria-label={`Quitar ${d.column}`}
                    onClick={() => {
                      onChange(value.filter((_, j) => j !== i));
                      setSelected(null);
                    }}
                  >
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem && <FormAlert message={problem} />}
      <div className="reports-page__actions">
        <select className="input" aria-label="Columna a agregar" value={toAdd?.name ?? ''} onChange={(e) => setAdding(e.target.value)} disabled={!toAdd}>
          {unused.map((f) => (
            <option key={f.name} value={f.name}>
              {f.name}
            </option>
          ))}
        </select>
        <button type="button" className="btn" disabled={!toAdd} onClick={() => toAdd && onChange([...value, newDraft(toAdd)])}>
          Agregar columna
        </button>
        <button type="button" className="btn" onClick={copy}>
          Copiar columna
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={saving}
          onClick={() => {
            setProblem(null);
            onSave();
          }}
        >
          Guardar columnas
        </button>
      </div>
    </div>
  );
}

/** A select of coded values (value, label), named by `label` for screen readers. */
function OptionSelect<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <select className="input" aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </select>
  );
}
