import type { KeyboardEvent, ReactNode } from 'react';
import { SEND_TEXT as T } from './messages';
import type { RecipientState, SendContact } from './RecipientList';

/**
 * The frame shared by the recipient lists of the send modal (e-mail and SMS): one row per
 * recipient with its select box (drawn by `renderLabel`) and the outcome of its send, then the
 * optional row to add one.
 */
export function RecipientFieldset(props: {
  contacts: readonly SendContact[];
  states: readonly RecipientState[];
  itemKey: (contact: SendContact, index: number) => string;
  renderLabel: (contact: SendContact, index: number, state: RecipientState | undefined) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <fieldset className="send-recipients">
      <legend>{T.recipients}</legend>
      <ul className="send-recipients__list">
        {props.contacts.map((c, i) => {
          const state = props.states[i];
          return (
            <li key={props.itemKey(c, i)} className="send-recipients__item">
              <label>{props.renderLabel(c, i, state)}</label>
              {state?.result && (
                <span className={`send-recipients__result send-recipients__result--${state.result.ok ? 'ok' : 'error'}`} role="status">
                  {state.result.text}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {props.children}
    </fieldset>
  );
}

export interface AddRecipientField {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'tel';
}

/** The row to add a recipient: its inputs (Enter adds) and the add button. */
export function AddRecipientRow({ fields, disabled, onAdd }: { fields: readonly AddRecipientField[]; disabled: boolean; onAdd: () => void }) {
  const onEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onAdd();
    }
  };
  return (
    <div className="send-recipients__add">
      {fields.map((f) => [
        <label key={`${f.id}-label`} className="visually-hidden" htmlFor={f.id}>
          {f.label}
        </label>,
        <input
          key={f.id}
          id={f.id}
          className="input"
          inputMode={f.inputMode}
          placeholder={f.label}
          value={f.value}
          disabled={disabled}
          onChange={(e) => f.onChange(e.target.value)}
          onKeyDown={onEnter}
        />,
      ])}
      <button type="button" className="btn btn--secondary" disabled={disabled} onClick={onAdd}>
        {T.add}
      </button>
    </div>
  );
}
