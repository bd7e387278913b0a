import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useUnsavedChanges } from '../../widgets/forms/useUnsavedChanges';
import { errorField, errorMessage, isSessionError } from '../../app/graphql-errors';
import { highlightField } from '../../app/response';
import { EstablishmentDocument, EstablishmentFormDataDocument, EstablishmentsDocument, SaveEstablishmentDocument } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { NumberField } from '../../widgets/forms/NumberField';
import { TextField } from '../../widgets/forms/TextField';
import { SelectField } from './EstabFields';
import { checkEstablishmentForm, formFromEstablishment, inputFromForm, NEW_ESTABLISHMENT, REQUIRED, type EstablishmentForm } from './establishment-form';
import { ESTAB_TEXT, FIELD_LABEL } from './messages';
import './establishments.css';

export interface EstablishmentEditTabProps {
  companyId: number;
  /** null: a new establishment. */
  establishmentId: number | null;
  onDone: () => void;
}

type Key = keyof EstablishmentForm;

/** Establishment edit form (tab 4 of /empresas): every field of spec 000 §3; Guardar / Cancelar. */
export function EstablishmentEditTab({ companyId, establishmentId, onDone }: EstablishmentEditTabProps) {
  const ids = useId();
  const isNew = establishmentId === null;
  const options = useQuery(EstablishmentFormDataDocument);
  const current = useQuery(EstablishmentDocument, { variables: { companyId, id: establishmentId ?? 0 }, skip: isNew, fetchPolicy: 'network-only' });
  // A new branch starts from the head office's RUC and legal name.
  const list = useQuery(EstablishmentsDocument, { variables: { companyId }, skip: !isNew });
  const [save, { loading: saving }] = useMutation(SaveEstablishmentDocument, { context: { handledByCaller: true } });
  const [form, setForm] = useState<EstablishmentForm | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The form as loaded: edits are measured against it (leaving with edits asks first).
  const [loaded, setLoaded] = useState<string | null>(null);
  useUnsavedChanges(!!form && loaded !== null && JSON.stringify(form) !== loaded);

  useEffect(() => {
    if (form) return;
    if (!isNew && current.data) {
      // Deleted meanwhile (the lookup answers null): say so and go back to the list.
      if (!current.data.establishment) {
        toast.warning(ESTAB_TEXT.notFound(establishmentId ?? 0));
        return onDone();
      }
      const loadedForm = formFromEstablishment(current.data.establishment);
      setForm(loadedForm);
      setLoaded(JSON.stringify(loadedForm));
    }
    if (isNew && (list.data || list.error)) {
      const head = list.data?.establishments.items.find((e) => e.headOffice);
      const blank = { ...NEW_ESTABLISHMENT, ruc: head?.ruc ?? '', legalName: head?.legalName ?? '' };
      setForm(blank);
      setLoaded(JSON.stringify(blank));
    }
  }, [form, isNew, current.data, list.data, list.error]);

  const id = (key: Key) => `${ids}-${key}`;
  if (!form) return <p role="status">{ESTAB_TEXT.loading}</p>;

  const set = (key: Key) => (value: string) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setProblem(null);
  };
  const label = (key: Key) => (REQUIRED.includes(key) ? `${FIELD_LABEL[key as keyof typeof FIELD_LABEL]} *` : FIELD_LABEL[key as keyof typeof FIELD_LABEL]);
  const text = (key: Key, maxLength: number, extra: { wide?: boolean; type?: string } = {}) => (
    <div className={extra.wide ? 'estab-form__wide' : undefined}>
      <TextField
        id={id(key)}
        name={key}
        label={label(key)}
        type={extra.type}
        maxLength={maxLength}
        value={form[key]}
        onChange={set(key)}
        aria-required={REQUIRED.includes(key) || undefined}
      />
    </div>
  );
  const digits = (key: Key, maxLength: number) => (
    <NumberField
      id={id(key)}
      name={key}
      label={label(key)}
      integer
      maxLength={maxLength}
      value={form[key]}
      onChange={set(key)}
      aria-required={REQUIRED.includes(key) || undefined}
    />
  );
  const select = (key: Key, list: readonly { code: number; label: string }[], empty = false) => (
    <SelectField id={id(key)} name={key} label={label(key)} value={form[key]} options={list} empty={empty} onChange={set(key)} />
  );
  const section = (title: string, children: ReactNode) => (
    <fieldset>
      <legend className="estab-form__section">{title}</legend>
      {children}
    </fieldset>
  );

  const opts = options.data?.establishmentOptions;
  const provinces = options.data?.provinces ?? [];
  const cities = provinces.find((p) => String(p.id) === form.province)?.cities ?? [];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || !form) return;
    const broken = checkEstablishmentForm(form);
    if (broken) {
      setProblem(broken.message);
      highlightField(broken.field);
      return;
    }
    try {
      const { data } = await save({ variables: { companyId, input: inputFromForm(form, establishmentId) } });
      toast.success(data?.saveEstablishment.message ?? '');
      setLoaded(JSON.stringify(form));
      onDone();
    } catch (error) {
      if (isSessionError(error)) return;
      setProblem(errorMessage(error));
      const field = errorField(error);
      if (field) highlightField(field);
    }
  }

  return (
    <section aria-label={isNew ? ESTAB_TEXT.editTitleNew : ESTAB_TEXT.editTitle(form.number)}>
      <h2 className="estab-modal__subtitle">{isNew ? ESTAB_TEXT.editTitleNew : ESTAB_TEXT.editTitle(form.number)}</h2>
      <FormAlert message={problem} />
      <form className="estab-form" onSubmit={onSubmit} noValidate onKeyDown={(e) => e.key === 'Escape' && onDone()}>
        {section(
          'Identificación',
          <>
            {digits('ruc', 13)}
            {digits('number', 3)}
            {text('section', 60)}
            {text('description', 60)}
            {text('legalName', 300, { wide: true })}
            {select('type', opts?.establishmentTypes ?? [])}
            {select('taxpayerType', opts?.taxpayerTypes ?? [], true)}
            {select('closingType', opts?.closingTypes ?? [])}
            {digits('businessUnit', 6)}
          </>,
        )}
        {section(
          'Ubicación',
          <>
            <SelectField
              id={id('province')}
              name="province"
              label={label('province')}
              value={form.province}
              empty
              showCode={false}
              options={provinces.map((p) => ({ code: p.id, label: p.name }))}
              onChange={set('province')}
              aria-required
            />
            <div className="field">
              <label className="field__label" htmlFor={id('city')}>
                {label('city')}
              </label>
              <input
                id={id('city')}
                name="city"
                className="input"
                list={`${id('city')}-list`}
                maxLength={60}
                aria-required
                value={form.city}
                onChange={(e) => set('city')(e.target.value.toUpperCase())}
              />
              <datalist id={`${id('city')}-list`}>
                {cities.map((c) => (
                  <option key={c.id} value={c.name.toUpperCase()} />
                ))}
              </datalist>
            </div>
            {text('sector', 60)}
            {text('address', 300, { wide: true })}
          </>,
        )}
        {section(
          'Contacto',
          <>
            {text('phone', 30)}
            {text('mobile', 30)}
            {text('fax', 30)}
            {text('email', 150, { type: 'email' })}
            {text('website', 150)}
            {text('legalRepresentative', 150)}
            {text('economicActivity', 300, { wide: true })}
          </>,
        )}
        {section(
          'Facturación electrónica',
          <>
            {select('environment', opts?.environments ?? [])}
            {digits('numericCode', 8)}
            {text('specialTaxpayerAuth', 20)}
          </>,
        )}
        <div className="estab-form__actions">
          <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
            {ESTAB_TEXT.actions.save}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onDone}>
            {ESTAB_TEXT.actions.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
