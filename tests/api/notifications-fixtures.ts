import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from '../support/server.js';

export const SEND = `mutation ($input: NotificationSendInput!) { sendNotification(input: $input) { message notificationId sent { name address companyName reason } notSent { name address companyName reason } } }`;
export const RECIPIENTS = `query ($kind: NotificationRecipientKind!, $channel: NotificationChannel!, $companyId: Int, $criterion: String) {
  notificationRecipients(kind: $kind, channel: $channel, companyId: $companyId, criterion: $criterion) { companyId referenteId userId name idNumber email mobile profile notSendableReason } }`;
export const INBOX = `query ($state: NotificationState) { myNotifications(state: $state) { totalCount unread items { id message state senderName planTitle channel } } }`;
export const SET_STATE = `mutation ($id: Int!, $state: NotificationState!) { setNotificationState(id: $id, state: $state) { unread notification { id state } } }`;
export const SAVE_PLAN = `mutation ($input: NotificationPlanInput!) { saveNotificationPlan(input: $input) { message plan { id title message frequency frequencyLabel expiresOn channel channelLabel kind kindLabel functionIds state firstDate time weekdays months nextRun recipients { name userId } } } }`;
export const CANCEL_PLAN = `mutation ($id: Int!) { cancelNotificationPlan(id: $id) { message plan { id state nextRun } } }`;
export const PLANS = `query ($state: PlanState) { notificationPlans(state: $state) { totalCount items { id title frequencyLabel message expiresOn kindLabel channelLabel state } } }`;
export const UNREAD_SUB = 'subscription { unreadNotificationsChanged { eventId unread notificationId text at } }';

export type Result<T = Record<string, any>> = { status?: number; data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
export const refusal = (r: Result) => (r.errors ? [r.errors[0]!.message, r.errors[0]!.extensions?.code, r.errors[0]!.extensions?.field ?? null] : 'ok');

export function sql<T = Record<string, any>>(server: TestServer, text: string, params: unknown[] = []): Promise<T[]> {
  return server.services.orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;
}

export async function userIdOf(server: TestServer, login: string): Promise<number> {
  const [row] = await sql<{ usr_codigo: number }>(server, 'select usr_codigo from tusuarios where usr_id = ?', [login]);
  return row!.usr_codigo;
}

export async function companyOf(server: TestServer, coding: string): Promise<{ id: number; schema: string }> {
  const [row] = await sql<{ emp_codigo: number; emp_esquemadb: string }>(server, 'select emp_codigo, emp_esquemadb from tempresa where emp_coding = ?', [
    coding,
  ]);
  return { id: row!.emp_codigo, schema: row!.emp_esquemadb };
}

/** Adds a referente to a company's schema; returns its clp_codigo. */
export async function addReferente(
  server: TestServer,
  schema: string,
  r: { cedruc: string; nombre: string; apellido: string; email: string | null; movil: string | null },
): Promise<number> {
  const [row] = await sql<{ clp_codigo: number }>(
    server,
    `insert into "${schema}".tclipro (clp_cedruc, clp_tipoid, clp_nombre, clp_apelli, clp_email, clp_movil, num_user) values (?, '05', ?, ?, ?, ?, 1) returning clp_codigo`,
    [r.cedruc, r.nombre, r.apellido, r.email, r.movil],
  );
  return row!.clp_codigo;
}

export function wsClient(baseUrl: string, cookie: string | undefined): Client {
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  return createClient({ url: `${baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, lazy: false, retryAttempts: 0 });
}

export type UnreadEvent = { eventId: string; unread: number; notificationId: number | null; text: string | null; at: string };

/** Collects unreadNotificationsChanged events of a signed-in user. */
export function listenUnread(client: Client, afterEventId?: string) {
  const events: UnreadEvent[] = [];
  const errors: unknown[] = [];
  let ready!: () => void;
  const readyPromise = new Promise<void>((r) => (ready = r));
  const stop = client.subscribe<{ unreadNotificationsChanged: UnreadEvent }>(
    afterEventId
      ? {
          query: 'subscription ($after: ID) { unreadNotificationsChanged(afterEventId: $after) { eventId unread notificationId text at } }',
          variables: { after: afterEventId },
        }
      : { query: UNREAD_SUB },
    {
      next: (v) => (v.data ? events.push(v.data.unreadNotificationsChanged) : errors.push(...(v.errors ?? []))),
      error: (e) => errors.push(e),
      complete: () => {},
    },
  );
  client.on('connected', () => setTimeout(ready, 300));
  return { events, errors, ready: readyPromise, stop };
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
export async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  for (let waited = 0; !(await check()) && waited < ms; waited += 50) await pause(50);
}
