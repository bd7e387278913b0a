import type { RestRequest, RestRoute } from '../../rest/route.js';
import { extendTrial, setDoctorValidity } from './doctor-actions.service.js';
import { DOCTOR_COLS, legacy, toLegacyDoctor, toLegacyPlan } from './doctor-legacy.js';
import { doctorDetails, listDoctors } from './doctor.service.js';
import type { DoctorPlanRef } from './doctor.types.js';
import { doneEnvelope, legacyPage, legacyPermisos } from '../../rest/envelope.js';
import { ABSENT_OR_ALL, listPaging, looseNumber, pathId } from '../../rest/params.js';

const P = '/medicos/admin/:codigo';

// The legacy filtro: 'ced'/'cedruc'/'1' by cédula or RUC, 'nombre'/'2' by name, empty for none.
const SEARCH_BY: Record<string, string> = {
  ced: 'ID',
  cedruc: 'ID',
  id: 'ID',
  '1': 'ID',
  nombre: 'NAME',
  name: 'NAME',
  '2': 'NAME',
  '': '',
  '0': '',
  todos: '',
};
const searchBy = (v: string | undefined) => SEARCH_BY[(v ?? '').trim().toLowerCase()] ?? v ?? '';
// Empty or -1 is "all"; anything else goes through (NaN too) for the service to refuse by name.
const code = (v: unknown) => looseNumber(v, { absent: ABSENT_OR_ALL });
const idOf = ({ params, body, query }: RestRequest) => code(body.ref_codigo ?? query.ref_codigo) ?? pathId(params.codigo);
const plansOf = (v: unknown): DoctorPlanRef[] =>
  (Array.isArray(v) ? v : []).map((c: Record<string, unknown>) => ({ doctorId: Number(c?.ref_codigo), planStart: String(c?.pla_fecini ?? '') }));

/** /rest/medicos/admin/{codigo} by accion (spec 001 §7 "Doctors"). */
export const doctorRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: P,
    action: 'getListaMedicos',
    handler: ({ ctx, query }) =>
      legacy(async () => {
        const page = await listDoctors(
          ctx,
          {
            searchBy: searchBy(query.filtro),
            text: query.busqueda,
            planType: code(query.pla_tipo),
            planState: code(query.pla_estado),
            validity: code(query.med_valido),
          },
          ...listPaging(query),
        );
        return {
          ...legacyPage(page.items.map(toLegacyDoctor), page.total, DOCTOR_COLS),
          permisos: legacyPermisos(page.permisos),
          // The route's modo this user may use: 1 changes validity, 0 does not.
          modo: page.canChangeValidity ? 1 : 0,
          extender: page.canExtendTrial,
        };
      }),
  },
  {
    method: 'GET',
    path: P,
    action: 'get',
    handler: (req) =>
      legacy(async () => {
        const details = await doctorDetails(req.ctx, idOf(req));
        return { medico: toLegacyDoctor(details.doctor), planes: details.plans.map(toLegacyPlan) };
      }),
  },
  {
    method: 'POST',
    path: P,
    action: 'habilitarMedico',
    handler: (req) =>
      legacy(async () => {
        const done = await setDoctorValidity(req.ctx, idOf(req), code(req.body.med_valido));
        return doneEnvelope(done.message, { medico: toLegacyDoctor(done.doctor) });
      }),
  },
  {
    method: 'POST',
    path: P,
    action: 'extenderPrueba',
    handler: ({ ctx, body }) =>
      legacy(async () => {
        const done = await extendTrial(ctx, code(body.dias), plansOf(body.cods));
        return doneEnvelope(done.message, { extendidos: done.count, medicos: done.doctors.map(toLegacyDoctor) });
      }),
  },
];
