import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { CONTRACT_TYPES, FREE_CONTRACT } from '@domain/package-balance';
import { useCurrentUser } from '../../app/session';
import {
  ConnectionPackageDocument,
  CreateConnectionPackageDocument,
  EditConnectionPackageDocument,
  type ConnectionRowFieldsFragment,
} from '../../generated/graphql';
import { useAction } from '../../widgets/feedback/use-action';
import { ReadOnlyNotice } from '../../widgets/forms/ReadOnlyNotice';
import { DateField } from '../../widgets/forms/DateField';
import { TextField } from '../../widgets/forms/TextField';
import { useUnsavedChanges } from '../../widgets/forms/useUnsavedChanges';
import { InvoiceLookup } from './InvoiceLookup';
import { PACKAGE_TEXT as T } from './messages';
import { showWarning } from '../../widgets/feedback/dialogs';
import { badDate, CONTRACT_TYPE_CODES, contractTypeOf, newPackageValues, packageInput, packageValues, type PackageFormValues } from './package-form';
import type { ContractType } from '../../generated/graphql';
import { Field } from '../../widgets/forms/Field';

export type PackageFormMode = { kind: 'new'; company: ConnectionRowFieldsFragment } | { kind: 'edit'; company: ConnectionRowFieldsFragment; packageId: number };

/** Tab 2: a new package for the chosen company, or the chosen package (read-only until editing is enabled). */
export function PackageFormTab({ mode, onSaved }: { mode: PackageFormMode | null; onSaved: () => void }) {
  if (!mode) return <p className="form-hint">{T.form.noCompany}</p>;
  if (mode.kind === 'new') return <PackageForm key={`new-${mode.company.companyId}`} mode={mode} initial={newPackageValues()} onSaved={onSaved} />;
  return <EditPackage key={`edit-${mode.packageId}`} mode={mode} onSaved={onSaved} />;
}

function EditPackage({ mode, onSaved }: { mode: Extract<PackageFormMode, { kind: 'edit' }>; onSaved: () => void }) {
  const { data } = useQuery(ConnectionPackageDocument, { variables: { id: mode.packageId }, fetchPolicy: 'network-only' });
  if (!data) return <p className="form-hint">{T.list.loading}</p>;
  if (!data.connectionPackage) return <p className="form-hint">{T.form.packageGone(mode.packageId)}</p>;
  return <PackageForm mode={mode} initial={packageValues(data.connectionPackage)} onSaved={onSaved} />;
}

function PackageForm({ mode, initial, onSaved }: { mode: PackageFormMode; initial: PackageFormValues; onSaved: () => void }) {
  const [values, setValues] = useState(initial);
  const [editing, setEditing] = useState(mode.kind === 'new');
  const [create] = useMutation(CreateConnectionPackageDocument);
  const [edit] = useMutation(EditConnectionPackageDocument);
  const { run, busy } = useAction();
  const permisos = useCurrentUser().user?.permissions.find((p) => p.resource === 'conexiones');
  const create_ = permisos?.create ?? 0;
  const canEdit = (permisos?.edit ?? 0) > 0;
  const isAdmin = create_ > 2;
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  useUnsavedChanges(editing && JSON.stringify(values) !== saved);
  const set = (change: Partial<PackageFormValues>) => setValues((v) => ({ ...v, ...change }));
  const { company } = mode;
  const size = Number(values.packageSize) || 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !editing) return;
    // The API takes days as LocalDate: a typed day that is not one is refused here, in the API's words.
    const bad = badDate(values);
    if (bad) {
      document.getElementById(bad.field === 'purchaseDate' ? 'paquete-desde' : 'paquete-hasta')?.focus();
      await showWarning(bad.message);
      return;
    }
    const input = packageInput(values, mode.kind === 'new' ? company.companyId : null);
    await run(
      async () =>
        mode.kind === 'new'
          ? { data: (await create({ variables: { input } })).data?.createConnectionPackage }
          : { data: (await edit({ variables: { id: mode.packageId, input } })).data?.editConnectionPackage },
      {
        message: (result) => result.message,
        onSuccess: () => {
          setSaved(JSON.stringify(values));
          onSaved();
        },
      },
    );
  }

  return (
    <form className="package-form" onSubmit={submit} noValidate aria-label={mode.kind === 'new' ? T.form.newTitle : T.form.editTitle(mode.packageId)}>
      <div className="company-form__header">
        <h2>{mode.kind === 'new' ? T.form.newTitle : T.form.editTitle(mode.packageId)}</h2>
        <span className="form-hint">
          {T.form.company}: <strong>{company.legalName}</strong> ({company.ruc})
        </span>
      </div>
      {mode.kind === 'new' && company.packageId != null && (
        <p className="form-hint">
          {T.form.current}: {company.packageId} · {T.columns.saldo} {company.saldo}. {T.form.acquiredPreview(size, company.saldo)}
        </p>
      )}
      {!editing && canEdit && (
        <div className="alert alert--warning package-form__readonly" role="status">
          <span>{T.form.readOnly}</span>
          <button type="button" className="btn btn--secondary" onClick={() => setEditing(true)}>
            {T.actions.enableEdit}
          </button>
        </div>
      )}
      {!editing && !canEdit && <ReadOnlyNotice />}
      <fieldset className={editing || canEdit ? 'package-form__grid' : 'package-form__grid form--readonly'} disabled={!editing}>
        <TextField
          id="paquete-tamano"
          name="packageSize"
          label={T.form.packageSize}
          inputMode="numeric"
          value={values.packageSize}
          onChange={(v) => set({ packageSize: v.replace(/\D/g, '') })}
        />
        <Field id="paquete-tipo" label={T.form.contractType}>
          <select
            id="paquete-tipo"
            name="contractType"
            className="input"
            value={values.contractType}
            onChange={(e) => set({ contractType: e.target.value as ContractType })}
          >
            {CONTRACT_TYPES.map((t) => (
              <option key={t.value} value={contractTypeOf(t.value)}>
                {t.label}
              </option>
            ))}
          </select>
          {!isAdmin && CONTRACT_TYPE_CODES[values.contractType] === FREE_CONTRACT && <span className="form-hint">{T.form.freeAdminOnly}</span>}
        </Field>
        <DateField
          id="paquete-desde"
          name="purchaseDate"
          label={T.form.purchaseDate}
          today={new Date()}
          value={values.purchaseDate}
          onChange={(purchaseDate) => set({ purchaseDate })}
          onCommit={() => undefined}
        />
        <DateField
          id="paquete-hasta"
          name="endDate"
          label={T.form.endDate}
          today={new Date()}
          value={values.endDate}
          onChange={(endDate) => set({ endDate })}
          onCommit={() => undefined}
        />
        <TextField
          id="paquete-notificar"
          name="notifyPercentage"
          label={T.form.notifyPercentage}
          inputMode="numeric"
          value={values.notifyPercentage}
          onChange={(v) => set({ notifyPercentage: v.replace(/\D/g, '') })}
        />
        <label className="company-filters__check package-form__check">
          <input type="checkbox" name="block" checked={values.block} onChange={(e) => set({ block: e.target.checked })} />
          {T.form.block}
        </label>
        <div className="package-form__wide">
          <InvoiceLookup value={values.invoice} disabled={!editing} companyRuc={company.ruc} onChange={(invoice) => set({ invoice })} />
        </div>
        <Field id="paquete-observacion" label={T.form.note} className="package-form__wide">
          <textarea id="paquete-observacion" name="note" className="input" rows={2} value={values.note} onChange={(e) => set({ note: e.target.value })} />
        </Field>
      </fieldset>
      {editing && (
        <div className="company-form__footer">
          <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
            {T.actions.save}
          </button>
        </div>
      )}
    </form>
  );
}
