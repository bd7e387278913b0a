import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../widgets/forms/useUnsavedChanges';
import { errorField, errorMessage, isSessionError } from '../../app/graphql-errors';
import { CompanyCreationFormDocument, CreateCompanyDocument, type ProductVersionsQuery } from '../../generated/graphql';
import { TAXPAYER_CODE, codeText, enumOf } from '../establishments/establishment-codes';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { CreationField, CreationSelect, fieldId } from './CreationField';
import { checkForm, emptyForm, REQUIRED_FIELDS, TEXT_FIELDS, toInput, type FieldErrors, type FormValues, type TextField } from './form-values';
import { creationMessages as m } from './messages';
import { AssistantSection, SecondPointSection } from './OptionalSections';

type Version = ProductVersionsQuery['productVersions'][number];

function focusFirst(errors: FieldErrors) {
  const first = TEXT_FIELDS.find((f) => errors[f]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

/** Tab 2: the new-company form. Rules show beside each field; success goes back to tab 1. */
export function CompanyForm({ version, onCreated, onBack }: { version: Version; onCreated: (accessCode: string) => void; onBack: () => void }) {
  const { data } = useQuery(CompanyCreationFormDocument);
  const formData = data?.companyCreationForm;
  const [values, setValues] = useState<FormValues>(() => emptyForm());
  const [blank] = useState(() => JSON.stringify(emptyForm()));
  const { allowNext } = useUnsavedChanges(JSON.stringify(values) !== blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [createCompany, { loading }] = useMutation(CreateCompanyDocument, { context: { handledByCaller: true } });

  const set = (field: TextField) => (value: string) => {
    setValues((v) => ({ ...v, text: { ...v.text, [field]: value } }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: TextField, label: string, extra: Partial<Parameters<typeof CreationField>[0]> = {}) => (
    <CreationField
      name={field}
      label={label}
      value={values.text[field]}
      error={errors[field]}
      required={REQUIRED_FIELDS.has(field)}
      onChange={set(field)}
      {...extra}
    />
  );
  const provinces = formData?.provinces ?? [];
  const province = provinces.find((p) => String(p.code) === values.text['infoadc.provcod']);

  async function submit() {
    if (loading) return;
    const found = checkForm(values);
    setErrors(found);
    if (Object.keys(found).length) {
      setProblem(m.formHasErrors);
      focusFirst(found);
      return;
    }
    setProblem(null);
    try {
      const result = await createCompany({ variables: { input: toInput(values, version.id, province?.name ?? null) } });
      const created = result.data?.createCompany;
      if (created?.processed) {
        toast.success(created.message);
        setValues(emptyForm());
        allowNext();
        onCreated(created.accessCode);
      }
    } catch (error) {
      if (isSessionError(error)) return;
      const field = errorField(error) as TextField | undefined;
      const message = errorMessage(error);
      if (field && (TEXT_FIELDS as readonly string[]).includes(field)) {
        const next = { [field]: message } as FieldErrors;
        setErrors(next);
        focusFirst(next);
      }
      setProblem(message);
    }
  }

  const createKey: Hotkey = { key: 'F2', label: 'Crear empresa', action: submit };
  const hotkeys: Hotkey[] = [createKey];
  const { busy, trigger } = useHotkeys(hotkeys, { busy: loading });

  return (
    <form
      className="cc-form"
      aria-label={`Nueva empresa, versión ${version.name}`}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void trigger(createKey);
      }}
    >
      <HotkeyBar hotkeys={hotkeys} busy={busy} onTrigger={trigger} />
      <p className="cc-form__version">
        Versión: <strong>{version.name}</strong>
      </p>
      <FormAlert message={problem} />

      <fieldset className="cc-section">
        <legend>{m.sectionTaxpayer}</legend>
        {text('infocontrib.ruc', 'RUC', { maxLength: 13, inputMode: 'numeric', autoFocus: true })}
        {text('infocontrib.razonsocial', 'Razón social')}
        {text('infocontrib.nombrecomercial', 'Nombre comercial', { hint: m.defaultsHint })}
        {text('infocontrib.nroestab', 'N.º de establecimiento', { maxLength: 3, inputMode: 'numeric' })}
        {text('infocontrib.direccion', 'Dirección tributaria')}
        {text('infocontrib.email', 'Correo electrónico', { type: 'email' })}
        <CreationSelect
          name="infocontrib.contribuyente"
          label="Tipo de contribuyente"
          value={codeText(TAXPAYER_CODE, values.taxpayerType)}
          placeholder={m.selectProvince}
          options={(formData?.taxpayerTypes ?? []).map((t) => ({ value: String(t.code), label: t.label }))}
          onChange={(value) => setValues((v) => ({ ...v, taxpayerType: enumOf(TAXPAYER_CODE, value) ?? 'NOT_REQUIRED_TO_KEEP_ACCOUNTS' }))}
        />
        <div className="cc-checks">
          <label>
            <input type="checkbox" checked={values.rimpe} onChange={(e) => setValues((v) => ({ ...v, rimpe: e.target.checked }))} /> RIMPE
          </label>
          <label>
            <input type="checkbox" checked={values.withholdingAgent} onChange={(e) => setValues((v) => ({ ...v, withholdingAgent: e.target.checked }))} />{' '}
            Agente de retención
          </label>
        </div>
      </fieldset>

      <fieldset className="cc-section">
        <legend>{m.sectionPoint}</legend>
        {text('ptoemision.numero', 'N.º del punto', { maxLength: 3, inputMode: 'numeric' })}
        {text('ptoemision.nombre', 'Nombre del punto')}
        {text('ptoemision.direccion', 'Dirección del punto', { hint: 'Vacío: la dirección tributaria.' })}
        {text('ptoemision.establecimiento', 'Establecimiento del punto', { maxLength: 3, inputMode: 'numeric' })}
        {formData?.allowsManualPoint && (
          <CreationSelect
            name="ptoemision.tipo"
            label="Tipo de punto"
            value={values.pointType}
            placeholder={m.selectProvince}
            options={[
              { value: 'ELECTRONIC', label: 'Electrónico' },
              { value: 'MANUAL', label: 'Manual' },
            ]}
            onChange={(value) => setValues((v) => ({ ...v, pointType: value === 'MANUAL' ? 'MANUAL' : 'ELECTRONIC' }))}
          />
        )}
      </fieldset>

      <fieldset className="cc-section">
        <legend>{m.sectionAdditional}</legend>
        <CreationSelect
          name="infoadc.tipo"
          label={m.businessLine}
          value={values.text['infoadc.tipo']}
          error={errors['infoadc.tipo']}
          placeholder={m.selectBusinessLine}
          options={(formData?.businessLines ?? []).map((l) => ({ value: String(l.code), label: l.label }))}
          onChange={set('infoadc.tipo')}
        />
        {text('infoadc.telefono', 'Teléfono')}
        <CreationSelect
          name="infoadc.provcod"
          label="Provincia"
          required
          value={values.text['infoadc.provcod']}
          error={errors['infoadc.provcod']}
          placeholder={m.selectProvince}
          options={provinces.map((p) => ({ value: String(p.code), label: p.name }))}
          onChange={(value) => {
            set('infoadc.provcod')(value);
            set('infoadc.ciudad')('');
          }}
        />
        <CreationSelect
          name="infoadc.ciudad"
          label="Ciudad"
          required
          value={values.text['infoadc.ciudad']}
          error={errors['infoadc.ciudad']}
          placeholder={m.selectCity}
          options={(province?.cities ?? []).map((c) => ({ value: c, label: c }))}
          onChange={set('infoadc.ciudad')}
        />
        {text('infoadc.sector', 'Sector')}
        {text('infoadc.reprelegal', 'Representante legal', { hint: m.defaultsHint })}
        {text('infoadc.activeconomica', 'Actividad económica', { list: 'cc-activities' })}
        <datalist id="cc-activities">
          {(formData?.economicActivities ?? []).map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        {text('infoadc.nacion', 'Nacionalidad')}
        {text('infoadc.codpais', 'Código de país', { inputMode: 'numeric', maxLength: 4 })}
      </fieldset>

      <fieldset className="cc-section">
        <legend>{m.sectionUser}</legend>
        {text('usuario.usuario', 'Usuario', { autoComplete: 'off' })}
        {text('usuario.password', 'Clave', { type: 'password', autoComplete: 'new-password' })}
        {text('usuario.passwordconf', 'Confirmar clave', { type: 'password', autoComplete: 'new-password' })}
        <div className="cc-checks cc-checks--wide">
          <label>
            <input type="checkbox" checked={values.reuseTaxpayer} onChange={(e) => setValues((v) => ({ ...v, reuseTaxpayer: e.target.checked }))} />{' '}
            {m.reuseTaxpayer}
          </label>
        </div>
        {!values.reuseTaxpayer && (
          <>
            {text('usuario.apenom', 'Apellidos y nombres')}
            {text('usuario.cedruc', 'Cédula o RUC', { maxLength: 13, inputMode: 'numeric' })}
            {text('usuario.email', 'Correo del usuario', { type: 'email' })}
            {text('usuario.celular', 'Celular')}
          </>
        )}
      </fieldset>

      <SecondPointSection values={values} setValues={setValues} field={text} />
      <AssistantSection values={values} setValues={setValues} field={text} />

      <fieldset className="cc-section">
        <legend>{m.sectionAccess}</legend>
        {text('acceso', 'Código de acceso', { hint: m.accessHint, maxLength: 60 })}
      </fieldset>

      <div className="cc-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          {m.back}
        </button>
        <button type="submit" className="btn btn--primary" disabled={loading}>
          {loading ? m.creating : m.create}
        </button>
      </div>
    </form>
  );
}
