import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { buildAccessKey } from '../../domain/access-key.js';
import type { AppContext } from '../../graphql/context.js';
import { assertSchemaName } from '../../db/tenant/tenant-registry.js';
import { AppError } from '../../shared/app-error.js';
import { authenticateApiToken } from '../api-tokens/api-token.service.js';
import { findCompany } from '../companies/company.service.js';
import type { Company } from '../companies/company.entity.js';
import { centsText, DETAIL_SCALE, scaledText } from './document-amounts.js';
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

type Run = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

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
  return createHash('sha256').update(JSON.stringify([kind, canonical({ ...input })])).digest('hex');
}

type Stored = { dap_hash: string; dap_respuesta: DocumentAnswer | string };

/** The first answer for a key, or a CONFLICT when the key was used for another document; null when the key is new. */
async function previousAnswer(run: Run, key: string, hash: string, table = 'tdocapi'): Promise<DocumentAnswer | null> {
  const [previous] = await run<Stored>(`select dap_hash, dap_respuesta from ${table} where dap_clave = ?`, [key]);
  if (!previous) return null;
  if (previous.dap_hash !== hash) throw AppError.conflict(M.idempotencyReused, 'input.idempotencyKey');
  const first = typeof previous.dap_respuesta === 'string' ? (JSON.parse(previous.dap_respuesta) as DocumentAnswer) : previous.dap_respuesta;
  return { ...first, repeated: true };
}

/** ddmmaaaa of an AAAA-MM-DD date, as the access key writes it. */
const keyDate = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;

async function checkPoint(run: Run, document: CheckedDocument): Promise<{ ruc: string | null; environment: number; numericCode: string | null }> {
  const { establishment: e, emissionPoint: p } = document;
  const [row] = await run<{ alm_ruc: string; alm_tipoamb: number; alm_codnum: string | null; tdv_estado: number | null; tdv_tipo: number | null }>(
    `select a.alm_ruc, a.alm_tipoamb, a.alm_codnum, v.tdv_estado, v.tdv_tipo
       from talmacen a left join tpuntoventa v on v.alm_codigo = a.alm_codigo and v.tdv_numero = ?
      where a.alm_nroest = ?`,
    [p, e],
  );
  if (!row) throw AppError.inputs([{ field: 'input.establishment', legacyField: 'alm_nroest', message: M.establishmentMissing(e) }]);
  const refuse = (message: string) => AppError.inputs([{ field: 'input.emissionPoint', legacyField: 'tdv_numero', message }]);
  if (row.tdv_estado === null) throw refuse(M.pointMissing(e, p));
  if (row.tdv_estado !== 0) throw refuse(M.pointInactive(e, p));
  if (row.tdv_tipo !== 4) throw refuse(M.pointNotElectronic(e, p));
  return { ruc: /^\d{13}$/.test(row.alm_ruc) ? row.alm_ruc : null, environment: row.alm_tipoamb === 1 ? 1 : 2, numericCode: row.alm_codnum };
}

/**
 * The invoice a credit note modifies, locked so two credit notes cannot both spend its balance.
 * An invoice without a client is the consumidor final's (9999999999999).
 */
async function checkCreditNote(run: Run, document: CheckedDocument): Promise<number> {
  const number = document.invoiceNumber!;
  const refuse = (message: string, field = 'input.invoiceNumber', legacyField = 'trn_codref') => AppError.inputs([{ field, legacyField, message }]);
  const [invoice] = await run<{ trn_codigo: number; trn_total: string; trn_estado: number; clp_cedruc: string | null }>(
    `select t.trn_codigo, t.trn_total::text as trn_total, t.trn_estado, coalesce(c.clp_cedruc, ?) as clp_cedruc
       from ttransaccion t left join tclipro c on c.clp_codigo = t.clp_codigo
      where t.tra_codigo = ? and t.trn_compro = ? order by t.trn_codigo desc limit 1 for update of t`,
    [CONSUMER_FINAL.idNumber, DOCUMENT_KINDS.invoice.transaction, number],
  );
  if (!invoice) throw refuse(M.invoiceRefMissing(number));
  if (invoice.trn_estado !== 1) throw refuse(M.invoiceRefCancelled(number));
  if (invoice.clp_cedruc !== document.buyer.idNumber) throw refuse(M.invoiceRefBuyer(number), 'input.buyer.idNumber', 'cliente.clp_cedruc');
  const [{ cents }] = (await run<{ cents: string }>(
    `select ((?::numeric - coalesce((select sum(trn_total) from ttransaccion where trn_codref = ? and tra_codigo = ? and trn_estado = 1), 0)) * 100)::bigint::text as cents`,
    [invoice.trn_total, invoice.trn_codigo, DOCUMENT_KINDS.creditNote.transaction],
  )) as [{ cents: string }];
  const balanceCents = BigInt(cents);
  if (document.total > balanceCents) throw refuse(M.invoiceRefBalance(centsText(document.total), centsText(balanceCents)), 'input.total', 'trn_total');
  return invoice.trn_codigo;
}

/**
 * The next sequential of an establishment, point and document type. The upsert locks the
 * counter row until the transaction ends, so concurrent documents of one point get distinct,
 * consecutive numbers (a rolled-back document gives its number back). A point without a counter
 * starts after the highest number already in ttransaccion.
 */
async function nextSequential(run: Run, document: CheckedDocument): Promise<number> {
  const kind = DOCUMENT_KINDS[document.kind];
  const prefix = `${document.establishment}-${document.emissionPoint}-`;
  const [row] = await run<{ sec_ultimo: number }>(
    `insert into tsecuencial (alm_nroest, tdv_numero, doc_tipo, sec_ultimo)
     select ?, ?, ?, coalesce((select max(substr(trn_compro, 9)::int) from ttransaccion
                                where tra_codigo = ? and trn_compro like ? and trn_compro ~ '^[0-9]{3}-[0-9]{3}-[0-9]{9}$'), 0) + 1
     on conflict (alm_nroest, tdv_numero, doc_tipo) do update set sec_ultimo = tsecuencial.sec_ultimo + 1
     returning sec_ultimo`,
    [document.establishment, document.emissionPoint, kind.sri, kind.transaction, `${prefix}%`],
  );
  return row!.sec_ultimo;
}

async function store(run: Run, company: Company, document: CheckedDocument, hash: string): Promise<DocumentAnswer> {
  const point = await checkPoint(run, document);
  const invoiceId = document.kind === 'creditNote' ? await checkCreditNote(run, document) : null;
  const { buyer } = document;
  // The consumidor final is no referente: its documents have no client (clp_codigo null), as the reports read them.
  const [client] = buyer.idType === CONSUMER_FINAL.idType
    ? [{ clp_codigo: null }]
    : await run<{ clp_codigo: number }>(
        `insert into tclipro (clp_cedruc, clp_tipoid, clp_nombre, clp_direcc, clp_email) values (?, ?, ?, ?, ?)
         on conflict (clp_cedruc) do update set clp_cedruc = excluded.clp_cedruc returning clp_codigo`,
        [buyer.idNumber, buyer.idType, buyer.name, buyer.address, buyer.email],
      );
  const kind = DOCUMENT_KINDS[document.kind];
  const sequential = await nextSequential(run, document);
  const number = `${document.establishment}-${document.emissionPoint}-${String(sequential).padStart(9, '0')}`;
  const [transaction] = await run<{ trn_codigo: number }>(
    `insert into ttransaccion (tra_codigo, trn_compro, trn_fecha, clp_codigo, trn_subtotal, trn_iva, trn_total, trn_codref, trn_motivo)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning trn_codigo`,
    [kind.transaction, number, document.date, client!.clp_codigo, centsText(document.subtotal), centsText(document.iva), centsText(document.total), invoiceId, document.reason],
  );
  const id = transaction!.trn_codigo;
  const lineValues = document.lines.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
  await run(
    `insert into ttransaccion_det (trn_codigo, tdt_linea, art_codigo, art_descri, tdt_cantidad, tdt_precio, tdt_descuento, tdt_subtotal, iva_codigo, tdt_tarifa, tdt_iva) values ${lineValues}`,
    document.lines.flatMap((l, i) => [id, i + 1, l.code, l.description, scaledText(l.quantity, DETAIL_SCALE), scaledText(l.unitPrice, DETAIL_SCALE), centsText(l.discount), centsText(l.subtotal), l.ivaCode, scaledText(l.rateBasisPoints, 2), centsText(l.iva)]),
  );
  await run(
    `insert into ttransaccion_pago (trn_codigo, fpa_codigo, tpa_valor, tpa_plazo, tpa_unidad) values ${document.payments.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
    document.payments.flatMap((p) => [id, p.method, centsText(p.amount), p.term, p.timeUnit]),
  );
  const ruc = point.ruc ?? (/^\d{13}$/.test(company.ruc) ? company.ruc : null);
  if (!ruc) throw AppError.conflict(M.rucMissing(document.establishment));
  const accessKey = buildAccessKey({
    issueDate: keyDate(document.date),
    documentType: kind.sri,
    ruc,
    environment: String(point.environment),
    establishment: document.establishment,
    emissionPoint: document.emissionPoint,
    sequence: String(sequential).padStart(9, '0'),
    numericCode: point.numericCode && /^\d{8}$/.test(point.numericCode) ? point.numericCode : String(randomInt(0, 100_000_000)).padStart(8, '0'),
    emissionType: '1',
  });
  await run('insert into tdocelectronico (trn_codigo, doc_numaut, doc_tipo, doc_estado) values (?, ?, ?, 0)', [id, accessKey, kind.sri]);
  const answer: DocumentAnswer = { id, number, sequential, accessKey, kind: document.kind, total: centsText(document.total), message: M.saved(kind.label, number), repeated: false };
  await run('insert into tdocapi (dap_clave, dap_tipo, dap_hash, trn_codigo, dap_respuesta) values (?, ?, ?, ?, ?::jsonb)', [document.idempotencyKey, kind.sri, hash, id, JSON.stringify(answer)]);
  return answer;
}

/**
 * Validates and stores an invoice or a credit note of a company for an integrator holding that
 * company's API token: every field is checked (nothing is written on error), then the document
 * gets its sequential and access key in the company's schema, in one transaction. The same
 * idempotency key with the same document answers the first answer again and creates nothing.
 */
export async function submitDocument(ctx: AppContext, kind: DocumentKind, companyId: number | null | undefined, input: DocumentInput): Promise<DocumentAnswer> {
  const id = Number(companyId);
  if (!Number.isInteger(id) || id <= 0) throw AppError.input('companyId', M.idRequired);
  await authenticateApiToken(ctx.em, ctx.apiToken, id);
  const company = await findCompany(ctx.em, id);
  if (!ctx.services.tenants.isLocal(company)) throw AppError.notFound(M.companyMissing(id));
  assertSchemaName(company.dbSchema);
  const hash = documentHash(kind, input ?? {});
  const key = typeof input?.idempotencyKey === 'string' ? input.idempotencyKey.trim() : '';
  const inCompany = <T>(work: (run: Run) => Promise<T>) =>
    ctx.em.transactional(async (tx: EntityManager) => {
      const conn = tx.getConnection();
      const txCtx = tx.getTransactionContext();
      await conn.execute(`set local search_path to "${company.dbSchema}", public`, [], 'run', txCtx);
      return work(<T>(sql: string, params: unknown[] = []) => conn.execute<T[]>(sql, params, 'all', txCtx));
    });
  // A retry is answered before the rules: what was accepted once stays accepted.
  if (key && key.length <= 100) {
    // One statement on the pool, schema-qualified (the name was checked above): no transaction needed to read.
    const conn = ctx.em.getConnection();
    const first = await previousAnswer(<T>(sql: string, params: unknown[] = []) => conn.execute<T[]>(sql, params), key, hash, `"${company.dbSchema}".tdocapi`);
    if (first) return first;
  }
  const checked = checkDocument(kind, input ?? {});
  if ('problems' in checked) throw AppError.inputs(checked.problems);
  const { document } = checked;
  return inCompany(async (run) => {
    // Requests with one key wait for each other: the second sees the first's stored answer.
    await run('select pg_advisory_xact_lock(hashtextextended(?, 20))', [`${company.dbSchema}/${document.idempotencyKey}`]);
    return (await previousAnswer(run, document.idempotencyKey, hash)) ?? store(run, company, document, hash);
  });
}
