import type { RestRequest, RestRoute } from '../../rest/route.js';
import { hierarchyCode } from '../users/hierarchy.js';
import { STAFF_MSG as M } from './messages.js';
import { listProfiles, profileDetail, profileSections, saveProfile, setProfileActive } from './profiles.service.js';
import {
  fromLegacyMenus,
  fromLegacyPassword,
  fromLegacyUser,
  legacy,
  PROFILE_COLS,
  toLegacyArea,
  toLegacyProfile,
  toLegacyProfileRow,
  toLegacyUser,
  USER_COLS,
} from './staff-legacy.js';
import { legacyPermisos } from '../../rest/envelope.js';
import { finiteNumber, flag, objectParam, optionalText } from '../../rest/params.js';
import { changeUserPassword, createUser, editUser, listUsers, setUserActive, userForm } from './users.service.js';

type Handler = RestRoute['handler'];
const route = (method: 'GET' | 'POST', path: string, action: string, handler: Handler): RestRoute => ({
  method,
  path,
  action,
  handler: (req) => legacy(() => handler(req)),
});
const ROOT = '/tusuarios';
const ONE = '/tusuarios/:id';
/** The code from the path, or from the body/query under `name` when the path says 0. */
const idOf = ({ params, body, query }: RestRequest, name = 'usr_codigo') => finiteNumber(body[name] ?? query[name]) || Number(params.id) || 0;
const both = (path: string, action: string, handler: Handler) => [route('GET', path, action, handler), route('POST', path, action, handler)];

const sessionInfo: Handler = ({ ctx }) => {
  const me = ctx.user!;
  return { usr_codigo: me.id, num_user: me.id, usr_id: me.login, usr_nombre: me.name, usr_jerarq: me.hierarchy, cla_jerarq: me.hierarchy >= 1 ? 1 : 0 };
};

/** /rest/tusuarios and /rest/tseccion (spec 002 §7 "Profiles and users"). */
export const staffRoutes: RestRoute[] = [
  route('GET', ROOT, 'perfilesopc', () => ({ estados: M.activeStates })),
  ...[ROOT, ONE].map((path) =>
    route('GET', path, 'perfiles', async ({ ctx, query }) => {
      const list = await listProfiles(ctx, query.usr_activo);
      const perfiles = list.items.map(toLegacyProfileRow);
      return {
        perfiles,
        datos: perfiles,
        columnas: PROFILE_COLS,
        permisos: legacyPermisos(list.permisos),
      };
    }),
  ),
  route('GET', ONE, 'perfil', async (req) =>
    toLegacyProfile(await profileDetail(req.ctx, Number(req.params.id) || 0, finiteNumber(req.query.sec_codigo ?? req.query.secod))),
  ),
  route('POST', ONE, 'savuperf', async (req) => {
    const perfil = objectParam(req.body.perfil);
    const input = {
      name: optionalText(perfil.usr_nombre ?? req.body.usr_nombre),
      sectionId: finiteNumber(perfil.sec_codigo ?? req.body.sec_codigo ?? req.query.sec_codigo),
      menus: fromLegacyMenus(req.body.menusSecSelec ?? req.body.menus),
    };
    const done = await saveProfile(req.ctx, idOf(req), input);
    return { msg: done.message, ...toLegacyProfile(done.profile) };
  }),
  ...[ROOT, ONE].map((path) => route('POST', path, 'perfact', async (req) => ({ msg: await setProfileActive(req.ctx, idOf(req), flag(req.body.usr_activo)) }))),
  route('GET', '/tseccion', 'perfsecs', async ({ ctx, query }) => ({
    secciones: (await profileSections(ctx, finiteNumber(query.perfcod) ?? 0)).map((s) => ({ sec_codigo: s.id, sec_nombre: s.name, num_menus: s.menus })),
  })),
  ...[ROOT, ONE].map((path) =>
    route('GET', path, 'usuarios', async ({ ctx, query }) => {
      const list = await listUsers(ctx, finiteNumber(query.perfil), query.usr_activo);
      return { usuarios: list.items.map(toLegacyUser), columnas: USER_COLS, jerarq: hierarchyCode(list.actorHierarchy) };
    }),
  ),
  route('GET', ONE, 'usuario', async (req) => {
    const form = await userForm(req.ctx, Number(req.params.id) || 0);
    return { usuario: form.user ? toLegacyUser(form.user) : null, empactiv: form.areas.map(toLegacyArea) };
  }),
  ...[ROOT, ONE].map((path) =>
    route('POST', path, 'saveupd', async (req) => {
      const id = idOf(req);
      const input = fromLegacyUser(req.body, req.body.empactiv);
      const done = id ? await editUser(req.ctx, id, input) : await createUser(req.ctx, input);
      return { msg: done.message, usuario: toLegacyUser(done.user) };
    }),
  ),
  ...[ROOT, ONE].map((path) => route('POST', path, 'useract', async (req) => ({ msg: await setUserActive(req.ctx, idOf(req), flag(req.body.usr_activo)) }))),
  ...[ROOT, ONE].map((path) =>
    route('POST', path, 'pswchg', async (req) => ({ msg: await changeUserPassword(req.ctx, idOf(req) || req.ctx.user!.id, fromLegacyPassword(req.body)) })),
  ),
  route('GET', ONE, 'form', async (req) => {
    const form = await userForm(req.ctx, Number(req.params.id) || 0);
    return {
      form: form.user ? toLegacyUser(form.user) : { usr_codigo: 0, usr_activo: 'T', usr_jerarq: 0, cla_jerarq: 0 },
      perfiles: form.profiles.map((p) => ({ usr_codigo: p.id, usr_nombre: p.name })),
      secciones: form.sections.map((s) => ({ sec_codigo: s.id, sec_nombre: s.name })),
      empactiv: form.areas.map(toLegacyArea),
      userlogged_cla_jerarq: hierarchyCode(form.actorHierarchy),
    };
  }),
  route('POST', ONE, 'guardar', async (req) => {
    const id = Number(req.params.id) || 0;
    const input = fromLegacyUser(objectParam(req.body.form), req.body.empactiv);
    const done = id ? await editUser(req.ctx, id, input) : await createUser(req.ctx, input);
    return { msg: done.message, form: toLegacyUser(done.user) };
  }),
  route('POST', ONE, 'cmbclave', async (req) => ({
    msg: await changeUserPassword(req.ctx, Number(req.params.id) || req.ctx.user!.id, fromLegacyPassword(objectParam(req.body.form))),
  })),
  ...both(ROOT, 'cla_sesion_transac', sessionInfo),
  ...both(ONE, 'cla_sesion_transac', sessionInfo),
  route('GET', ONE, 'numuser', ({ ctx }) => ({ num_user: ctx.user!.id })),
  ...[ROOT, ONE].map((path) => route('GET', path, 'usrcodigo', ({ ctx }) => ({ usr_codigo: ctx.user!.id, usr_id: ctx.user!.login }))),
  route('GET', ONE, 'clanom', async (req) => {
    if (Number(req.params.id) === req.ctx.user!.id) return { usr_nombre: req.ctx.user!.name, cla_nombre: req.ctx.user!.name };
    const form = await userForm(req.ctx, Number(req.params.id) || 0);
    return { usr_nombre: form.user?.name ?? null, cla_nombre: form.user?.name ?? null };
  }),
];
