import { useState, type FormEvent } from 'react';
import { showWarning } from '../../widgets/feedback/dialogs';
import type { DoctorSearch, SearchBy } from './doctor-search';
import { EMPTY_SEARCH } from './doctor-search';
import { DOCTOR_TEXT as T } from './messages';

interface Option {
  value: number;
  label: string;
}

function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: number | null;
  options: readonly Option[];
  onChange: (v: number | null) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="input" value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{T.search.all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search form: by cédula/RUC or by name (applied on Buscar or Enter; an empty text gets the
 * spec's warning), and the plan type, plan state and validity filters, applied as they change.
 */
export function DoctorSearchForm({ value, onApply }: { value: DoctorSearch; onApply: (next: DoctorSearch) => void }) {
  const [searchBy, setSearchBy] = useState<SearchBy>(value.searchBy);
  const [text, setText] = useState(value.text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      void showWarning(searchBy === 'ID' ? T.searchIdRequired : T.searchNameRequired);
      return;
    }
    onApply({ ...value, searchBy, text: text.trim() });
  };
  return (
    <form className="doctor-search" role="search" aria-label={T.search.form} onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor="medicos-por">
          {T.search.by}
        </label>
        <select id="medicos-por" name="filtro" className="input" value={searchBy} onChange={(e) => setSearchBy(e.target.value as SearchBy)}>
          <option value="ID">{T.search.byId}</option>
          <option value="NAME">{T.search.byName}</option>
        </select>
      </div>
      <div className="field doctor-search__text">
        <label className="field__label" htmlFor="medicos-busqueda">
          {T.search.text}
        </label>
        <input
          id="medicos-busqueda"
          name="text"
          className="input"
          inputMode={searchBy === 'ID' ? 'numeric' : 'text'}
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary">
        {T.search.submit}
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => {
          setText('');
          setSearchBy(EMPTY_SEARCH.searchBy);
          onApply(EMPTY_SEARCH);
        }}
      >
        {T.search.clear}
      </button>
      <FilterSelect
        id="medicos-tipo"
        name="planType"
        label={T.search.planType}
        value={value.planType}
        options={T.planTypes}
        onChange={(planType) => onApply({ ...value, planType })}
      />
      <FilterSelect
        id="medicos-estado"
        name="planState"
        label={T.search.planState}
        value={value.planState}
        options={T.planStates}
        onChange={(planState) => onApply({ ...value, planState })}
      />
      <FilterSelect
        id="medicos-validez"
        name="validity"
        label={T.search.validity}
        value={value.validity}
        options={T.validities}
        onChange={(validity) => onApply({ ...value, validity })}
      />
    </form>
  );
}
