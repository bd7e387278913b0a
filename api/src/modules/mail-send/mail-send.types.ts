import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { BlacklistSource, MailAccountType, MailState, TemplateChannel } from './mail-send-enums.js';
import { Page } from '../../graphql/page.js';

@ObjectType({ description: 'Cuenta de correo remitente (tconfigcorreos); la clave nunca sale del servidor' })
export class SenderAccount {
  @Field(() => Int, { description: 'Código de la cuenta (mcf_codigo)' }) id!: number;
  @Field({ description: 'Dirección remitente (mcf_correo)' }) email!: string;
  @Field({ description: 'Nombre que ve el destinatario' }) name!: string;
  @Field(() => MailAccountType, { description: 'Tipo de la cuenta (mcf_tipo)' }) type!: MailAccountType;
  @Field({ description: 'Tipo como se muestra' }) typeLabel!: string;
  @Field({ description: 'Deshabilitada: nadie puede enviar desde ella' }) disabled!: boolean;
  @Field(() => String, { nullable: true, description: 'Servidor SMTP; sin él se usa SMTP_URL' }) smtpHost!: string | null;
  @Field(() => Int, { nullable: true, description: 'Puerto SMTP' }) smtpPort!: number | null;
  @Field({ description: 'SMTP con TLS directo (puerto 465)' }) smtpSecure!: boolean;
  @Field(() => String, { nullable: true, description: 'Usuario SMTP/IMAP' }) username!: string | null;
  @Field({ description: 'Si hay una clave guardada (cifrada); la clave misma no se entrega' }) hasPassword!: boolean;
  @Field(() => String, { nullable: true, description: 'Servidor IMAP para revisar rebotes' }) imapHost!: string | null;
  @Field(() => Int, { nullable: true, description: 'Puerto IMAP' }) imapPort!: number | null;
  @Field({ description: 'IMAP con TLS' }) imapSecure!: boolean;
  @Field(() => Int, { description: 'Límite de envíos por minuto de la cuenta' }) perMinute!: number;
  @Field(() => [Int], { description: 'Usuarios que pueden enviar desde la cuenta (usr_codigo)' }) userIds!: number[];
}

@InputType({ description: 'Datos de una cuenta de correo remitente' })
export class SenderAccountInput {
  @Field(() => Int, { nullable: true, description: 'Código de la cuenta a modificar; vacío para crear' }) id?: number | null;
  @Field({ description: 'Dirección remitente' }) email!: string;
  @Field(() => String, { nullable: true, description: 'Nombre que ve el destinatario' }) name?: string | null;
  @Field(() => MailAccountType, { description: 'Tipo de la cuenta' }) type!: MailAccountType;
  @Field(() => Boolean, { nullable: true, description: 'Deshabilitada' }) disabled?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Servidor SMTP' }) smtpHost?: string | null;
  @Field(() => Int, { nullable: true, description: 'Puerto SMTP (1–65535)' }) smtpPort?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'SMTP con TLS directo' }) smtpSecure?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Usuario SMTP/IMAP' }) username?: string | null;
  @Field(() => String, { nullable: true, description: "Clave nueva; vacía o ausente conserva la guardada, '' la borra" }) password?: string | null;
  @Field(() => String, { nullable: true, description: 'Servidor IMAP' }) imapHost?: string | null;
  @Field(() => Int, { nullable: true, description: 'Puerto IMAP (1–65535)' }) imapPort?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'IMAP con TLS' }) imapSecure?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Límite de envíos por minuto (1–100000; 120 por omisión)' }) perMinute?: number | null;
  @Field(() => [Int], { nullable: true, description: 'Usuarios que pueden enviar desde la cuenta; ausente conserva los actuales' }) userIds?: number[] | null;
}

@ObjectType({ description: 'Lo que abre el modal de envío: las cuentas que el usuario puede usar (tmailnuevo)' })
export class NewMailInfo {
  @Field(() => [SenderAccount], { description: 'Cuentas habilitadas que el usuario puede usar, del tipo pedido' }) accounts!: SenderAccount[];
  @Field(() => String, { nullable: true, description: 'Aviso cuando no hay ninguna cuenta' }) message!: string | null;
}

@ObjectType({ description: 'Plantilla de correo o SMS (tmailtemplate)' })
export class MailTemplate {
  @Field(() => Int, { description: 'Código (mte_codigo)' }) id!: number;
  @Field({ description: 'Título (mte_titulo)' }) title!: string;
  @Field({ description: 'Texto con marcadores ${columna} y $[tabla] (HTML saneado para correo)' }) body!: string;
  @Field(() => TemplateChannel, { description: 'Canal (mte_tipo)' }) type!: TemplateChannel;
  @Field({ description: 'Plantilla por omisión de su canal y tipo de cuenta (mte_default)' }) isDefault!: boolean;
  @Field(() => MailAccountType, { nullable: true, description: 'Tipo de cuenta (mcf_tipo); null para todas' }) accountType!: MailAccountType | null;
  @Field(() => Int, { nullable: true, description: 'Categoría (mtc_codigo)' }) categoryId!: number | null;
  @Field({ description: 'Usuario que la guardó por última vez' }) userName!: string;
  @Field(() => GraphQLISODateTime, { description: 'Última modificación' }) updatedAt!: string;
}

@InputType({ description: 'Datos de una plantilla' })
export class MailTemplateInput {
  @Field(() => Int, { nullable: true, description: 'Código a modificar; vacío para crear' }) id?: number | null;
  @Field({ description: 'Título' }) title!: string;
  @Field({ description: 'Texto con marcadores' }) body!: string;
  @Field(() => TemplateChannel, { description: 'Canal' }) type!: TemplateChannel;
  @Field(() => Boolean, { nullable: true, description: 'Marcar como plantilla por omisión' }) isDefault?: boolean | null;
  @Field(() => MailAccountType, { nullable: true, description: 'Tipo de cuenta; vacío para todas' }) accountType?: MailAccountType | null;
  @Field(() => Int, { nullable: true, description: 'Categoría (mtc_codigo)' }) categoryId?: number | null;
}

@ObjectType({ description: 'Categoría de plantillas (tmailtemcateg)' })
export class TemplateCategory {
  @Field(() => Int, { description: 'Código (mtc_codigo)' }) id!: number;
  @Field({ description: 'Clave del sistema anterior (categcobranza, categventas, categimplem, categsop, categnom)' }) key!: string;
  @Field({ description: 'Nombre' }) name!: string;
  @Field(() => MailAccountType, { description: 'Tipo de cuenta de la categoría' }) accountType!: MailAccountType;
}

@ObjectType({ description: 'Columna que se puede insertar en una plantilla' })
export class InsertableColumn {
  @Field({ description: 'Propiedad: ${prop} o $[prop]' }) prop!: string;
  @Field({ description: 'Nombre que se muestra' }) label!: string;
  @Field({ description: 'Es una tabla ($[prop]: lista de columnas y filas) y no un valor (${prop})' }) isTable!: boolean;
  @Field({ description: 'Se muestra en la lista para insertar' }) include!: boolean;
  @Field({ description: 'El marcador tal como se escribe en el texto' }) placeholder!: string;
}

@ObjectType({ description: 'Resultado de guardar una plantilla' })
export class SaveTemplateResult {
  @Field({ description: 'Mensaje para el usuario' }) message!: string;
  @Field(() => MailTemplate, { description: 'La plantilla guardada' }) template!: MailTemplate;
  @Field(() => [String], { description: 'Marcadores desconocidos que el usuario confirmó' }) unknownPlaceholders!: string[];
}

@InputType({ description: 'Valor de un marcador ${prop} para un destinatario' })
export class PlaceholderValueInput {
  @Field({ description: 'Propiedad' }) prop!: string;
  @Field(() => String, { nullable: true, description: 'Valor (se escapa al insertarlo)' }) value?: string | null;
}

@InputType({ description: 'Columna de una tabla $[prop]' })
export class PlaceholderColumnInput {
  @Field({ description: 'Propiedad de la fila' }) prop!: string;
  @Field({ description: 'Encabezado' }) label!: string;
}

@InputType({ description: 'Tabla de un marcador $[prop]: columnas y filas' })
export class PlaceholderTableInput {
  @Field({ description: 'Propiedad' }) prop!: string;
  @Field(() => [PlaceholderColumnInput], { description: 'Columnas en orden' }) columns!: PlaceholderColumnInput[];
  @Field(() => [[String]], { description: 'Filas: un valor por columna, en el orden de las columnas' }) rows!: string[][];
}

@InputType({ description: 'Un destinatario del envío' })
export class SendRecipientInput {
  @Field({ description: 'Email del destinatario' }) email!: string;
  @Field(() => [PlaceholderValueInput], { nullable: true, description: 'Valores de sus marcadores ${prop}' }) values?: PlaceholderValueInput[] | null;
  @Field(() => [PlaceholderTableInput], { nullable: true, description: 'Tablas de sus marcadores $[prop]' }) tables?: PlaceholderTableInput[] | null;
  @Field(() => Int, { nullable: true, description: 'Empresa del destinatario (emp_codigo), para la bitácora' }) companyId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Referente o contacto (clp_codigo)' }) contactId?: number | null;
}

@InputType({ description: 'Un envío de correo: cuenta, asunto, mensaje, destinatarios y adjuntos' })
export class SendMailInput {
  @Field(() => Int, { nullable: true, description: 'Cuenta remitente (mcf_codigo)' }) accountId?: number | null;
  @Field({ description: 'Asunto (admite marcadores)' }) subject!: string;
  @Field({ description: 'Mensaje HTML (admite marcadores)' }) body!: string;
  @Field(() => [SendRecipientInput], { description: 'Destinatarios' }) recipients!: SendRecipientInput[];
  @Field(() => [Int], { nullable: true, description: 'Archivos adjuntos subidos por el usuario (clase ATTACHMENT, dueño correo)' }) attachments?:
    number[] | null;
  @Field(() => String, { nullable: true, description: 'Clave de idempotencia del envío: repetirla no envía dos veces' }) idempotencyKey?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Registrar cada envío en la bitácora de la empresa' }) log?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Esperar el resultado de cada destinatario (hasta 20 s) antes de responder' }) wait?: boolean | null;
}

@ObjectType({ description: 'Resultado del envío a un destinatario' })
export class SendOutcome {
  @Field({ description: 'Email del destinatario' }) email!: string;
  @Field(() => MailState, { description: 'Situación del correo' }) state!: MailState;
  @Field({ description: "Mensaje para el usuario ('Mensaje enviado a: …', 'Mensaje NO enviado a: …')" }) message!: string;
  @Field({ description: 'La dirección está (o quedó) en la lista negra' }) blacklisted!: boolean;
  @Field(() => Int, { nullable: true, description: 'Código del correo (mai_codigo); null si no se escribió (lista negra)' }) mailId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Registro de bitácora escrito (aud_codigo)' }) logId!: number | null;
}

@ObjectType({ description: 'Resultado de un envío' })
export class SendMailResult {
  @Field({ description: 'Lote del envío: jobProgress(jobId: lote) informa el avance' }) batchId!: string;
  @Field(() => [SendOutcome], { description: 'Un resultado por destinatario, en el orden pedido' }) results!: SendOutcome[];
}

@ObjectType({ description: 'Dirección de la lista negra de correo' })
export class BlacklistEntry {
  @Field(() => Int, { description: 'Código (lnc_codigo)' }) id!: number;
  @Field({ description: 'Dirección (mai_to)' }) email!: string;
  @Field({ description: 'Motivo: respuesta del servidor, informe de entrega o nota' }) reason!: string;
  @Field(() => BlacklistSource, { description: 'Origen' }) source!: BlacklistSource;
  @Field({ description: 'Usuario que la agregó o sistema' }) userName!: string;
  @Field(() => GraphQLISODateTime, { description: 'Cuándo se agregó' }) createdAt!: string;
}

@ObjectType({ description: 'Página de la lista negra' })
export class BlacklistPage extends Page(BlacklistEntry, {
  items: 'Direcciones, la más reciente primero',
  totalCount: 'Direcciones que cumplen el filtro',
  page: 'Página devuelta (desde 1)',
  pageSize: 'Tamaño de página usado',
}) {}

@ObjectType({ description: 'Destinatario rebotado según un informe de entrega' })
export class MailBounce {
  @Field({ description: 'Dirección que falló (Final-Recipient)' }) email!: string;
  @Field({ description: 'Código de estado (Status, p. ej. 5.1.1)' }) status!: string;
  @Field({ description: 'Diagnóstico del servidor (Diagnostic-Code)' }) diagnostic!: string;
}

@ObjectType({ description: 'Resultado de revisar los rebotes de un asunto' })
export class BounceCheckResult {
  @Field(() => [MailBounce], { description: 'Destinatarios rebotados' }) bounces!: MailBounce[];
  @Field(() => Int, { description: 'Direcciones agregadas ahora a la lista negra' }) added!: number;
  @Field({ description: 'Mensaje para el usuario' }) message!: string;
}

@ObjectType({ description: 'Resultado de una operación sobre la lista negra o las cuentas' })
export class MailActionResult {
  @Field({ description: 'Mensaje para el usuario' }) message!: string;
}
