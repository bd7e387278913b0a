/** Default text of the notice above a form the user's profile only lets them read. */
export const READ_ONLY_TEXT = 'Su perfil no permite modificar estos datos.';

/**
 * The mark of a read-only form: a 'Solo lectura' notice above it; the form's fieldset gets
 * `disabled` and the class `form--readonly`, which shows its values as text rather than as
 * greyed inputs that look editable.
 */
export function ReadOnlyNotice({ text = READ_ONLY_TEXT }: { text?: string }) {
  return (
    <p className="readonly-notice" role="note" aria-label="Solo lectura">
      <span className="readonly-notice__badge">Solo lectura</span>
      <span>{text}</span>
    </p>
  );
}
