import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { objectParam } from '../../rest/params.js';
import { submitDocument, type DocumentAnswer } from './document.service.js';
import type { DocumentInput } from './document-validation.js';
import { DOCUMENT_KINDS, PAYMENT_METHODS, type DocumentKind } from './sri-catalogs.js';

type Body = Record<string, unknown>;
const list = (value: unknown): Body[] | null => (Array.isArray(value) ? value.map(objectParam) : null);

/** The legacy JSON body (column names) as the service's document. */
export function documentFromBody(body: Body): DocumentInput {
  const client = body.cliente && typeof body.cliente === 'object' ? objectParam(body.cliente) : null;
  return {
    idempotencyKey: body.idempotencia,
    establishment: body.alm_nroest,
    emissionPoint: body.tdv_numero,
    date: body.trn_fecha,
    buyer: client && { idNumber: client.clp_cedruc, name: client.clp_nombre, address: client.clp_direcc, email: client.clp_email },
    lines:
      list(body.detalle)?.map((l) => ({
        code: l.art_codigo,
        description: l.art_descri,
        quantity: l.det_cantidad,
        unitPrice: l.det_precio,
        discount: l.det_descuento,
        subtotal: l.det_subtotal,
        ivaCode: l.iva_codigo,
        iva: l.det_iva,
      })) ?? null,
    subtotal: body.trn_subtotal,
    iva: body.trn_iva,
    total: body.trn_total,
    payments: list(body.pagos)?.map((p) => ({ method: p.fpa_codigo, amount: p.pag_valor, term: p.pag_plazo, timeUnit: p.pag_unidad })) ?? null,
    invoiceNumber: body.trn_codref,
    reason: body.trn_motivo,
  };
}

/** The answer with its legacy names. */
const legacyAnswer = (a: DocumentAnswer) => ({
  msg: a.message,
  trn_codigo: a.id,
  trn_compro: a.number,
  secuencial: a.sequential,
  claveacceso: a.accessKey,
  doc_tipo: DOCUMENT_KINDS[a.kind].sri,
  trn_total: a.total,
  repetido: a.repeated,
});

/** Refusals name the body field the integrator sent (detalle[0].det_cantidad), not the GraphQL path. */
async function save(req: RestRequest, kind: DocumentKind) {
  try {
    return legacyAnswer(await submitDocument(req.ctx, kind, Number(req.params.id), documentFromBody(req.body)));
  } catch (error) {
    if (error instanceof AppError && error.legacyField) throw new AppError(error.code, error.message, error.legacyField, error.level);
    if (error instanceof AppError && error.field === 'input.idempotencyKey') throw new AppError(error.code, error.message, 'idempotencia', error.level);
    throw error;
  }
}

/**
 * The invoice API over the legacy adapter (spec 000 §7 "API documentation"): {service} is free
 * text kept for the old clients, {id} the issuing company. The company's API token
 * authenticates (Authorization: Bearer …), not a session: the routes are public to the router.
 */
export const documentRoutes: RestRoute[] = [
  { method: 'POST', path: '/:service/factura/:id', action: 'save', public: true, handler: (req) => save(req, 'invoice') },
  { method: 'POST', path: '/:service/notacredito/:id', action: 'save', public: true, handler: (req) => save(req, 'creditNote') },
  {
    method: 'GET',
    path: '/:service/formaspago/:id',
    action: null,
    public: true,
    handler: () => ({ msg: 'Formas de pago del SRI', lstransaccpago: PAYMENT_METHODS.map((p) => ({ fpa_codigo: p.code, fpa_descri: p.description })) }),
  },
];
