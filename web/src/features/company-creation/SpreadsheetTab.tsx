import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, isSessionError } from '../../app/graphql-errors';
import {
  CompanyCreationTemplateDocument,
  CompanyImportDocument,
  CompanyImportProgressDocument,
  CreateCompaniesFromSpreadsheetDocument,
  RetryCompanyImportDocument,
  type CompanyImportFieldsFragment,
  type ProductVersionsQuery,
} from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { downloadBase64, fileSha256, fileToBase64 } from './file-transfer';
import { IMPORT_COLUMNS, importPercent, importRows } from './import-columns';
import { creationMessages as m } from './messages';
import { ProgressBar } from './ProgressBar';

type Version = ProductVersionsQuery['productVersions'][number];

/** The API's upload limit (base64 of it still fits a GraphQL body of 1 MB). */
const MAX_FILE_BYTES = 700 * 1024;

/** Tab 3: upload a spreadsheet, follow the creation job's progress and read each row's outcome. */
export function SpreadsheetTab({ version }: { version: Version }) {
  const client = useApolloClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<CompanyImportFieldsFragment | null>(null);
  const [upload, { loading }] = useMutation(CreateCompaniesFromSpreadsheetDocument, { context: { handledByCaller: true } });
  const [retry, { loading: retrying }] = useMutation(RetryCompanyImportDocument, { context: { handledByCaller: true } });

  // A failed or never-queued import has pending rows but nothing runs them until 'Reintentar'.
  const running = !!submitted && submitted.pending > 0 && submitted.state === 'IN_PROGRESS';
  // The subscription moves the bar; polling the import is the fallback when the socket drops.
  const { data: live } = useSubscription(CompanyImportProgressDocument, { variables: { jobId: submitted?.jobId ?? '' }, skip: !running });
  // Reading the import: once the job reports completion, and every 2 s while rows are pending.
  const readImport = useCallback(
    (hash: string) =>
      client.query({ query: CompanyImportDocument, variables: { hash }, fetchPolicy: 'network-only' }).then((r) => {
        if (r.data) setSubmitted(r.data.companyImport);
        return r.data?.companyImport ?? null;
      }),
    [client],
  );
  useEffect(() => {
    if (!running || !submitted) return;
    const timer = setInterval(() => void readImport(submitted.hash), 2000);
    return () => clearInterval(timer);
  }, [running, submitted?.hash, readImport]);
  const latest = submitted;
  const finished = !!latest && latest.pending === 0;
  const percent = latest ? (finished ? 100 : Math.max(importPercent(latest), live?.jobProgress.progress ?? 0)) : 0;
  const rows = useMemo(() => (latest ? importRows(latest) : []), [latest]);

  const completedRef = useRef<string | null>(null);
  // The import shown lives in the URL (?carga=hash): a reload or a shared link shows it again.
  const [params, setParams] = useSearchParams();
  const shownHash = params.get('carga');
  useEffect(() => {
    if (!shownHash || submitted?.hash === shownHash) return;
    completedRef.current = shownHash;
    void readImport(shownHash)
      .then((found) => {
        if (found && found.pending > 0) completedRef.current = null;
      })
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the URL names another import
  }, [shownHash]);
  const jobCompleted = live?.jobProgress.state === 'COMPLETED' || live?.jobProgress.state === 'FAILED';
  useEffect(() => {
    if (!submitted || completedRef.current === submitted.hash) return;
    if (!jobCompleted && submitted.pending > 0) return;
    completedRef.current = submitted.hash;
    if (submitted.pending === 0) {
      if (submitted.created && !submitted.resubmitted) toast.success(m.sheetDone(submitted.created));
      return;
    }
    // The job ended: read every row's final outcome once.
    void readImport(submitted.hash).then((done) => {
      if (done?.created && done.state === 'FINISHED') toast.success(m.sheetDone(done.created));
    });
  }, [jobCompleted, submitted, readImport]);

  /** Shows the import by its hash in the URL (?carga=hash). */
  function showInUrl(hash: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('carga', hash);
        return next;
      },
      { replace: true },
    );
  }

  /** After a refused upload: the API may have kept it (queue unavailable); if so, show it with its 'Reintentar'. */
  async function showKeptUpload(chosen: File) {
    const hash = await fileSha256(chosen).catch(() => null);
    if (!hash) return;
    const kept = await client
      .query({ query: CompanyImportDocument, variables: { hash }, fetchPolicy: 'network-only', context: { handledByCaller: true } })
      .then((r) => r.data?.companyImport ?? null)
      .catch(() => null);
    if (!kept) return;
    // The results show the same reason beside the 'Reintentar' button.
    setProblem(null);
    completedRef.current = kept.hash;
    setSubmitted(kept);
    showInUrl(kept.hash);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    if (!file) {
      setProblem(m.noFile);
      fileInput.current?.focus();
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setProblem(m.tooLarge(MAX_FILE_BYTES / 1024));
      fileInput.current?.focus();
      return;
    }
    setProblem(null);
    try {
      const contentBase64 = await fileToBase64(file);
      const result = await upload({ variables: { input: { versionId: version.id, fileName: file.name, contentBase64 } } });
      const data = result.data?.createCompaniesFromSpreadsheet;
      if (!data) return;
      completedRef.current = null;
      setSubmitted(data);
      showInUrl(data.hash);
      if (data.errors > 0) toast.warning(data.message);
      else toast.info(data.message);
    } catch (error) {
      if (isSessionError(error)) return;
      setProblem(errorMessage(error));
      await showKeptUpload(file);
    }
  }

  async function onRetry() {
    if (!latest || retrying) return;
    const rows = latest.rows.filter((r) => r.status === 'PENDING' || r.status === 'FAILED').length;
    if (!(await confirm({ title: m.retryTitle, message: m.retryConfirm(rows) }))) return;
    try {
      const result = await retry({ variables: { hash: latest.hash } });
      const data = result.data?.retryCompanyImport;
      if (!data) return;
      completedRef.current = null;
      setSubmitted(data);
      toast.info(m.retryStarted);
    } catch (error) {
      if (isSessionError(error)) return;
      // The refusal belongs to the import, not to the file field: a toast, and the import read again (its reason shows beside the button).
      toast.error(errorMessage(error));
      void readImport(latest.hash).catch(() => undefined);
    }
  }

  async function downloadTemplate() {
    const { data } = await client.query({ query: CompanyCreationTemplateDocument, fetchPolicy: 'network-only' });
    const t = data?.companyCreationTemplate;
    if (t) downloadBase64(t.fileName, t.mimeType, t.contentBase64);
  }

  return (
    <section className="cc-sheet" aria-label={m.tabSheet}>
      <form className="cc-upload card" onSubmit={onSubmit} noValidate>
        <p className="cc-form__version">
          Versión: <strong>{version.name}</strong>
        </p>
        <FormAlert message={problem} />
        <div className="cc-upload__row">
          <div className="field">
            <span className="field__label" id="cc-archivo-label">
              {m.fileLabel}
            </span>
            <div className="cc-file">
              {/* The native control stays (keyboard and screen readers) but hidden: its button text would not be Spanish. */}
              <input
                ref={fileInput}
                id="cc-archivo"
                name="archivo"
                type="file"
                className="cc-file__input"
                aria-labelledby="cc-archivo-label"
                aria-describedby="cc-archivo-name"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setProblem(null);
                }}
              />
              <label htmlFor="cc-archivo" className={problem ? 'btn btn--secondary cc-file__button input-error' : 'btn btn--secondary cc-file__button'}>
                {m.chooseFile}
              </label>
              <span id="cc-archivo-name" className="cc-file__name">
                {file?.name ?? m.noFileChosen}
              </span>
            </div>
          </div>
          <button type="submit" className="btn btn--primary" disabled={loading}>
            {loading ? m.processing : m.process}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => void downloadTemplate()}>
            {m.downloadTemplate}
          </button>
        </div>
      </form>

      {latest && (
        <div className="cc-results">
          {latest.resubmitted && <p className="alert alert--warning">{m.resubmitted}</p>}
          {latest.failure && latest.state !== 'FINISHED' && (
            <p className="alert alert--error" role="status">
              {latest.failure}
            </p>
          )}
          <div className="cc-results__head">
            <p className="cc-results__summary" aria-live="polite">
              <strong>{m.summary(latest.total, latest.valid, latest.errors)}</strong> · {m.outcome(latest.created, latest.failed, latest.pending)} ·{' '}
              {m.stateLabel}: <strong>{m.importState[latest.state] ?? latest.state}</strong>
            </p>
            {latest.canRetry && (
              <button type="button" className="btn btn--primary" onClick={() => void onRetry()} disabled={retrying}>
                {retrying ? m.retrying : m.retry}
              </button>
            )}
          </div>
          {latest.valid > 0 && <ProgressBar value={percent} label={m.progressLabel} />}
          <ReportGrid key={latest.hash} title={m.resultsTitle} columns={IMPORT_COLUMNS} data={rows} variant="plain" selection="none" height="420px" />
        </div>
      )}
    </section>
  );
}
