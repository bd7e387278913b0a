import type { AppContext } from '../../graphql/context.js';
import { escapeHtml } from '../mail-send/template-render.js';
import { dispatchMails, queueMails } from '../../send/mail-queue.js';
import { AppError } from '../../shared/app-error.js';
import { SUPPORT_MSG, SUPPORT_STATE_LABEL } from './messages.js';
import { SupportAction, SupportEventKind, SupportState } from './support-enums.js';
import { recordSupportEvent } from './support-events.js';
import { recordHistory } from './support-history.js';
import { signedIn, technicalMessages, visibleRequest } from './support-read.service.js';
import { participants, run } from './support-sql.js';
import { requiredMessage } from './support-write.service.js';
import type { SupportTechnicalInput, SupportTechnicalResult } from './support.types.js';

/**
 * A message of the technical-support thread (send_soporte_tecnico): to the technician, or from
 * the technician back to whoever it names. The request goes to state 5 (Soporte Técnico); the
 * named user gets it live, and by e-mail through the send service when asked.
 */
export async function sendTechnicalMessage(ctx: AppContext, input: SupportTechnicalInput): Promise<SupportTechnicalResult> {
  const user = signedIn(ctx);
  const message = requiredMessage(input.message);
  const request = await visibleRequest(ctx.em, user, input.requestId);
  const [recipient] = await run<{ usr_codigo: number; usr_email: string | null }>(
    ctx.em,
    `select usr_codigo, usr_email from tusuarios where usr_codigo = ? and usr_activo = 'T' and usr_esperfil = 'F'`,
    [input.to],
  );
  if (!recipient || input.to === user.id) throw AppError.input('to', SUPPORT_MSG.badRecipient);
  const modules = input.modules?.trim() || null;
  const before = request.not_soporte_estado ?? 0;
  let mailIds: number[] = [];
  await ctx.em.transactional(async (tx) => {
    const email = input.notifyByEmail && recipient.usr_email ? recipient.usr_email : null;
    if (email) {
      const [account] = await run<{ mcf_codigo: number }>(tx, 'select mcf_codigo from tconfigcorreos where not mcf_deshabilitado order by mcf_codigo limit 1');
      if (account) {
        const html = `<p>${escapeHtml(user.name)}:</p><p>${escapeHtml(message).replace(/\n/g, '<br>')}</p><p>${escapeHtml(request.not_mensaje)}</p>`;
        mailIds = (
          await queueMails(tx, {
            accountId: account.mcf_codigo,
            userId: user.id,
            userName: user.name,
            mails: [{ to: email, subject: SUPPORT_MSG.mailSubject(input.requestId), html }],
          })
        ).ids;
      }
    }
    await run(tx, 'insert into tsoporte_mensaje (not_codigo, sme_remite, sme_destino, sme_mensaje, sme_modulos, sme_email) values (?, ?, ?, ?, ?, ?)', [
      input.requestId,
      user.id,
      input.to,
      message,
      modules,
      mailIds.length > 0,
    ]);
    const changed = before !== SupportState.TECHNICAL;
    if (changed) await run(tx, 'update tnotificacion set not_soporte_estado = ? where not_codigo = ?', [SupportState.TECHNICAL, input.requestId]);
    await recordHistory(tx, input.requestId, user.id, SupportAction.TECHNICAL, changed ? before : null, changed ? SupportState.TECHNICAL : null, message);
    await recordSupportEvent(tx, user, {
      kind: SupportEventKind.TECHNICAL_MESSAGE,
      requestId: input.requestId,
      message,
      state: SupportState.TECHNICAL,
      recipients: [input.to],
      toSupport: false,
    });
    if (changed) {
      await recordSupportEvent(tx, user, {
        kind: SupportEventKind.STATE_CHANGED,
        requestId: input.requestId,
        message: SUPPORT_STATE_LABEL[SupportState.TECHNICAL]!,
        state: SupportState.TECHNICAL,
        recipients: await participants(tx, input.requestId),
        toSupport: true,
      });
    }
  });
  ctx.services.outbox.nudge();
  if (mailIds.length) await dispatchMails(ctx.services, mailIds);
  return {
    message: SUPPORT_MSG.technicalSent,
    sender: user.name,
    technicalMessages: await technicalMessages(ctx.em, input.requestId),
    emailQueued: mailIds.length > 0,
  };
}
