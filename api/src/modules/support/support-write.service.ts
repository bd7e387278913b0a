import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { claimFiles } from '../../files/files.service.js';
import { AppError } from '../../shared/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SUPPORT_MSG, SUPPORT_STATE_LABEL } from './messages.js';
import { SupportAction, SupportEventKind, SupportState } from './support-enums.js';
import { recordSupportEvent } from './support-events.js';
import { recordHistory } from './support-history.js';
import { signedIn, toRequest, visibleRequest } from './support-read.service.js';
import { ADMINS_SQL, participants, REQUEST_COLUMNS, REQUEST_JOINS, run, type RequestRow } from './support-sql.js';
import type { SupportRequestInput, SupportSendResult, SupportStateResult } from './support.types.js';

/** Owner kind of screenshots in the files service. */
export const SUPPORT_FILES = 'soporte';

/** States a user may choose (the selector and the reply's status picker); 0 is only where a request starts. */
const CHOOSABLE = new Set<number>([SupportState.ANALYSIS, SupportState.ISYPLUS, SupportState.RESOLVED, SupportState.TECHNICAL]);

/** The message as stored: trimmed, and refused when nothing is left. */
export function requiredMessage(message: string | null | undefined, field = 'message'): string {
  const text = (message ?? '').trim();
  if (!text) throw AppError.input(field, SUPPORT_MSG.messageRequired);
  return text;
}

export function choosableState(state: number | null | undefined, field = 'state'): number {
  if (state === null || state === undefined || !CHOOSABLE.has(state)) throw AppError.input(field, SUPPORT_MSG.badState);
  return state;
}

async function readRequest(em: EntityManager, id: number): Promise<RequestRow> {
  const [row] = await run<RequestRow>(em, `select ${REQUEST_COLUMNS} from tnotificacion n ${REQUEST_JOINS} where n.not_codigo = ?`, [id]);
  return row!;
}

async function checkScreenshot(em: EntityManager, user: AuthUser, id: number | null | undefined): Promise<number | null> {
  if (id === null || id === undefined) return null;
  const [file] = await run<{ arc_codigo: number }>(
    em,
    'select arc_codigo from tarchivo where arc_codigo = ? and arc_propietario = ? and usr_codigo = ? and arc_propietario_id is null',
    [id, SUPPORT_FILES, user.id],
  );
  if (!file) throw AppError.input('screenshotId', SUPPORT_MSG.badScreenshot);
  return id;
}

/**
 * The support request dialog: a new request (state 0, to one administrator or to all of them
 * when addressedTo is 0) or a reply to a request the user may see (it sets the chosen state).
 * The addressed users get it in their inbox and live; the screenshot is claimed by the request.
 */
export async function sendSupportRequest(ctx: AppContext, input: SupportRequestInput): Promise<SupportSendResult> {
  const user = signedIn(ctx);
  const message = requiredMessage(input.message);
  const errorMessage = input.errorMessage?.trim() || null;
  const screenshot = await checkScreenshot(ctx.em, user, input.screenshotId);
  const addressedTo = input.addressedTo ?? 0;
  const companyId = input.companyId ?? null;
  if (companyId !== null && !(await run(ctx.em, 'select 1 from tempresa where emp_codigo = ?', [companyId])).length)
    throw AppError.input('companyId', SUPPORT_MSG.badCompany);
  let parent: RequestRow | null = null;
  let newState: number | null = null;
  if (input.replyTo !== null && input.replyTo !== undefined) {
    const [target] = await run<{ not_respuesta: number | null }>(ctx.em, 'select not_respuesta from tnotificacion where not_codigo = ? and not_tipo = 1', [
      input.replyTo,
    ]);
    if (target && target.not_respuesta !== null) throw AppError.input('replyTo', SUPPORT_MSG.replyToReply);
    parent = await visibleRequest(ctx.em, user, input.replyTo);
    if (input.state !== null && input.state !== undefined) newState = choosableState(input.state);
  }
  const admins = (await run<{ id: number }>(ctx.em, ADMINS_SQL)).map((a) => Number(a.id));
  let destination: number;
  if (parent) destination = addressedTo || (parent.not_remite === user.id ? parent.not_destino : parent.not_remite);
  else destination = addressedTo;
  if (destination !== 0) {
    const [known] = await run<{ ok: boolean }>(ctx.em, `select true as ok from tusuarios where usr_codigo = ? and usr_activo = 'T' and usr_esperfil = 'F'`, [
      destination,
    ]);
    if (!known || (!parent && !admins.includes(destination))) throw AppError.input('addressedTo', SUPPORT_MSG.badAdmin);
  }
  const recipients = (destination === 0 ? admins : [destination]).filter((id) => id !== user.id);

  const saved = await ctx.em.transactional(async (tx) => {
    const parentState = parent ? (parent.not_soporte_estado ?? 0) : null;
    const ownState = parent ? (newState ?? parentState) : SupportState.NEW;
    const [row] = await run<{ not_codigo: number }>(
      tx,
      `insert into tnotificacion (not_tipo, not_canal, not_mensaje, not_remite, emp_codigo, not_destino, not_soporte_estado, not_respuesta, arc_codigo, not_msg_error)
       values (1, 3, ?, ?, ?, ?, ?, ?, ?, ?) returning not_codigo`,
      [message, user.id, companyId, destination, ownState, parent?.not_codigo ?? null, screenshot, errorMessage],
    );
    const id = Number(row!.not_codigo);
    if (recipients.length) {
      await run(
        tx,
        `insert into tnotificacion_usuario (not_codigo, usr_codigo) values ${recipients.map(() => '(?, ?)').join(', ')} on conflict do nothing`,
        recipients.flatMap((r) => [id, r]),
      );
    }
    if (screenshot !== null) await claimFiles(tx, [screenshot], SUPPORT_FILES, id);
    if (!parent) {
      await recordHistory(tx, id, user.id, SupportAction.CREATED, null, SupportState.NEW, message);
      await recordSupportEvent(tx, user, { kind: SupportEventKind.NEW_REQUEST, requestId: id, message, state: SupportState.NEW, recipients, toSupport: false });
      return id;
    }
    const requestId = Number(parent.not_codigo);
    const changed = newState !== null && newState !== parentState;
    if (changed) await run(tx, 'update tnotificacion set not_soporte_estado = ? where not_codigo = ?', [newState, requestId]);
    await recordHistory(tx, requestId, user.id, SupportAction.REPLY, changed ? parentState : null, changed ? newState : null, message);
    await recordSupportEvent(tx, user, { kind: SupportEventKind.REPLY, requestId, message, state: ownState ?? 0, recipients, toSupport: false });
    if (changed) {
      await recordSupportEvent(tx, user, {
        kind: SupportEventKind.STATE_CHANGED,
        requestId,
        message: SUPPORT_STATE_LABEL[newState!]!,
        state: newState!,
        recipients: await participants(tx, requestId),
        toSupport: true,
      });
    }
    return id;
  });
  ctx.services.outbox.nudge();
  return { message: parent ? SUPPORT_MSG.replySent : SUPPORT_MSG.requestSent, request: toRequest(await readRequest(ctx.em, saved)) };
}

/** The review's state selector (cambia_estado_soporte): recorded with actor and time, announced to everyone watching the request. */
export async function changeSupportState(ctx: AppContext, id: number, state: number): Promise<SupportStateResult> {
  const user = signedIn(ctx);
  const target = choosableState(state);
  const row = await visibleRequest(ctx.em, user, id);
  const before = row.not_soporte_estado ?? 0;
  if (before === target) throw AppError.input('state', SUPPORT_MSG.sameState);
  await ctx.em.transactional(async (tx) => {
    await run(tx, 'update tnotificacion set not_soporte_estado = ? where not_codigo = ?', [target, id]);
    await recordHistory(tx, id, user.id, SupportAction.STATE, before, target, null);
    await recordSupportEvent(tx, user, {
      kind: SupportEventKind.STATE_CHANGED,
      requestId: id,
      message: SUPPORT_STATE_LABEL[target]!,
      state: target,
      recipients: await participants(tx, id),
      toSupport: true,
    });
  });
  ctx.services.outbox.nudge();
  return { message: SUPPORT_MSG.stateChanged(SUPPORT_STATE_LABEL[target]!), request: toRequest(await readRequest(ctx.em, id)) };
}
