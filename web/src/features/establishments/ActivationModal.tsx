import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { errorField, errorMessage, isSessionError } from '../../app/graphql-errors';
import { ActivateEinvoicingDocument, EstablishmentFormDataDocument, type EstablishmentFieldsFragment } from '../../generated/graphql';
import { Dialog } from '../../widgets/feedback/Dialog';
import { toast } from '../../widgets/feedback/toasts';
import { NumberField } from '../../widgets/forms/NumberField';
import { activationFormFor, checkActivationForm, SPECIAL_TAXPAYER, type ActivationForm, type ActivationProblems } from './activation-form';
import { enumOf, TAXPAYER_CODE } from './establishment-codes';
import { FieldError, SelectField } from './EstabFields';
import { ESTAB_TEXT, FIELD_LABEL } from './messages';
import { FormActions } from '../../widgets/forms/FormActions';

interface Props {
  companyId: number;
  establishments: readonly EstablishmentFieldsFragment[];
  onActivated: () => void;
  onClose: () => void;
}

const ENVIRONMENTS = [
  { code: 1, label: 'Pruebas' },
  { code: 2, label: 'Producción' },
];

/**
 * Electronic invoicing activation (spec 000 §5): choose the head office, check its SRI data;
 * every broken rule shows under its field and the toast 'Existe errores en el envío del formulario'.
 */
export function ActivationModal({ companyId, establishments, onActivated, onClose }: Props) {
  const titleId = useId();
  const ids = useId();
  const { data: formData } = useQuery(EstablishmentFormDataDocument);
  const [activate, { loading }] = useMutation(ActivateEinvoicingDocument, { context: { handledByCaller: true } });
  const initial = establishments.find((e) => e.headOffice) ?? null;
  const [form, setForm] = useState<ActivationForm>(() => activationFormFor(initial));
  const [problems, setProblems] = useState<ActivationProblems>({});
  const id = (field: keyof ActivationForm) => `${ids}-${field}`;

  function set(field: keyof ActivationForm, value: string) {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  }

  function choose(value: string) {
    // Choosing the head office loads its data, forces environment 2 and code 12345678 if empty.
    setForm(activationFormFor(establishments.find((e) => String(e.id) === value) ?? null));
    setProblems({});
  }

  function showProblems(found: ActivationProblems) {
    setProblems(found);
    toast.error(ESTAB_TEXT.formErrors);
    const first = (Object.keys(found) as (keyof ActivationForm)[])[0];
    if (first) document.getElementById(id(first))?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const found = checkActivationForm(form);
    if (Object.keys(found).length) return showProblems(found);
    try {
      const { data } = await activate({
        variables: {
          companyId,
          input: {
            establishmentId: Number(form.establishmentId),
            address: form.address.trim(),
            email: form.email.trim(),
            taxpayerType: enumOf(TAXPAYER_CODE, form.taxpayerType),
            specialTaxpayerAuth: form.specialTaxpayerAuth.trim() || null,
            numericCode: form.numericCode.trim(),
          },
        },
      });
      toast.success(data?.activateEinvoicing.message ?? '');
      onActivated();
      onClose();
    } catch (error) {
      if (isSessionError(error)) return;
      const field = errorField(error);
      if (field && field in form) showProblems({ [field]: errorMessage(error) });
      else toast.error(errorMessage(error));
    }
  }

  const invalid = (field: keyof ActivationForm) => (problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(field)}-error` } : {});
  const inputClass = (field: keyof ActivationForm) => (problems[field] ? 'input input-error' : 'input');

  return (
    <Dialog titleId={titleId} className="estab-modal estab-modal--narrow" onEscape={onClose}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {ESTAB_TEXT.activationTitle}
        </h2>
        <button type="button" className="dialog__close" aria-label={ESTAB_TEXT.actions.close} onClick={onClose}>
          ×
        </button>
      </div>
      <form onSubmit={onSubmit} noValidate className="estab-modal__form">
        <SelectField
          id={id('establishmentId')}
          name="establishmentId"
          label={FIELD_LABEL.establishment}
          className="estab-form__wide"
          value={form.establishmentId}
          empty
          showCode={false}
          options={establishments.map((e) => ({ code: e.id, label: `${e.number} ${e.description}` }))}
          onChange={choose}
          problem={problems.establishmentId}
        />
        <div className="field estab-form__wide">
          <label className="field__label" htmlFor={id('address')}>
            {FIELD_LABEL.address}
          </label>
          <input
            id={id('address')}
            name="address"
            className={inputClass('address')}
            maxLength={300}
            value={form.address}
            onChange={(e) => set('address', e.target.value)}
            {...invalid('address')}
          />
          <FieldError id={id('address')} problem={problems.address} />
        </div>
        <div className="field estab-form__wide">
          <label className="field__label" htmlFor={id('email')}>
            {FIELD_LABEL.email}
          </label>
          <input
            id={id('email')}
            name="email"
            type="email"
            className={inputClass('email')}
            maxLength={150}
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            {...invalid('email')}
          />
          <FieldError id={id('email')} problem={problems.email} />
        </div>
        <SelectField
          id={id('taxpayerType')}
          name="taxpayerType"
          label={FIELD_LABEL.taxpayerType}
          className="estab-form__wide"
          value={form.taxpayerType}
          empty
          options={formData?.establishmentOptions.taxpayerTypes ?? []}
          onChange={(v) => set('taxpayerType', v)}
          problem={problems.taxpayerType}
        />
        <div className="field">
          <label className="field__label" htmlFor={id('specialTaxpayerAuth')}>
            {FIELD_LABEL.specialTaxpayerAuth}
          </label>
          <input
            id={id('specialTaxpayerAuth')}
            name="specialTaxpayerAuth"
            className={inputClass('specialTaxpayerAuth')}
            maxLength={20}
            value={form.specialTaxpayerAuth}
            aria-required={form.taxpayerType === SPECIAL_TAXPAYER}
            onChange={(e) => set('specialTaxpayerAuth', e.target.value)}
            {...invalid('specialTaxpayerAuth')}
          />
          <FieldError id={id('specialTaxpayerAuth')} problem={problems.specialTaxpayerAuth} />
        </div>
        <div className="estab-number">
          <NumberField
            id={id('numericCode')}
            name="numericCode"
            label={FIELD_LABEL.numericCode}
            integer
            maxLength={8}
            value={form.numericCode}
            onChange={(text) => set('numericCode', text)}
            className={problems.numericCode ? 'input-error' : undefined}
            {...invalid('numericCode')}
          />
          <FieldError id={id('numericCode')} problem={problems.numericCode} />
        </div>
        <SelectField
          id={id('environment')}
          name="environment"
          label={FIELD_LABEL.environment}
          value={form.environment}
          options={ENVIRONMENTS}
          onChange={() => {}}
          disabled
        />
        <FormActions
          cancelLabel={ESTAB_TEXT.actions.cancel}
          onCancel={onClose}
          submitLabel={ESTAB_TEXT.actions.activateSubmit}
          disabled={loading}
          ariaBusy={loading}
          className="estab-form__wide"
        />
      </form>
    </Dialog>
  );
}
