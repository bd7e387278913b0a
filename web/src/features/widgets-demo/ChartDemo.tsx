/** Demo section; filled in by the widget it shows. */
export function ChartDemo() {
  return <p className="form-hint">Sección en preparación.</p>;
}
