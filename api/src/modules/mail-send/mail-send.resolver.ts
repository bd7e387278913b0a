import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { checkPage } from '../../graphql/paging.js';
import { deleteAccount, listAccounts, saveAccount } from './accounts.service.js';
import { addToBlacklist, listBlacklist, removeFromBlacklist } from './blacklist.service.js';
import { checkBounces } from './bounces.service.js';
import { MailAccountType, TemplateChannel } from './mail-send-enums.js';
import {
  BlacklistPage,
  BounceCheckResult,
  InsertableColumn,
  MailActionResult,
  MailTemplate,
  MailTemplateInput,
  NewMailInfo,
  SaveTemplateResult,
  SendMailInput,
  SendMailResult,
  SenderAccount,
  SenderAccountInput,
  TemplateCategory,
  type SendRecipientInput,
} from './mail-send.types.js';
import { SEND_MSG } from './messages.js';
import { newMail, SEND_WAIT_MS, sendMail, type SendRecipient } from './send.service.js';
import { INSERTABLE_COLUMNS, type RenderData } from './template-render.js';
import { defaultTemplate, deleteTemplate, getTemplate, listTemplates, saveTemplate, templateCategories } from './templates.service.js';

/** The values and tables of a recipient as the renderer reads them. */
export function renderDataOf(r: Pick<SendRecipientInput, 'values' | 'tables'>): RenderData {
  const data: RenderData = {};
  for (const v of r.values ?? []) data[v.prop] = v.value ?? '';
  for (const t of r.tables ?? [])
    data[t.prop] = { columns: t.columns, rows: t.rows.map((row) => Object.fromEntries(t.columns.map((c, i) => [c.prop, row[i] ?? '']))) };
  return data;
}

export const recipientOf = (r: SendRecipientInput): SendRecipient => ({
  email: r.email,
  data: renderDataOf(r),
  companyId: r.companyId ?? null,
  contactId: r.contactId ?? null,
});

@Resolver()
export class MailSendResolver {
  @Query(() => [SenderAccount], { description: 'Cuentas de correo remitentes (pantalla Cuentas de correo)' })
  mailAccounts(@Ctx() ctx: AppContext): Promise<SenderAccount[]> {
    return listAccounts(ctx) as Promise<SenderAccount[]>;
  }

  @Query(() => NewMailInfo, { description: 'Lo que abre el modal de envío: las cuentas que el usuario puede usar' })
  newMail(
    @Arg('accountType', () => MailAccountType, { nullable: true, description: 'Solo cuentas de este tipo' }) accountType: MailAccountType | null,
    @Ctx() ctx: AppContext,
  ): Promise<NewMailInfo> {
    return newMail(ctx, accountType ?? null) as Promise<NewMailInfo>;
  }

  @Mutation(() => SenderAccount, { description: 'Crea o modifica una cuenta de correo remitente (queda auditado)' })
  saveMailAccount(
    @Arg('input', () => SenderAccountInput, { description: 'Datos de la cuenta' }) input: SenderAccountInput,
    @Ctx() ctx: AppContext,
  ): Promise<SenderAccount> {
    return saveAccount(ctx, input) as Promise<SenderAccount>;
  }

  @Mutation(() => MailActionResult, { description: 'Elimina una cuenta sin correos enviados (queda auditado)' })
  async deleteMailAccount(@Arg('id', () => Int, { description: 'Código de la cuenta' }) id: number, @Ctx() ctx: AppContext): Promise<MailActionResult> {
    await deleteAccount(ctx, id);
    return { message: SEND_MSG.accountDeleted };
  }

  @Query(() => [MailTemplate], { description: 'Plantillas de un canal, opcionalmente de un tipo de cuenta y una categoría (listtemplate)' })
  mailTemplates(
    @Arg('type', () => TemplateChannel, { description: 'Canal (mte_tipo)' }) type: TemplateChannel,
    @Arg('accountType', () => MailAccountType, { nullable: true, description: 'Tipo de cuenta (mcf_tipo)' }) accountType: MailAccountType | null,
    @Arg('categoryId', () => Int, { nullable: true, description: 'Categoría (mtc_codigo)' }) categoryId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<MailTemplate[]> {
    return listTemplates(ctx, type, accountType ?? null, categoryId ?? null) as Promise<MailTemplate[]>;
  }

  @Query(() => MailTemplate, { nullable: true, description: 'Una plantilla; null si no existe' })
  mailTemplate(@Arg('id', () => Int, { description: 'Código (mte_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<MailTemplate | null> {
    return getTemplate(ctx, id) as Promise<MailTemplate | null>;
  }

  @Query(() => MailTemplate, { nullable: true, description: 'La plantilla por omisión de un canal y tipo de cuenta; null si no hay' })
  defaultMailTemplate(
    @Arg('type', () => TemplateChannel, { description: 'Canal' }) type: TemplateChannel,
    @Arg('accountType', () => MailAccountType, { nullable: true, description: 'Tipo de cuenta' }) accountType: MailAccountType | null,
    @Ctx() ctx: AppContext,
  ): Promise<MailTemplate | null> {
    return defaultTemplate(ctx, type, accountType ?? null) as Promise<MailTemplate | null>;
  }

  @Query(() => [TemplateCategory], { description: 'Categorías de plantillas (getcattemplates)' })
  mailTemplateCategories(@Ctx() ctx: AppContext): Promise<TemplateCategory[]> {
    return templateCategories(ctx) as Promise<TemplateCategory[]>;
  }

  @Query(() => [InsertableColumn], { description: 'Columnas que se pueden insertar como marcadores en las plantillas' })
  mailTemplateColumns(): InsertableColumn[] {
    return INSERTABLE_COLUMNS.map((c) => ({
      prop: c.prop,
      label: c.label,
      isTable: c.kind === 'tabla',
      include: c.include,
      placeholder: c.kind === 'tabla' ? `$[${c.prop}]` : `\${${c.prop}}`,
    }));
  }

  @Mutation(() => SaveTemplateResult, { description: 'Guarda una plantilla (HTML saneado); con marcadores desconocidos pide confirmación' })
  async saveMailTemplate(
    @Arg('input', () => MailTemplateInput, { description: 'Datos de la plantilla' }) input: MailTemplateInput,
    @Arg('confirmUnknown', () => Boolean, { nullable: true, description: 'Guardar aunque tenga marcadores desconocidos (el usuario vio el aviso)' })
    confirmUnknown: boolean | null,
    @Ctx() ctx: AppContext,
  ): Promise<SaveTemplateResult> {
    const { template, unknown } = await saveTemplate(ctx, input, !!confirmUnknown);
    return { message: SEND_MSG.templateSaved, template: template as MailTemplate, unknownPlaceholders: unknown };
  }

  @Mutation(() => MailActionResult, { description: 'Elimina una plantilla (queda auditado)' })
  async deleteMailTemplate(@Arg('id', () => Int, { description: 'Código de la plantilla' }) id: number, @Ctx() ctx: AppContext): Promise<MailActionResult> {
    await deleteTemplate(ctx, id);
    return { message: SEND_MSG.templateDeleted };
  }

  @Mutation(() => SendMailResult, { description: 'Envía un correo a destinatarios por la cola (un trabajo por destinatario, con reintentos y lista negra)' })
  sendMail(
    @Arg('input', () => SendMailInput, { description: 'Cuenta, mensaje, destinatarios y adjuntos' }) input: SendMailInput,
    @Ctx() ctx: AppContext,
  ): Promise<SendMailResult> {
    return sendMail(ctx, {
      accountId: input.accountId ?? null,
      subject: input.subject,
      body: input.body,
      recipients: input.recipients.map(recipientOf),
      attachments: input.attachments,
      key: input.idempotencyKey,
      log: input.log,
      waitMs: input.wait ? SEND_WAIT_MS : 0,
    }) as Promise<SendMailResult>;
  }

  @Query(() => BlacklistPage, { description: 'Lista negra de correo' })
  mailBlacklist(
    @Arg('text', () => String, { nullable: true, description: 'Texto contenido en la dirección' }) text: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página, desde 1' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Direcciones por página: 50 por omisión, de 1 a 500' }) pageSize: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<BlacklistPage> {
    const checked = checkPage(page, pageSize);
    return listBlacklist(ctx, text?.trim() || null, checked.page, checked.pageSize) as Promise<BlacklistPage>;
  }

  @Mutation(() => MailActionResult, { description: 'Agrega una dirección a la lista negra (queda auditado)' })
  async addToMailBlacklist(
    @Arg('email', { description: 'Dirección' }) email: string,
    @Arg('reason', () => String, { nullable: true, description: 'Motivo' }) reason: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<MailActionResult> {
    return { message: (await addToBlacklist(ctx, email, reason)).message };
  }

  @Mutation(() => MailActionResult, { description: 'Quita una dirección de la lista negra (queda auditado)' })
  async removeFromMailBlacklist(@Arg('email', { description: 'Dirección' }) email: string, @Ctx() ctx: AppContext): Promise<MailActionResult> {
    return { message: await removeFromBlacklist(ctx, email) };
  }

  @Mutation(() => BounceCheckResult, {
    description: 'Revisa por IMAP los informes de entrega (RFC 3464) de un asunto y agrega los rebotados a la lista negra (verificarrebotado)',
  })
  checkMailBounces(
    @Arg('accountEmail', { description: 'Cuenta remitente (mcf_correo)' }) accountEmail: string,
    @Arg('subject', { description: 'Asunto de los correos enviados (mai_subject)' }) subject: string,
    @Ctx() ctx: AppContext,
  ): Promise<BounceCheckResult> {
    return checkBounces(ctx, accountEmail, subject);
  }
}
