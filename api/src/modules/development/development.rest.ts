import type { RestRequest, RestRoute } from '../../rest/route.js';
import { deleteDevItem, saveAttribute, saveCycle, saveFunctional, saveModule, saveVersion, saveVersionModules } from './development-write.service.js';
import { activeUsers, developmentArea, developmentModule, developmentOptions, developmentVersion } from './development.service.js';
import { DEV_MSG } from './messages.js';
import { moduleTypeCode } from './development.enums.js';
import { legacy, legacyArea, legacyCycle, legacyModule, legacyVersion } from './development.legacy.js';
import { doneEnvelope, legacyPermisos } from '../../rest/envelope.js';
import { integerParam, optionalText, pathId } from '../../rest/params.js';

const P = '/desarrollo/:id';
const route = (method: RestRoute['method'], action: string, kind: string, handler: RestRoute['handler']): RestRoute => ({
  method,
  path: P,
  action,
  handler: (req) => legacy(kind, async () => handler(req)),
});
/** The row's code: the named parameter (body or query) or the path id. */
const idOf = ({ body, query, params }: RestRequest, name: string) => integerParam(body[name] ?? query[name], name) ?? pathId(params.id);
const done = (r: { message: string; id: number }, key: string) => doneEnvelope(r.message, { [key]: r.id });

/** /rest/desarrollo/{id} by accion (spec 001 §7 "Development catalogue"). */
export const developmentRoutes: RestRoute[] = [
  route('GET', 'getOpciones', '', async ({ ctx }) => {
    const o = await developmentOptions(ctx);
    return { areas: o.areas.map(legacyArea), versiones: o.versions.map(legacyVersion), permisos: legacyPermisos(o.permisos) };
  }),
  route('GET', 'getArea', '', async (req) => {
    const s = await developmentArea(req.ctx, idOf(req, 'ar_codigo'));
    return { area: legacyArea(s.area), modulos: s.modules.map(legacyModule) };
  }),
  route('GET', 'getEsquemaModulo', '', async (req) => ({ modulo: legacyModule(await developmentModule(req.ctx, idOf(req, 'mo_codigo'))) })),
  route('GET', 'getVersion', '', async (req) => {
    const d = await developmentVersion(req.ctx, idOf(req, 've_codigo'));
    return {
      version: legacyVersion(d.version),
      modulos: d.modules.map((m) => ({ mo_codigo: m.id, mo_nombre: m.name, ar_nombre: m.areaName, mo_tipo: moduleTypeCode(m.type), asignado: m.assigned })),
    };
  }),
  route('GET', 'getUsuarios', '', async ({ ctx }) => ({
    usuarios: (await activeUsers(ctx)).map((u) => ({ usr_codigo: u.id, usr_id: u.login, usr_nombre: u.name })),
  })),
  route('POST', 'saveModulo', 'module', async ({ ctx, body }) =>
    done(
      await saveModule(ctx, {
        id: integerParam(body.mo_codigo, 'mo_codigo'),
        areaId: integerParam(body.mo_area ?? body.ar_codigo, 'mo_area'),
        name: optionalText(body.mo_nombre),
        type: integerParam(body.mo_tipo, 'mo_tipo'),
        description: optionalText(body.mo_descri),
      }),
      'mo_codigo',
    ),
  ),
  route('POST', 'saveAtributo', 'attribute', async ({ ctx, body }) =>
    done(
      await saveAttribute(ctx, {
        id: integerParam(body.at_codigo, 'at_codigo'),
        moduleId: integerParam(body.at_modulo ?? body.mo_codigo, 'at_modulo'),
        name: optionalText(body.at_nombre),
        type: integerParam(body.at_tipo, 'at_tipo'),
      }),
      'at_codigo',
    ),
  ),
  route('POST', 'saveFuncional', 'functional', async ({ ctx, body }) =>
    done(
      await saveFunctional(ctx, {
        id: integerParam(body.fu_codigo, 'fu_codigo'),
        attributeId: integerParam(body.fu_atributo ?? body.at_codigo, 'fu_atributo'),
        description: optionalText(body.fu_descri),
      }),
      'fu_codigo',
    ),
  ),
  route('POST', 'saveVersion', 'version', async ({ ctx, body }) =>
    done(
      await saveVersion(ctx, { id: integerParam(body.ve_codigo, 've_codigo'), name: optionalText(body.ve_nombre), description: optionalText(body.ve_descri) }),
      've_codigo',
    ),
  ),
  route('POST', 'saveVersionMod', 'version', async (req) => {
    const list = req.body.modulos ?? req.body.mo_codigos;
    const ids = (Array.isArray(list) ? list : []).map((m) => Number(m && typeof m === 'object' ? (m as Record<string, unknown>).mo_codigo : m));
    return done(await saveVersionModules(req.ctx, idOf(req, 've_codigo'), ids), 've_codigo');
  }),
  route('POST', 'saveCiclo', 'cycle', async ({ ctx, body }) => {
    const cycle = await saveCycle(ctx, {
      moduleId: integerParam(body.ci_modulo, 'ci_modulo'),
      attributeId: integerParam(body.ci_atributo, 'ci_atributo'),
      state: optionalText(body.ci_estado),
      note: optionalText(body.ci_nota),
      date: optionalText(body.ci_fecha),
      userId: integerParam(body.ci_usuario, 'ci_usuario'),
    });
    const msj = DEV_MSG.cycleSaved(cycle.stateLabel);
    return { cod: 1, msj, msg: msj, ciclo: legacyCycle(cycle) };
  }),
  route('DELETE', 'deleteModulo', 'module', async (req) => done(await deleteDevItem(req.ctx, 'module', idOf(req, 'mo_codigo')), 'mo_codigo')),
  route('DELETE', 'deleteAtributo', 'attribute', async (req) => done(await deleteDevItem(req.ctx, 'attribute', idOf(req, 'at_codigo')), 'at_codigo')),
  route('DELETE', 'deleteFuncional', 'functional', async (req) => done(await deleteDevItem(req.ctx, 'functional', idOf(req, 'fu_codigo')), 'fu_codigo')),
  route('DELETE', 'deleteVersion', 'version', async (req) => done(await deleteDevItem(req.ctx, 'version', idOf(req, 've_codigo')), 've_codigo')),
];
