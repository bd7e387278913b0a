import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  CopyReportDocument,
  MassChangeReportsDocument,
  ReportCompaniesDocument,
  type MultiResultFieldsFragment,
  type ReportModule,
} from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { ModuleSelect } from './ModuleSelect';

export const MULTI_TEXT = {
  copyTitle: 'Copiar informe a bases de datos',
  massTitle: 'Cambio masivo en empresas',
  noCompanies: 'Seleccione al menos una empresa',
  nothing: 'Indique qué cambiar',
} as const;

export interface ReportCompaniesModalProps {
  mode: 'copy' | 'mass';
  companyId: number;
  report: { code: number; name: string; functionName: string };
  onClose: () => void;
}

/**
 * Copy to databases or mass change (update_all) across companies: pick the companies, then each
 * is applied in its own transaction; the answer lists each company's result. cod -1 is an error,
 * any other non-1 code a warning that stays until closed (partial completion).
 */
export function ReportCompaniesModal({ mode, companyId, report, onClose }: ReportCompaniesModalProps) {
  const companies = useQuery(ReportCompaniesDocument);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [change, setChange] = useState<{
    name: string;
    message: string;
    module: ReportModule | '';
    active: '' | 'T' | 'F';
  }>({ name: '', message: '', module: '', active: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<MultiResultFieldsFragment | null>(null);
  const [copy, copying] = useMutation(CopyReportDocument);
  const [mass, changing] = useMutation(MassChangeReportsDocument);
  const list = (companies.data?.reportCompanies ?? []).filter((c) => mode === 'mass' || c.id !== companyId);
  const toggle = (id: number) => setChosen((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return setProblem(MULTI_TEXT.noCompanies);
    const targets = [...chosen];
    let answer: MultiResultFieldsFragment | undefined;
    if (mode === 'copy') {
      answer = (
        await copy({
          variables: {
            companyId,
            code: report.code,
            targetCompanyIds: targets,
          },
        }).catch(() => null)
      )?.data?.copyReport;
    } else {
      const input = {
        functionName: report.functionName,
        companyIds: targets,
        name: change.name.trim() || null,
        message: change.message.trim() || null,
        module: change.module || null,
        active: change.active === '' ? null : change.active === 'T',
      };
      if (!input.name && !input.message && !input.module && input.active === null) return setProblem(MULTI_TEXT.nothing);
      answer = (await mass({ variables: { input } }).catch(() => null))?.data?.massChangeReports;
    }
    setProblem(null);
    if (!answer) return;
    setResult(answer);
    if (answer.code === 1) toast.success(answer.message);
    else if (answer.code === -1) toast.error(answer.message);
    else toast.warning(answer.message, { duration: 0 });
  };

  return (
    <ModalFrame title={mode === 'copy' ? MULTI_TEXT.copyTitle : MULTI_TEXT.massTitle} size="wide" onClose={onClose}>
      {(titleId) => (
        <form className="reports-page__criteria" aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
          <p>
            Informe: <strong>{report.name}</strong> ({report.functionName})
          </p>
          {mode === 'mass' && (
            <div className="reports-page__pickers">
              <div className="field">
                <label htmlFor="mult-nombre">Nuevo nombre</label>
                <input
                  id="mult-nombre"
                  className="input"
                  maxLength={150}
                  value={change.name}
                  onChange={(e) => setChange({ ...change, name: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor="mult-mensaje">Nuevo mensaje</label>
                <input
                  id="mult-mensaje"
                  className="input"
                  maxLength={300}
                  value={change.message}
                  onChange={(e) => setChange({ ...change, message: e.target.value })}
                />
              </div>
              <ModuleSelect
                id="mult-modulo"
                blank="Sin cambio"
                value={change.module || null}
                onChange={(module) => setChange({ ...change, module: module ?? '' })}
              />
              <div className="field">
                <label htmlFor="mult-activo">Estado</label>
                <select
                  id="mult-activo"
                  className="input"
                  value={change.active}
                  onChange={(e) =>
                    setChange({
                      ...change,
                      active: e.target.value as '' | 'T' | 'F',
                    })
                  }
                >
                  <option value="">Sin cambio</option>
                  <option value="T">Activar</option>
                  <option value="F">Desactivar</option>
                </select>
              </div>
            </div>
          )}
          <fieldset className="report-multi__list">
            <legend>Empresas</legend>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={list.length > 0 && chosen.size === list.length}
                onChange={(e) => setChosen(e.target.checked ? new Set(list.map((c) => c.id)) : new Set())}
              />{' '}
              Seleccionar todas
            </label>
            {list.map((c) => (
              <label key={c.id} className="checkbox">
                <input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} /> {c.name}
              </label>
            ))}
          </fieldset>
          {problem && <FormAlert message={problem} />}
          <div className="reports-page__actions">
            <button type="submit" className="btn btn--primary" disabled={copying.loading || changing.loading}>
              {mode === 'copy' ? 'Copiar' : 'Aplicar cambio'}
            </button>
            <button type="button" className="btn" onClick={onClose}>
              Cerrar
            </button>
          </div>
          {result && (
            <table className="report-multi__results">
              <caption>{result.message}</caption>
              <thead>
                <tr>
                  <th scope="col">Empresa</th>
                  <th scope="col">Resultado</th>
                  <th scope="col">Mensaje</th>
                </tr>
              </thead>
              <tbody>
                {result.results.map((r) => (
                  <tr key={r.companyId}>
                    <td>{r.company || r.companyId}</td>
                    <td>{r.ok ? 'Aplicado' : 'Falló'}</td>
                    <td>{r.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </form>
      )}
    </ModalFrame>
  );
}
