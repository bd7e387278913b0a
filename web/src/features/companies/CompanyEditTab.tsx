import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { errorMessage, isSessionError } from '../../app/graphql-errors';
import { highlightField } from '../../app/response';
import { useCurrentUser } from '../../app/session';
import {
  CompanyEditDocument,
  CompanyFormOptionsDocument,
  SaveCompanyDocument,
  type CompanyEditFieldsFragment,
  type CompanyFormOptionsQuery,
} from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { ReadOnlyNotice } from '../../widgets/forms/ReadOnlyNotice';
import { useUnsavedChanges } from '../../widgets/forms/useUnsavedChanges';
import { connectionHidden, firstEmptyRequired, formValues, saveInput, type CompanyFormValues } from './company-form';
import { CompanyFormSections } from './CompanyFormSections';
import { COMPANY_TEXT as T } from './messages';
import { HistoryModal } from './HistoryModal';
import { StateBadge } from './StateBadge';
import './companies.css';

export interface CompanyEditTabProps {
  companyId: number;
  onSaved?: () => void;
}

/** Company edit form (tab 2 of /empresas, also used from /clientes): every field of spec 000 §3. */
export function CompanyEditTab({ companyId, onSaved }: CompanyEditTabProps) {
  const { data, loading, error } = useQuery(CompanyEditDocument, { variables: { id: companyId }, fetchPolicy: 'network-only' });
  const options = useQuery(CompanyFormOptionsDocument);
  if (error) return <FormAlert message={errorMessage(error)} />;
  if (loading || !data || !options.data) return <p className="form-hint">{T.edit.loading}</p>;
  if (!data.company) return <FormAlert message={T.edit.notFound} />;
  // A new company id starts a new form; saving the same company keeps what is on screen.
  return <CompanyForm key={companyId} company={data.company} logo={data.companyLogo ?? null} options={options.data.companyFormOptions} onSaved={onSaved} />;
}

interface CompanyFormProps {
  company: CompanyEditFieldsFragment;
  logo: string | null;
  options: CompanyFormOptionsQuery['companyFormOptions'];
  onSaved?: () => void;
}

function CompanyForm({ company, logo, options, onSaved }: CompanyFormProps) {
  const [values, setValues] = useState<CompanyFormValues>(() => formValues(company));
  // undefined: the logo was not touched; null: removed; a data URL: a new one.
  const [newLogo, setNewLogo] = useState<string | null | undefined>(undefined);
  const [required, setRequired] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [save, { loading }] = useMutation(SaveCompanyDocument, { context: { handledByCaller: true } });
  // Saving needs 'editar' on empresas; a read-only user sees the company without the save button.
  const canEdit = (useCurrentUser().user?.permissions.find((p) => p.resource === 'empresas')?.edit ?? 0) > 0;
  const [saved, setSaved] = useState(() => JSON.stringify(formValues(company)));
  // Users who do not administer companies get no connection data: its fields stay off the form.
  const hidden = connectionHidden(company);
  useUnsavedChanges(canEdit && (newLogo !== undefined || JSON.stringify({ ...values, dbPassword: '' }) !== saved || values.dbPassword !== ''));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const empty = firstEmptyRequired(values, hidden);
    if (empty) {
      setProblem(null);
      setRequired(true);
      highlightField(empty);
      return;
    }
    setRequired(false);
    setProblem(null);
    try {
      const { data } = await save({ variables: { input: saveInput(company.id, values, newLogo, hidden) } });
      if (!data) return;
      toast.success(data.saveCompany.message);
      setValues((v) => ({ ...v, dbPassword: '' }));
      setSaved(JSON.stringify({ ...values, dbPassword: '' }));
      setNewLogo(undefined);
      onSaved?.();
    } catch (caught) {
      if (isSessionError(caught)) return;
      const message = errorMessage(caught);
      if (message === T.requiredFields) setRequired(true);
      else setProblem(message);
    }
  }

  const shownLogo = newLogo === undefined ? logo : newLogo;
  return (
    <form className="company-form" onSubmit={submit} noValidate aria-label={T.tabs.edit}>
      <div className="company-form__header">
        <h2>
          {company.legalName} <span className="form-hint">({company.accessCode})</span>
        </h2>
        <StateBadge label={company.stateView.label} color={company.stateView.color} />
        <button type="button" className="btn btn--secondary company-form__history" onClick={() => setHistoryOpen(true)}>
          {T.actions.history}
        </button>
      </div>
      {historyOpen && <HistoryModal companyId={company.id} companyName={company.legalName} onClose={() => setHistoryOpen(false)} />}
      {required && (
        <div className="alert alert--warning" role="alert">
          <strong>{T.requiredTitle}</strong>
          <span>{T.requiredFields}</span>
        </div>
      )}
      <FormAlert message={problem} />
      {!canEdit && <ReadOnlyNotice />}
      <fieldset className={canEdit ? 'company-form__all' : 'company-form__all form--readonly'} disabled={!canEdit}>
        <CompanyFormSections
          values={values}
          onChange={(change) => setValues((v) => ({ ...v, ...change }))}
          options={options}
          hasDbPassword={company.hasDbPassword ?? false}
          connectionHidden={hidden}
          logo={shownLogo}
          onLogo={setNewLogo}
          onLogoProblem={setProblem}
        />
      </fieldset>
      {canEdit && (
        <div className="company-form__footer">
          <button type="submit" className="btn btn--primary" disabled={loading} aria-busy={loading}>
            {T.actions.save}
          </button>
        </div>
      )}
    </form>
  );
}
