import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  CheckTenantFunctionDocument,
  RunTenantScriptDocument,
  ScriptDatabasesDocument,
  ScriptJobProgressDocument,
  ScriptRunDocument,
  type ScriptRunFieldsFragment,
} from '../../generated/graphql';
import { confirm, showPopup } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { JobProgressBar } from '../backups/JobProgressBar';
import { SCRIPT_TEXT as T } from './messages';
import './scripts.css';
import { Field } from '../../widgets/forms/Field';

const RESULT_COLUMNS: ReportColumn[] = [
  { di_column: 'schema', di_descri: 'Esquema', type: 'text', width: 200 },
  { di_column: 'outcome', di_descri: 'Resultado', type: 'text', width: 110 },
  { di_column: 'message', di_descri: 'Mensaje de la base', type: 'text', width: 520 },
];
const outcomeStyle = (row: ReportRow, column: string) =>
  column === 'outcome'
    ? { background: row.outcome === 'Exito' ? '#d9f2d9' : '#f8d7da', color: row.outcome === 'Exito' ? '#1e5e1e' : '#842029', badge: true }
    : undefined;

/** /admin/scripts: run a script in chosen company schemas (super users), with a dry run and a function check. */
export function ScriptsPage() {
  const client = useApolloClient();
  const { data } = useQuery(ScriptDatabasesDocument);
  const [runScript, { loading }] = useMutation(RunTenantScriptDocument);
  const [checkFn, { loading: checking }] = useMutation(CheckTenantFunctionDocument);
  const schemas = useMemo(() => data?.scriptDatabases.flatMap((d) => d.schemas) ?? [], [data]);
  const [script, setScript] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [dryRun, setDryRun] = useState(false);
  const [checkSchema, setCheckSchema] = useState('');
  const [job, setJob] = useState<{ id: string; runId: number } | null>(null);
  const [run, setRun] = useState<ScriptRunFieldsFragment | null>(null);
  const { data: live } = useSubscription(ScriptJobProgressDocument, { variables: { jobId: job?.id ?? '' }, skip: !job });
  const state = live?.jobProgress.state;

  useEffect(() => {
    if (!job || (state !== 'COMPLETED' && state !== 'FAILED')) return;
    void client
      .query({ query: ScriptRunDocument, variables: { id: job.runId }, fetchPolicy: 'network-only' })
      .then((r) => {
        const done = r.data?.scriptRun ?? null;
        setRun(done);
        if (!done) return;
        const failed = done.results.filter((x) => !x.ok).length;
        const text = `${failed ? T.someFailed : T.allOk}: ${T.summary(done.results.length - failed, failed)}`;
        if (failed) toast.error(text);
        else toast.success(text);
      })
      .catch(() => undefined);
  }, [state, job, client]);

  const toggle = (schema: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(schema);
      else next.delete(schema);
      return next;
    });

  async function onRun(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    if (!script.trim()) return void toast.warning(T.scriptRequired);
    if (!chosen.size) return void toast.warning(T.schemasRequired);
    if (!(await confirm({ title: T.confirmTitle, message: T.confirm(chosen.size, dryRun) }))) return;
    const ordered = schemas.map((s) => s.schema).filter((s) => chosen.has(s));
    const result = await runScript({ variables: { input: { script, schemas: ordered, dryRun } } }).catch(() => null);
    const started = result?.data?.runTenantScript;
    if (!started) return;
    setRun(started.run);
    setJob({ id: started.jobId, runId: started.run.id });
  }

  async function onCheck() {
    if (checking) return;
    if (!script.trim()) return void toast.warning(T.scriptRequired);
    if (!checkSchema) return void toast.warning(T.chooseSchema);
    const result = await checkFn({ variables: { input: { script, schema: checkSchema } } }).catch(() => null);
    const check = result?.data?.checkTenantFunction;
    if (!check) return;
    void showPopup({
      title: check.ok ? T.allOk : T.someFailed,
      text: `${check.ok ? T.allOk : T.someFailed}: ${check.message}`,
      level: check.ok ? 'info' : 'error',
    });
  }

  const rows: ReportRow[] = useMemo(() => (run?.results ?? []).map((r) => ({ schema: r.schema, outcome: r.outcome, message: r.ok ? '' : r.message })), [run]);
  const running = !!job && state !== 'COMPLETED' && state !== 'FAILED';
  const allChosen = schemas.length > 0 && chosen.size === schemas.length;
  return (
    <section className="page">
      <h1 className="page__title">{T.title}</h1>
      <p className="page__subtitle">{T.subtitle}</p>
      <form className="scr-form" onSubmit={onRun} aria-label={T.run}>
        <Field id="scr-script" label={T.script} className="scr-script">
          <textarea
            id="scr-script"
            className="input scr-script__text"
            value={script}
            onChange={(e) => setScript(e.target.value)}
            rows={10}
            spellCheck={false}
          />
        </Field>
        <fieldset className="scr-schemas">
          <legend>
            {T.schemas} <span className="scr-count">({T.selected(chosen.size)})</span>
          </legend>
          <label className="scr-schema scr-schema--all">
            <input type="checkbox" checked={allChosen} onChange={(e) => setChosen(e.target.checked ? new Set(schemas.map((s) => s.schema)) : new Set())} />{' '}
            {T.all}
          </label>
          <div className="scr-schema-list">
            {schemas.map((s) => (
              <label key={s.schema} className="scr-schema" title={s.companyName ?? undefined}>
                <input type="checkbox" checked={chosen.has(s.schema)} onChange={(e) => toggle(s.schema, e.target.checked)} /> {s.schema}
                {s.companyName && <span className="scr-company">{s.companyName}</span>}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="scr-actions">
          <label className="scr-schema">
            <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} /> {T.dryRun}
          </label>
          <button type="submit" className="btn btn--primary" disabled={loading || running}>
            {T.run}
          </button>
          <label className="field__label" htmlFor="scr-check-schema">
            {T.checkSchema}
          </label>
          <select id="scr-check-schema" className="input scr-check" value={checkSchema} onChange={(e) => setCheckSchema(e.target.value)}>
            <option value="">{T.chooseSchema}</option>
            {schemas.map((s) => (
              <option key={s.schema} value={s.schema}>
                {s.schema}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn--secondary" disabled={checking} onClick={() => void onCheck()}>
            {T.check}
          </button>
        </div>
      </form>
      {job && <JobProgressBar value={state === 'COMPLETED' ? 100 : (live?.jobProgress.progress ?? 0)} label={T.progress} message={live?.jobProgress.message} />}
      {run && run.results.length > 0 && <ReportGrid columns={RESULT_COLUMNS} data={rows} title={T.results} variant="plain" cellStyle={outcomeStyle} />}
    </section>
  );
}
