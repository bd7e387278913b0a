import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { MAIL_MSG } from './messages.js';
import { OutboxFilter, OutboxPage, ResendResult } from './mail.types.js';
import { listOutbox, resendEmail } from './outbox-read.service.js';

@Resolver()
export class MailResolver {
  @Query(() => OutboxPage, { description: 'Bandeja de salida de correo, el más reciente primero (50 por página, hasta 500)' })
  outbox(
    @Arg('filter', () => OutboxFilter, { nullable: true }) filter: OutboxFilter | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<OutboxPage> {
    return listOutbox(ctx, filter, page ?? 1, pageSize ?? 50);
  }

  @Mutation(() => ResendResult, { description: 'Vuelve a poner en cola un correo fallido o guardado' })
  async resendEmail(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<ResendResult> {
    const email = await resendEmail(ctx, id);
    return { message: MAIL_MSG.resent(id), email };
  }
}
