import { useState } from 'react';
import { SMS_SEND_TEXT as S, SEND_TEXT as T } from './messages';
import { AddRecipientRow, RecipientFieldset } from './RecipientFieldset';
import type { RecipientListProps } from './RecipientList';

const MOBILE = /^\+?\d{7,15}$/;
/** The mobile as the server reads it: spaces, dashes, dots and brackets removed. */
export const cleanMobile = (mobile: string) => mobile.replace(/[\s\-.()]/g, '');
export const isMobile = (mobile: string) => MOBILE.test(cleanMobile(mobile));

/**
 * The recipients of the SMS mode: name and mobile with select flags. One without a mobile cannot
 * be selected: ticking it answers 'No tiene número de Celular!'. Optionally a row to add one.
 */
export function SmsRecipientList(props: RecipientListProps) {
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
  return (
    <RecipientFieldset
      contacts={props.contacts}
      states={props.states}
      itemKey={(c, i) => `${c.mobile ?? ''}-${i}`}
      renderLabel={(c, i, state) => (
        <>
          <input
            type="checkbox"
            checked={!!state?.selected}
            disabled={props.disabled}
            aria-label={S.select(c.mobile || c.name)}
            onChange={() => (c.mobile ? props.onToggle(i) : props.onInvalid(S.noMobile))}
          />
          {c.name !== c.mobile && <span className="send-recipients__name">{c.name}</span>}{' '}
          <span className="send-recipients__email">{c.mobile || S.noMobileLabel}</span>
        </>
      )}
    >
      {props.onAdd && (
        <AddRecipientRow
          disabled={props.disabled}
          onAdd={add}
          fields={[
            { id: 'envio-nuevo-celular', label: S.addMobile, value: mobile, onChange: setMobile, inputMode: 'tel' },
            { id: 'envio-nuevo-nombre-sms', label: T.addName, value: name, onChange: setName },
          ]}
        />
      )}
    </RecipientFieldset>
  );
}
