import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { isoToDisplayDate } from '@domain/dates';
import { DecodeAccessKeyDocument, RestoreElectronicDocumentDocument } from '../../generated/graphql';
import { confirm, showPopup } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';
import { toast } from '../../widgets/feedback/toasts';
import { APLICATIVO_TEXT } from './messages';

const T = APLICATIVO_TEXT.restore;

/** Module 4: checks an authorization number (49 digits, check digit), shows its parts and restores the document (confirmed). */
export function RestoreModule({ companyId }: { companyId: number }) {
  const [number, setNumber] = useState('');
  const [decode, decoded] = useLazyQuery(DecodeAccessKeyDocument, { fetchPolicy: 'network-only' });
  const [restore, restoring] = useMutation(RestoreElectronicDocumentDocument);
  const key = number.trim();
  const lengthOk = () => {
    if (/^\d{49}$/.test(key)) return true;
    void showPopup({ title: LEVEL_TITLES.warning, text: T.length, level: 'warning' });
    return false;
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!lengthOk()) return;
    const parts = await decode({ variables: { authorizationNumber: key } }).catch(() => undefined);
    if (!parts?.data) return;
    if (!(await confirm({ title: APLICATIVO_TEXT.confirmTitle, message: T.confirm(key) }))) return;
    const result = await restore({ variables: { companyId, authorizationNumber: key } }).catch(() => ({ data: undefined }));
    if (result.data) toast.success(result.data.restoreElectronicDocument.message);
  }
  const parts = decoded.data?.decodeAccessKey;
  return (
    <>
      <form className="aplicativo-form" aria-label={T.apply} onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor="aplicativo-numaut">
            {T.number}
          </label>
          <input id="aplicativo-numaut" name="numAutorizacion" className="input aplicativo-key" inputMode="numeric" maxLength={60} value={number} onChange={(e) => setNumber(e.target.value)} />
        </div>
        <button type="button" className="btn btn--secondary" onClick={() => lengthOk() && void decode({ variables: { authorizationNumber: key } }).catch(() => undefined)}>
          {T.decode}
        </button>
        <button type="submit" className="btn btn--primary" disabled={restoring.loading}>
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
