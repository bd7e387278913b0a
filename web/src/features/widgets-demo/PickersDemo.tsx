/** Demo section; filled in by the widget it shows. */
export function PickersDemo() {
  return <p className="form-hint">Sección en preparación.</p>;
}
