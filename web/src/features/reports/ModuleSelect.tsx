import type { ReportModule } from '../../generated/graphql';
import { MODULES } from './messages';

/** The 'Módulo' field of the report forms: the modules by name, after a blank choice. */
export function ModuleSelect({
  id,
  label = 'Módulo',
  blank,
  value,
  onChange,
}: {
  id: string;
  label?: string;
  blank: string;
  value: ReportModule | null;
  onChange: (module: ReportModule | null) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value ?? ''} onChange={(e) => onChange((e.target.value || null) as ReportModule | null)}>
        <option value="">{blank}</option>
        {Object.values(MODULES).map((m) => (
          <option key={m.code} value={m.code}>
            {m.name}
          </option>
        ))}
      </select>
    </div>
  );
}
