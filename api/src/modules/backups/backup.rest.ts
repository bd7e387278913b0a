import { legacyWrapper } from '../../rest/legacy-fields.js';
import { flag, text } from '../../rest/params.js';
import type { RestRequest, RestRoute } from '../../rest/route.js';
import { BackupState } from './backup-enums.js';
import { readBackup, readRestore } from './backup-store.js';
import { backupServers, listBackups, startBackup, startRestore, waitUntilEnded } from './backup.service.js';
import { toBackup, toRestore } from './backup-view.js';
import { BACKUP_MSG } from './messages.js';

const P = '/bd_backup/:id';
/** The legacy answer waits this long for the job; past it, it answers that the job continues. */
export const REST_WAIT_MS = 15 * 60_000;

const backupFields = legacyWrapper({ emp_esquemadb: 'sch', schema: 'sch', database: 'bd', server: 'srv', name: 'name_replace', replace: 'replace' });
const restoreFields = legacyWrapper({ emp_esquemadb: 'ant', backupName: 'dest', schema: 'ant', server: 'srv', replace: 'replace' });

const param = ({ body, query }: RestRequest, key: string) => text(body[key] ?? query[key]);

/** A job's failure with the spec's message, its reason apart (detalle). */
function failed(message: string, stored: string | null) {
  const detail = stored?.startsWith(`${message}: `) ? stored.slice(message.length + 2) : stored;
  return { estado: 400, status: 400, cod: 0, msg: message, msj: message, level_code: 102, detalle: detail };
}

/** /rest/bd_backup/{id} (spec 000 §7 "Backup"): servers, backup, restore. */
export const backupRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: P,
    action: 'base',
    handler: async ({ ctx }) => {
      const servers = await backupServers(ctx);
      const backups = await listBackups(ctx, 1, 500, 'bak_fecha desc, bak_codigo desc', BackupState.DONE);
      return {
        lst_servers: servers.map((s) => ({
          srv: s.name,
          bd: s.database,
          default: s.isDefault,
          esquemas: s.schemas.map((e) => ({ sch: e.schema, emp_codigo: e.companyId, emp_razons: e.companyName })),
        })),
        lst_backups: backups.items.map(toBackup).map((b) => ({
          dest: b.name,
          sch: b.schema,
          bd: b.database,
          srv: b.server,
          tamano: b.size,
          checksum: b.checksum,
          filas: b.rowCount,
          usuario: b.author,
          fecha: b.createdAt,
        })),
      };
    },
  },
  {
    method: 'POST',
    path: P,
    action: 'do_backup',
    handler: (req) =>
      backupFields(async () => {
        const { ctx } = req;
        const started = await startBackup(ctx, {
          schema: param(req, 'sch'),
          database: param(req, 'bd'),
          server: text(req.body.srv),
          name: text(req.body.name_replace),
          replace: flag(req.body.replace, 'sn'),
        });
        const row = await waitUntilEnded(async () => {
          const r = await readBackup(ctx.services.orm.em.fork(), { id: started.backup.bak_codigo });
          return r && { ...r, state: r.bak_estado };
        }, REST_WAIT_MS);
        const host = started.backup.bak_servidor;
        if (!row) return { cod: 2, dest: started.backup.bak_nombre, host, msj: BACKUP_MSG.stillRunning, msg: BACKUP_MSG.stillRunning, job_id: started.jobId };
        if (row.state === BackupState.FAILED) return { ...failed(BACKUP_MSG.backupFailed, row.bak_mensaje), dest: row.bak_nombre, host };
        return {
          cod: 1,
          dest: row.bak_nombre,
          host,
          msj: row.bak_mensaje,
          msg: row.bak_mensaje,
          tamano: Number(row.bak_tamano),
          checksum: row.bak_checksum,
          filas: Number(row.bak_filas),
        };
      }),
  },
  {
    method: 'POST',
    path: P,
    action: 'do_restore',
    handler: ({ ctx, body }) =>
      restoreFields(async () => {
        const started = await startRestore(ctx, {
          backupName: text(body.dest),
          schema: text(body.ant),
          server: text(body.srv),
          replace: flag(body.replace, 'sn'),
        });
        const row = await waitUntilEnded(async () => {
          const r = await readRestore(ctx.services.orm.em.fork(), started.restore.res_codigo);
          return r && toRestore(r);
        }, REST_WAIT_MS);
        if (!row) return { cod: 2, msj: BACKUP_MSG.stillRunning, msg: BACKUP_MSG.stillRunning, job_id: started.jobId };
        if (row.state === BackupState.FAILED) return failed(BACKUP_MSG.restoreFailed, row.message);
        return { cod: 1, msj: row.message, msg: row.message, esquema: row.schema };
      }),
  },
];
