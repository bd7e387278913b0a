import type { Services } from '../../graphql/context.js';
import type { JobContext } from '../../jobs/queue.js';
import { AppError } from '../../shared/app-error.js';
import { MSG } from '../../shared/messages.js';
import { decryptSecret } from '../../shared/secrets.js';
import { createCompany, type NewCompany } from './company-factory.js';
import { hashDraft } from './creation.service.js';
import type { CompanyDraft } from './form-rules.js';
import { execIn, IMPORT_JOB, readBatch } from './import-store.js';
import { CREATION_MSG } from './messages.js';
import { readVersion } from './reference.service.js';

// Rows hashed ahead at once: argon2 runs on libuv's thread pool while the database works.
const CHUNK = 8;

/**
 * Creates the pending companies of an import, one transaction per row. A row's state changes
 * in the same transaction as its company, so a retry after a crash continues where it stopped
 * and never creates a company twice.
 */
export async function runImport(services: Services, hash: string, job: JobContext): Promise<{ created: number; failed: number }> {
  const em = services.orm.em.fork();
  const batch = await readBatch(em, hash);
  if (!batch) return { created: 0, failed: 0 };
  const version = await readVersion(em, batch.ver_codigo);
  const actor = { id: batch.usr_codigo ?? 0, name: batch.usr_nombre };
  const pending = await execIn<{ imf_fila: number; imf_datos: string }[]>(em, `select imf_fila, imf_datos from timportacion_fila where imp_hash = ? and imf_estado = 'pendiente' order by imf_fila`, [hash]);
  const total = batch.imp_validas;
  let done = total - pending.length;
  let created = 0;
  let failed = 0;
  await job.progress(total ? (done / total) * 100 : 100, `${done}/${total}`);

  for (let i = 0; i < pending.length; i += CHUNK) {
    const chunk = pending.slice(i, i + CHUNK);
    const specs = await Promise.all(
      chunk.map(async ({ imf_fila, imf_datos }): Promise<NewCompany> => {
        const draft = JSON.parse(decryptSecret(services.config.secretKey, imf_datos)) as Omit<CompanyDraft, 'version'>;
        return hashDraft({ ...draft, version, importRow: { hash, row: imf_fila } });
      }),
    );
    for (const spec of specs) {
      const row = spec.importRow!.row;
      try {
        await em.fork().transactional(async (tx) => {
          const [already] = await execIn<{ emp_codigo: number }[]>(tx, 'select emp_codigo from tempresa_creacion where imp_hash = ? and imp_fila = ?', [hash, row]);
          const companyId = already?.emp_codigo ?? (await createCompany(tx, services, spec, actor)).id;
          await execIn(tx, `update timportacion_fila set imf_estado = 'creada', emp_codigo = ?, imf_mensaje = ?, imf_datos = null where imp_hash = ? and imf_fila = ?`, [
            companyId,
            CREATION_MSG.rowCreated,
            hash,
            row,
          ]);
        });
        created++;
      } catch (error) {
        const field = error instanceof AppError ? (error.field === 'acceso' ? 'ACCESO' : (error.field ?? null)) : null;
        const message = error instanceof AppError ? error.message : MSG.internal;
        if (!(error instanceof AppError)) console.error(`[${IMPORT_JOB}] fila ${row}`, error);
        await execIn(em, `update timportacion_fila set imf_estado = 'fallida', imf_campo = ?, imf_mensaje = ?, imf_datos = null where imp_hash = ? and imf_fila = ?`, [field, message, hash, row]);
        failed++;
      }
      done++;
      await job.progress((done / total) * 100, `${done}/${total}`);
    }
  }
  return { created, failed };
}

/** Registers the spreadsheet import job. */
export function registerCreationJobs(services: Services): void {
  services.jobs.register<{ hash: string }>(IMPORT_JOB, (data, job) => runImport(services, data.hash, job));
}
