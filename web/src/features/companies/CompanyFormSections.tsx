import { useId, type ChangeEvent } from 'react';
import type { CompanyFormOptionsQuery } from '../../generated/graphql';
import { TextField } from '../../widgets/forms/TextField';
import { ADD_ON_FLAGS, LOGO_MAX_BYTES, LOGO_TYPES, REQUIRED_FIELDS, SERVICE_FLAGS, type CompanyFormValues } from './company-form';
import { ADD_ON_NAMES, COMPANY_TEXT as T, SERVICE_NAMES } from './messages';
import { Field } from '../../widgets/forms/Field';

const E = T.edit;

export interface CompanyFormSectionsProps {
  values: CompanyFormValues;
  onChange: (change: Partial<CompanyFormValues>) => void;
  options: CompanyFormOptionsQuery['companyFormOptions'];
  hasDbPassword: boolean;
  /** The API hid the connection (server, port, database, user, password): only the schema is shown. */
  connectionHidden?: boolean;
  logo: string | null;
  onLogo: (dataUrl: string | null) => void;
  onLogoProblem: (message: string | null) => void;
}

function Select({
  id,
  name,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: number;
  onChange: (v: number) => void;
  children: React.ReactNode;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} name={name} className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {children}
      </select>
    </Field>
  );
}

/** The edit form's fieldsets: company, database connection, location, services, modules, logo. */
export function CompanyFormSections({
  values: v,
  onChange,
  options,
  hasDbPassword,
  connectionHidden = false,
  logo,
  onLogo,
  onLogoProblem,
}: CompanyFormSectionsProps) {
  const id = useId();
  const text = (name: keyof CompanyFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={String(v[name])}
      required={(REQUIRED_FIELDS as readonly string[]).includes(name)}
      onChange={(value) => onChange({ [name]: value })}
      {...extra}
    />
  );
  const cities = options.provinces.find((p) => p.code === v.province)?.cities ?? [];

  function pickLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return onLogoProblem(E.logoType);
    if (file.size > LOGO_MAX_BYTES) return onLogoProblem(E.logoSize);
    onLogoProblem(null);
    const reader = new FileReader();
    reader.onload = () => onLogo(String(reader.result));
    reader.readAsDataURL(file);
  }

  return (
    <>
      <fieldset className="company-form__section">
        <legend>{E.sections.general}</legend>
        <div className="company-form__grid">
          {text('accessCode', E.accessCode, { required: true, autoComplete: 'off' })}
          {text('legalName', E.legalName, { required: true })}
          {text('ruc', E.ruc, { inputMode: 'numeric', maxLength: 13 })}
          {text('address', E.address)}
          {text('phone', E.phone)}
          <Select
            id={`${id}-businessLine`}
            name="businessLine"
            label={E.businessLine}
            value={v.businessLine}
            onChange={(businessLine) => onChange({ businessLine })}
          >
            <option value={-1}>{E.none}</option>
            {options.businessLines.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </Select>
          <Select id={`${id}-accessType`} name="accessType" label={E.accessType} value={v.accessType} onChange={(accessType) => onChange({ accessType })}>
            {[1, 2].map((code) => (
              <option key={code} value={code}>
                {code} · {E.accessTypes[code]}
              </option>
            ))}
          </Select>
          {text('theme', E.theme)}
          <Select id={`${id}-countryCode`} name="countryCode" label={E.country} value={v.countryCode} onChange={(countryCode) => onChange({ countryCode })}>
            {options.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.code})
              </option>
            ))}
          </Select>
        </div>
      </fieldset>
      <fieldset className="company-form__section">
        <legend>{E.sections.database}</legend>
        {connectionHidden ? (
          <>
            <p className="form-hint">{E.connectionHidden}</p>
            <div className="company-form__grid">{text('dbSchema', E.dbSchema)}</div>
          </>
        ) : (
          <div className="company-form__grid">
            {text('dbHost', E.dbHost, { required: true })}
            {text('dbPort', E.dbPort, { required: true, inputMode: 'numeric' })}
            {text('dbName', E.dbName, { required: true })}
            {text('dbSchema', E.dbSchema)}
            {text('dbUser', E.dbUser, { autoComplete: 'off' })}
            {text('dbPassword', E.dbPassword, {
              type: 'password',
              autoComplete: 'new-password',
              placeholder: hasDbPassword ? E.dbPasswordKept : E.dbPasswordNone,
            })}
          </div>
        )}
      </fieldset>
      <fieldset className="company-form__section">
        <legend>{E.sections.location}</legend>
        <div className="company-form__grid">
          <Select id={`${id}-province`} name="province" label={E.province} value={v.province} onChange={(province) => onChange({ province })}>
            {options.provinces.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </Select>
          {text('city', E.city, { list: `${id}-cities` })}
          <datalist id={`${id}-cities`}>
            {cities.map((c) => (
              <option key={c} value={c.toUpperCase()} />
            ))}
          </datalist>
          <label className="company-filters__check">
            <input type="checkbox" name="readOnly" checked={v.readOnly} onChange={(e) => onChange({ readOnly: e.target.checked })} />
            {E.readOnly}
          </label>
        </div>
      </fieldset>
      <fieldset className="company-form__section">
        <legend>{E.sections.services}</legend>
        <div className="company-form__flags">
          {SERVICE_FLAGS.map((key) => (
            <label key={key} className="company-filters__check">
              <input
                type="checkbox"
                name={`services.${key}`}
                checked={v.services[key]}
                onChange={(e) => onChange({ services: { ...v.services, [key]: e.target.checked } })}
              />
              {SERVICE_NAMES[key]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="company-form__section">
        <legend>{E.sections.addOns}</legend>
        <div className="company-form__flags">
          {ADD_ON_FLAGS.map((key) => (
            <label key={key} className="company-filters__check">
              <input
                type="checkbox"
                name={`addOns.${key}`}
                checked={v.addOns[key]}
                onChange={(e) => onChange({ addOns: { ...v.addOns, [key]: e.target.checked } })}
              />
              {ADD_ON_NAMES[key]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="company-form__section">
        <legend>{E.sections.logo}</legend>
        <div className="company-form__logo">
          {logo ? <img src={logo} alt={E.sections.logo} /> : <span className="form-hint">{E.noLogo}</span>}
          <label className="btn btn--secondary" htmlFor={`${id}-logo`}>
            {E.logoPick}
          </label>
          <input id={`${id}-logo`} name="logo" type="file" accept={LOGO_TYPES.join(',')} className="visually-hidden" onChange={pickLogo} />
          {logo && (
            <button type="button" className="btn btn--secondary" onClick={() => onLogo(null)}>
              {E.logoRemove}
            </button>
          )}
          <span className="form-hint">{E.logoHint}</span>
        </div>
      </fieldset>
    </>
  );
}
