import { useId } from 'react';
import type { CompanyListFieldsFragment } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { COMPANY_TEXT as T } from './messages';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';

/** The text support sends a client once the company is active, ready to copy. */
export function ActivationMessageModal({ company, onClose }: { company: CompanyListFieldsFragment; onClose: () => void }) {
  const id = useId();
  const text = T.activationModal.body(company.legalName, company.accessCode, company.ruc);
  async function copy() {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    toast.success(T.activationModal.copied);
  }
  return (
    <ModalFrame title={T.activationModal.title} onClose={onClose}>
      {() => (
        <>
          <label htmlFor={id}>{T.activationModal.intro}</label>
          <textarea id={id} className="activation-text" readOnly value={text} />
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {T.actions.close}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => void copy()}>
              {T.actions.copy}
            </button>
          </div>
        </>
      )}
    </ModalFrame>
  );
}
