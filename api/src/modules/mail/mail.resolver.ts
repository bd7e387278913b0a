import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { checkPage } from '../../graphql/paging.js';
import { MAIL_MSG } from './messages.js';
import { OutboxFilter, OutboxOrder, OutboxPage, ResendResult } from './mail.types.js';
import { listOutbox, resendEmail } from './outbox-read.service.js';

@Resolver()
export class MailResolver {
  @Query(() => OutboxPage, { description: 'Bandeja de salida de correo: los avisos escritos por el sistema y su situación de envío' })
  outbox(
    @Arg('filter', () => OutboxFilter, { nullable: true, description: 'Filtro; sin él, todos los correos' }) filter: OutboxFilter | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página a devolver, desde 1 (1 por omisión)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Correos por página: 50 por omisión, de 1 a 500' }) pageSize: number | null,
    @Arg('orderBy', () => OutboxOrder, { nullable: true, description: 'Orden de la lista; por omisión, el más reciente primero' }) orderBy: OutboxOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<OutboxPage> {
    const checked = checkPage(page, pageSize);
    return listOutbox(ctx, filter, checked.page, checked.pageSize, orderBy);
  }

  @Mutation(() => ResendResult, { description: 'Vuelve a poner en cola de envío un correo fallido o guardado (queda auditado)' })
  async resendEmail(@Arg('id', () => Int, { description: 'Código del correo (mai_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<ResendResult> {
    const email = await resendEmail(ctx, id);
    return { message: MAIL_MSG.resent(id), email };
  }
}
