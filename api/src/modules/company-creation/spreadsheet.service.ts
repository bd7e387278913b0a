import { createHash } from 'node:crypto';
import { decodeBase64Upload } from '../../files/upload-body.js';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { encryptSecret } from '../../shared/secrets.js';
import type { CompanyImport } from './creation.types.js';
import { enqueueAttempt, retryAllowed, retryBatch } from './import-attempts.js';
import { importSummary, readBatch, SECRET_COLUMNS, type BatchRow } from './import-store.js';
import { CREATION_MSG } from './messages.js';
import { RESOURCE, readProvinces, readVersion } from './reference.service.js';
import { readCompanySheet } from './sheet-reader.js';
import { SHEET_LIMITS } from './spreadsheet-columns.js';
import { checkRow, provinceLookup, type RowProblem } from './spreadsheet-rules.js';
import { run } from '../../db/sql.js';

/** The upload as received: the raw bytes (REST body) or base64 text, decoded only after the permission check. */
export interface SpreadsheetUpload {
  versionId: number | null | undefined;
  fileName: string | null | undefined;
  content?: Buffer | null;
  contentBase64?: string | null;
}

const tooLarge = () => AppError.input('archivo', CREATION_MSG.tooLarge(SHEET_LIMITS.maxFileBytes / 1024));

/** The permission of a spreadsheet upload, checked before any of the file is read. */
export const requireUploadPermission = (ctx: AppContext) => requirePermission(ctx.em, ctx.user!, RESOURCE, 'crear');

/** The import named by its file's SHA-256, or NOT_FOUND with the spec's message. */
async function existingBatch(ctx: AppContext, hash: string): Promise<BatchRow> {
  const batch = /^[0-9a-f]{64}$/.test(hash) ? await readBatch(ctx.em, hash) : null;
  if (!batch) throw AppError.notFound(CREATION_MSG.importNotFound);
  return batch;
}

/** The import as the caller sees it, with whether a retry would start something now. */
async function summaryOf(ctx: AppContext, batch: BatchRow, resubmitted: boolean): Promise<CompanyImport> {
  return importSummary(ctx.em, batch, resubmitted, await retryAllowed(ctx.services, batch));
}

/**
 * Validates an uploaded .xlsx row by row and queues the creation of its valid rows. The file's
 * SHA-256 names the import: the same file sent again answers the first import, and retries it
 * (a new attempt for the rows not yet done) when it failed, stalled or could not be queued.
 */
export async function submitSpreadsheet(ctx: AppContext, upload: SpreadsheetUpload): Promise<CompanyImport> {
  await requireUploadPermission(ctx);
  const content = upload.content ?? decodeBase64Upload(upload.contentBase64, SHEET_LIMITS.maxFileBytes, tooLarge);
  if (!content || content.length === 0) throw AppError.input('archivo', CREATION_MSG.noFile);
  if (content.length > SHEET_LIMITS.maxFileBytes) throw tooLarge();
  const hash = createHash('sha256').update(content).digest('hex');

  const previous = await readBatch(ctx.em, hash);
  if (previous) {
    await retryBatch(ctx.services, ctx.em, previous);
    return summaryOf(ctx, (await readBatch(ctx.em, hash))!, true);
  }

  const version = await readVersion(ctx.em, upload.versionId);
  const rows = await readCompanySheet(content);
  if (!rows.length) throw AppError.input('archivo', CREATION_MSG.noRows);
  const provinceOf = provinceLookup(await readProvinces(ctx.em));
  const accessCodes = [...new Set(rows.map((r) => r.values.ACCESO.replace(/\s+/g, '').toLowerCase()))];
  const taken = new Set(
    (
      await run<{ code: string }>(
        ctx.em,
        `select lower(emp_coding) as code from tempresa where lower(emp_coding) in (${accessCodes.map(() => '?').join(', ')})`,
        accessCodes,
      )
    ).map((r) => r.code),
  );
  const seenAccess = new Map<string, number>();
  const seenRuc = new Map<string, number>();

  const records = rows.map(({ row, values }) => {
    const check = checkRow(values, version, provinceOf);
    const problems: RowProblem[] = check.ok ? [] : check.problems;
    if (check.ok) {
      const access = check.draft.accessCode.toLowerCase();
      if (taken.has(access)) problems.push({ field: 'ACCESO', message: CREATION_MSG.accessTaken });
      else if (seenAccess.has(access)) problems.push({ field: 'ACCESO', message: CREATION_MSG.duplicateInFile('ACCESO', seenAccess.get(access)!) });
      else if (seenRuc.has(values.RUC)) problems.push({ field: 'RUC', message: CREATION_MSG.duplicateInFile('RUC', seenRuc.get(values.RUC)!) });
      seenAccess.set(access, seenAccess.get(access) ?? row);
      seenRuc.set(values.RUC, seenRuc.get(values.RUC) ?? row);
    }
    const { version: _omit, ...draft } = check.ok ? check.draft : ({ version } as Record<string, unknown>);
    return {
      row,
      ruc: values.RUC.slice(0, 20) || null,
      access: values.ACCESO.replace(/\s+/g, '').slice(0, 60) || null,
      legalName: values.RAZON_SOCIAL.slice(0, 300) || null,
      // What the user uploaded, passwords left out: shown with the row's outcome, kept after a failure.
      shown: JSON.stringify(Object.fromEntries(Object.entries(values).filter(([column, value]) => value !== '' && !SECRET_COLUMNS.has(column)))),
      problems,
      // Passwords travel to the job encrypted with the server key and are erased once used.
      data: problems.length ? null : encryptSecret(ctx.services.config.secretKey, JSON.stringify(draft)),
    };
  });
  const errors = records.filter((r) => r.problems.length).length;

  try {
    await ctx.em.fork().transactional(async (tx) => {
      // Marked running before its job is queued: a crash in between leaves it to the reconcile.
      await run(
        tx,
        'insert into timportacion_empresa (imp_hash, ver_codigo, imp_archivo, usr_codigo, usr_nombre, imp_total, imp_validas, imp_errores, imp_estado) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          hash,
          version.id,
          (upload.fileName ?? '').slice(0, 200) || null,
          ctx.user!.id,
          ctx.user!.name,
          records.length,
          records.length - errors,
          errors,
          records.length > errors ? 'en_proceso' : 'terminada',
        ],
      );
      for (const r of records) {
        const first = r.problems[0];
        await run(
          tx,
          'insert into timportacion_fila (imp_hash, imf_fila, imf_ruc, imf_acceso, imf_razons, imf_estado, imf_campo, imf_mensaje, imf_datos, imf_valores) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)',
          [
            hash,
            r.row,
            r.ruc,
            r.access,
            r.legalName,
            first ? 'error' : 'pendiente',
            first?.field ?? null,
            first ? r.problems.map((p) => p.message).join(' | ') : null,
            r.data,
            r.shown,
          ],
        );
      }
    });
  } catch (error) {
    // The same file sent twice at the same moment: the second answers the first's import.
    const raced = await readBatch(ctx.em, hash);
    if (!raced) throw error;
    return summaryOf(ctx, raced, true);
  }
  // The upload is committed: if the queue does not take the job, the import stays 'pendiente'
  // with its rows and the caller gets the Spanish refusal (a retry queues it later).
  if (records.length > errors) await enqueueAttempt(ctx.services, hash, 1);
  return summaryOf(ctx, (await readBatch(ctx.em, hash))!, false);
}

/** The 'Reintentar' action: a new attempt for the rows not yet done; answering the import as it is when nothing is left or it is still running. */
export async function retryImport(ctx: AppContext, hash: string): Promise<CompanyImport> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'crear');
  await retryBatch(ctx.services, ctx.em, await existingBatch(ctx, hash));
  return summaryOf(ctx, (await readBatch(ctx.em, hash))!, false);
}

/** One import with its rows' outcomes (tab 3 reads it when the job reports progress). */
export async function readImport(ctx: AppContext, hash: string): Promise<CompanyImport> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  return summaryOf(ctx, await existingBatch(ctx, hash), false);
}
