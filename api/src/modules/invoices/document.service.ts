import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { assertSchemaName } from '../../db/tenant/tenant-registry.js';
import { AppError } from '../../shared/app-error.js';
import { poolRows } from '../../graphql/fast-sql.js';
import { run } from '../../db/sql.js';
import { authenticateApiToken, checkApiToken, tokenHash } from '../api-tokens/api-token.service.js';
import { TOKEN_MSG } from '../api-tokens/messages.js';
import { findCompany } from '../companies/company.service.js';
import { centsText } from './document-amounts.js';
import { keyFrame, parameters, referenceSelect, storeStatement, type KeyFrame, type ReferenceRow } from './document-store.js';
import { checkDocument, CONSUMER_FINAL, type CheckedDocument, type DocumentInput } from './document-validation.js';
import { DOCUMENT_MSG as M } from './messages.js';
import { DOCUMENT_KINDS, type DocumentKind } from './sri-catalogs.js';

/** The answer to a submitted document; the same answer is given again for its idempotency key. */
export interface DocumentAnswer {
  /** ttransaccion.trn_codigo */
  id: number;
  /** 001-001-000000123 */
  number: string;
  sequential: number;
  /** The 49-digit SRI access key (tdocelectronico.doc_numaut). */
  accessKey: string;
  kind: DocumentKind;
  total: string;
  message: string;
  /** True when the key was already used and this is the first answer again. */
  repeated: boolean;
}

/** Plain data in a canonical form: object keys sorted, empty values dropped, numbers as their text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/**
 * The fingerprint of a document as sent (kind + canonical input): tells a retry from another
 * document under the same key before any rule runs, so a retry gets its first answer even when
 * the rules would refuse it now (a later day, a point since cancelled).
 */
function documentHash(kind: DocumentKind, input: DocumentInput): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, canonical({ ...input })]))
    .digest('hex');
}

type Stored = { dap_hash: string | null; dap_respuesta: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The first answer for a key, or a CONFLICT when the key was used for another document; null when the key is new. */
function firstAnswer(stored: Stored | undefined, hash: string): DocumentAnswer | null {
  if (!stored?.dap_hash) return null;
  if (stored.dap_hash !== hash) throw AppError.conflict(M.idempotencyReused, 'input.idempotencyKey');
  const first = typeof stored.dap_respuesta === 'string' ? (JSON.parse(stored.dap_respuesta) as DocumentAnswer) : (stored.dap_respuesta as DocumentAnswer);
  return { ...first, repeated: true };
}

/** True for the refusal of a second document with an idempotency key already stored (tdocapi's primary key). */
const keyTaken = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { code?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'tdocapi_pkey';

/** What a document needs of its company; kept a few seconds (the schema never changes; a RUC edit shows within seconds). */
interface CompanyFacts {
  schema: string;
  ruc: string;
  local: boolean;
  until: number;
}
const COMPANY_TTL_MS = 5_000;
/** Per running app (a test process may run several, each on its own database). */
const companiesByApp = new WeakMap<object, Map<number, CompanyFacts>>();

async function companyFacts(ctx: AppContext, id: number): Promise<CompanyFacts | null> {
  const now = Date.now();
  let companies = companiesByApp.get(ctx.services);
  if (!companies) companiesByApp.set(ctx.services, (companies = new Map()));
  const known = companies.get(id);
  if (known && known.until > now) return known;
  const company = await findCompany(ctx.em, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (!company) return null;
  const facts = { schema: company.dbSchema, ruc: company.ruc, local: ctx.services.tenants.isLocal(company), until: now + COMPANY_TTL_MS };
  if (facts.local) assertSchemaName(facts.schema);
  if (companies.size > 10_000) companies.clear();
  companies.set(id, facts);
  return facts;
}

/** The establishment and emission point of the reference read, checked; the parts of the access key around the sequential. */
function checkPoint(row: ReferenceRow, document: CheckedDocument, companyRuc: string): KeyFrame {
  const { establishment: e, emissionPoint: p } = document;
  if (!row.alm_nroest) throw AppError.inputs([{ field: 'input.establishment', legacyField: 'alm_nroest', message: M.establishmentMissing(e) }]);
  const refuse = (message: string) => AppError.inputs([{ field: 'input.emissionPoint', legacyField: 'tdv_numero', message }]);
  if (row.tdv_estado === null) throw refuse(M.pointMissing(e, p));
  if (row.tdv_estado !== 0) throw refuse(M.pointInactive(e, p));
  if (row.tdv_tipo !== 4) throw refuse(M.pointNotElectronic(e, p));
  const ruc = row.alm_ruc && /^\d{13}$/.test(row.alm_ruc) ? row.alm_ruc : /^\d{13}$/.test(companyRuc) ? companyRuc : null;
  if (!ruc) throw AppError.conflict(M.rucMissing(e));
  return keyFrame({
    date: document.date,
    documentType: DOCUMENT_KINDS[document.kind].sri,
    ruc,
    environment: row.alm_tipoamb === 1 ? 1 : 2,
    establishment: e,
    emissionPoint: p,
    numericCode: row.alm_codnum && /^\d{8}$/.test(row.alm_codnum) ? row.alm_codnum : String(randomInt(0, 100_000_000)).padStart(8, '0'),
  });
}

/**
 * The invoice a credit note modifies, locked so two credit notes cannot both spend its balance
 * (the balance is read by the next statement, after the lock). An invoice without a client is
 * the consumidor final's (9999999999999).
 */
async function checkCreditNote(tx: EntityManager, schema: string, document: CheckedDocument): Promise<number> {
  const number = document.invoiceNumber!;
  const refuse = (message: string, field = 'input.invoiceNumber', legacyField = 'trn_codref') => AppError.inputs([{ field, legacyField, message }]);
  const [invoice] = await run<{ trn_codigo: number; trn_total: string; trn_estado: number; clp_cedruc: string | null }>(
    tx,
    `select t.trn_codigo, t.trn_total::text as trn_total, t.trn_estado, coalesce(c.clp_cedruc, ?) as clp_cedruc
       from "${schema}".ttransaccion t left join "${schema}".tclipro c on c.clp_codigo = t.clp_codigo
      where t.tra_codigo = ? and t.trn_compro = ? order by t.trn_codigo desc limit 1 for update of t`,
    [CONSUMER_FINAL.idNumber, DOCUMENT_KINDS.invoice.transaction, number],
  );
  if (!invoice) throw refuse(M.invoiceRefMissing(number));
  if (invoice.trn_estado !== 1) throw refuse(M.invoiceRefCancelled(number));
  if (invoice.clp_cedruc !== document.buyer.idNumber) throw refuse(M.invoiceRefBuyer(number), 'input.buyer.idNumber', 'cliente.clp_cedruc');
  const [{ cents }] = (await run<{ cents: string }>(
    tx,
    `select ((?::numeric - coalesce((select sum(trn_total) from "${schema}".ttransaccion where trn_codref = ? and tra_codigo = ? and trn_estado = 1), 0)) * 100)::bigint::text as cents`,
    [invoice.trn_total, invoice.trn_codigo, DOCUMENT_KINDS.creditNote.transaction],
  )) as [{ cents: string }];
  const balanceCents = BigInt(cents);
  if (document.total > balanceCents) throw refuse(M.invoiceRefBalance(centsText(document.total), centsText(balanceCents)), 'input.total', 'trn_total');
  return invoice.trn_codigo;
}

/** The stored answer as the service gives it (the statement answers jsonb). */
function storedAnswer(rows: Array<{ respuesta: unknown }>): DocumentAnswer {
  const value = rows[0]!.respuesta;
  return (typeof value === 'string' ? JSON.parse(value) : value) as DocumentAnswer;
}

/**
 * Validates and stores an invoice or a credit note of a company for an integrator holding that
 * company's API token: every field is checked (nothing is written on error), then the document
 * gets its sequential and access key in the company's schema. The same idempotency key with the
 * same document answers the first answer again and creates nothing.
 *
 * A new valid invoice costs one statement: the insert of document-store.ts carries the
 * reference read (token, first answer for the key, establishment and point) and writes only when
 * it allows; otherwise it answers the read and the rules below say why, in their usual order.
 * Anything else reads first (one statement), then a credit note locks the invoice it modifies
 * and reads its balance in a transaction before the same insert.
 */
export async function submitDocument(ctx: AppContext, kind: DocumentKind, companyId: number | null | undefined, input: DocumentInput): Promise<DocumentAnswer> {
  const id = Number(companyId);
  if (!Number.isInteger(id) || id <= 0) throw AppError.input('companyId', M.idRequired);
  if (!ctx.apiToken) throw AppError.unauthenticated(TOKEN_MSG.missing);
  const company = await companyFacts(ctx, id);
  if (!company?.local) {
    // The token is judged first, as for a known company: a caller without one learns nothing of the company.
    await authenticateApiToken(ctx.em, ctx.apiToken, id);
    if (!company) await findCompany(ctx.em, id);
    throw AppError.notFound(M.companyMissing(id));
  }
  const { schema } = company;
  const hash = documentHash(kind, input ?? {});
  const keys = {
    tokenHash: tokenHash(ctx.apiToken),
    key: typeof input?.idempotencyKey === 'string' ? input.idempotencyKey.trim() : '',
    establishment: text(input?.establishment),
    emissionPoint: text(input?.emissionPoint),
  };
  const em = ctx.services.orm.em;
  const checked = checkDocument(kind, input ?? {});
  /** The rules that need the reference read, in order: token, retry (answered before any rule), fields, point. */
  const judge = async (row: ReferenceRow | undefined): Promise<{ answer: DocumentAnswer } | { document: CheckedDocument; frame: KeyFrame }> => {
    await checkApiToken(ctx.em, row, id);
    const first = keys.key.length <= 100 ? firstAnswer(row, hash) : null;
    if (first) return { answer: first };
    if ('problems' in checked) throw AppError.inputs(checked.problems);
    return { document: checked.document, frame: checkPoint(row!, checked.document, company.ruc) };
  };
  try {
    if (kind === 'invoice' && 'document' in checked) {
      const numericCode = String(randomInt(0, 100_000_000)).padStart(8, '0');
      const { sql, params } = storeStatement(
        schema,
        checked.document,
        { reference: { ...keys, companyId: id, companyRuc: company.ruc, numericCode } },
        hash,
        null,
      );
      const [row] = await poolRows<ReferenceRow & { respuesta: unknown }>(em, sql, params);
      if (row?.respuesta) {
        if (!row.reciente) await checkApiToken(ctx.em, row, id);
        return storedAnswer([row]);
      }
      const judged = await judge(row);
      if ('answer' in judged) return judged.answer;
      throw new Error('El documento no se guardó aunque la lectura de referencia lo permitía');
    }
    const { params, p } = parameters();
    const [row] = await poolRows<ReferenceRow>(em, referenceSelect(schema, p, keys), params);
    const judged = await judge(row);
    if ('answer' in judged) return judged.answer;
    const { document, frame } = judged;
    if (document.kind === 'invoice') {
      const statement = storeStatement(schema, document, { frame }, hash, null);
      return storedAnswer(await poolRows<{ respuesta: unknown }>(em, statement.sql, statement.params));
    }
    return await ctx.em.transactional(async (tx: EntityManager) => {
      const invoiceId = await checkCreditNote(tx, schema, document);
      const statement = storeStatement(schema, document, { frame }, hash, invoiceId);
      return storedAnswer(await run<{ respuesta: unknown }>(tx, statement.sql, statement.params));
    });
  } catch (error) {
    // Another request stored a document with this key meanwhile: its answer, or CONFLICT.
    if (!keyTaken(error)) throw error;
    const [stored] = await poolRows<Stored>(em, `select dap_hash, dap_respuesta from "${schema}".tdocapi where dap_clave = ?::text`, [keys.key]);
    const again = firstAnswer(stored, hash);
    if (!again) throw error;
    return again;
  }
}
