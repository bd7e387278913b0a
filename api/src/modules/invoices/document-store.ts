import { accessKeyCheckDigitSql, buildAccessKey } from '../../domain/access-key.js';
import { TOKEN_CHECK_COLUMNS, type TokenCheckRow } from '../api-tokens/api-token.service.js';
import { centsText, DETAIL_SCALE, scaledText } from './document-amounts.js';
import { CONSUMER_FINAL, type CheckedDocument } from './document-validation.js';
import { DOCUMENT_MSG as M } from './messages.js';
import { DOCUMENT_KINDS } from './sri-catalogs.js';

/**
 * The statements of a submitted document. A new invoice costs two: one read (the token, the
 * answer already given for the idempotency key, the establishment and emission point) and one
 * insert of every row of the document. `schema` is a checked tenant schema name
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

/** The reference read: params token hash, idempotency key, establishment, emission point. Always one row. */
export const referenceSql = (schema: string) =>
  `select ${TOKEN_CHECK_COLUMNS}, d.dap_hash, d.dap_respuesta, p.alm_nroest, p.alm_ruc, p.alm_tipoamb, p.alm_codnum, p.tdv_estado, p.tdv_tipo
     from (select 1) one
     left join public.tapitoken t on t.tok_hash = ?::text
     left join "${schema}".tdocapi d on d.dap_clave = ?::text
     left join lateral (
       select a.alm_nroest, a.alm_ruc, a.alm_tipoamb, a.alm_codnum, v.tdv_estado, v.tdv_tipo
         from "${schema}".talmacen a left join "${schema}".tpuntoventa v on v.alm_codigo = a.alm_codigo and v.tdv_numero = ?::text
        where a.alm_nroest = ?::text limit 1) p on true`;

/** The reference read's parameters, in order (the point's texts as sent: a malformed one finds nothing). */
export const referenceParams = (tokenHashText: string, key: string, establishment: string, emissionPoint: string) => [tokenHashText, key, emissionPoint, establishment];

/** The access key around its sequential: 30 digits before it, 9 after (numeric code and emission type), as buildAccessKey forms them. */
export interface KeyFrame {
  before: string;
  after: string;
}

/** Checks the access key's parts (buildAccessKey throws on a wrong length) and splits them around the sequential. */
export function keyFrame(parts: { date: string; documentType: string; ruc: string; environment: number; establishment: string; emissionPoint: string; numericCode: string }): KeyFrame {
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
 * One statement that stores a checked document: the buyer as referente (none for the
 * consumidor final), the next sequential (the upsert locks the counter row until the statement
 * commits, so concurrent documents of a point get distinct, consecutive numbers; a point
 * without a counter starts after the highest number already in ttransaccion, a scan that a point
 * with a counter never pays), the transaction
 * with its lines and payments, the electronic document with its access key (check digit
 * computed in the statement) and the idempotency row with the answer, which it returns. Each
 * step reads the one before (client → seq → trn → the rest), so the locks are always taken in
 * that order. A second document with the same key fails on tdocapi's primary key and, being one
 * statement, writes nothing and gives its sequential back.
 */
export function storeStatement(schema: string, document: CheckedDocument, frame: KeyFrame, hash: string, invoiceId: number | null): { sql: string; params: unknown[] } {
  const s = `"${schema}"`;
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
  const payments = document.payments.map((p) => ({ fpa: p.method, valor: centsText(p.amount), plazo: p.term, unidad: p.timeUnit }));
  const number = `${document.establishment}-${document.emissionPoint}-`;
  const sql = `with client as (${
    consumerFinal
      ? // The consumidor final is no referente: its documents have no client, as the reports read them.
        'select null::int as clp_codigo'
      : `insert into ${s}.tclipro (clp_cedruc, clp_tipoid, clp_nombre, clp_direcc, clp_email) values (?::text, ?::text, ?::text, ?::text, ?::text)
         on conflict (clp_cedruc) do update set clp_cedruc = excluded.clp_cedruc returning clp_codigo`
  }), seq as (
    insert into ${s}.tsecuencial (alm_nroest, tdv_numero, doc_tipo, sec_ultimo)
    select c.est, c.pto, c.tipo,
           -- The scan of the point's numbers runs only while it has no counter (CASE evaluates one branch).
           case when exists (select 1 from ${s}.tsecuencial where alm_nroest = c.est and tdv_numero = c.pto and doc_tipo = c.tipo) then 1
                else coalesce((select max(substr(trn_compro, 9)::int) from ${s}.ttransaccion
                                where tra_codigo = ?::int and trn_compro like ?::text and trn_compro ~ '^[0-9]{3}-[0-9]{3}-[0-9]{9}$'), 0) + 1 end
      from client, (select ?::char(3) as est, ?::char(3) as pto, ?::char(2) as tipo) c
    on conflict (alm_nroest, tdv_numero, doc_tipo) do update set sec_ultimo = tsecuencial.sec_ultimo + 1
    returning sec_ultimo
  ), trn as (
    insert into ${s}.ttransaccion (tra_codigo, trn_compro, trn_fecha, clp_codigo, trn_subtotal, trn_iva, trn_total, trn_codref, trn_motivo)
    select ?::int, ?::text || lpad(seq.sec_ultimo::text, 9, '0'), ?::date, client.clp_codigo, ?::numeric, ?::numeric, ?::numeric, ?::int, ?::text
      from seq, client
    returning trn_codigo, trn_compro
  ), clave as (
    select k.k48 || ${accessKeyCheckDigitSql('k.k48')}::text as doc_numaut
      from (select ?::text || lpad(sec_ultimo::text, 9, '0') || ?::text as k48 from seq) k
  ), det as (
    insert into ${s}.ttransaccion_det (trn_codigo, tdt_linea, art_codigo, art_descri, tdt_cantidad, tdt_precio, tdt_descuento, tdt_subtotal, iva_codigo, tdt_tarifa, tdt_iva)
    select trn.trn_codigo, l.n, l.codigo, l.descri, l.cantidad, l.precio, l.descuento, l.subtotal, l.iva_codigo, l.tarifa, l.iva
      from trn, json_to_recordset(?::json) as l(n int, codigo text, descri text, cantidad numeric, precio numeric, descuento numeric, subtotal numeric, iva_codigo text, tarifa numeric, iva numeric)
  ), pago as (
    insert into ${s}.ttransaccion_pago (trn_codigo, fpa_codigo, tpa_valor, tpa_plazo, tpa_unidad)
    select trn.trn_codigo, p.fpa, p.valor, p.plazo, p.unidad from trn, json_to_recordset(?::json) as p(fpa text, valor numeric, plazo int, unidad text)
  ), doc as (
    insert into ${s}.tdocelectronico (trn_codigo, doc_numaut, doc_tipo, doc_estado) select trn.trn_codigo, clave.doc_numaut, ?::text, 0 from trn, clave
  ), answer as (
    select jsonb_build_object('id', trn.trn_codigo, 'number', trn.trn_compro, 'sequential', seq.sec_ultimo, 'accessKey', clave.doc_numaut,
                              'kind', ?::text, 'total', ?::text, 'message', ?::text || trn.trn_compro, 'repeated', false) as respuesta
      from trn, seq, clave
  ), api as (
    insert into ${s}.tdocapi (dap_clave, dap_tipo, dap_hash, trn_codigo, dap_respuesta) select ?::text, ?::text, ?::text, trn.trn_codigo, answer.respuesta from trn, answer
  )
  select respuesta from answer`;
  const params = [
    ...(consumerFinal ? [] : [buyer.idNumber, buyer.idType, buyer.name, buyer.address, buyer.email]),
    kind.transaction, `${number}%`, document.establishment, document.emissionPoint, kind.sri,
    kind.transaction, number, document.date, centsText(document.subtotal), centsText(document.iva), centsText(document.total), invoiceId, document.reason,
    frame.before, frame.after,
    JSON.stringify(lines),
    JSON.stringify(payments),
    kind.sri,
    // M.saved with an empty number is the message before the number: the statement appends it.
    document.kind, centsText(document.total), M.saved(kind.label, ''),
    document.idempotencyKey, kind.sri, hash,
  ];
  return { sql, params };
}
