import { accessKeyCheckDigitSql, buildAccessKey } from '../../domain/access-key.js';
import { TOKEN_CHECK_COLUMNS, type TokenCheckRow } from '../api-tokens/api-token.service.js';
import { centsText, DETAIL_SCALE, scaledText } from './document-amounts.js';
import { CONSUMER_FINAL, type CheckedDocument } from './document-validation.js';
import { DOCUMENT_MSG as M } from './messages.js';
import { DOCUMENT_KINDS } from './sri-catalogs.js';

/**
 * The statements of a submitted document. A new valid invoice costs one: the reference read
 * (the token, the answer already given for the idempotency key, the establishment and emission
 * point) and the insert of every row of the document, gated by what the read found. Anything
 * else (a refusal, a retry, a credit note) reads first, alone. `schema` is a checked tenant schema name
 * (assertSchemaName): the statements name it instead of setting search_path, so they need no
 * transaction of their own.
 */

/** What the reference read answers: the token, the first answer for the key, the point (nulls when missing). */
export interface ReferenceRow extends TokenCheckRow {
  dap_hash: string | null;
  dap_respuesta: unknown;
  alm_nroest: string | null;
  alm_ruc: string | null;
  alm_tipoamb: number | null;
  alm_codnum: string | null;
  tdv_estado: number | null;
  tdv_tipo: number | null;
}

/** Collects the parameters of a statement in the order its `?` appear (template literals evaluate left to right). */
export function parameters(): { params: unknown[]; p: (value: unknown) => string } {
  const params: unknown[] = [];
  return { params, p: (value) => (params.push(value), '?') };
}

/** What the reference read looks for: the request's token, the idempotency key and the point as sent (a malformed one finds nothing). */
export interface ReferenceKeys {
  tokenHash: string;
  key: string;
  establishment: string;
  emissionPoint: string;
}

/** The reference read (always one row). */
export function referenceSelect(schema: string, p: (value: unknown) => string, keys: ReferenceKeys): string {
  return `select ${TOKEN_CHECK_COLUMNS}, d.dap_hash, d.dap_respuesta, pt.alm_nroest, pt.alm_ruc, pt.alm_tipoamb, pt.alm_codnum, pt.tdv_estado, pt.tdv_tipo
     from (select 1) one
     left join public.tapitoken t on t.tok_hash = ${p(keys.tokenHash)}::text
     left join "${schema}".tdocapi d on d.dap_clave = ${p(keys.key.slice(0, 100))}::text
     left join lateral (
       select a.alm_nroest, a.alm_ruc, a.alm_tipoamb, a.alm_codnum, v.tdv_estado, v.tdv_tipo
         from "${schema}".talmacen a left join "${schema}".tpuntoventa v on v.alm_codigo = a.alm_codigo and v.tdv_numero = ${p(keys.emissionPoint)}::text
        where a.alm_nroest = ${p(keys.establishment)}::text limit 1) pt on true`;
}

/** The access key around its sequential: 30 digits before it, 9 after (numeric code and emission type), as buildAccessKey forms them. */
export interface KeyFrame {
  before: string;
  after: string;
}

/** Checks the access key's parts (buildAccessKey throws on a wrong length) and splits them around the sequential. */
export function keyFrame(parts: {
  date: string;
  documentType: string;
  ruc: string;
  environment: number;
  establishment: string;
  emissionPoint: string;
  numericCode: string;
}): KeyFrame {
  const probe = buildAccessKey({
    issueDate: `${parts.date.slice(8, 10)}${parts.date.slice(5, 7)}${parts.date.slice(0, 4)}`,
    documentType: parts.documentType,
    ruc: parts.ruc,
    environment: String(parts.environment),
    establishment: parts.establishment,
    emissionPoint: parts.emissionPoint,
    sequence: '000000000',
    numericCode: parts.numericCode,
    emissionType: '1',
  });
  return { before: probe.slice(0, 30), after: probe.slice(39, 48) };
}

/**
 * How the stored document gets the parts of its access key around the sequential: already
 * checked (`frame`, a credit note's path), or from the reference read inside the same statement
 * (`reference`, a new invoice's single round trip): then the statement writes only when the
 * token is active and the company's, the key is new, and the establishment and point exist, are
 * active and electronic, with a RUC; otherwise it writes nothing and answers the read's row, so
 * the caller says which rule failed.
 */
export type StoreSource = { frame: KeyFrame } | { reference: ReferenceKeys & { companyId: number; companyRuc: string; numericCode: string } };

/**
 * One statement that stores a checked document: the buyer as referente (none for the
 * consumidor final), the next sequential (the upsert locks the counter row until the statement
 * commits, so concurrent documents of a point get distinct, consecutive numbers; a point
 * without a counter starts after the highest number already in ttransaccion, a scan that a point
 * with a counter never pays), the transaction with its lines and payments, the electronic
 * document with its access key (check digit computed in the statement) and the idempotency row
 * with the answer, which it returns (`respuesta`, null when nothing was written). Each step reads
 * the one before (gate → client → seq → trn → the rest), so the locks are always taken in that
 * order. A second document with the same key fails on tdocapi's primary key and, being one
 * statement, writes nothing and gives its sequential back.
 */
export function storeStatement(
  schema: string,
  document: CheckedDocument,
  source: StoreSource,
  hash: string,
  invoiceId: number | null,
): { sql: string; params: unknown[] } {
  const s = `"${schema}"`;
  const { params, p } = parameters();
  const kind = DOCUMENT_KINDS[document.kind];
  const { buyer } = document;
  const consumerFinal = buyer.idType === CONSUMER_FINAL.idType;
  const lines = document.lines.map((l, i) => ({
    n: i + 1,
    codigo: l.code,
    descri: l.description,
    cantidad: scaledText(l.quantity, DETAIL_SCALE),
    precio: scaledText(l.unitPrice, DETAIL_SCALE),
    descuento: centsText(l.discount),
    subtotal: centsText(l.subtotal),
    iva_codigo: l.ivaCode,
    tarifa: scaledText(l.rateBasisPoints, 2),
    iva: centsText(l.iva),
  }));
  const payments = document.payments.map((x) => ({ fpa: x.method, valor: centsText(x.amount), plazo: x.term, unidad: x.timeUnit }));
  const number = `${document.establishment}-${document.emissionPoint}-`;
  const RUC = `'^[0-9]{13}$'`;
  let gate: string;
  if ('frame' in source) gate = `gate as (select ${p(source.frame.before)}::text as k_before, ${p(source.frame.after)}::text as k_after)`;
  else {
    const r = source.reference;
    const datePart = `${document.date.slice(8, 10)}${document.date.slice(5, 7)}${document.date.slice(0, 4)}${kind.sri}`;
    gate = `ref as (${referenceSelect(schema, p, r)}),
    gate as (
      select ${p(datePart)}::text || (case when ref.alm_ruc ~ ${RUC} then ref.alm_ruc else ${p(r.companyRuc)}::text end)
             || (case when ref.alm_tipoamb = 1 then '1' else '2' end) || ${p(`${document.establishment}${document.emissionPoint}`)}::text as k_before,
             (case when ref.alm_codnum ~ '^[0-9]{8}$' then ref.alm_codnum else ${p(r.numericCode)}::text end) || '1' as k_after
        from ref
       where ref.tok_codigo is not null and ref.tok_revocado is null and ref.emp_codigo = ${p(r.companyId)}::int and ref.dap_hash is null
         and ref.alm_nroest is not null and ref.tdv_estado = 0 and ref.tdv_tipo = 4 and (ref.alm_ruc ~ ${RUC} or ${p(r.companyRuc)}::text ~ ${RUC}))`;
  }
  const client = consumerFinal
    ? // The consumidor final is no referente: its documents have no client, as the reports read them.
      'select null::int as clp_codigo from gate'
    : `insert into ${s}.tclipro (clp_cedruc, clp_tipoid, clp_nombre, clp_direcc, clp_email)
       select ${p(buyer.idNumber)}::text, ${p(buyer.idType)}::text, ${p(buyer.name)}::text, ${p(buyer.address)}::text, ${p(buyer.email)}::text from gate
       on conflict (clp_cedruc) do update set clp_cedruc = excluded.clp_cedruc returning clp_codigo`;
  const sql = `with ${gate}, client as (${client}), seq as (
    insert into ${s}.tsecuencial (alm_nroest, tdv_numero, doc_tipo, sec_ultimo)
    select c.est, c.pto, c.tipo,
           -- The scan of the point's numbers runs only while it has no counter (CASE evaluates one branch).
           case when exists (select 1 from ${s}.tsecuencial where alm_nroest = c.est and tdv_numero = c.pto and doc_tipo = c.tipo) then 1
                else coalesce((select max(substr(trn_compro, 9)::int) from ${s}.ttransaccion
                                where tra_codigo = ${p(kind.transaction)}::int and trn_compro like ${p(`${number}%`)}::text
                                  and trn_compro ~ '^[0-9]{3}-[0-9]{3}-[0-9]{9}$'), 0) + 1 end
      from client, (select ${p(document.establishment)}::char(3) as est, ${p(document.emissionPoint)}::char(3) as pto, ${p(kind.sri)}::char(2) as tipo) c
    on conflict (alm_nroest, tdv_numero, doc_tipo) do update set sec_ultimo = tsecuencial.sec_ultimo + 1
    returning sec_ultimo
  ), trn as (
    insert into ${s}.ttransaccion (tra_codigo, trn_compro, trn_fecha, clp_codigo, trn_subtotal, trn_iva, trn_total, trn_codref, trn_motivo)
    select ${p(kind.transaction)}::int, ${p(number)}::text || lpad(seq.sec_ultimo::text, 9, '0'), ${p(document.date)}::date, client.clp_codigo,
           ${p(centsText(document.subtotal))}::numeric, ${p(centsText(document.iva))}::numeric, ${p(centsText(document.total))}::numeric, ${p(invoiceId)}::int, ${p(document.reason)}::text
      from seq, client
    returning trn_codigo, trn_compro
  ), clave as (
    select k.k48 || ${accessKeyCheckDigitSql('k.k48')}::text as doc_numaut
      from (select gate.k_before || lpad(seq.sec_ultimo::text, 9, '0') || gate.k_after as k48 from seq, gate) k
  ), det as (
    insert into ${s}.ttransaccion_det (trn_codigo, tdt_linea, art_codigo, art_descri, tdt_cantidad, tdt_precio, tdt_descuento, tdt_subtotal, iva_codigo, tdt_tarifa, tdt_iva)
    select trn.trn_codigo, l.n, l.codigo, l.descri, l.cantidad, l.precio, l.descuento, l.subtotal, l.iva_codigo, l.tarifa, l.iva
      from trn, json_to_recordset(${p(JSON.stringify(lines))}::json)
           as l(n int, codigo text, descri text, cantidad numeric, precio numeric, descuento numeric, subtotal numeric, iva_codigo text, tarifa numeric, iva numeric)
  ), pago as (
    insert into ${s}.ttransaccion_pago (trn_codigo, fpa_codigo, tpa_valor, tpa_plazo, tpa_unidad)
    select trn.trn_codigo, x.fpa, x.valor, x.plazo, x.unidad from trn, json_to_recordset(${p(JSON.stringify(payments))}::json) as x(fpa text, valor numeric, plazo int, unidad text)
  ), doc as (
    insert into ${s}.tdocelectronico (trn_codigo, doc_numaut, doc_tipo, doc_estado) select trn.trn_codigo, clave.doc_numaut, ${p(kind.sri)}::text, 0 from trn, clave
  ), answer as (
    -- M.saved with an empty number is the message before the number: the statement appends it.
    select jsonb_build_object('id', trn.trn_codigo, 'number', trn.trn_compro, 'sequential', seq.sec_ultimo, 'accessKey', clave.doc_numaut,
                              'kind', ${p(document.kind)}::text, 'total', ${p(centsText(document.total))}::text, 'message', ${p(M.saved(kind.label, ''))}::text || trn.trn_compro,
                              'repeated', false) as respuesta
      from trn, seq, clave
  ), api as (
    insert into ${s}.tdocapi (dap_clave, dap_tipo, dap_hash, trn_codigo, dap_respuesta)
    select ${p(document.idempotencyKey)}::text, ${p(kind.sri)}::text, ${p(hash)}::text, trn.trn_codigo, answer.respuesta from trn, answer
  )
  ${'frame' in source ? 'select respuesta from answer' : 'select ref.*, (select respuesta from answer) as respuesta from ref'}`;
  return { sql, params };
}
