import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Dialog } from '../feedback/Dialog';
import { FormAlert } from '../forms/FormAlert';
import { TextField } from '../forms/TextField';
import { isNumericColumn, type ReportColumn } from '../grid/report-column';
import { normalizeSetup, type ChartSetup } from './chart-setup';
import { CHART_TYPES, canStack, isMap, isPieLike, type ChartType } from './chart-types';
import { seriesColumnProblem, setupProblem } from './chart-validation';
import { CHART_LABELS } from './messages';
import { FormActions } from '../forms/FormActions';

export interface ChartSetupModalProps {
  columns: readonly ReportColumn[];
  initial: ChartSetup;
  onAccept: (setup: ChartSetup) => void;
  onCancel: () => void;
}

/** Chart setup: type, categories, series, labels, legend, series mode, stacking and the map key. Enter accepts, Escape closes. */
export function ChartSetupModal({ columns, initial, onAccept, onCancel }: ChartSetupModalProps) {
  const id = useId();
  const [draft, setDraft] = useState<ChartSetup>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState('');
  const byKey = new Map(columns.map((c) => [c.di_column, c]));
  const pieLike = isPieLike(draft.type);
  const map = isMap(draft.type);
  const available = columns.filter((c) => !draft.series.includes(c.di_column));
  // The column to add: the one picked while it is still available, else the first available, as the select shows.
  const candidate = available.some((c) => c.di_column === picked) ? picked : (available[0]?.di_column ?? '');

  const update = (patch: Partial<ChartSetup>) => setDraft((d) => normalizeSetup({ ...d, ...patch }));

  const addSeries = () => {
    const column = byKey.get(candidate);
    if (!column) return;
    const refusal = seriesColumnProblem(column);
    setProblem(refusal);
    if (refusal) return;
    update({ series: [...draft.series, column.di_column] });
  };

  const removeSeries = (key: string) => update({ series: draft.series.filter((s) => s !== key) });
  const moveUp = (index: number) => {
    const series = [...draft.series];
    [series[index - 1], series[index]] = [series[index]!, series[index - 1]!];
    update({ series });
  };

  const accept = (event?: FormEvent) => {
    event?.preventDefault();
    const setup = normalizeSetup(draft);
    const refusal = setupProblem(setup, columns);
    setProblem(refusal);
    if (!refusal) onAccept(setup);
  };

  // Enter accepts from any field; buttons keep Enter for themselves (add, remove, move).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName === 'BUTTON' || target.tagName === 'TEXTAREA') return;
    event.preventDefault();
    accept();
  };

  // The series picker marks non-numeric columns, which it will refuse.
  const columnOptions = (keys: readonly ReportColumn[], markText = false) =>
    keys.map((c) => (
      <option key={c.di_column} value={c.di_column}>
        {markText && !isNumericColumn(c) ? `${c.di_descri} (no numérica)` : c.di_descri}
      </option>
    ));

  return (
    <Dialog titleId={`${id}-title`} className="chart-setup" onEscape={onCancel}>
      <form onSubmit={accept} onKeyDown={onKeyDown} noValidate>
        <div className="dialog__header">
          <h2 id={`${id}-title`} className="dialog__title">
            {CHART_LABELS.setupTitle}
          </h2>
          <button type="button" className="dialog__close" aria-label={CHART_LABELS.close} onClick={onCancel}>
            ×
          </button>
        </div>
        <FormAlert message={problem} />

        <fieldset className="chart-setup__types">
          <legend className="field__label">{CHART_LABELS.typePicker}</legend>
          {CHART_TYPES.map((t) => (
            <label key={t.type} className={t.note ? 'chart-setup__type chart-setup__type--flat' : 'chart-setup__type'} title={t.note}>
              <input type="radio" name={`${id}-type`} value={t.type} checked={draft.type === t.type} onChange={() => update({ type: t.type as ChartType })} />
              <span>{t.label}</span>
            </label>
          ))}
        </fieldset>

        <div className="chart-setup__row">
          {map ? (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-mapkey`}>
                {CHART_LABELS.mapKey}
              </label>
              <select
                id={`${id}-mapkey`}
                className="input"
                value={draft.mapKey ?? ''}
                onChange={(e) => update({ mapKey: e.target.value || null, legendColumn: e.target.value || null })}
              >
                <option value="">{CHART_LABELS.none}</option>
                {columnOptions(columns)}
              </select>
            </div>
          ) : (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-legend`}>
                {CHART_LABELS.legendColumn}
              </label>
              <select id={`${id}-legend`} className="input" value={draft.legendColumn ?? ''} onChange={(e) => update({ legendColumn: e.target.value || null })}>
                <option value="">{CHART_LABELS.none}</option>
                {columnOptions(columns)}
              </select>
            </div>
          )}
          <TextField id={`${id}-title-input`} name="vin_titgra" label={CHART_LABELS.title} value={draft.title} onChange={(title) => update({ title })} />
        </div>

        <fieldset className="chart-setup__series">
          <legend className="field__label">{CHART_LABELS.series}</legend>
          {draft.series.length === 0 ? (
            <p className="form-hint">{CHART_LABELS.noSeriesYet}</p>
          ) : (
            <ol className="chart-setup__series-list">
              {draft.series.map((key, index) => {
                const name = byKey.get(key)?.di_descri ?? key;
                return (
                  <li key={key}>
                    <span>{name}</span>
                    <button
                      type="button"
                      className="chart-setup__icon-btn"
                      aria-label={CHART_LABELS.moveSeriesUp(name)}
                      disabled={index === 0}
                      onClick={() => moveUp(index)}
                    >
                      ↑
                    </button>
                    <button type="button" className="chart-setup__icon-btn" aria-label={CHART_LABELS.removeSeries(name)} onClick={() => removeSeries(key)}>
                      ×
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          <div className="chart-setup__add">
            <label className="visually-hidden" htmlFor={`${id}-candidate`}>
              {CHART_LABELS.addSeriesColumn}
            </label>
            <select id={`${id}-candidate`} className="input" value={candidate} onChange={(e) => setPicked(e.target.value)} disabled={available.length === 0}>
              {columnOptions(available, true)}
            </select>
            <button type="button" className="btn btn--secondary" onClick={addSeries} disabled={available.length === 0}>
              {CHART_LABELS.addSeries}
            </button>
          </div>
        </fieldset>

        <div className="chart-setup__options">
          <label className="chart-setup__check">
            <input type="checkbox" checked={draft.showLabels} onChange={(e) => update({ showLabels: e.target.checked })} />
            {CHART_LABELS.showLabels}
          </label>
          <label className="chart-setup__check">
            <input type="checkbox" checked={draft.showLegend} onChange={(e) => update({ showLegend: e.target.checked })} />
            {CHART_LABELS.showLegend}
          </label>
          <label className="chart-setup__check">
            <input type="checkbox" checked={draft.stacked} disabled={!canStack(draft.type)} onChange={(e) => update({ stacked: e.target.checked })} />
            {CHART_LABELS.stacked}
          </label>
        </div>

        <fieldset className="chart-setup__mode" disabled={pieLike || map}>
          <legend className="field__label">{CHART_LABELS.seriesMode}</legend>
          <label className="chart-setup__check">
            <input type="radio" name={`${id}-mode`} checked={draft.seriesMode === 0} onChange={() => update({ seriesMode: 0 })} />
            {CHART_LABELS.seriesModeColumns}
          </label>
          <label className="chart-setup__check">
            <input type="radio" name={`${id}-mode`} checked={draft.seriesMode === 1} onChange={() => update({ seriesMode: 1 })} />
            {CHART_LABELS.seriesModeRows}
          </label>
          {pieLike && <p className="form-hint chart-setup__hint">{CHART_LABELS.pieForcesMode}</p>}
        </fieldset>

        <FormActions cancelLabel={CHART_LABELS.cancel} onCancel={onCancel} submitLabel={CHART_LABELS.accept} />
      </form>
    </Dialog>
  );
}
