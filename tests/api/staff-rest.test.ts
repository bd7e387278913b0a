import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { PASSWORD, profileIdOf, signIn, sql, unique } from './staff-fixtures.js';

let server: TestServer;
let admin: ApiClient;
let consultaProfile: number;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  consultaProfile = await profileIdOf(server, 'Consulta');
});
afterAll(async () => server?.close());

const pick = (body: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, body[k]]));

describe('/rest/tusuarios profiles', () => {
  it('perfilesopc, perfiles by usr_activo with columnas, perfil with menus and the section selection', async () => {
    expect((await admin.rest('GET', '/rest/tusuarios?opc=perfilesopc')).body.estados).toEqual([
      { codigo: 'T', label: 'ACTIVO' },
      { codigo: 'F', label: 'INACTIVO' },
    ]);
    const list = (await admin.rest('GET', '/rest/tusuarios?opc=perfiles&usr_activo=T')).body;
    expect((list.perfiles as any[]).map((p) => [p.usr_nombre, p.usr_activo, p.estado, p.num_usuarios])).toEqual([
      ['Administración', 'T', 'ACTIVO', 1],
      ['Consulta', 'T', 'ACTIVO', 1],
      ['Soporte', 'T', 'ACTIVO', 1],
    ]);
    expect((list.columnas as any[]).map((c) => c.di_column)).toEqual(['usr_codigo', 'usr_nombre', 'estado', 'num_usuarios', 'num_menus']);
    const detail = (await admin.rest('GET', `/rest/tusuarios/${consultaProfile}?opc=perfil&sec_codigo=1`)).body;
    expect(detail.perfil).toEqual({ usr_codigo: consultaProfile, usr_nombre: 'Consulta', usr_activo: 'T', usr_esperfil: 'T', sec_codigo: 1 });
    expect((detail.menus as any[]).map((m) => [m.mb_codigo, m.escogido, m.submenus.length])).toEqual([
      [1, true, 7],
      [10, true, 8],
      [20, true, 5],
      [30, false, 11],
    ]);
    expect((detail.menusSecSelec as number[]).length).toBe(30);
    expect(detail.menus_selec).toEqual(detail.menusSecSelec);
  });

  it('savuperf refuses with the spec texts and inputid, then saves; perfact deactivates; tseccion perfsecs counts', async () => {
    const refused = (await admin.rest('POST', '/rest/tusuarios/0?opc=savuperf', { perfil: { usr_nombre: 'Caja', sec_codigo: 2 }, menusSecSelec: [] })).body;
    expect(pick(refused, ['estado', 'msg', 'inputid', 'level_code'])).toEqual({
      estado: 400,
      msg: 'Debe al menos crear un menu para la sección escogida',
      inputid: 'menusSecSelec',
      level_code: 101,
    });
    expect(
      pick((await admin.rest('POST', '/rest/tusuarios/0?opc=savuperf', { perfil: { sec_codigo: 2 }, menusSecSelec: [6] })).body, ['estado', 'msg', 'inputid']),
    ).toEqual({
      estado: 400,
      msg: 'Complete todos los campos',
      inputid: 'usr_nombre',
    });
    const saved = (
      await admin.rest('POST', '/rest/tusuarios/0?opc=savuperf', {
        perfil: { usr_nombre: 'Caja', sec_codigo: 2 },
        menusSecSelec: [6, { mb_codigo: 5, pme_nivel: 3 }],
      })
    ).body;
    expect(pick(saved, ['estado', 'msg', 'menusSecSelec', 'menus_selec'])).toEqual({
      estado: 200,
      msg: 'Creado con Exito',
      menusSecSelec: [5, 6],
      menus_selec: [5, 6],
    });
    const id = (saved.perfil as { usr_codigo: number }).usr_codigo;
    expect((await admin.rest('GET', `/rest/tseccion?almcod=1&perfcod=${id}&opc=perfsecs`)).body.secciones).toEqual([
      { sec_codigo: 1, sec_nombre: 'Administración', num_menus: 0 },
      { sec_codigo: 2, sec_nombre: 'Soporte', num_menus: 2 },
      { sec_codigo: 3, sec_nombre: 'Ventas', num_menus: 0 },
    ]);
    expect((await admin.rest('POST', '/rest/tusuarios?opc=perfact', { usr_codigo: id, usr_activo: 'F' })).body.msg).toBe('Perfil desactivado con éxito');
    expect(((await admin.rest('GET', '/rest/tusuarios?opc=perfiles&usr_activo=F')).body.perfiles as any[]).map((p) => p.usr_nombre)).toEqual(['Caja']);
  });
});

describe('/rest/tusuarios users', () => {
  it('usuarios with jerarq, form with empactiv and userlogged_cla_jerarq, guardar (crear and editar), usuario', async () => {
    const list = (await admin.rest('GET', `/rest/tusuarios?opc=usuarios&perfil=${consultaProfile}&usr_activo=T`)).body;
    expect([(list.usuarios as any[]).map((u) => [u.usr_id, u.perfil, u.cla_jerarq]), list.jerarq]).toEqual([[['consulta', 'Consulta', 0]], 2]);
    const form = (await admin.rest('GET', '/rest/tusuarios/0?opc=form')).body;
    expect(pick(form, ['form', 'userlogged_cla_jerarq'])).toEqual({
      form: { usr_codigo: 0, usr_activo: 'T', usr_jerarq: 0, cla_jerarq: 0 },
      userlogged_cla_jerarq: 2,
    });
    expect((form.empactiv as any[]).map((a) => [a.eat_codigo, a.eat_nombre, a.active, a.lineasneg])).toEqual([
      [1, 'Soporte', false, []],
      [2, 'Ventas', false, []],
      [3, 'Implementación', false, []],
    ]);
    const login = unique('rest');
    const body = {
      form: { usr_id: login, usr_nombre: 'Por REST', usr_perfil: consultaProfile, sec_codigo: 1, cla_jerarq: 1, usr_clave: PASSWORD, usr_clave_conf: PASSWORD },
      empactiv: [{ eat_codigo: 1, active: true, lineasneg: [6, 16] }],
    };
    const created = (await admin.rest('POST', '/rest/tusuarios/0?accion=guardar', body)).body;
    expect(pick(created, ['estado', 'msg'])).toEqual({ estado: 200, msg: 'Creado con Exito' });
    const id = (created.form as { usr_codigo: number }).usr_codigo;
    expect(created.form).toMatchObject({ usr_id: login, usr_jerarq: 1, cla_jerarq: 1, jerarquia: 'Administrador', sec_nombre: 'Administración' });
    const refused = (await admin.rest('POST', `/rest/tusuarios/${id}?accion=guardar`, { form: { usr_nombre: '', usr_perfil: consultaProfile, sec_codigo: 1 } }))
      .body;
    expect(pick(refused, ['estado', 'msg', 'inputid'])).toEqual({ estado: 400, msg: 'Ingrese el nombre', inputid: 'usr_nombre' });
    // An unknown hierarchy code keeps its Spanish refusal on REST (GraphQL refuses it as an unknown enum value).
    const badLevel = (
      await admin.rest('POST', `/rest/tusuarios/${id}?accion=guardar`, {
        form: { usr_nombre: 'Nivel', usr_perfil: consultaProfile, sec_codigo: 1, usr_jerarq: 5 },
      })
    ).body;
    expect(pick(badLevel, ['estado', 'msg', 'inputid'])).toEqual({
      estado: 400,
      msg: 'La jerarquía debe ser 0 (usuario), 1 (administrador) o 2 (super usuario)',
      inputid: 'usr_jerarq',
    });
    const edited = (
      await admin.rest('POST', `/rest/tusuarios/${id}?accion=guardar`, {
        form: { usr_nombre: 'Editado por REST', usr_perfil: consultaProfile, sec_codigo: 2, cla_jerarq: 0 },
      })
    ).body;
    expect(edited.form).toMatchObject({ usr_nombre: 'Editado por REST', usr_jerarq: 0, sec_codigo: 2 });
    const one = (await admin.rest('GET', `/rest/tusuarios/${id}?opc=usuario`)).body;
    expect([(one.usuario as any).usr_nombre, (one.empactiv as any[])[0].lineasneg]).toEqual(['Editado por REST', [6, 16]]);
  });

  it('saveupd and useract by usr_codigo; nobody deactivates themselves (403 with the message)', async () => {
    const login = unique('upd');
    const created = (
      await admin.rest('POST', '/rest/tusuarios?opc=saveupd', {
        usr_codigo: 0,
        usr_id: login,
        usr_nombre: 'Upd',
        usr_perfil: consultaProfile,
        sec_codigo: 3,
        usr_clave: PASSWORD,
        usr_clave_conf: PASSWORD,
      })
    ).body;
    const id = (created.usuario as { usr_codigo: number }).usr_codigo;
    expect(created.msg).toBe('Creado con Exito');
    expect(
      (await admin.rest('POST', '/rest/tusuarios?opc=saveupd', { usr_codigo: id, usr_nombre: 'Upd 2', usr_perfil: consultaProfile, sec_codigo: 3 })).body.msg,
    ).toBe('Actualizado con Exito');
    expect((await admin.rest('POST', '/rest/tusuarios?opc=useract', { usr_codigo: id, usr_activo: 'F' })).body.msg).toBe('Usuario desactivado con éxito');
    const me = (await admin.rest('GET', '/rest/tusuarios/0?opc=numuser')).body.num_user as number;
    const self = await admin.rest('POST', '/rest/tusuarios?opc=useract', { usr_codigo: me, usr_activo: 'F' });
    expect([self.status, self.body.msg]).toEqual([403, 'No puede desactivarse a sí mismo']);
  });

  it('cmbclave and pswchg: own with clave_actual, another by an administrator; session helpers', async () => {
    const login = unique('clave');
    const created = (
      await admin.rest('POST', '/rest/tusuarios/0?accion=guardar', {
        form: { usr_id: login, usr_nombre: 'Clave', usr_perfil: consultaProfile, sec_codigo: 1, usr_clave: PASSWORD, usr_clave_conf: PASSWORD },
      })
    ).body;
    const id = (created.form as { usr_codigo: number }).usr_codigo;
    const user = await signIn(server, login);
    const own = (
      await user.rest('POST', `/rest/tusuarios/${id}?accion=cmbclave`, {
        form: { clave_actual: 'mala', usr_clave: 'Nueva.2026', usr_clave_conf: 'Nueva.2026' },
      })
    ).body;
    expect(pick(own, ['estado', 'msg', 'inputid'])).toEqual({ estado: 400, msg: 'La clave actual no es correcta', inputid: 'clave_actual' });
    expect(
      (
        await user.rest('POST', `/rest/tusuarios/${id}?accion=cmbclave`, {
          form: { clave_actual: PASSWORD, usr_clave: 'Nueva.2026', usr_clave_conf: 'Nueva.2026' },
        })
      ).body.msg,
    ).toBe('Clave actualizada con éxito');
    expect((await admin.rest('POST', '/rest/tusuarios?opc=pswchg', { usr_codigo: id, usr_clave: 'Otra.20266', usr_clave_conf: 'Otra.20266' })).body.msg).toBe(
      'Clave actualizada con éxito',
    );
    const other = await user.rest('POST', '/rest/tusuarios?opc=pswchg', { usr_codigo: 1, usr_clave: 'Otra.20266', usr_clave_conf: 'Otra.20266' });
    expect(other.status).toBe(401);
    const again = await signIn(server, login, 'Otra.20266');
    expect((await again.rest('GET', '/rest/tusuarios/0?opc=numuser')).body.num_user).toBe(id);
    expect(pick((await again.rest('GET', '/rest/tusuarios?opc=usrcodigo')).body, ['usr_codigo', 'usr_id'])).toEqual({ usr_codigo: id, usr_id: login });
    expect((await again.rest('GET', `/rest/tusuarios/${id}?opc=clanom`)).body.usr_nombre).toBe('Clave');
    expect((await again.rest('GET', '/rest/tusuarios?opc=cla_sesion_transac')).body).toMatchObject({ usr_codigo: id, cla_jerarq: 0 });
    expect((await again.rest('POST', '/rest/tusuarios/0?opc=cla_sesion_transac', {})).body).toMatchObject({ usr_codigo: id, usr_nombre: 'Clave' });
    const plain = await again.rest('POST', '/rest/tusuarios?opc=pswchg', { usr_codigo: 1, usr_clave: 'Otra.20266', usr_clave_conf: 'Otra.20266' });
    expect([plain.status, plain.body.msg]).toEqual([403, 'No tiene los permisos para realizar esta acción']);
    expect(await sql(server, `select count(*)::int as n from tauditoria where aud_clave = ? and aud_accion = 'cambio_clave'`, [String(id)])).toEqual([
      { n: 2 },
    ]);
  });
});
