import { BusinessLineSelector } from '../../widgets/forms/BusinessLineSelector';
import { CompanyFilter } from '../../widgets/forms/CompanyFilter';
import { extraFilterCount, toggle, type CompanyListFilters } from './company-list-filter';
import { STATE_OPTIONS } from './company-states';
import { ADD_ON_NAMES, COMPANY_TEXT as T, SERVICE_NAMES } from './messages';
import { StateBadge } from './StateBadge';

export interface CompanyFiltersProps {
  value: CompanyListFilters;
  /** Search text typed but not yet submitted stays in the widget; every other change applies at once. */
  onSearchChange: (search: CompanyListFilters['search']) => void;
  onApply: (value: CompanyListFilters) => void;
}

function FlagGroup({
  legend,
  names,
  selected,
  onToggle,
}: {
  legend: string;
  names: Record<string, string>;
  selected: string[];
  onToggle: (key: string) => void;
}) {
  return (
    <fieldset className="company-filters__group">
      <legend>{legend}</legend>
      {Object.entries(names).map(([key, label]) => (
        <label key={key} className="company-filters__check">
          <input type="checkbox" name={`${legend}-${key}`} checked={selected.includes(key)} onChange={() => onToggle(key)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The list's filters: access/RUC search with status (CompanyFilter), then types, states, services and modules. */
export function CompanyFilters({ value, onSearchChange, onApply }: CompanyFiltersProps) {
  const count = extraFilterCount(value);
  return (
    <div className="company-filters">
      <CompanyFilter id="empresas-filtro" value={value.search} onChange={onSearchChange} onSubmit={(search) => onApply({ ...value, search })} />
      <details className="company-filters__more" open={count > 0 ? true : undefined}>
        <summary>
          {T.list.moreFilters}
          {count > 0 && ` · ${T.list.activeFilters(count)}`}
        </summary>
        <div className="company-filters__grid">
          <BusinessLineSelector
            id="empresas-tipos"
            legend={T.list.types}
            value={value.businessLines}
            onChange={(codes) => onApply({ ...value, businessLines: codes })}
          />
          <fieldset className="company-filters__group">
            <legend>{T.list.states}</legend>
            {STATE_OPTIONS.map((s) => (
              <label key={s.key} className="company-filters__check">
                <input
                  type="checkbox"
                  name={`estado-${s.key}`}
                  checked={value.stateLabels.includes(s.key)}
                  onChange={() => onApply({ ...value, stateLabels: toggle(value.stateLabels, s.key) })}
                />
                <StateBadge label={s.label} color={s.color} />
              </label>
            ))}
          </fieldset>
          <FlagGroup
            legend={T.list.services}
            names={SERVICE_NAMES}
            selected={value.services}
            onToggle={(k) => onApply({ ...value, services: toggle(value.services, k) })}
          />
          <FlagGroup
            legend={T.list.addOns}
            names={ADD_ON_NAMES}
            selected={value.addOns}
            onToggle={(k) => onApply({ ...value, addOns: toggle(value.addOns, k) })}
          />
        </div>
        {count > 0 && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => onApply({ ...value, businessLines: [], stateLabels: [], services: [], addOns: [] })}
          >
            {T.list.clearFilters}
          </button>
        )}
      </details>
    </div>
  );
}
