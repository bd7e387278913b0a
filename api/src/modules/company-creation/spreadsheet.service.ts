import { createHash } from 'node:crypto';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { encryptSecret } from '../../shared/secrets.js';
import type { CompanyImport } from './creation.types.js';
import { execIn, IMPORT_JOB, importJobId, importSummary, readBatch } from './import-store.js';
import { CREATION_MSG } from './messages.js';
import { RESOURCE, readProvinces, readVersion } from './reference.service.js';
import { readCompanySheet } from './sheet-reader.js';
import { SHEET_LIMITS } from './spreadsheet-columns.js';
import { checkRow, provinceLookup, type RowProblem } from './spreadsheet-rules.js';

export interface SpreadsheetUpload {
  versionId: number | null | undefined;
  fileName: string | null | undefined;
  content: Buffer | null;
}

/** Decodes base64 (plain or a data: URL) without trusting its size: the cap is checked on bytes. */
export function decodeBase64(text: string | null | undefined): Buffer | null {
  if (!text) return null;
  const body = text.includes(',') && text.startsWith('data:') ? text.slice(text.indexOf(',') + 1) : text;
  if (body.length > Math.ceil((SHEET_LIMITS.maxFileBytes * 4) / 3) + 8) return Buffer.alloc(SHEET_LIMITS.maxFileBytes + 1);
  return Buffer.from(body, 'base64');
}

/** Makes sure the import's job runs (after a restart the queue may have lost it). */
async function ensureJob(ctx: AppContext, hash: string, pending: number): Promise<void> {
  if (pending > 0) await ctx.services.jobs.add(IMPORT_JOB, { hash }, { jobId: importJobId(hash) });
}

/**
 * Validates an uploaded .xlsx row by row and queues the creation of its valid rows. The file's
 * SHA-256 names the import and its job: the same file sent again answers the first import.
 */
export async function submitSpreadsheet(ctx: AppContext, upload: SpreadsheetUpload): Promise<CompanyImport> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'crear');
  const content = upload.content;
  if (!content || content.length === 0) throw AppError.input('archivo', CREATION_MSG.noFile);
  if (content.length > SHEET_LIMITS.maxFileBytes) throw AppError.input('archivo', CREATION_MSG.tooLarge(SHEET_LIMITS.maxFileBytes / 1024));
  const hash = createHash('sha256').update(content).digest('hex');

  const previous = await readBatch(ctx.em, hash);
  if (previous) {
    const summary = await importSummary(ctx.em, previous, true);
    await ensureJob(ctx, hash, summary.pending);
    return summary;
  }

  const version = await readVersion(ctx.em, upload.versionId);
  const rows = await readCompanySheet(content);
  if (!rows.length) throw AppError.input('archivo', CREATION_MSG.noRows);
  const provinceOf = provinceLookup(await readProvinces(ctx.em));
  const accessCodes = [...new Set(rows.map((r) => r.values.ACCESO.replace(/\s+/g, '').toLowerCase()))];
  const taken = new Set(
    (await execIn<{ code: string }[]>(ctx.em, `select lower(emp_coding) as code from tempresa where lower(emp_coding) in (${accessCodes.map(() => '?').join(', ')})`, accessCodes)).map((r) => r.code),
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
      problems,
      // Passwords travel to the job encrypted with the server key and are erased once used.
      data: problems.length ? null : encryptSecret(ctx.services.config.secretKey, JSON.stringify(draft)),
    };
  });
  const errors = records.filter((r) => r.problems.length).length;

  try {
    await ctx.em.fork().transactional(async (tx) => {
      await execIn(tx, 'insert into timportacion_empresa (imp_hash, ver_codigo, imp_archivo, usr_codigo, usr_nombre, imp_total, imp_validas, imp_errores) values (?, ?, ?, ?, ?, ?, ?, ?)', [
        hash,
        version.id,
        (upload.fileName ?? '').slice(0, 200) || null,
        ctx.user!.id,
        ctx.user!.name,
        records.length,
        records.length - errors,
        errors,
      ]);
      for (const r of records) {
        const first = r.problems[0];
        await execIn(
          tx,
          'insert into timportacion_fila (imp_hash, imf_fila, imf_ruc, imf_acceso, imf_razons, imf_estado, imf_campo, imf_mensaje, imf_datos) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [hash, r.row, r.ruc, r.access, r.legalName, first ? 'error' : 'pendiente', first?.field ?? null, first ? r.problems.map((p) => p.message).join(' | ') : null, r.data],
        );
      }
    });
  } catch (error) {
    // The same file sent twice at the same moment: the second answers the first's import.
    const raced = await readBatch(ctx.em, hash);
    if (!raced) throw error;
    return importSummary(ctx.em, raced, true);
  }
  const batch = (await readBatch(ctx.em, hash))!;
  await ensureJob(ctx, hash, batch.imp_validas);
  return importSummary(ctx.em, batch, false);
}

/** One import with its rows' outcomes (tab 3 reads it when the job reports progress). */
export async function readImport(ctx: AppContext, hash: string): Promise<CompanyImport> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const batch = /^[0-9a-f]{64}$/.test(hash) ? await readBatch(ctx.em, hash) : null;
  if (!batch) throw AppError.notFound(CREATION_MSG.importNotFound);
  return importSummary(ctx.em, batch, false);
}
