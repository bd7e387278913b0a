import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  SaveDashboardDocument,
  StaffProfilesDocument,
  type DashboardInfo,
  type DashboardItemFieldsFragment,
  type DashboardItemInput,
  type DashboardItemType,
  type DashboardOwner,
  type DashboardRange,
} from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';

export const DASHBOARD_TEXT = {
  title: 'Configurar tablero',
  saved: 'Tablero guardado',
  emptyFields: 'Existen campos vacíos',
  owners: { USER: 'Mi tablero', PROFILE: 'Un perfil', DEFAULT: 'El de todos' } as Record<DashboardOwner, string>,
} as const;
const RANGES: ReadonlyArray<readonly [DashboardRange, string]> = [
  ['TODAY', 'Hoy'],
  ['MONTH', 'Este mes'],
  ['QUARTER', 'Este trimestre'],
  ['YEAR', 'Este año'],
];
const INFOS: ReadonlyArray<readonly [DashboardInfo, string]> = [
  ['DOCUMENTS_MONTH', 'Documentos autorizados'],
  ['PACKAGES_RUNNING_OUT', 'Paquetes por agotarse'],
  ['COMPANIES_BY_STATE', 'Empresas por estado'],
  ['SUPPORT_BY_STATE', 'Solicitudes de soporte por estado'],
];

const draftOf = (i: DashboardItemFieldsFragment): DashboardItemInput => ({
  type: i.type,
  title: i.title,
  functionName: i.functionName,
  info: i.info,
  range: i.range,
  asChart: i.asChart,
});

export interface DashboardEditorProps {
  items: readonly DashboardItemFieldsFragment[];
  functions: readonly string[];
  onSaved: () => void;
  onClose: () => void;
}

/** The dashboard's configuration: its items (report of a function or central figure, range, chart or table), for the user, a profile or everyone. */
export function DashboardEditor({ items, functions, onSaved, onClose }: DashboardEditorProps) {
  const [owner, setOwner] = useState<DashboardOwner>('USER');
  const [profileId, setProfileId] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<DashboardItemInput[]>(() => items.map(draftOf));
  const [problem, setProblem] = useState<string | null>(null);
  const profiles = useQuery(StaffProfilesDocument, { variables: { active: true }, skip: owner !== 'PROFILE', context: { handledByCaller: true } });
  const [save, saving] = useMutation(SaveDashboardDocument);
  const set = (i: number, patch: Partial<DashboardItemInput>) => setDrafts((d) => d.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const move = (i: number, by: -1 | 1) =>
    setDrafts((d) => {
      const next = [...d];
      if (i + by < 0 || i + by >= next.length) return d;
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (drafts.some((d) => !d.title?.trim() || (d.type === 'REPORT' ? !d.functionName : !d.info))) return setProblem(DASHBOARD_TEXT.emptyFields);
    setProblem(null);
    const answer = await save({ variables: { owner, ownerId: owner === 'PROFILE' ? profileId : null, items: drafts } }).catch(() => null);
    if (!answer?.data) return;
    toast.success(DASHBOARD_TEXT.saved);
    onSaved();
    onClose();
  };

  return (
    <form className="dashboard-editor" aria-label={DASHBOARD_TEXT.title} onSubmit={(e) => void submit(e)}>
      <h2>{DASHBOARD_TEXT.title}</h2>
      <div className="report-views__bar">
        <div className="field">
          <label htmlFor="tablero-dueno">Tablero de</label>
          <select id="tablero-dueno" className="input" value={owner} onChange={(e) => setOwner(e.target.value as DashboardOwner)}>
            {Object.entries(DASHBOARD_TEXT.owners).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
        {owner === 'PROFILE' && (
          <div className="field">
            <label htmlFor="tablero-perfil">Perfil</label>
            <select id="tablero-perfil" className="input" value={profileId ?? ''} onChange={(e) => setProfileId(Number(e.target.value) || null)}>
              <option value="">Seleccione…</option>
              {(profiles.data?.staffProfiles.items ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <ol className="dashboard-editor__items">
        {drafts.map((d, i) => (
          <li key={i} className="report-views__bar">
            <select
              className="input"
              aria-label={`Tipo del elemento ${i + 1}`}
              value={d.type}
              onChange={(e) => set(i, { type: e.target.value as DashboardItemType })}
            >
              <option value="REPORT">Informe</option>
              <option value="INFO">Cifra</option>
            </select>
            <input
              className="input"
              aria-label={`Título del elemento ${i + 1}`}
              maxLength={150}
              value={d.title ?? ''}
              onChange={(e) => set(i, { title: e.target.value })}
            />
            {d.type === 'REPORT' ? (
              <select
                className="input"
                aria-label={`Informe del elemento ${i + 1}`}
                value={d.functionName ?? ''}
                onChange={(e) => set(i, { functionName: e.target.value || null })}
              >
                <option value="">Seleccione…</option>
                {[...new Set([...(d.functionName ? [d.functionName] : []), ...functions])].map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            ) : (
              <select
                className="input"
                aria-label={`Cifra del elemento ${i + 1}`}
                value={d.info ?? ''}
                onChange={(e) => set(i, { info: (e.target.value || null) as DashboardInfo | null })}
              >
                <option value="">Seleccione…</option>
                {INFOS.map(([v, l]) => (
                  <option key={v} value={v}>
                    {l}
                  </option>
                ))}
              </select>
            )}
            <select
              className="input"
              aria-label={`Rango del elemento ${i + 1}`}
              value={d.range ?? 'MONTH'}
              onChange={(e) => set(i, { range: e.target.value as DashboardRange })}
            >
              {RANGES.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
            <select
              className="input"
              aria-label={`Vista del elemento ${i + 1}`}
              value={d.asChart === false ? 'tabla' : 'grafica'}
              onChange={(e) => set(i, { asChart: e.target.value === 'grafica' })}
            >
              <option value="grafica">Gráfica</option>
              <option value="tabla">Tabla</option>
            </select>
            <button type="button" className="btn btn--small" aria-label={`Subir elemento ${i + 1}`} onClick={() => move(i, -1)}>
              ↑
            </button>
            <button type="button" className="btn btn--small" aria-label={`Bajar elemento ${i + 1}`} onClick={() => move(i, 1)}>
              ↓
            </button>
            <button
              type="button"
              className="btn btn--small"
              aria-label={`Quitar elemento ${i + 1}`}
              onClick={() => setDrafts((x) => x.filter((_, j) => j !== i))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      {problem && <FormAlert message={problem} />}
      <div className="reports-page__actions">
        <button
          type="button"
          className="btn"
          onClick={() => setDrafts((d) => [...d, { type: 'REPORT', title: '', functionName: null, range: 'MONTH', asChart: true }])}
        >
          Agregar elemento
        </button>
        <button type="submit" className="btn btn--primary" disabled={saving.loading}>
          Guardar tablero
        </button>
        <button type="button" className="btn" onClick={onClose}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
