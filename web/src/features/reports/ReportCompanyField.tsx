import { useQuery } from '@apollo/client/react';
import { ReportCompaniesDocument } from '../../generated/graphql';
import { rememberReportCompany } from './report-company';
import { REPORTS_TEXT as T } from './messages';

/**
 * The company whose reports a screen shows (consultas, administrator, dashboard): the choice is
 * remembered for the detail windows opened from report rows.
 */
export function ReportCompanyField({
  id,
  value,
  onChange,
  className = 'field',
}: {
  id: string;
  value: number | null;
  onChange: (id: number | null) => void;
  className?: string;
}) {
  const companies = useQuery(ReportCompaniesDocument);
  return (
    <div className={className}>
      <label htmlFor={id}>{T.company}</label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        onChange={(e) => {
          const chosen = Number(e.target.value) || null;
          rememberReportCompany(chosen);
          onChange(chosen);
        }}
      >
        <option value="">{T.chooseCompany}</option>
        {(companies.data?.reportCompanies ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
