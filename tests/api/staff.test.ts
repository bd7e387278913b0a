import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { createUser, outcome, PASSWORD, profileIdOf, Q, signIn, sql, unique } from './staff-fixtures.js';

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

describe('profiles', () => {
  it('lists the demo profiles by state with their user and menu counts', async () => {
    const all = await admin.graphql(Q.profiles, {});
    expect(all.data!.staffProfiles.items.map((p: any) => [p.name, p.active, p.activeLabel, p.users])).toEqual([
      ['Administración', true, 'ACTIVO', 1],
      ['Consulta', true, 'ACTIVO', 1],
      ['Soporte', true, 'ACTIVO', 1],
    ]);
    expect(all.data!.staffProfiles.permisos).toEqual({ view: 4, create: 4, edit: 4, delete: 4 });
    expect((await admin.graphql(Q.profiles, { active: false })).data!.staffProfiles.items).toEqual([]);
  });

  it("refuses an incomplete form with 'Complete todos los campos' and no menus with the section message, creating nothing", async () => {
    const save = (input: Record<string, unknown>) => admin.graphql(Q.saveProfile, { id: 0, input });
    expect(outcome(await save({ name: '  ', sectionId: 1, menus: [{ id: 2 }] }))).toEqual(['BAD_USER_INPUT', 'Complete todos los campos', 'input.name']);
    expect(outcome(await save({ name: 'Ventas', menus: [{ id: 2 }] }))).toEqual(['BAD_USER_INPUT', 'Complete todos los campos', 'input.sectionId']);
    expect(outcome(await save({ name: 'Ventas', sectionId: 1, menus: [] }))).toEqual([
      'BAD_USER_INPUT',
      'Debe al menos crear un menu para la sección escogida',
      'input.menus',
    ]);
    expect(outcome(await save({ name: 'Ventas', sectionId: 1, menus: [{ id: 999 }] }))).toEqual(['BAD_USER_INPUT', 'No existe el menú 999', 'input.menus']);
    expect(outcome(await save({ name: 'Ventas', sectionId: 9, menus: [{ id: 2 }] }))).toEqual(['BAD_USER_INPUT', 'No existe la sección 9', 'input.sectionId']);
    expect(outcome(await save({ name: 'consulta', sectionId: 1, menus: [{ id: 2 }] }))).toEqual([
      'CONFLICT',
      'Ya existe un perfil con el nombre consulta',
      'input.name',
    ]);
    expect(await sql(server, `select 1 from tusuarios where usr_nombre = 'Ventas'`)).toEqual([]);
  });

  it('grants menus per section: a principal menu grants its submenus; another section keeps its own; audited', async () => {
    const created = await admin.graphql(Q.saveProfile, {
      id: 0,
      input: {
        name: 'Ventas',
        sectionId: 1,
        menus: [
          { id: 10, level: 'READ' },
          { id: 2, level: 'ADMINISTER' },
        ],
      },
    });
    expect(created.data!.saveStaffProfile.message).toBe('Creado con Exito');
    const id = created.data!.saveStaffProfile.profile.id as number;
    expect(created.data!.saveStaffProfile.profile.sectionMenuIds).toEqual([2, 11, 12, 13, 14, 15, 42, 43, 44]);
    const second = await admin.graphql(Q.saveProfile, { id, input: { name: 'Ventas y cobros', sectionId: 2, menus: [{ id: 5 }] } });
    expect(second.data!.saveStaffProfile).toEqual({
      message: 'Actualizado con Exito',
      profile: { id, name: 'Ventas y cobros', sectionMenuIds: [5], selectedMenuIds: [2, 5, 11, 12, 13, 14, 15, 42, 43, 44] },
    });
    const detail = (await admin.graphql(Q.profile, { id, sectionId: 1 })).data!.staffProfile;
    expect(detail.sections).toEqual([
      { id: 1, name: 'Administración', menus: 9 },
      { id: 2, name: 'Soporte', menus: 1 },
      { id: 3, name: 'Ventas', menus: 0 },
    ]);
    const support = detail.menus.find((m: any) => m.id === 10);
    expect([support.chosen, support.children.map((c: any) => [c.id, c.chosen, c.level])]).toEqual([
      true,
      [
        [11, true, 'READ'],
        [12, true, 'READ'],
        [13, true, 'READ'],
        [14, true, 'READ'],
        [15, true, 'READ'],
        [43, true, 'READ'],
        [44, true, 'READ'],
        [42, true, 'READ'],
      ],
    ]);
    const companies = detail.menus.find((m: any) => m.id === 1);
    expect([companies.chosen, companies.children.filter((c: any) => c.chosen).map((c: any) => [c.id, c.level])]).toEqual([false, [[2, 'ADMINISTER']]]);
    expect((await admin.graphql(Q.sections, { profileId: id })).data!.staffSections.map((s: any) => s.menus)).toEqual([9, 1, 0]);
    const audit = await sql(server, `select aud_accion, observacion from tauditoria where aud_entidad = 'tusuarios' and aud_clave = ? order by aud_codigo`, [
      String(id),
    ]);
    expect(audit).toEqual([
      { aud_accion: 'crear_perfil', observacion: 'Ventas; sección 1: 2:3, 11:1, 12:1, 13:1, 14:1, 15:1, 42:1, 43:1, 44:1' },
      { aud_accion: 'editar_perfil', observacion: 'Ventas y cobros; sección 2: 5:2' },
    ]);
  });

  it('a user reaches the screens of every section of its profile, in the sidebar and on the server', async () => {
    const profile = (await admin.graphql(Q.saveProfile, { id: 0, input: { name: 'Solo perfiles', sectionId: 1, menus: [{ id: 31, level: 'READ' }] } })).data!
      .saveStaffProfile.profile.id;
    const login = unique('lector');
    await createUser(admin, { login, name: 'Lector de perfiles', profileId: profile });
    const reader = await signIn(server, login);
    expect((await reader.graphql(Q.me)).data!.me.menus.map((m: any) => m.title)).toEqual(['Administración', 'Perfiles']);
    expect(outcome(await reader.graphql(Q.profiles, {}))).toBe('ok');
    expect(outcome(await reader.graphql(Q.users, {}))).toEqual(['FORBIDDEN', 'No tiene los permisos para realizar esta acción', null]);
    expect((await reader.rest('GET', '/rest/tusuarios?opc=usuarios')).status).toBe(403);
    await admin.graphql(Q.saveProfile, { id: profile, input: { name: 'Solo perfiles', sectionId: 3, menus: [{ id: 32, level: 'READ' }] } });
    expect((await reader.graphql(Q.me)).data!.me.menus.map((m: any) => m.title)).toEqual(['Administración', 'Perfiles', 'Usuarios']);
    expect(outcome(await reader.graphql(Q.users, {}))).toBe('ok');
  });

  it('deactivates and activates a profile, each audited; an inactive profile is not offered nor given to a user', async () => {
    const id = (await admin.graphql(Q.saveProfile, { id: 0, input: { name: 'Temporal', sectionId: 1, menus: [{ id: 6 }] } })).data!.saveStaffProfile.profile.id;
    expect((await admin.graphql(Q.profileActive, { id, active: false })).data!.setStaffProfileActive.message).toBe('Perfil desactivado con éxito');
    expect((await admin.graphql(Q.profiles, { active: false })).data!.staffProfiles.items.map((p: any) => p.name)).toEqual(['Temporal']);
    expect((await admin.graphql(Q.userForm, { id: 0 })).data!.staffUserForm.profiles.map((p: any) => p.name)).not.toContain('Temporal');
    const refused = await admin.graphql(Q.createUser, {
      input: { login: unique('t'), name: 'T', profileId: id, sectionId: 1, password: PASSWORD, confirmation: PASSWORD },
    });
    expect(outcome(refused)).toEqual(['BAD_USER_INPUT', 'El perfil escogido está inactivo', 'input.profileId']);
    expect((await admin.graphql(Q.profileActive, { id, active: true })).data!.setStaffProfileActive.message).toBe('Perfil activado con éxito');
    const audit = await sql(
      server,
      `select aud_accion, observacion from tauditoria where aud_clave = ? and aud_accion like '%activar_perfil' order by aud_codigo`,
      [String(id)],
    );
    expect(audit).toEqual([
      { aud_accion: 'desactivar_perfil', observacion: 'Temporal: T -> F' },
      { aud_accion: 'activar_perfil', observacion: 'Temporal: F -> T' },
    ]);
  });
});

describe('users', () => {
  it('lists users by profile and state with the hierarchy that shows the change-password action', async () => {
    const byProfile = (await admin.graphql(Q.users, { profileId: consultaProfile })).data!.staffUsers;
    expect(byProfile.items.map((u: any) => [u.login, u.name, u.profileName, u.hierarchy, u.hierarchyLabel, u.active])).toEqual([
      ['consulta', 'Diego Armijos Ochoa', 'Consulta', 'USER', 'Usuario', true],
    ]);
    expect([byProfile.actorHierarchy, byProfile.canChangePasswords]).toEqual(['SUPER_USER', true]);
    expect((await admin.graphql(Q.users, { profileId: consultaProfile, active: false })).data!.staffUsers.items).toEqual([]);
    const consulta = await signIn(server, 'consulta', TEST_PASSWORD);
    const asReader = (await consulta.graphql(Q.users, { active: true })).data!.staffUsers;
    expect([asReader.actorHierarchy, asReader.canChangePasswords]).toEqual(['USER', false]);
  });

  it('checks the user form field by field, creating nothing', async () => {
    const base = { login: 'nuevo.usuario', name: 'Nuevo', profileId: consultaProfile, sectionId: 1, password: PASSWORD, confirmation: PASSWORD };
    const create = (input: Record<string, unknown>) => admin.graphql(Q.createUser, { input: { ...base, ...input } });
    expect(outcome(await create({ login: '' }))).toEqual(['BAD_USER_INPUT', 'Ingrese el usuario', 'input.login']);
    expect(outcome(await create({ login: 'con espacio' }))).toEqual([
      'BAD_USER_INPUT',
      'El usuario solo admite letras, números, punto, guion y guion bajo (hasta 40 caracteres)',
      'input.login',
    ]);
    expect(outcome(await create({ name: ' ' }))).toEqual(['BAD_USER_INPUT', 'Ingrese el nombre', 'input.name']);
    expect(outcome(await create({ email: 'sin-arroba' }))).toEqual(['BAD_USER_INPUT', 'Ingrese un correo válido', 'input.email']);
    expect(outcome(await create({ profileId: null }))).toEqual(['BAD_USER_INPUT', 'Seleccione el perfil del usuario', 'input.profileId']);
    expect(outcome(await create({ sectionId: null }))).toEqual(['BAD_USER_INPUT', 'Seleccione la sección', 'input.sectionId']);
    expect(outcome(await create({ password: '' }))).toEqual(['BAD_USER_INPUT', 'Ingrese la clave', 'input.password']);
    expect(outcome(await create({ password: 'corta', confirmation: 'corta' }))).toEqual([
      'BAD_USER_INPUT',
      'La nueva clave debe tener al menos 8 caracteres',
      'input.password',
    ]);
    expect(outcome(await create({ confirmation: 'Otra.2026' }))).toEqual([
      'BAD_USER_INPUT',
      'La clave y la confirmación de la clave no coinciden.',
      'input.confirmation',
    ]);
    // The hierarchy is an enum: GraphQL itself refuses an unknown level before the service runs.
    expect(outcome(await create({ hierarchy: 'JEFE' }))[0]).toBe('BAD_USER_INPUT');
    expect(outcome(await create({ login: 'SOPORTE' }))).toEqual(['CONFLICT', 'El usuario SOPORTE ya existe', 'input.login']);
    expect(outcome(await create({ areas: [{ id: 1, active: true, lines: [] }] }))).toEqual([
      'BAD_USER_INPUT',
      'Seleccione al menos una línea de negocio para el área Soporte',
      'input.areas',
    ]);
    expect(outcome(await create({ areas: [{ id: 2, active: true, lines: [99] }] }))).toEqual([
      'BAD_USER_INPUT',
      'No existe la línea de negocio 99',
      'input.areas',
    ]);
    expect(await sql(server, `select 1 from tusuarios where usr_id = 'nuevo.usuario'`)).toEqual([]);
  });

  it('keeps per-area business lines; an edit without hierarchy keeps it; audited', async () => {
    const login = unique('vend');
    const id = await createUser(admin, {
      login,
      name: 'Vendedora',
      profileId: consultaProfile,
      areas: [
        { id: 2, active: true, lines: [10, 1, 1] },
        { id: 3, active: false, lines: [5] },
      ],
    });
    const form = (await admin.graphql(Q.userForm, { id })).data!.staffUserForm;
    expect(form.areas).toEqual([
      { id: 1, name: 'Soporte', active: false, lines: [] },
      { id: 2, name: 'Ventas', active: true, lines: [1, 10] },
      { id: 3, name: 'Implementación', active: false, lines: [] },
    ]);
    const edited = await admin.graphql(Q.editUser, {
      id,
      input: { name: 'Vendedora Senior', profileId: consultaProfile, sectionId: 3, areas: [{ id: 1, active: true, lines: [6] }] },
    });
    expect(edited.data!.editStaffUser).toEqual({
      message: 'Actualizado con Exito',
      user: { id, login, name: 'Vendedora Senior', hierarchy: 'USER', profileId: consultaProfile, sectionId: 3 },
    });
    const audit = await sql(server, `select aud_accion, observacion from tauditoria where aud_clave = ? and aud_accion like '%usuario' order by aud_codigo`, [
      String(id),
    ]);
    expect(audit).toEqual([
      { aud_accion: 'crear_usuario', observacion: `${login}; perfil ${consultaProfile}; jerarquía 0; áreas 2:1, 2:10` },
      { aud_accion: 'editar_usuario', observacion: 'nombre Vendedora -> Vendedora Senior; sección 1 -> 3; áreas 1:6' },
    ]);
  });
});

describe('hierarchy rules', () => {
  it('nobody deactivates themselves; a deactivated user loses their sessions; both changes audited', async () => {
    const self = (await admin.graphql(Q.users, {})).data!.staffUsers.items.find((u: any) => u.login === 'admin').id;
    expect(outcome(await admin.graphql(Q.userActive, { id: self, active: false }))).toEqual(['FORBIDDEN', 'No puede desactivarse a sí mismo', null]);
    const login = unique('baja');
    const id = await createUser(admin, { login, name: 'De baja', profileId: consultaProfile });
    const victim = await signIn(server, login);
    expect((await admin.graphql(Q.userActive, { id, active: false })).data!.setStaffUserActive.message).toBe('Usuario desactivado con éxito');
    expect((await victim.graphql(Q.me)).data!.me).toBeNull();
    expect((await admin.graphql(Q.userActive, { id, active: true })).data!.setStaffUserActive.message).toBe('Usuario activado con éxito');
    expect(
      await sql(server, `select aud_accion, observacion from tauditoria where aud_clave = ? and aud_accion like '%activar_usuario' order by aud_codigo`, [
        String(id),
      ]),
    ).toEqual([
      { aud_accion: 'desactivar_usuario', observacion: `${login}: T -> F` },
      { aud_accion: 'activar_usuario', observacion: `${login}: F -> T` },
    ]);
  });

  it('nobody raises their own hierarchy or changes their own profile; an administrator edits their own data', async () => {
    const operate = (
      await admin.graphql(Q.saveProfile, { id: 0, input: { name: 'Operador de usuarios', sectionId: 1, menus: [{ id: 32, level: 'OPERATE' }] } })
    ).data!.saveStaffProfile.profile.id;
    const login = unique('oper');
    const id = await createUser(admin, { login, name: 'Operador', profileId: operate });
    const operator = await signIn(server, login);
    const edit = (input: Record<string, unknown>) =>
      operator.graphql(Q.editUser, { id, input: { name: 'Operador', profileId: operate, sectionId: 1, ...input } });
    expect(outcome(await edit({ hierarchy: 'ADMINISTRATOR' }))).toEqual(['FORBIDDEN', 'No puede subir su propia jerarquía', 'input.hierarchy']);
    expect(outcome(await edit({ profileId: consultaProfile }))).toEqual(['FORBIDDEN', 'No puede cambiar su propio perfil', 'input.profileId']);
    expect(outcome(await edit({ name: 'Operador Uno' }))).toBe('ok');
    const chiefLogin = unique('jefe');
    const chief = await createUser(admin, { login: chiefLogin, name: 'Jefe', profileId: consultaProfile, hierarchy: 'ADMINISTRATOR' });
    const chiefClient = await signIn(server, chiefLogin);
    expect(
      outcome(await chiefClient.graphql(Q.editUser, { id: chief, input: { name: 'Jefa', profileId: consultaProfile, sectionId: 1, hierarchy: 'SUPER_USER' } })),
    ).toEqual(['FORBIDDEN', 'No puede subir su propia jerarquía', 'input.hierarchy']);
    expect(outcome(await chiefClient.graphql(Q.editUser, { id: chief, input: { name: 'Jefa', profileId: consultaProfile, sectionId: 1 } }))).toBe('ok');
  });
});

describe('passwords', () => {
  it('one’s own change needs the current password, closes the other sessions and is audited', async () => {
    const login = unique('propia');
    const id = await createUser(admin, { login, name: 'Propia', profileId: consultaProfile });
    const first = await signIn(server, login);
    const second = await signIn(server, login);
    const change = (input: Record<string, unknown>) =>
      first.graphql(Q.password, { id, input: { newPassword: 'Nueva.2026', confirmation: 'Nueva.2026', ...input } });
    expect(outcome(await change({}))).toEqual(['BAD_USER_INPUT', 'Ingrese la clave actual', 'input.currentPassword']);
    expect(outcome(await change({ currentPassword: 'equivocada' }))).toEqual(['BAD_USER_INPUT', 'La clave actual no es correcta', 'input.currentPassword']);
    expect((await change({ currentPassword: PASSWORD })).data!.changeStaffUserPassword.message).toBe('Clave actualizada con éxito');
    expect((await first.graphql(Q.me)).data!.me.login).toBe(login);
    expect((await second.graphql(Q.me)).data!.me).toBeNull();
    await signIn(server, login, 'Nueva.2026');
    expect(await sql(server, `select aud_accion, observacion from tauditoria where aud_clave = ? and aud_accion = 'cambio_clave'`, [String(id)])).toEqual([
      { aud_accion: 'cambio_clave', observacion: null },
    ]);
  });

  it('an administrator resets another user’s password without the current one; every session of that user closes; audited', async () => {
    const login = unique('olvido');
    const id = await createUser(admin, { login, name: 'Olvidadiza', profileId: consultaProfile });
    const victim = await signIn(server, login);
    const reset = await admin.graphql(Q.password, { id, input: { newPassword: 'Repuesta.2026', confirmation: 'Repuesta.2026' } });
    expect(reset.data!.changeStaffUserPassword.message).toBe('Clave actualizada con éxito');
    expect((await victim.graphql(Q.me)).data!.me).toBeNull();
    await signIn(server, login, 'Repuesta.2026');
    expect(outcome(await admin.graphql(Q.password, { id, input: { newPassword: 'corta', confirmation: 'corta' } }))).toEqual([
      'BAD_USER_INPUT',
      'La nueva clave debe tener al menos 8 caracteres',
      'input.newPassword',
    ]);
    expect(await sql(server, `select usr_nombre, observacion from tauditoria where aud_clave = ? and aud_accion = 'cambio_clave'`, [String(id)])).toEqual([
      { usr_nombre: 'Administrador General', observacion: 'restablecida por admin' },
    ]);
  });
});
