import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { twoApiInstances } from '../support/two-instances.js';

const NOT_FOLLOWABLE = 'Solo quien inició el trabajo o un usuario con permiso sobre su pantalla puede seguir su avance';
const PROGRESS = 'subscription ($id: String!, $after: ID) { jobProgress(jobId: $id, afterEventId: $after) { jobId state progress message } }';
const RUN = 'mutation ($input: ScriptRunInput!) { runTenantScript(input: $input) { jobId run { id } } }';
const SCHEMA = 'emp_jpo_uno';
const SCRIPT = 'create or replace function f_jpo_prueba() returns int language sql as $$ select 1 $$';

type Progress = { jobProgress: { jobId: string; state: string; progress: number; message: string | null } };
type Refusal = { message: string; code: string | null };
type WireError = { message: string; extensions?: { code?: string } };
const refusalOf = (e: WireError): Refusal => ({ message: e.message, code: e.extensions?.code ?? null });

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 15_000): Promise<void> {
  for (let waited = 0; !check() && waited < ms; waited += 50) await pause(50);
}

function wsClient(server: TestServer, api: ApiClient): Client {
  const cookie = api.cookie!;
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  return createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, lazy: false, retryAttempts: 0 });
}

/** Subscribes and keeps every event and every refusal (an error result or a failed subscription). */
function collect(client: Client, variables: Record<string, unknown>) {
  const data: Progress[] = [];
  const errors: Refusal[] = [];
  client.subscribe<Progress>(
    { query: PROGRESS, variables },
    {
      next: (v) => (v.data ? data.push(v.data as Progress) : errors.push(...((v.errors ?? []) as WireError[]).map(refusalOf))),
      error: (e) => errors.push(...(Array.isArray(e) ? (e as WireError[]).map(refusalOf) : [{ message: String(e), code: null }])),
      complete: () => {},
    },
  );
  return { data, errors };
}

async function signIn(server: TestServer, login: string): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  await api.login(login, TEST_PASSWORD);
  return api;
}

async function addUser(server: TestServer, login: string, hierarchy: number): Promise<void> {
  const em = server.services.orm.em.fork();
  em.create(User, { login, name: `Usuario ${login}`, passwordHash: await hashPassword(TEST_PASSWORD), hierarchy, profileId: null });
  await em.flush();
}

/** The super user starts a dry run of a script in one schema: answers the job id and the run's id. */
async function startDryRun(owner: ApiClient): Promise<{ jobId: string; runId: number }> {
  const started = await owner.graphql<{ runTenantScript: { jobId: string; run: { id: number } } }>(RUN, {
    input: { script: SCRIPT, schemas: [SCHEMA], dryRun: true },
  });
  expect(started.errors).toBeUndefined();
  return { jobId: started.data!.runTenantScript.jobId, runId: started.data!.runTenantScript.run.id };
}

const EVENTS = (jobId: string) => [
  { jobProgress: { jobId, state: 'ACTIVE', progress: 100, message: `1 de 1 esquemas (${SCHEMA}: Exito)` } },
  { jobProgress: { jobId, state: 'COMPLETED', progress: 100, message: null } },
];
const REFUSED: Refusal[] = [{ message: NOT_FOLLOWABLE, code: 'FORBIDDEN' }];

describe('jobProgress only for the job’s owner and users with its right (one API instance)', () => {
  let server: TestServer;
  let owner: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    await server.services.tenants.provision(SCHEMA, 'v1');
    await addUser(server, 'superusuario.jpo', 2);
    await addUser(server, 'administrador.jpo', 1);
    owner = await signIn(server, 'admin');
  });
  afterAll(async () => server?.close());

  it('refuses the read-only user in Spanish (FORBIDDEN) and sends it no event; the owner gets every one', async () => {
    const { jobId, runId } = await startDryRun(owner);
    const readOnly = wsClient(server, await signIn(server, 'consulta'));
    const mine = wsClient(server, owner);
    const refused = collect(readOnly, { id: jobId });
    const replayRefused = collect(readOnly, { id: jobId, after: '0' });
    const followed = collect(mine, { id: jobId });
    await until(() => followed.data.length === 2 && refused.errors.length > 0 && replayRefused.errors.length > 0);
    expect(followed).toEqual({ data: EVENTS(jobId), errors: [] });
    expect(refused).toEqual({ data: [], errors: REFUSED });
    expect(replayRefused).toEqual({ data: [], errors: REFUSED });
    // The id the old code used (script-N) names no job anyone may follow but administrators.
    const guessed = collect(readOnly, { id: `script-${runId}` });
    await until(() => guessed.errors.length > 0);
    expect(guessed).toEqual({ data: [], errors: REFUSED });
    await readOnly.dispose();
    await mine.dispose();
  });

  it('lets another super user follow it (scripts are theirs) but not an administrator or support', async () => {
    // Signed in before the job starts, so that they subscribe while it runs (a late subscriber's order is a known open case).
    const clients = await Promise.all(['superusuario.jpo', 'administrador.jpo', 'soporte'].map(async (login) => wsClient(server, await signIn(server, login))));
    const { jobId } = await startDryRun(owner);
    const [other, administrator, support] = clients.map((client) => collect(client, { id: jobId }));
    await until(() => other!.data.length === 2 && administrator!.errors.length > 0 && support!.errors.length > 0);
    expect(other).toEqual({ data: EVENTS(jobId), errors: [] });
    expect(administrator).toEqual({ data: [], errors: REFUSED });
    expect(support).toEqual({ data: [], errors: REFUSED });
    for (const client of clients) await client.dispose();
  });

  it('follows a mail batch (its progress is published under the batch id) only for its sender and administrators', async () => {
    const sql = (text: string, params: unknown[]) => server.services.orm.em.fork().getConnection().execute(text, params);
    const [sender] = (await sql(`select usr_codigo from tusuarios where usr_id = 'soporte'`, [])) as Array<{ usr_codigo: number }>;
    await sql(
      `insert into tmail (mai_clave, mai_lote, mai_to, mai_subject, mai_content, mai_estado, usr_codigo, usr_nombre) values ('m-lote-jpo-0', 'lote-jpo', 'a@b.ec', 'Asunto', 'Hola', 'enviado', ?, 'Soporte')`,
      [sender!.usr_codigo],
    );
    await server.services.pubsub.outbox!.record('JOB_PROGRESS', 'lote-jpo', {
      jobId: 'lote-jpo',
      name: 'correo.lote',
      progress: 100,
      state: 'completed',
      message: null,
    });
    const clients = await Promise.all(['soporte', 'admin', 'consulta'].map(async (login) => wsClient(server, await signIn(server, login))));
    const [own, administrator, other] = clients.map((client) => collect(client, { id: 'lote-jpo' }));
    await until(() => own!.data.length === 1 && administrator!.data.length === 1 && other!.errors.length > 0);
    const event = { jobProgress: { jobId: 'lote-jpo', state: 'COMPLETED', progress: 100, message: null } };
    expect(own).toEqual({ data: [event], errors: [] });
    expect(administrator).toEqual({ data: [event], errors: [] });
    expect(other).toEqual({ data: [], errors: REFUSED });
    for (const client of clients) await client.dispose();
  });

  it('gives job ids that cannot be guessed from the run: not script-N, not sequential', async () => {
    const first = await startDryRun(owner);
    const second = await startDryRun(owner);
    expect(second.runId).toBe(first.runId + 1);
    for (const { jobId, runId } of [first, second]) {
      expect(jobId).toMatch(new RegExp(`^script-${runId}-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`));
    }
    expect(second.jobId.slice(`script-${second.runId}-`.length)).not.toBe(first.jobId.slice(`script-${first.runId}-`.length));
  });
});

describe('jobProgress owner check across two API instances (Redis)', () => {
  const instances = twoApiInstances();

  it.skipIf(!instances.ready)('a job started on one instance is refused to the read-only user and followed by its owner on the other', async () => {
    const { first, second } = instances.servers();
    await first.services.tenants.provision(SCHEMA, 'v1');
    const { jobId } = await startDryRun(await signIn(first, 'admin'));
    const readOnly = wsClient(second, await signIn(second, 'consulta'));
    const mine = wsClient(second, await signIn(second, 'admin'));
    const refused = collect(readOnly, { id: jobId });
    const followed = collect(mine, { id: jobId });
    await until(() => followed.data.length === 2 && refused.errors.length > 0);
    expect(followed).toEqual({ data: EVENTS(jobId), errors: [] });
    expect(refused).toEqual({ data: [], errors: REFUSED });
    await readOnly.dispose();
    await mine.dispose();
  });
});
