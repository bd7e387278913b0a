import { useState } from 'react';
import { SEND_TEXT as T } from './messages';

/** A recipient of the send modal: the address, the values of its placeholders, and its company/contact. */
export interface SendContact {
  email: string;
  name: string;
  /** The mobile number (the SMS mode sends to it; without one the recipient cannot be selected). */
  mobile?: string | null;
  values?: { prop: string; value: string }[];
  companyId?: number | null;
  contactId?: number | null;
}

export interface RecipientState {
  selected: boolean;
  result?: { ok: boolean; text: string };
}

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;
export const isEmail = (text: string) => EMAIL.test(text);

/** Recipients with their select flags and the outcome of each send; optionally a row to add one. */
export function RecipientList(props: {
  contacts: readonly SendContact[];
  states: readonly RecipientState[];
  disabled: boolean;
  onToggle: (index: number) => void;
  onAdd?: (contact: SendContact) => void;
  onInvalid: (message: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  function add() {
    const address = email.trim();
    if (!isEmail(address)) return props.onInvalid(T.invalidEmail(address));
    props.onAdd?.({ email: address, name: name.trim() || address, values: [{ prop: 'clp_nombre', value: name.trim() || address }] });
    setEmail('');
    setName('');
  }
  return (
    <fieldset className="send-recipients">
      <legend>{T.recipients}</legend>
      <ul className="send-recipients__list">
        {props.contacts.map((c, i) => {
          const state = props.states[i];
          return (
            <li key={`${c.email}-${i}`} className="send-recipients__item">
              <label>
                <input type="checkbox" checked={!!state?.selected} disabled={props.disabled || !c.email} aria-label={T.select(c.email || c.name)} onChange={() => props.onToggle(i)} />
                <span className="send-recipients__name">{c.name}</span> <span className="send-recipients__email">{c.email || T.noEmail}</span>
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
          <label className="visually-hidden" htmlFor="envio-nuevo-email">
            {T.addEmail}
          </label>
          <input id="envio-nuevo-email" className="input" placeholder={T.addEmail} value={email} disabled={props.disabled} onChange={(e) => setEmail(e.target.value)} onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }} />
          <label className="visually-hidden" htmlFor="envio-nuevo-nombre">
            {T.addName}
          </label>
          <input id="envio-nuevo-nombre" className="input" placeholder={T.addName} value={name} disabled={props.disabled} onChange={(e) => setName(e.target.value)} onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }} />
          <button type="button" className="btn btn--secondary" disabled={props.disabled} onClick={add}>
            {T.add}
          </button>
        </div>
      )}
    </fieldset>
  );
}
