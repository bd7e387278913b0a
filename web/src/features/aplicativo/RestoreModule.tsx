import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { isoToDisplayDate } from '@domain/dates';
import { DecodeAccessKeyDocument, RestoreElectronicDocumentDocument } from '../../generated/graphql';
import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { useAction } from '../../widgets/feedback/use-action';
import { APLICATIVO_TEXT } from './messages';
import { Field } from '../../widgets/forms/Field';

const T = APLICATIVO_TEXT.restore;

/** Module 4: checks an authorization number (49 digits, check digit), shows its parts and restores the document (confirmed). */
export function RestoreModule({ companyId }: { companyId: number }) {
  const [number, setNumber] = useState('');
  const [decode, decoded] = useLazyQuery(DecodeAccessKeyDocument, { fetchPolicy: 'network-only' });
  const [restore] = useMutation(RestoreElectronicDocumentDocument);
  const restoring = useAction();
  const key = number.trim();
  const lengthOk = () => {
    if (/^\d{49}$/.test(key)) return true;
    void showWarning(T.length);
    return false;
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!lengthOk()) return;
    const parts = await decode({ variables: { authorizationNumber: key } }).catch(() => undefined);
    if (!parts?.data) return;
    if (!(await confirm({ title: APLICATIVO_TEXT.confirmTitle, message: T.confirm(key) }))) return;
    await restoring.run(() => restore({ variables: { companyId, authorizationNumber: key } }), { message: (data) => data.restoreElectronicDocument.message });
  }
  const parts = decoded.data?.decodeAccessKey;
  return (
    <>
      <form className="aplicativo-form" aria-label={T.apply} onSubmit={submit}>
        <Field id="aplicativo-numaut" label={T.number}>
          <input
            id="aplicativo-numaut"
            name="numAutorizacion"
            className="input aplicativo-key"
            inputMode="numeric"
            maxLength={60}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
        </Field>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => lengthOk() && void decode({ variables: { authorizationNumber: key } }).catch(() => undefined)}
        >
          {T.decode}
        </button>
        <button type="submit" className="btn btn--primary" disabled={restoring.busy}>
          {T.apply}
        </button>
      </form>
      {parts && (
        <dl className="aplicativo-parts" aria-label={T.number}>
          {(Object.keys(T.parts) as (keyof typeof T.parts)[]).map((k) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{T.parts[k]}</dt>
              <dd>{k === 'issueDate' ? isoToDisplayDate(parts.issueDate) : parts[k]}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
