import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { createUser, outcome, PASSWORD, profileIdOf, Q, sql, unique } from './staff-fixtures.js';

const S = {
  mine: '{ mySessions { id createdAt lastSeenAt ip userAgent current } }',
  ofUser: 'query ($userId: Int!) { userSessions(userId: $userId) { id ip userAgent current } }',
  revoke: 'mutation ($id: String!) { revokeSession(id: $id) }',
  revokeOthers: 'mutation { revokeOtherSessions }',
};

type Row = { id: string; createdAt: string; lastSeenAt: string; ip: string | null; userAgent: string | null; current: boolean };

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

/** A client signed in with this User-Agent. */
async function signInAs(login: string, userAgent: string, password = PASSWORD): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ query: 'mutation ($input: LoginInput!) { login(input: $input) { uri } }', variables: { input: { username: login, password } } }),
  });
  const body = (await res.json()) as { errors?: Array<{ message: string }> };
  if (body.errors) throw new Error(body.errors[0]!.message);
  client.cookie = res.headers.get('set-cookie')!.split(';')[0];
  return client;
}

const mine = async (client: ApiClient) => (await client.graphql<{ mySessions: Row[] }>(S.mine)).data!.mySessions;
const who = async (client: ApiClient) => (await client.graphql<{ me: { login: string } | null }>('{ me { login } }')).data!.me?.login ?? null;
const newUser = async (prefix: string, hierarchy = 'USER') => {
  const login = unique(prefix);
  return { login, id: await createUser(admin, { login, name: `Usuario ${login}`, profileId: consultaProfile, hierarchy }) };
};

describe('own sessions', () => {
  it('signing in again keeps the earlier session; both are listed, newest first, with address, browser and the current flag', async () => {
    const { login } = await newUser('dos');
    const laptop = await signInAs(login, 'Portátil/1.0');
    const phone = await signInAs(login, 'Teléfono/2.0');
    expect(await who(laptop)).toBe(login);
    const rows = await mine(laptop);
    expect(rows.map(({ ip, userAgent, current }) => ({ ip, userAgent, current }))).toEqual([
      { ip: '127.0.0.1', userAgent: 'Teléfono/2.0', current: false },
      { ip: '127.0.0.1', userAgent: 'Portátil/1.0', current: true },
    ]);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id) && r.createdAt === r.lastSeenAt && !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
    expect((await mine(phone)).map((r) => r.current)).toEqual([true, false]);
  });

  it('closes one of them: it stops working at once, closing it again is NOT_FOUND, and it is audited', async () => {
    const { login, id } = await newUser('una');
    const here = await signInAs(login, 'Aquí/1.0');
    const there = await signInAs(login, 'Allá/1.0');
    const other = (await mine(here)).find((r) => !r.current)!;
    expect((await here.graphql(S.revoke, { id: other.id })).data).toEqual({ revokeSession: 'Sesión cerrada' });
    expect(await who(there)).toBeNull();
    expect(await who(here)).toBe(login);
    expect((await mine(here)).map((r) => r.userAgent)).toEqual(['Aquí/1.0']);
    expect(outcome(await here.graphql(S.revoke, { id: other.id }))).toEqual(['NOT_FOUND', 'La sesión no existe o ya está cerrada', null]);
    expect(outcome(await here.graphql(S.revoke, { id: 'no-es-una-sesion' }))).toEqual(['NOT_FOUND', 'La sesión no existe o ya está cerrada', null]);
    expect(
      await sql(server, `select usr_nombre, aud_accion, observacion from tauditoria where aud_clave = ? and aud_accion like 'cerrar_sesion%'`, [String(id)]),
    ).toEqual([{ usr_nombre: `Usuario ${login}`, aud_accion: 'cerrar_sesion', observacion: '127.0.0.1' }]);
  });

  it("'close the others' keeps only this session and is audited with the count", async () => {
    const { login, id } = await newUser('demas');
    const keep = await signInAs(login, 'Este/1.0');
    const others = [await signInAs(login, 'Otro/1.0'), await signInAs(login, 'Otro/2.0')];
    expect((await keep.graphql(S.revokeOthers)).data).toEqual({ revokeOtherSessions: 'Se cerraron 2 sesiones' });
    expect(await Promise.all(others.map(who))).toEqual([null, null]);
    expect((await mine(keep)).map((r) => [r.userAgent, r.current])).toEqual([['Este/1.0', true]]);
    expect((await keep.graphql(S.revokeOthers)).data).toEqual({ revokeOtherSessions: 'Se cerraron 0 sesiones' });
    expect(
      await sql(server, `select aud_accion, observacion from tauditoria where aud_clave = ? and aud_accion = 'cerrar_sesiones' order by aud_codigo`, [
        String(id),
      ]),
    ).toEqual([
      { aud_accion: 'cerrar_sesiones', observacion: 'Se cerraron 2 sesiones' },
      { aud_accion: 'cerrar_sesiones', observacion: 'Se cerraron 0 sesiones' },
    ]);
  });
});

describe("another user's sessions", () => {
  it('are refused to a user without the right to deactivate users', async () => {
    const { login } = await newUser('victima');
    const victim = await signInAs(login, 'Víctima/1.0');
    const [{ id: sessionId }] = await mine(victim);
    const readOnly = new ApiClient(server.url);
    await readOnly.login('consulta', TEST_PASSWORD);
    const victimId = (await sql<{ usr_codigo: number }>(server, 'select usr_codigo from tusuarios where usr_id = ?', [login]))[0]!.usr_codigo;
    expect(outcome(await readOnly.graphql(S.ofUser, { userId: victimId }))).toEqual(['FORBIDDEN', 'No tiene los permisos para realizar esta acción', null]);
    expect(outcome(await readOnly.graphql(S.revoke, { id: sessionId }))).toEqual(['FORBIDDEN', 'No tiene los permisos para realizar esta acción', null]);
    expect(await who(victim)).toBe(login);
  });

  it('an administrator lists and closes them; audited with the administrator', async () => {
    const { login, id } = await newUser('cerrada');
    const user = await signInAs(login, 'Equipo/1.0');
    const listed = (await admin.graphql<{ userSessions: Array<Omit<Row, 'createdAt' | 'lastSeenAt'>> }>(S.ofUser, { userId: id })).data!.userSessions;
    expect(listed.map(({ ip, userAgent, current }) => ({ ip, userAgent, current }))).toEqual([{ ip: '127.0.0.1', userAgent: 'Equipo/1.0', current: false }]);
    expect((await admin.graphql(S.revoke, { id: listed[0]!.id })).data).toEqual({ revokeSession: 'Sesión cerrada' });
    expect(await who(user)).toBeNull();
    expect((await admin.graphql(S.ofUser, { userId: id })).data).toEqual({ userSessions: [] });
    expect(await sql(server, `select usr_nombre, observacion from tauditoria where aud_clave = ? and aud_accion = 'cerrar_sesion'`, [String(id)])).toEqual([
      { usr_nombre: 'Administrador General', observacion: '127.0.0.1; cerrada por admin' },
    ]);
  });

  it("only a super user closes an administrator's session", async () => {
    const chief = await newUser('jefe', 'ADMINISTRATOR');
    const other = await newUser('jefa', 'ADMINISTRATOR');
    const chiefClient = await signInAs(chief.login, 'Jefe/1.0');
    const otherClient = await signInAs(other.login, 'Jefa/1.0');
    const [{ id: sessionId }] = await mine(otherClient);
    expect(outcome(await chiefClient.graphql(S.revoke, { id: sessionId }))).toEqual([
      'FORBIDDEN',
      'Solo un super usuario puede cerrar las sesiones de un administrador',
      null,
    ]);
    expect(await who(otherClient)).toBe(other.login);
  });
});

describe('password change and deactivation', () => {
  it('a password change closes every other session of the user', async () => {
    const { login, id } = await newUser('clave');
    const here = await signInAs(login, 'Aquí/1.0');
    await signInAs(login, 'Allá/1.0');
    const changed = await here.graphql(Q.password, { id, input: { currentPassword: PASSWORD, newPassword: 'Otra.Clave.1', confirmation: 'Otra.Clave.1' } });
    expect(changed.data).toEqual({ changeStaffUserPassword: { message: 'Clave actualizada con éxito' } });
    expect((await mine(here)).map((r) => [r.userAgent, r.current])).toEqual([['Aquí/1.0', true]]);
  });

  it('deactivation closes every session for good: reactivating does not bring them back', async () => {
    const { login, id } = await newUser('baja');
    const sessions = [await signInAs(login, 'Uno/1.0'), await signInAs(login, 'Dos/1.0')];
    expect((await admin.graphql(Q.userActive, { id, active: false })).data).toEqual({ setStaffUserActive: { message: 'Usuario desactivado con éxito' } });
    expect((await admin.graphql(Q.userActive, { id, active: true })).data).toEqual({ setStaffUserActive: { message: 'Usuario activado con éxito' } });
    expect(await Promise.all(sessions.map(who))).toEqual([null, null]);
    expect((await admin.graphql(S.ofUser, { userId: id })).data).toEqual({ userSessions: [] });
  });
});
