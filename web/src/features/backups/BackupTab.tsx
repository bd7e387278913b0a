import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { BackupServersDocument, BackupsDocument, StartBackupDocument } from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { TextField } from '../../widgets/forms/TextField';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { BACKUP_COLUMNS, backupKey, backupRow } from './backup-rows';
import { JobProgressBar } from './JobProgressBar';
import { BACKUP_TEXT as T } from './messages';
import { useJobProgress } from './useJobProgress';
import { refetchQuietly } from '../../widgets/feedback/use-action';
import { SelectField } from '../../widgets/forms/SelectField';

/** Tab 1: choose a company schema, generate its backup, follow the job and list the backups. */
export function BackupTab() {
  const { data: servers } = useQuery(BackupServersDocument);
  const { data: list, refetch } = useQuery(BackupsDocument, { variables: { pageSize: 200 }, fetchPolicy: 'cache-and-network' });
  const [start, { loading }] = useMutation(StartBackupDocument);
  const server = servers?.backupServers.find((s) => s.isDefault) ?? servers?.backupServers[0];
  const [schema, setSchema] = useState('');
  const [name, setName] = useState('');
  const [replace, setReplace] = useState(false);
  const [job, setJob] = useState<{ id: string; name: string } | null>(null);
  const live = useJobProgress(job?.id ?? null);

  useEffect(() => {
    if (!job || (live.state !== 'COMPLETED' && live.state !== 'FAILED')) return;
    if (live.state === 'COMPLETED') toast.success(T.backupDone(job.name));
    else toast.error(live.message ?? T.backupFailed);
    void refetchQuietly(refetch);
  }, [live.state, job, live.message, refetch]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading || !server) return;
    if (!schema) return void toast.warning(T.chooseSchema);
    if (!(await confirm({ title: T.confirmBackupTitle, message: T.confirmBackup(schema) }))) return;
    const result = await start({ variables: { input: { schema, server: server.name, database: server.database, name: name.trim() || null, replace } } }).catch(
      () => null,
    );
    const started = result?.data?.startBackup;
    if (!started) return;
    setJob({ id: started.jobId, name: started.backup.name });
    void refetchQuietly(refetch);
  }

  const rows = useMemo(() => (list?.backups.items ?? []).map(backupRow), [list]);
  const running = !!job && live.state !== 'COMPLETED' && live.state !== 'FAILED';
  return (
    <div className="bk-panel">
      <form className="bk-form" onSubmit={onSubmit} aria-label={T.generate}>
        <SelectField
          id="bk-server"
          label={T.server}
          value={server?.name ?? ''}
          options={(servers?.backupServers ?? []).map((s) => ({ value: s.name, label: `${s.name} (${s.database})` }))}
          onChange={() => undefined}
          disabled
        />
        <SelectField
          id="bk-schema"
          label={T.schema}
          value={schema}
          blank={T.chooseSchema}
          options={(server?.schemas ?? []).map((s) => ({ value: s.schema, label: `${s.schema}${s.companyName ? ` — ${s.companyName}` : ''}` }))}
          onChange={setSchema}
        />
        <TextField id="bk-name" name="name_replace" label={T.name} value={name} onChange={setName} maxLength={100} />
        <label className="bk-check">
          <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} /> {T.replaceName}
        </label>
        <button type="submit" className="btn btn--primary" disabled={loading || running}>
          {T.generate}
        </button>
      </form>
      {job && <JobProgressBar value={live.state === 'COMPLETED' ? 100 : live.progress} label={T.backupProgress} message={live.message} />}
      <ReportGrid columns={BACKUP_COLUMNS} data={rows} title={T.listTitle} rowKey={backupKey} height="45vh" />
    </div>
  );
}
