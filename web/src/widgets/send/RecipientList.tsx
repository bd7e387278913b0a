import { useState } from 'react';
import { SEND_TEXT as T } from './messages';
import { AddRecipientRow, RecipientFieldset } from './RecipientFieldset';

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

/** The props of both recipient lists (e-mail and SMS). */
export interface RecipientListProps {
  contacts: readonly SendContact[];
  states: readonly RecipientState[];
  disabled: boolean;
  onToggle: (index: number) => void;
  onAdd?: (contact: SendContact) => void;
  onInvalid: (message: string) => void;
}

/** Recipients with their select flags and the outcome of each send; optionally a row to add one. */
export function RecipientList(props: RecipientListProps) {
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
    <RecipientFieldset
      contacts={props.contacts}
      states={props.states}
      itemKey={(c, i) => `${c.email}-${i}`}
      renderLabel={(c, i, state) => (
        <>
          <input
            type="checkbox"
            checked={!!state?.selected}
            disabled={props.disabled || !c.email}
            aria-label={T.select(c.email || c.name)}
            onChange={() => props.onToggle(i)}
          />
          <span className="send-recipients__name">{c.name}</span> <span className="send-recipients__email">{c.email || T.noEmail}</span>
        </>
      )}
    >
      {props.onAdd && (
        <AddRecipientRow
          disabled={props.disabled}
          onAdd={add}
          fields={[
            { id: 'envio-nuevo-email', label: T.addEmail, value: email, onChange: setEmail },
            { id: 'envio-nuevo-nombre', label: T.addName, value: name, onChange: setName },
          ]}
        />
      )}
    </RecipientFieldset>
  );
}
