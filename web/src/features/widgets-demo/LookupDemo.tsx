/** Demo section; filled in by the widget it shows. */
export function LookupDemo() {
  return <p className="form-hint">Sección en preparación.</p>;
}
