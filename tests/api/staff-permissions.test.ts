import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { createUser, outcome, PASSWORD, profileIdOf, Q, signIn, unique, type Result } from './staff-fixtures.js';

let server: TestServer;
let superUser: ApiClient;
let consultaProfile: number;
const roles: Record<string, ApiClient> = {};

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  superUser = new ApiClient(server.url);
  await superUser.login('admin', TEST_PASSWORD);
  consultaProfile = await profileIdOf(server, 'Consulta');
  // A plain user (hierarchy 0) whose profile operates (level 2) profiles and users.
  const operate = (await superUser.graphql(Q.saveProfile, { id: 0, input: { name: 'Operación de personal', sectionId: 1, menus: [{ id: 31 }, { id: 32 }] } }))
    .data!.saveStaffProfile.profile.id;
  const adminLogin = unique('administrador');
  const plainLogin = unique('usuario');
  await createUser(superUser, { login: adminLogin, name: 'Administradora', profileId: consultaProfile, hierarchy: 'ADMINISTRATOR' });
  await createUser(superUser, { login: plainLogin, name: 'Usuario operador', profileId: operate });
  roles['super usuario'] = superUser;
  roles.administrador = await signIn(server, adminLogin);
  roles.soporte = await signIn(server, 'soporte', TEST_PASSWORD);
  roles['usuario (operación)'] = await signIn(server, plainLogin);
  roles['consulta (lectura)'] = await signIn(server, 'consulta', TEST_PASSWORD);
});
afterAll(async () => server?.close());

/** Fresh targets for one role's row, made by the super user so no cell depends on another. */
async function targets() {
  const profile = (await superUser.graphql(Q.saveProfile, { id: 0, input: { name: unique('Perfil '), sectionId: 1, menus: [{ id: 6 }] } })).data!
    .saveStaffProfile.profile.id as number;
  const plain = await createUser(superUser, { login: unique('plano'), name: 'Plano', profileId: consultaProfile });
  const administrator = await createUser(superUser, { login: unique('adm'), name: 'Adm', profileId: consultaProfile, hierarchy: 'ADMINISTRATOR' });
  return { profile, plain, administrator };
}

const userInput = (extra: Record<string, unknown> = {}) => ({ name: 'Editado', profileId: consultaProfile, sectionId: 2, ...extra });
const newUser = (hierarchy: string) => ({
  login: unique('n'),
  name: 'Nuevo',
  profileId: consultaProfile,
  sectionId: 1,
  hierarchy,
  password: PASSWORD,
  confirmation: PASSWORD,
});
const reset = { newPassword: 'Repuesta.2026', confirmation: 'Repuesta.2026' };

/** Each mutation of profiles and users, on fresh targets. */
async function row(client: ApiClient): Promise<Record<string, unknown>> {
  const t = await targets();
  const run = async (r: Promise<Result>) => {
    const o = outcome(await r);
    return o === 'ok' ? 'permitido' : `${o[0]}: ${o[1]}`;
  };
  return {
    crearPerfil: await run(client.graphql(Q.saveProfile, { id: 0, input: { name: unique('Nuevo perfil '), sectionId: 1, menus: [{ id: 6 }] } })),
    editarPerfil: await run(client.graphql(Q.saveProfile, { id: t.profile, input: { name: unique('Editado '), sectionId: 2, menus: [{ id: 5 }] } })),
    desactivarPerfil: await run(client.graphql(Q.profileActive, { id: t.profile, active: false })),
    crearUsuario: await run(client.graphql(Q.createUser, { input: newUser('USER') })),
    crearAdministrador: await run(client.graphql(Q.createUser, { input: newUser('ADMINISTRATOR') })),
    editarUsuario: await run(client.graphql(Q.editUser, { id: t.plain, input: userInput() })),
    ascenderUsuario: await run(client.graphql(Q.editUser, { id: t.plain, input: userInput({ hierarchy: 'ADMINISTRATOR' }) })),
    editarAdministrador: await run(client.graphql(Q.editUser, { id: t.administrator, input: userInput() })),
    cambiarClave: await run(client.graphql(Q.password, { id: t.plain, input: reset })),
    cambiarClaveAdministrador: await run(client.graphql(Q.password, { id: t.administrator, input: reset })),
    desactivarUsuario: await run(client.graphql(Q.userActive, { id: t.plain, active: false })),
    desactivarAdministrador: await run(client.graphql(Q.userActive, { id: t.administrator, active: false })),
  };
}

const OK = 'permitido';
const NO_PERMISSION = 'FORBIDDEN: No tiene los permisos para realizar esta acción';
const ONLY_SUPER = 'FORBIDDEN: Solo un super usuario puede crear o editar un administrador';
const ONLY_ADMIN_PASSWORD = 'FORBIDDEN: Solo un administrador puede cambiar la clave de otro usuario';
const ALL = (value: string) =>
  Object.fromEntries(
    [
      'crearPerfil',
      'editarPerfil',
      'desactivarPerfil',
      'crearUsuario',
      'crearAdministrador',
      'editarUsuario',
      'ascenderUsuario',
      'editarAdministrador',
      'cambiarClave',
      'cambiarClaveAdministrador',
      'desactivarUsuario',
      'desactivarAdministrador',
    ].map((k) => [k, value]),
  );

describe('permission matrix of profiles and users', () => {
  it('allows or refuses each mutation by role: permission from the profile menus, hierarchy rules on top', async () => {
    const matrix: Record<string, Record<string, unknown>> = {};
    for (const [name, client] of Object.entries(roles)) matrix[name] = await row(client);
    expect(matrix).toEqual({
      'super usuario': ALL(OK),
      administrador: {
        ...ALL(OK),
        crearAdministrador: ONLY_SUPER,
        ascenderUsuario: ONLY_SUPER,
        editarAdministrador: ONLY_SUPER,
        cambiarClaveAdministrador: ONLY_SUPER,
        desactivarAdministrador: ONLY_SUPER,
      },
      soporte: ALL(NO_PERMISSION),
      'usuario (operación)': {
        ...ALL(OK),
        desactivarPerfil: NO_PERMISSION,
        crearAdministrador: ONLY_SUPER,
        ascenderUsuario: ONLY_SUPER,
        editarAdministrador: ONLY_SUPER,
        cambiarClave: ONLY_ADMIN_PASSWORD,
        cambiarClaveAdministrador: ONLY_ADMIN_PASSWORD,
        desactivarUsuario: NO_PERMISSION,
        desactivarAdministrador: NO_PERMISSION,
      },
      'consulta (lectura)': ALL(NO_PERMISSION),
    });
  });
});
