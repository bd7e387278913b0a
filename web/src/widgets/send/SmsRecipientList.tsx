import { useState } from 'react';
import { SMS_SEND_TEXT as S, SEND_TEXT as T } from './messages';
import type { RecipientState, SendContact } from './RecipientList';

const MOBILE = /^\+?\d{7,15}$/;
/** The mobile as the server reads it: spaces, dashes, dots and brackets removed. */
export const cleanMobile = (mobile: string) => mobile.replace(/[\s\-.()]/g, '');
export const isMobile = (mobile: string) => MOBILE.test(cleanMobile(mobile));

/**
 * The recipients of the SMS mode: name and mobile with select flags. One without a mobile cannot
 * be selected: ticking it answers 'No tiene número de Celular!'. Optionally a row to add one.
 */
export function SmsRecipientList(props: {
  contacts: readonly SendContact[];
  states: readonly RecipientState[];
  disabled: boolean;
  onToggle: (index: number) => void;
  onAdd?: (contact: SendContact) => void;
  onInvalid: (message: string) => void;
}) {
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  function add() {
    const number = cleanMobile(mobile.trim());
    if (!number) return props.onInvalid(S.noMobile);
    if (!isMobile(number)) return props.onInvalid(S.invalidMobile(mobile.trim()));
    props.onAdd?.({ email: '', mobile: number, name: name.trim() || number, values: [{ prop: 'clp_nombre', value: name.trim() || number }] });
    setMobile('');
    setName('');
  }
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <fieldset className="send-recipients">
      <legend>{T.recipients}</legend>
      <ul className="send-recipients__list">
        {props.contacts.map((c, i) => {
          const state = props.states[i];
          return (
            <li key={`${c.mobile ?? ''}-${i}`} className="send-recipients__item">
              <label>
                <input
                  type="checkbox"
                  checked={!!state?.selected}
                  disabled={props.disabled}
                  aria-label={S.select(c.mobile || c.name)}
                  onChange={() => (c.mobile ? props.onToggle(i) : props.onInvalid(S.noMobile))}
                />
                {c.name !== c.mobile && <span className="send-recipients__name">{c.name}</span>} <span className="send-recipients__email">{c.mobile || S.noMobileLabel}</span>
              </label>
              {state?.result && (
                <span className={`send-recipients__result send-recipients__result--${state.result.ok ? 'ok' : 'error'}`} role="status">
                  {state.result.text}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {props.onAdd && (
        <div className="send-recipients__add">
          <label className="visually-hidden" htmlFor="envio-nuevo-celular">
            {S.addMobile}
          </label>
          <input id="envio-nuevo-celular" className="input" inputMode="tel" placeholder={S.addMobile} value={mobile} disabled={props.disabled} onChange={(e) => setMobile(e.target.value)} onKeyDown={onEnter} />
          <label className="visually-hidden" htmlFor="envio-nuevo-nombre-sms">
            {T.addName}
          </label>
          <input id="envio-nuevo-nombre-sms" className="input" placeholder={T.addName} value={name} disabled={props.disabled} onChange={(e) => setName(e.target.value)} onKeyDown={onEnter} />
          <button type="button" className="btn btn--secondary" disabled={props.disabled} onClick={add}>
            {T.add}
          </button>
        </div>
      )}
    </fieldset>
  );
}
