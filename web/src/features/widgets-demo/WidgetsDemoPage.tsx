import { lazy, Suspense, useState, type ComponentType, type KeyboardEvent } from 'react';
import './widgets-demo.css';

/** Each section loads on demand, so the chart and export libraries stay out of the main bundle. */
const SECTIONS: ReadonlyArray<{ key: string; label: string; Component: ComponentType }> = [
  { key: 'grilla', label: 'Grilla de reportes', Component: lazy(() => import('./GridDemo').then((m) => ({ default: m.GridDemo }))) },
  { key: 'graficas', label: 'Panel de gráficas', Component: lazy(() => import('./ChartDemo').then((m) => ({ default: m.ChartDemo }))) },
  { key: 'selectores', label: 'Fechas y filtros', Component: lazy(() => import('./PickersDemo').then((m) => ({ default: m.PickersDemo }))) },
  { key: 'busquedas', label: 'Búsquedas', Component: lazy(() => import('./LookupDemo').then((m) => ({ default: m.LookupDemo }))) },
];

/** /administracion/widgets: the shared widgets on realistic data, to be looked at and tried. */
export function WidgetsDemoPage() {
  const [active, setActive] = useState(SECTIONS[0]!.key);
  const section = SECTIONS.find((s) => s.key === active) ?? SECTIONS[0]!;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = SECTIONS.findIndex((s) => s.key === active);
    const step = event.key === 'ArrowRight' ? 1 : SECTIONS.length - 1;
    const next = SECTIONS[(index + step) % SECTIONS.length]!;
    setActive(next.key);
    document.getElementById(`demo-tab-${next.key}`)?.focus();
  };

  return (
    <div className="page widgets-demo">
      <header className="widgets-demo__header">
        <h1>Componentes compartidos</h1>
        <p className="form-hint">Grilla, gráficas y controles de formulario que usan todas las pantallas, con datos de ejemplo.</p>
      </header>
      <div role="tablist" aria-label="Componentes" className="tabs tabs--large" onKeyDown={onKeyDown}>
        {SECTIONS.map((s) => (
          <button
            key={s.key}
            id={`demo-tab-${s.key}`}
            type="button"
            role="tab"
            aria-selected={s.key === active}
            aria-controls={`demo-panel-${s.key}`}
            tabIndex={s.key === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(s.key)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <section id={`demo-panel-${section.key}`} role="tabpanel" aria-labelledby={`demo-tab-${section.key}`} className="widgets-demo__panel">
        <Suspense fallback={<p className="form-hint">Cargando…</p>}>
          <section.Component />
        </Suspense>
      </section>
    </div>
  );
}
