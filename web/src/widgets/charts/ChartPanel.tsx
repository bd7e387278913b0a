import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { confirm } from '../feedback/dialogs';
import { toast } from '../feedback/toasts';
import { FormAlert } from '../forms/FormAlert';
import type { ReportColumn, ReportRow } from '../grid/report-column';
import { DEFAULT_CHART_MAX_ROWS, mapKeyColumn, suggestedSetup } from './chart-defaults';
import { normalizeSetup, type ChartSetup } from './chart-setup';
import { canStep, ENLARGE_STEP, REPORT_CHART_HEIGHT, SHRINK_STEP, stepScale } from './chart-size';
import { buildChartModel, drawableSlices } from './chart-data';
import { CHART_TYPES, chartTypeLabel, isMap, isPieLike, type ChartType } from './chart-types';
import { dataProblem, setupProblem } from './chart-validation';
import { ChartSetupModal } from './ChartSetupModal';
import { ChartView } from './ChartView';
import { ExportMenu } from './ExportMenu';
import { exportChartPng } from './export-png';
import { initialRegion, MAP_REGIONS, regionValues, type MapRegion } from './maps/map-regions';
import { CHART_LABELS, CHART_MESSAGES } from './messages';
import './charts.css';

export interface ChartPanelProps {
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** The report's saved chart (see fromChartDefinition); null when it has none. */
  savedSetup: ChartSetup | null;
  /** Called with every setup the user accepts, so the screen can save it (see toChartDefinition). */
  onSetupChange?: (setup: ChartSetup) => void;
  /** Panel height before the size controls; the spec's report chart height by default. */
  height?: number;
  /** Width used until the panel has been measured (and where nothing measures, as in tests). */
  fallbackWidth?: number;
}

/** An informative line above the chart (the warnings use FormAlert). */
function InfoNote({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert chart-panel__info" role="status">
      <span aria-hidden="true">ℹ</span>
      <span>{message}</span>
    </div>
  );
}

function startRegion(setup: ChartSetup | null, rows: readonly ReportRow[]): MapRegion {
  if (!setup || !isMap(setup.type) || !setup.mapKey || !setup.series[0]) return initialRegion(null, []);
  return initialRegion(setup.mapKey, regionValues(rows, setup.mapKey, setup.series[0]));
}

/** The chart tab of the report grid: draws the saved chart, or explains why there is none, with setup, restore, size and export. */
export function ChartPanel({ columns, rows, savedSetup, onSetupChange, height = REPORT_CHART_HEIGHT, fallbackWidth = 960 }: ChartPanelProps) {
  const id = useId();
  const tooMuchData = rows.length > DEFAULT_CHART_MAX_ROWS;
  const [applied, setApplied] = useState<ChartSetup | null>(() => (savedSetup ? normalizeSetup(savedSetup) : null));
  const [setupOpen, setSetupOpen] = useState(() => !savedSetup && !tooMuchData);
  const [scale, setScale] = useState(1);
  const [region, setRegion] = useState<MapRegion>(() => startRegion(savedSetup, rows));
  const [measured, setMeasured] = useState(0);
  const area = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const measure = () => setMeasured(Math.floor(element.clientWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const baseWidth = measured > 0 ? measured : fallbackWidth;
  const width = Math.round(baseWidth * scale);
  const chartHeight = Math.round(height * scale);
  const problem = applied ? (setupProblem(applied, columns) ?? dataProblem(applied, columns, rows)) : null;
  const drawable = applied !== null && problem === null;
  // Categories a pie cannot give a slice (negative or zero): named above the chart, not silently dropped.
  const leftOut = useMemo(
    () => (drawable && isPieLike(applied.type) ? drawableSlices(buildChartModel(applied, columns, rows)).leftOut : []),
    [drawable, applied, columns, rows],
  );

  const apply = (setup: ChartSetup) => {
    setApplied(setup);
    if (isMap(setup.type) && !isMap(applied?.type)) setRegion(startRegion(setup, rows));
    onSetupChange?.(setup);
  };

  const changeType = (type: ChartType) => {
    const base = applied ?? suggestedSetup(columns);
    const next = normalizeSetup({ ...base, type, mapKey: base.mapKey ?? mapKeyColumn(columns) });
    const refusal = setupProblem(next, columns);
    if (refusal) toast.warning(refusal);
    else apply(next);
  };

  const restore = async () => {
    const accepted = await confirm({ title: CHART_LABELS.restoreTitle, message: CHART_MESSAGES.restoreConfirm });
    if (!accepted) return;
    setScale(1);
    if (savedSetup) {
      const setup = normalizeSetup(savedSetup);
      setApplied(setup);
      setRegion(startRegion(setup, rows));
      onSetupChange?.(setup);
    } else {
      setApplied(null);
      setSetupOpen(!tooMuchData);
    }
  };

  const exportPng = (targetWidth: number) => {
    // The chart's own SVG, not an icon: Nivo renders it as the canvas's first child.
    const svg = area.current?.querySelector<SVGSVGElement>('[data-testid="chart-canvas"] svg');
    if (!svg) return;
    exportChartPng(svg, targetWidth, applied?.title ?? '').catch((error: unknown) => {
      console.error(error);
      toast.error(error instanceof Error ? error.message : String(error));
    });
  };

  // A different saved chart starts the panel over. Compared by content, so a screen that rebuilds
  // the same definition on every render does not throw away what the user is looking at.
  const savedKey = JSON.stringify(savedSetup);
  const shownKey = useRef(savedKey);
  useEffect(() => {
    if (shownKey.current === savedKey) return;
    shownKey.current = savedKey;
    setApplied(savedSetup ? normalizeSetup(savedSetup) : null);
    setRegion(startRegion(savedSetup, rows));
    setScale(1);
    // savedKey stands for savedSetup; rows only matter together with a new saved chart.
  }, [savedKey]);

  return (
    <section className="chart-panel" aria-label={CHART_LABELS.panel}>
      <div className="chart-panel__toolbar">
        <div className="chart-panel__group">
          <label className="visually-hidden" htmlFor={`${id}-type`}>
            {CHART_LABELS.typePicker}
          </label>
          <select
            id={`${id}-type`}
            className="input chart-panel__type"
            value={applied?.type ?? ''}
            onChange={(e) => changeType(Number(e.target.value) as ChartType)}
          >
            {!applied && <option value="">{CHART_LABELS.typePicker}</option>}
            {CHART_TYPES.map((t) => (
              <option key={t.type} value={t.type} title={t.note}>
                {t.note ? `${t.label} (2D)` : t.label}
              </option>
            ))}
          </select>
          {applied && isMap(applied.type) && (
            <>
              <label className="chart-panel__inline-label" htmlFor={`${id}-region`}>
                {CHART_LABELS.map}
              </label>
              <select id={`${id}-region`} className="input chart-panel__region" value={region} onChange={(e) => setRegion(e.target.value as MapRegion)}>
                {MAP_REGIONS.map((r) => (
                  <option key={r.region} value={r.region}>
                    {r.label}
                  </option>
                ))}
              </select>
            </>
          )}
          <button type="button" className="btn btn--secondary" onClick={() => setSetupOpen(true)}>
            {CHART_LABELS.configure}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => void restore()}>
            {CHART_LABELS.restore}
          </button>
        </div>
        <div className="chart-panel__group">
          <button
            type="button"
            className="btn btn--secondary chart-panel__size"
            aria-label={CHART_LABELS.shrink}
            title={CHART_LABELS.shrink}
            disabled={!drawable || !canStep(scale, SHRINK_STEP)}
            onClick={() => setScale((s) => stepScale(s, SHRINK_STEP))}
          >
            −
          </button>
          <span className="chart-panel__scale" aria-live="polite">
            {CHART_LABELS.size(Math.round(scale * 100))}
          </span>
          <button
            type="button"
            className="btn btn--secondary chart-panel__size"
            aria-label={CHART_LABELS.enlarge}
            title={CHART_LABELS.enlarge}
            disabled={!drawable || !canStep(scale, ENLARGE_STEP)}
            onClick={() => setScale((s) => stepScale(s, ENLARGE_STEP))}
          >
            +
          </button>
          <ExportMenu disabled={!drawable} onExport={exportPng} />
        </div>
      </div>

      {applied?.title && <h3 className="chart-panel__title">{applied.title}</h3>}
      <FormAlert message={!applied && tooMuchData ? CHART_MESSAGES.tooMuchData : problem} />
      <InfoNote message={!applied && !tooMuchData ? CHART_MESSAGES.notConfigured : null} />
      <InfoNote message={leftOut.length > 0 ? CHART_MESSAGES.slicesLeftOut(leftOut) : null} />

      <div ref={area} className="chart-panel__area" style={{ minHeight: drawable ? undefined : 0 }}>
        {drawable && (
          <div
            className="chart-panel__canvas"
            role="figure"
            aria-label={applied.title || chartTypeLabel(applied.type ?? 0)}
            style={{ width, height: chartHeight }}
            data-testid="chart-canvas"
          >
            <ChartView setup={applied} columns={columns} rows={rows} width={width} height={chartHeight} mapRegion={region} onMapRegionChange={setRegion} />
          </div>
        )}
      </div>

      {setupOpen && (
        <ChartSetupModal
          columns={columns}
          initial={applied ?? suggestedSetup(columns)}
          onCancel={() => setSetupOpen(false)}
          onAccept={(setup) => {
            setSetupOpen(false);
            apply(setup);
          }}
        />
      )}
    </section>
  );
}
