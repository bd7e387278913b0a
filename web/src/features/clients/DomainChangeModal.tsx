import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ClientDomainsDocument } from '../../generated/graphql';
import { Dialog } from '../../widgets/feedback/Dialog';
import { browserNavigation, domainChangePath } from './domain-change';
import { CLIENT_TEXT } from './messages';
import { FormActions } from '../../widgets/forms/FormActions';

const T = CLIENT_TEXT.domainChange;

/** Lists the domains; accepting one reloads the browser to its change path. */
export function DomainChangeModal({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { data, loading } = useQuery(ClientDomainsDocument, { fetchPolicy: 'network-only' });
  const domains = data?.clientDomains ?? [];
  const [chosen, setChosen] = useState<number | null>(null);

  return (
    <Dialog titleId={titleId} className="clients-domain-modal" onEscape={onClose}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {T.title}
        </h2>
        <button type="button" className="dialog__close" aria-label={T.close} onClick={onClose}>
          ×
        </button>
      </div>
      <form
        aria-labelledby={titleId}
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen !== null) browserNavigation.reload(domainChangePath(chosen));
        }}
      >
        {loading && !data ? (
          <p role="status">{T.loading}</p>
        ) : domains.length === 0 ? (
          <p>{T.none}</p>
        ) : (
          <fieldset className="clients-domain-modal__list">
            <legend>{T.legend}</legend>
            {domains.map((d) => (
              <label key={d.id} className="clients-domain-modal__option">
                <input type="radio" name="dominio" value={d.id} checked={chosen === d.id} onChange={() => setChosen(d.id)} />
                <span>{d.name}</span>
                <span className="form-hint">{d.url}</span>
              </label>
            ))}
          </fieldset>
        )}
        <FormActions cancelLabel={T.cancel} onCancel={onClose} submitLabel={T.accept} disabled={chosen === null} />
      </form>
    </Dialog>
  );
}
