import { useQuery } from '@apollo/client/react';
import { ReportFormListsDocument, ReportSectionsDocument, type ReportFormInput, type ModuleReportsQuery } from '../../generated/graphql';
import { DateRangePicker } from '../../widgets/forms/DateRangePicker';
import { PeriodPicker } from '../../widgets/forms/PeriodPicker';
import { REPORTS_TEXT as T } from './messages';
import { dmy, flagFields, showDay } from './report-form';

/** What the form needs of a report: its period, single date and flags (the consultas list and the administrator both have them). */
type ReportDef = Pick<ModuleReportsQuery['reports'][number], 'code' | 'message' | 'period' | 'singleDate' | 'associations' | 'items'>;
const PERIOD_CODE = { MONTHS: 2, MONTHS_ALT: 3, QUARTERS: 4 } as const;

export interface ReportCriteriaProps {
  /** The company whose warehouses, sections and users the lookups list. */
  companyId?: number | null;
  report: ReportDef;
  form: ReportFormInput;
  now: Date;
  onChange: (form: ReportFormInput) => void;
}

/** The filter form built from the report's flags: dates (range, single or period) and the code fields its flags enable. */
export function ReportCriteria({ companyId = null, report, form, now, onChange }: ReportCriteriaProps) {
  const fields = flagFields(report.associations, report.items);
  const uses = (field: keyof ReportFormInput) => fields.some((f) => f.field === field);
  // Warehouse, section and user are picked from the company's own lists (get_listas, get_secciones).
  const lists = useQuery(ReportFormListsDocument, {
    variables: { companyId },
    skip: !companyId || !(uses('warehouseId') || uses('userId')),
    context: { handledByCaller: true },
  });
  const sections = useQuery(ReportSectionsDocument, {
    variables: { companyId, warehouseId: form.warehouseId ?? null },
    skip: !companyId || !form.warehouseId || !uses('sectionId'),
    context: { handledByCaller: true },
  });
  const options: Partial<Record<keyof ReportFormInput, { id: number; label: string }[]>> = {
    warehouseId: lists.data?.reportFormLists.warehouses.map((w) => ({ id: w.id, label: `${w.establishment} ${w.name}` })),
    userId: lists.data?.reportFormLists.users.map((u) => ({ id: u.id, label: u.name })),
    sectionId: sections.data?.reportSections.map((x) => ({ id: x.id, label: `${x.number} ${x.name}` })),
  };
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
                {options[f.field] ? (
                  <select
                    id={id}
                    className="input"
                    required={f.required}
                    value={value === null || value === undefined ? '' : String(value)}
                    onChange={(e) =>
                      onChange({ ...form, [f.field]: Number(e.target.value) || null, ...(f.field === 'warehouseId' ? { sectionId: null } : {}) })
                    }
                  >
                    <option value="">{f.required ? 'Seleccione…' : 'Todos'}</option>
                    {options[f.field]!.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : (
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
                )}
              </div>
            );
          })}
        </div>
      )}
      {report.message && <p className="form-hint">{report.message}</p>}
    </div>
  );
}
