import type { Dispatch, ReactNode, SetStateAction } from 'react';
import type { FormValues, TextField } from './form-values';
import { creationMessages as m } from './messages';

interface Props {
  values: FormValues;
  setValues: Dispatch<SetStateAction<FormValues>>;
  field: (name: TextField, label: string, extra?: Record<string, unknown>) => ReactNode;
}

/** The optional second emission point, shown when its box is ticked. */
export function SecondPointSection({ values, setValues, field }: Props) {
  return (
    <fieldset className="cc-section">
      <legend>{m.sectionSecondPoint}</legend>
      <div className="cc-checks cc-checks--wide">
        <label>
          <input type="checkbox" checked={values.secondPoint} onChange={(e) => setValues((v) => ({ ...v, secondPoint: e.target.checked }))} />{' '}
          {m.addSecondPoint}
        </label>
      </div>
      {values.secondPoint && (
        <>
          {field('ptoemision2.numero', 'N.º del segundo punto', { maxLength: 3, inputMode: 'numeric' })}
          {field('ptoemision2.nombre', 'Nombre del segundo punto')}
          {field('ptoemision2.direccion', 'Dirección del segundo punto')}
          {field('ptoemision2.establecimiento', 'Establecimiento del segundo punto', {
            maxLength: 3,
            inputMode: 'numeric',
            hint: 'Otro número crea una sucursal.',
          })}
        </>
      )}
    </fieldset>
  );
}

/** The optional assistant (accountant) user, shown when its box is ticked. */
export function AssistantSection({ values, setValues, field }: Props) {
  return (
    <fieldset className="cc-section">
      <legend>{m.sectionAssistant}</legend>
      <div className="cc-checks cc-checks--wide">
        <label>
          <input type="checkbox" checked={values.assistant} onChange={(e) => setValues((v) => ({ ...v, assistant: e.target.checked }))} /> {m.addAssistant}
        </label>
      </div>
      {values.assistant && (
        <>
          {field('usuario2.usuario', 'Usuario de la contadora', { maxLength: 20, autoComplete: 'off' })}
          {field('usuario2.password', 'Clave de la contadora', { type: 'password', autoComplete: 'new-password' })}
          {field('usuario2.passwordconf', 'Confirmar clave de la contadora', { type: 'password', autoComplete: 'new-password' })}
          {field('usuario2.apenom', 'Apellidos y nombres de la contadora')}
          {field('usuario2.cedruc', 'Cédula de la contadora', { maxLength: 13, inputMode: 'numeric' })}
          {field('usuario2.email', 'Correo de la contadora', { type: 'email' })}
          {field('usuario2.celular', 'Celular de la contadora')}
        </>
      )}
    </fieldset>
  );
}
