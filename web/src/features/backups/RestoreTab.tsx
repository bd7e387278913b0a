import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { BackupRestoreStateDocument, BackupsDocument, StartRestoreDocument } from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { TextField } from '../../widgets/forms/TextField';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportRow } from '../../widgets/grid/report-column';
import { BACKUP_COLUMNS, backupKey, backupRow } from './backup-rows';
import { JobProgressBar } from './JobProgressBar';
import { BACKUP_TEXT as T } from './messages';
import { useJobProgress } from './useJobProgress';
import { refetchQuietly } from '../../widgets/feedback/use-action';

/** Tab 2: pick a finished backup, a target schema (new, or replaced), restore it and follow the job. */
export function RestoreTab() {
  const client = useApolloClient();
  const { data: list, refetch } = useQuery(BackupsDocument, { variables: { pageSize: 200, state: 'DONE' }, fetchPolicy: 'cache-and-network' });
  const [start, { loading }] = useMutation(StartRestoreDocument);
  const [chosen, setChosen] = useState<string | null>(null);
  const [target, setTarget] = useState('');
  const [replace, setReplace] = useState(false);
  const [job, setJob] = useState<{ id: string; restoreId: number; schema: string } | null>(null);
  const live = useJobProgress(job?.id ?? null);

  useEffect(() => {
    if (!job || (live.state !== 'COMPLETED' && live.state !== 'FAILED')) return;
    // The restore's record says the outcome (and the reason of a failure).
    void client
      .query({ query: BackupRestoreStateDocument, variables: { id: job.restoreId }, fetchPolicy: 'network-only' })
      .then((r) => {
        const done = r.data?.backupRestore;
        if (done?.state === 'DONE') toast.success(T.restoreDone(done.schema));
        else toast.error(done?.message ?? T.restoreFailed);
      })
      .catch(() => undefined);
    void refetchQuietly(refetch);
  }, [live.state, job, client, refetch]);

  const onRows = useCallback((picked: ReportRow[]) => setChosen(picked[0] ? String(picked[0].name) : null), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    if (!chosen) return void toast.warning(T.selectBackup);
    const schema = target.trim();
    if (!schema) return void toast.warning(T.targetRequired);
    if (!(await confirm({ title: T.confirmRestoreTitle, message: T.confirmRestore(chosen, schema, replace) }))) return;
    const result = await start({ variables: { input: { backupName: chosen, schema, replace } } }).catch(() => null);
    const started = result?.data?.startRestore;
    if (started) setJob({ id: started.jobId, restoreId: started.restore.id, schema });
  }

  const rows = useMemo(() => (list?.backups.items ?? []).map(backupRow), [list]);
  const running = !!job && live.state !== 'COMPLETED' && live.state !== 'FAILED';
  return (
    <div className="bk-panel">
      <ReportGrid
        columns={BACKUP_COLUMNS}
        data={rows}
        title={T.restoreListTitle}
        selection="single"
        onSelectionChange={onRows}
        rowKey={backupKey}
        height="40vh"
      />
      <p className="bk-chosen" aria-live="polite">
        {T.chosen(chosen)}
      </p>
      <form className="bk-form" onSubmit={onSubmit} aria-label={T.restore}>
        <TextField id="bk-target" name="ant" label={T.target} value={target} onChange={setTarget} maxLength={63} placeholder="emp_ejemplo_copia" />
        <label className="bk-check">
          <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} /> {T.replaceTarget}
        </label>
        <button type="submit" className="btn btn--primary" disabled={loading || running}>
          {T.restore}
        </button>
      </form>
      {job && <JobProgressBar value={live.state === 'COMPLETED' ? 100 : live.progress} label={T.restoreProgress} message={live.message} />}
    </div>
  );
}
