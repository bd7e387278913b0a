import type { RestRequest, RestRoute } from '../../rest/route.js';
import { legacyWrapper } from '../../rest/legacy-fields.js';
import { optionalCode } from '../../rest/params.js';
import { listCooperatives, parcelByGuide, parcelsByIdNumber } from './parcel.service.js';
import type { Parcel } from './parcel.types.js';

/** The path id is the cooperative (emp_codigo) unless the query names it. */
const companyOf = ({ params, query }: RestRequest) => optionalCode(query.emp_codigo) ?? optionalCode(params.id);

/** Renames a refused field to the legacy parameter (the message stays the service's). */
const legacy = legacyWrapper({ companyId: 'emp_codigo', guide: 'trn_compro', idNumber: 'trn_ced', limit: 'trn_lim' }, { keepMessage: true });

const legacyParcel = (p: Parcel) => ({
  trn_codigo: p.id,
  trn_compro: p.guide,
  trn_fecha: p.date.toISOString(),
  remitente: p.senderName,
  destinatario: p.receiverName,
  origen: p.origin,
  destino: p.destination,
  estado: p.state,
  estado_descri: p.stateLabel,
  fecha_entrega: p.deliveredAt?.toISOString() ?? null,
  total: p.total,
});

/**
 * Public parcel tracking for the cooperatives' sites and apps: GET /rest/api/encomiendas/{emp_codigo}
 * ?accion=getEncByCompro&trn_compro=…[&trn_ced=…] (estado, error, datos_personales, encomienda,
 * historial, articulos: without a session remitente, destinatario, total and valor are null unless
 * trn_ced is the sender's or the recipient's) and
 * ?accion=getEncByCed&trn_ced=…[&extranjero=T][&trn_lim=…] (estado, encomiendalist). No session.
 */
export const parcelRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/encomiendas/:id',
    action: 'getCooperativas',
    public: true,
    handler: async ({ ctx }) => ({ cooperativas: (await listCooperatives(ctx)).map((c) => ({ emp_codigo: c.id, emp_razons: c.name, emp_logo: c.logo })) }),
  },
  {
    method: 'GET',
    path: '/api/encomiendas/:id',
    action: 'getEncByCompro',
    public: true,
    handler: (req) =>
      legacy(async () => {
        const result = await parcelByGuide(req.ctx, companyOf(req), req.query.trn_compro, req.query.trn_ced);
        return {
          error: result.error,
          datos_personales: result.personalDataShown,
          encomienda: result.parcel ? legacyParcel(result.parcel) : null,
          historial: result.history.map((h) => ({
            estado: h.state,
            estado_descri: h.stateLabel,
            lugar: h.place,
            fecha: h.date.toISOString(),
            detalle: h.detail,
          })),
          articulos: result.articles.map((a) => ({ descripcion: a.description, cantidad: a.quantity, peso: a.weight, valor: a.value })),
        };
      }),
  },
  {
    method: 'GET',
    path: '/api/encomiendas/:id',
    action: 'getEncByCed',
    public: true,
    handler: (req) =>
      legacy(async () => {
        const result = await parcelsByIdNumber(req.ctx, {
          companyId: companyOf(req),
          idNumber: req.query.trn_ced,
          foreign: req.query.extranjero === 'T',
          limit: optionalCode(req.query.trn_lim),
        });
        return {
          encomiendalist: result.items.map((i) => ({
            comprobante: i.guide,
            trn_codigo: i.id,
            trn_fecha: i.date.toISOString(),
            origen: i.origin,
            destino: i.destination,
            estado: i.state,
            estado_descri: i.stateLabel,
          })),
        };
      }),
  },
];
