import type { ReportFormInput, ModuleReportsQuery } from '../../generated/graphql';
import { DateRangePicker } from '../../widgets/forms/DateRangePicker';
import { PeriodPicker } from '../../widgets/forms/PeriodPicker';
import { REPORTS_TEXT as T } from './messages';
import { dmy, flagFields, showDay } from './report-form';

type ReportDef = ModuleReportsQuery['reports'][number];
const PERIOD_CODE = { MONTHS: 2, MONTHS_ALT: 3, QUARTERS: 4 } as const;

export interface ReportCriteriaProps {
  report: ReportDef;
  form: ReportFormInput;
  now: Date;
  onChange: (form: ReportFormInput) => void;
}

/** The filter form built from the report's flags: dates (range, single or period) and the code fields its flags enable. */
export function ReportCriteria({ report, form, now, onChange }: ReportCriteriaProps) {
  const fields = flagFields(report.associations, report.items);
  const period = report.period === 'RANGE' ? null : PERIOD_CODE[report.period];
  return (
    <div className="report-criteria">
      {period ? (
        <PeriodPicker
          key={`${report.code}-period`}
          id={`criterio-${report.code}-periodo`}
          infPeriodo={period}
          now={now}
          onChange={(v) => onChange({ ...form, yearFrom: v.anioa, monthFrom: v.mesa, yearTo: v.aniob, monthTo: v.mesb })}
        />
      ) : (
        <DateRangePicker
          key={`${report.code}-${report.singleDate ? 'fecha' : 'rango'}`}
          id={`criterio-${report.code}-fechas`}
          single={report.singleDate}
          now={now}
          defaultValue={{ desde: form.from ? showDay(form.from) : dmy(now), hasta: form.to ? showDay(form.to) : dmy(now) }}
          onChange={(v) => onChange(report.singleDate ? { ...form, from: v.fromIso, to: v.fromIso } : { ...form, from: v.fromIso, to: v.toIso })}
        />
      )}
      {fields.length > 0 && (
        <div className="report-criteria__codes">
          {fields.map((f) => {
            const id = `criterio-${report.code}-${String(f.field)}`;
            const value = form[f.field];
            return (
              <div className="field" key={String(f.field)}>
                <label htmlFor={id}>
                  {f.label}
                  {f.required ? T.required : ''}
                </label>
                <input
                  id={id}
                  className="input"
                  inputMode={f.field === 'busNumber' ? 'text' : 'numeric'}
                  maxLength={20}
                  required={f.required}
                  value={value === null || value === undefined ? '' : String(value)}
                  onChange={(e) => {
                    const text = e.target.value.trim();
                    const next = f.field === 'busNumber' ? text || null : /^\d+$/.test(text) ? Number(text) : null;
                    onChange({ ...form, [f.field]: next });
                  }}
                />
              </div>
            );
          })}
        </div>
      )}
      {report.message && <p className="form-hint">{report.message}</p>}
    </div>
  );
}
