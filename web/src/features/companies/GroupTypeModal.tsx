import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { BulkChangeCompanyTypeDocument } from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { COMPANY_TEXT as T } from './messages';
import { ModalFrame } from './ModalFrame';

export interface GroupTypeModalProps {
  companyIds: number[];
  businessLines: ReadonlyArray<{ code: number; name: string }>;
  onClose: () => void;
  onChanged: () => void;
}

/** Puts every selected company under one company type (tac_codigo), or none. */
export function GroupTypeModal({ companyIds, businessLines, onClose, onChanged }: GroupTypeModalProps) {
  const id = useId();
  const [code, setCode] = useState(businessLines[0]?.code ?? -1);
  const [run, { loading }] = useMutation(BulkChangeCompanyTypeDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const name = businessLines.find((b) => b.code === code)?.name ?? T.typeModal.none;
    if (!(await confirm({ title: T.confirmTitle, message: T.confirmBulkType(companyIds.length, name) }))) return;
    const { data } = await run({ variables: { ids: companyIds, businessLine: code } }).catch(() => ({ data: undefined }));
    if (!data) return;
    toast.success(data.bulkChangeCompanyType.message);
    onChanged();
    onClose();
  }

  return (
    <ModalFrame title={T.typeModal.title} onClose={onClose}>
      {() => (
        <form onSubmit={submit} noValidate>
          <p>{T.bulkModal.companies(companyIds.length)}</p>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-tipo`}>
              {T.typeModal.type}
            </label>
            <select id={`${id}-tipo`} name="businessLine" className="input" value={code} onChange={(e) => setCode(Number(e.target.value))}>
              {businessLines.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.code} · {b.name}
                </option>
              ))}
              <option value={-1}>{T.typeModal.none}</option>
            </select>
          </div>
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {T.actions.cancel}
            </button>
            <button type="submit" className="btn btn--primary" disabled={loading} aria-busy={loading}>
              {T.actions.accept}
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
