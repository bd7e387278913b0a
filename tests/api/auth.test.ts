import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { TEST_PASSWORD } from '../support/env.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ overrides: { loginRateLimit: 5 } });
});
afterAll(async () => server?.close());

const ME = '{ me { login name hierarchy isSupport profileName homeUri menus { title url } permissions { resource view create edit delete } } }';

describe('sign-in over GraphQL', () => {
  it('opens a session in an httpOnly SameSite=Lax cookie and answers the admin home', async () => {
    const client = new ApiClient(server.url);
    const result = await client.graphql<{ login: { uri: string; user: { login: string; name: string } } }>(
      'mutation ($input: LoginInput!) { login(input: $input) { uri user { login name } } }',
      { input: { username: 'admin', password: TEST_PASSWORD } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.login).toEqual({ uri: '/administracion', user: { login: 'admin', name: 'Administrador General' } });
    expect(client.lastSetCookie).toMatch(/^bo_sesion=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('me is null without a session and the signed-in user with one', async () => {
    const client = new ApiClient(server.url);
    expect((await client.graphql(ME)).data).toEqual({ me: null });
    await client.login('soporte', TEST_PASSWORD);
    const me = (await client.graphql<{ me: Record<string, unknown> & { menus: { title: string }[]; permissions: { resource: string; create: number }[] } }>(ME))
      .data!.me;
    expect(me.login).toBe('soporte');
    expect(me.isSupport).toBe(true);
    expect(me.profileName).toBe('Soporte');
    expect(me.homeUri).toBe('/administracion');
    expect(me.menus.map((m) => m.title)).toContain('Solicitudes');
    expect(me.menus.map((m) => m.title)).not.toContain('Perfiles');
    expect(me.permissions.find((p) => p.resource === 'conexiones')).toEqual({ resource: 'conexiones', view: 2, create: 2, edit: 2, delete: 0 });
    expect(me.permissions.find((p) => p.resource === 'perfiles')).toBeUndefined();
  });

  it('gives the administrator level 4 (super user) on every screen', async () => {
    const client = new ApiClient(server.url);
    await client.login('admin', TEST_PASSWORD);
    const me = (await client.graphql<{ me: { hierarchy: string; permissions: { resource: string; create: number }[] } }>(ME)).data!.me;
    expect(me.hierarchy).toBe('SUPER_USER');
    expect(me.permissions.find((p) => p.resource === 'conexiones')!.create).toBe(4);
    expect(me.permissions.find((p) => p.resource === 'perfiles')!.create).toBe(4);
  });

  it('the read-only user may only read', async () => {
    const client = new ApiClient(server.url);
    await client.login('consulta', TEST_PASSWORD);
    const me = (await client.graphql<{ me: { permissions: { resource: string; view: number; create: number; edit: number; delete: number }[] } }>(ME)).data!.me;
    expect(me.permissions.find((p) => p.resource === 'empresas')).toEqual({ resource: 'empresas', view: 1, create: 0, edit: 0, delete: 0 });
  });

  it('refuses a wrong password with the Spanish message and no cookie', async () => {
    const client = new ApiClient(server.url);
    const result = await client.graphql('mutation { login(input: { username: "admin", password: "incorrecta" }) { uri } }');
    expect(result.errors![0].message).toBe('Usuario o clave incorrectos');
    expect(result.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', field: 'input.password' });
    expect(client.cookie).toBeUndefined();
  });

  it('names the missing field when the user or password is empty', async () => {
    const client = new ApiClient(server.url);
    const noUser = await client.graphql('mutation { login(input: { username: "", password: "x" }) { uri } }');
    expect(noUser.errors![0]).toMatchObject({ message: 'Ingrese el usuario', extensions: { code: 'BAD_USER_INPUT', field: 'input.username' } });
    const noPassword = await client.graphql('mutation { login(input: { username: "admin", password: "" }) { uri } }');
    expect(noPassword.errors![0]).toMatchObject({ message: 'Ingrese la clave', extensions: { code: 'BAD_USER_INPUT', field: 'input.password' } });
  });

  it('refuses an inactive user exactly like a wrong password, whether or not the password is right', async () => {
    await server.services.orm.em.fork().getConnection().execute("update tusuarios set usr_activo = 'F' where usr_id = 'consulta'");
    const attempt = async (password: string) => {
      const client = new ApiClient(server.url);
      const result = await client.graphql('mutation ($p: String!) { login(input: { username: "consulta", password: $p }) { uri } }', { p: password });
      return { status: result.status, data: result.data, errors: result.errors, cookie: client.cookie };
    };
    try {
      const wrong = await attempt('incorrecta');
      expect(wrong.errors).toEqual([
        expect.objectContaining({
          message: 'Usuario o clave incorrectos',
          extensions: expect.objectContaining({ code: 'UNAUTHENTICATED', field: 'input.password' }),
        }),
      ]);
      expect(wrong.cookie).toBeUndefined();
      expect(await attempt(TEST_PASSWORD)).toEqual(wrong);
    } finally {
      await server.services.orm.em.fork().getConnection().execute("update tusuarios set usr_activo = 'T' where usr_id = 'consulta'");
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: the session keeps the socket address', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({
        query: 'mutation ($p: String!) { login(input: { username: "soporte", password: $p }) { uri } }',
        variables: { p: TEST_PASSWORD },
      }),
    });
    expect(((await res.json()) as { data: unknown }).data).toEqual({ login: { uri: '/administracion' } });
    const rows = await server.services.orm.em
      .fork()
      .getConnection()
      .execute("select ses_ip from tsesion s join tusuarios u using (usr_codigo) where u.usr_id = 'soporte' order by ses_creada desc limit 1");
    expect(rows).toEqual([{ ses_ip: '127.0.0.1' }]);
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const client = new ApiClient(server.url);
    await client.login('admin', TEST_PASSWORD);
    const stolen = client.cookie;
    expect((await client.graphql('mutation { logout }')).data).toEqual({ logout: true });
    client.cookie = stolen;
    expect((await client.graphql('{ me { login } }')).data).toEqual({ me: null });
  });

  it('limits failed sign-ins per user name from one address', async () => {
    const client = new ApiClient(server.url);
    for (let i = 0; i < 5; i++) {
      const r = await client.graphql('mutation { login(input: { username: "limitado", password: "x" }) { uri } }');
      expect(r.errors![0].message).toBe('Usuario o clave incorrectos');
    }
    const blocked = await client.graphql('mutation { login(input: { username: "limitado", password: "x" }) { uri } }');
    expect(blocked.errors![0]).toMatchObject({
      message: 'Demasiados intentos de ingreso. Espere unos minutos e intente nuevamente.',
      extensions: { code: 'RATE_LIMITED' },
    });
  });
});

describe('legacy sign-in over REST', () => {
  it('POST /rest/login/0?opc=save answers estado ok with the uri and sets the cookie', async () => {
    const client = new ApiClient(server.url);
    const res = await client.rest('POST', '/rest/login/0?opc=save', { usuario: 'admin', clave: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estado: 'ok', uri: '/administracion' });
    expect(client.cookie).toMatch(/^bo_sesion=/);
    const me = await client.rest('GET', '/rest/login/0');
    expect(me.body).toMatchObject({ estado: 200, usuario: { usr_id: 'admin', usr_nombre: 'Administrador General', usr_jerarq: 2 } });
  });

  it('answers HTTP 200 with a non-ok estado and the message on bad credentials', async () => {
    const res = await new ApiClient(server.url).rest('POST', '/rest/login/0?opc=save', { usuario: 'admin', clave: 'mala' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estado: 'error', msg: 'Usuario o clave incorrectos', level_code: 101, inputid: 'password' });
  });

  it('POST /rest/require_login answers the login URL', async () => {
    const res = await new ApiClient(server.url).rest('POST', '/rest/require_login', {});
    expect(res.body).toMatchObject({ estado: 200, uri: '/login' });
  });
});

describe('change of password', () => {
  const CHANGE = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }';

  it('refuses with the field and the Spanish message, and changes nothing', async () => {
    const client = new ApiClient(server.url);
    await client.login('soporte', TEST_PASSWORD);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ currentPassword: '', newPassword: 'nueva-clave-1', confirmation: 'nueva-clave-1' }, 'currentPassword', 'Ingrese la clave actual'],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'corta', confirmation: 'corta' }, 'newPassword', 'La nueva clave debe tener al menos 8 caracteres'],
      [
        { currentPassword: TEST_PASSWORD, newPassword: 'nueva-clave-1', confirmation: 'nueva-clave-2' },
        'confirmation',
        'La clave y la confirmación de la clave no coinciden.',
      ],
      [{ currentPassword: 'equivocada', newPassword: 'nueva-clave-1', confirmation: 'nueva-clave-1' }, 'currentPassword', 'La clave actual no es correcta'],
    ];
    for (const [input, field, message] of cases) {
      const r = await client.graphql(CHANGE, { input });
      expect(r.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: `input.${field}` } });
    }
    await new ApiClient(server.url).login('soporte', TEST_PASSWORD);
  });

  it('changes it, keeps this session, closes the others and records the change', async () => {
    const here = new ApiClient(server.url);
    const elsewhere = new ApiClient(server.url);
    await here.login('consulta', TEST_PASSWORD);
    await elsewhere.login('consulta', TEST_PASSWORD);
    const r = await here.graphql(CHANGE, { input: { currentPassword: TEST_PASSWORD, newPassword: 'Nueva-Clave-2026', confirmation: 'Nueva-Clave-2026' } });
    expect(r.data).toEqual({ changePassword: true });
    expect((await here.graphql<{ me: { login: string } }>('{ me { login } }')).data!.me.login).toBe('consulta');
    expect((await elsewhere.graphql('{ me { login } }')).data).toEqual({ me: null });
    await expect(new ApiClient(server.url).login('consulta', TEST_PASSWORD)).rejects.toThrow('Usuario o clave incorrectos');
    await new ApiClient(server.url).login('consulta', 'Nueva-Clave-2026');
    const audit = await server.services.orm.em.fork().getConnection().execute("select aud_accion from tauditoria where aud_accion = 'cambio_clave'");
    expect(audit).toHaveLength(1);
  });
});
