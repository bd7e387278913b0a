import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../graphql/context.js';
import type { SystemMessagePayload } from '../../graphql/pubsub.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from './audit.service.js';

export const SYSTEM_MSG = {
  textRequired: 'Ingrese el texto del aviso',
  textTooLong: 'El aviso no puede superar 500 caracteres',
} as const;

/** Sends a notice to every connected staff member (administrators only); recorded in the audit. */
export async function broadcastSystemMessage(ctx: AppContext, text: string): Promise<SystemMessagePayload> {
  const clean = (text ?? '').trim();
  if (!clean) throw AppError.input('text', SYSTEM_MSG.textRequired);
  if (clean.length > 500) throw AppError.input('text', SYSTEM_MSG.textTooLong);
  await requirePermission(ctx.em, ctx.user!, 'sistema', 'crear', 3);
  const payload: SystemMessagePayload = { id: randomUUID(), text: clean, author: ctx.user!.name, at: new Date().toISOString() };
  recordAudit(ctx.em, ctx.user, 'aviso', 'sistema', payload.id, clean);
  await ctx.em.flush();
  ctx.services.pubsub.publish('SYSTEM_MESSAGE', payload);
  return payload;
}
