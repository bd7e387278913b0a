import { useMutation } from '@apollo/client/react';
import { ChangeCompanyStateDocument, type CompanyListFieldsFragment, type CompanyState } from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { useAction } from '../../widgets/feedback/use-action';
import { COMPANY_TEXT as T } from './messages';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { StateBadge } from './StateBadge';

export interface ChangeStateModalProps {
  company: CompanyListFieldsFragment;
  onClose: () => void;
  onChanged: () => void;
}

/** Offers only the changes spec 000 §4 allows for the company's state; each one is confirmed. */
export function ChangeStateModal({ company, onClose, onChanged }: ChangeStateModalProps) {
  const [change] = useMutation(ChangeCompanyStateDocument);
  const { run, busy } = useAction();

  async function apply(state: CompanyState) {
    if (busy) return;
    const accepted = await confirm({ title: T.confirmTitle, message: T.confirmStateChange(company.legalName) });
    if (!accepted) return;
    await run(() => change({ variables: { id: company.id, state } }), {
      message: (data) => data.changeCompanyState.message,
      onSuccess: () => {
        onChanged();
        onClose();
      },
    });
  }

  return (
    <ModalFrame title={T.stateModal.title} onClose={onClose}>
      {() => (
        <>
          <p>
            <strong>{company.legalName}</strong> ({company.accessCode})
          </p>
          <p>
            {T.stateModal.current}: <StateBadge label={company.stateView.label} color={company.stateView.color} />
          </p>
          <div role="group" aria-label={T.stateModal.offered} className="state-modal__actions">
            {company.stateActions.map((action) => (
              <button
                key={action.state}
                type="button"
                className={action.state === 'INACTIVE' ? 'btn btn--danger' : 'btn btn--primary'}
                disabled={busy}
                onClick={() => void apply(action.state)}
              >
                {action.label}
              </button>
            ))}
          </div>
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {T.actions.cancel}
            </button>
          </div>
        </>
      )}
    </ModalFrame>
  );
}
