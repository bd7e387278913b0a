import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { listCooperatives, parcelByGuide, parcelsByIdNumber } from './parcel.service.js';
import type { Parcel } from './parcel.types.js';

const optionalInt = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : Number(value));

/** The path id is the cooperative (emp_codigo) unless the query names it. */
const companyOf = ({ params, query }: RestRequest) => optionalInt(query.emp_codigo) ?? optionalInt(params.id);

/** Renames a refused field to the legacy parameter. */
async function legacy<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.field) {
      const name = { companyId: 'emp_codigo', guide: 'trn_compro', idNumber: 'trn_ced', limit: 'trn_lim' }[error.field] ?? error.field;
      throw new AppError(error.code, error.message, name, error.level);
    }
    throw error;
  }
}

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
 * ?accion=getEncByCompro&trn_compro=… (estado, error, encomienda, historial, articulos) and
 * ?accion=getEncByCed&trn_ced=…[&extranjero=T][&trn_lim=…] (estado, encomiendalist). No session.
 */
export const parcelRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/encomiendas/:id', action: 'getCooperativas', public: true, handler: async ({ ctx }) => ({ cooperativas: (await listCooperatives(ctx)).map((c) => ({ emp_codigo: c.id, emp_razons: c.name, emp_logo: c.logo })) }) },
  {
    method: 'GET',
    path: '/api/encomiendas/:id',
    action: 'getEncByCompro',
    public: true,
    handler: (req) =>
      legacy(async () => {
        const result = await parcelByGuide(req.ctx, companyOf(req), req.query.trn_compro);
        return {
          error: result.error,
          encomienda: result.parcel ? legacyParcel(result.parcel) : null,
          historial: result.history.map((h) => ({ estado: h.state, estado_descri: h.stateLabel, lugar: h.place, fecha: h.date.toISOString(), detalle: h.detail })),
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
        const result = await parcelsByIdNumber(req.ctx, { companyId: companyOf(req), idNumber: req.query.trn_ced, foreign: req.query.extranjero === 'T', limit: optionalInt(req.query.trn_lim) });
        return {
          encomiendalist: result.items.map((i) => ({ comprobante: i.guide, trn_codigo: i.id, trn_fecha: i.date.toISOString(), origen: i.origin, destino: i.destination, estado: i.state, estado_descri: i.stateLabel })),
        };
      }),
  },
];
