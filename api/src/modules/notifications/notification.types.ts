import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { InboxState, NotificationChannel, PlanFrequency, PlanOrderField, PlanState, RecipientKind } from './notification-enums.js';
import { SortDirection } from '../../graphql/ordering.js';
import { Page } from '../../graphql/page.js';

@ObjectType({
  description:
    'Un destinatario posible: referente de una empresa o usuario del sistema (spec: emp_codigo, clp_codigo, clp_nombre, clp_email, clp_movil, perfil)',
})
export class NotificationRecipient {
  @Field(() => Int, { nullable: true, description: 'Empresa del referente (emp_codigo); null para usuarios' }) companyId!: number | null;
  @Field(() => String, { nullable: true, description: 'Código de acceso de la empresa (emp_coding)' }) companyCode!: string | null;
  @Field(() => String, { nullable: true, description: 'Razón social de la empresa (emp_razons)' }) companyName!: string | null;
  @Field(() => Int, { nullable: true, description: 'Código del referente (clp_codigo); null para usuarios' }) referenteId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Código del usuario del sistema (usr_codigo); null para referentes' }) userId!: number | null;
  @Field({ description: 'Nombre del referente (apellido y nombre) o del usuario (clp_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Cédula/RUC del referente o usuario de ingreso (clp_cedruc)' }) idNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'Correo electrónico (clp_email)' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'Celular (clp_movil); null si la empresa no tiene el servicio SMS' }) mobile!: string | null;
  @Field(() => String, { nullable: true, description: 'Perfil del usuario (perfil)' }) profile!: string | null;
  @Field(() => String, { nullable: true, description: 'Por qué no se le puede enviar por el canal pedido; null si se puede' }) notSendableReason!:
    string | null;
}

@InputType({ description: 'Un destinatario elegido en el paso 2: un referente de una empresa o un usuario' })
export class NotificationRecipientInput {
  @Field(() => Int, { nullable: true, description: 'Empresa del referente (emp_codigo)' }) companyId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Código del referente (clp_codigo)' }) referenteId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Código del usuario (usr_codigo)' }) userId?: number | null;
}

@InputType({ description: 'Una notificación a enviar ahora: canal, mensaje, funciones de reporte y destinatarios' })
export class NotificationSendInput {
  @Field(() => NotificationChannel, { description: 'Canal: EMAIL, SMS o SYSTEM (enviar_por)' }) channel!: NotificationChannel;
  @Field(() => String, { nullable: true, description: 'Mensaje: HTML para correo y sistema, texto de hasta 160 caracteres para SMS (mensaje)' }) message?:
    string | null;
  @Field(() => [Int], { nullable: true, description: 'Funciones de reporte a adjuntar al correo (tfn_codigo)' }) functionIds?: number[] | null;
  @Field(() => RecipientKind, { description: 'A quién: referentes, usuarios o todas las empresas elegidas' }) kind!: RecipientKind;
  @Field(() => [NotificationRecipientInput], { nullable: true, description: 'Referentes o usuarios elegidos (usuarios)' }) recipients?:
    NotificationRecipientInput[] | null;
  @Field(() => [Int], { nullable: true, description: 'Empresas cuyos referentes reciben, con kind COMPANIES (empresas)' }) companyIds?: number[] | null;
  @Field(() => Int, { nullable: true, description: 'Cuenta de correo remitente (mcf_codigo); la primera del usuario si falta' }) accountId?: number | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Inicio del rango de los reportes adjuntos; hoy por omisión (desde)' }) from?: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Fin del rango de los reportes adjuntos; hoy por omisión (hasta)' }) to?: string | null;
}

@ObjectType({ description: 'Un destinatario en la respuesta de un envío' })
export class NotificationSendLine {
  @Field({ description: 'Nombre del destinatario' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Correo, celular o usuario al que se envió' }) address!: string | null;
  @Field(() => String, { nullable: true, description: 'Empresa del referente' }) companyName!: string | null;
  @Field(() => String, { nullable: true, description: 'Motivo de no haberse enviado; null si se envió' }) reason!: string | null;
}

@ObjectType({ description: "Resultado de un envío: 'Su mensaje se envio con exito' con enviados y no enviados" })
export class NotificationSendResult {
  @Field({ description: 'Mensaje para mostrar (msg)' }) message!: string;
  @Field(() => [NotificationSendLine], { description: 'Destinatarios enviados o encolados (enviados)' }) sent!: NotificationSendLine[];
  @Field(() => [NotificationSendLine], { description: 'Destinatarios no enviados con el motivo (no_enviados)' }) notSent!: NotificationSendLine[];
  @Field(() => Int, { nullable: true, description: 'Notificación al sistema creada (not_codigo)' }) notificationId!: number | null;
}

@ObjectType({ description: 'Función de reporte que se puede adjuntar a un correo (tfn_codigo, tfn_titulo, tfn_descripcion)' })
export class NotificationReportFunction {
  @Field(() => Int, { description: 'Código de la función (tfn_codigo)' }) id!: number;
  @Field({ description: 'Título (tfn_titulo)' }) title!: string;
  @Field({ description: 'Descripción (tfn_descripcion)' }) description!: string;
  @Field(() => Int, { description: 'Informe que se ejecuta en la empresa del destinatario (inf_codigo)' }) reportCode!: number;
}

@ObjectType({ description: 'Parámetros de las pantallas de notificaciones (opc=params)' })
export class NotificationParams {
  @Field(() => [NotificationReportFunction], { description: 'Funciones de reporte (funciones)' }) functions!: NotificationReportFunction[];
  @Field(() => Int, { description: 'Días de febrero de este año (dias_febrero)' }) februaryDays!: number;
  @Field({ description: "Asunto fijo de los correos: 'Notificación ISYPLUS'" }) subject!: string;
  @Field(() => Int, { description: 'Límite de caracteres de un SMS (160)' }) smsLimit!: number;
  @Field(() => Int, { description: 'Milisegundos tras los que se cierra la notificación de escritorio (60000)' }) desktopCloseMs!: number;
}

@ObjectType({ description: 'Empresa a la que se puede enviar (not_empresa)' })
export class NotificationCompany {
  @Field(() => Int, { description: 'Código interno de la empresa (emp_codigo)' }) id!: number;
  @Field({ description: 'Código de acceso de la empresa (emp_coding)' }) accessCode!: string;
  @Field({ description: 'Razón social (emp_razons)' }) legalName!: string;
  @Field({ description: 'RUC de la empresa (emp_ruc)' }) ruc!: string;
}

@ObjectType({ description: 'Una notificación en la bandeja del usuario (not_codigo, not_fenvio, not_mensaje, not_estado, nom_user)' })
export class InboxNotification {
  @Field(() => Int, { description: 'Código de la notificación (not_codigo)' }) id!: number;
  @Field(() => GraphQLISODateTime, { description: 'Fecha de envío (not_fenvio)' }) sentAt!: Date;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Caducidad (not_fcaduca)' }) expiresAt!: string | null;
  @Field(() => String, { nullable: true, description: 'Título de la planificación que la envió (npl_titulo)' }) planTitle!: string | null;
  @Field({ description: 'Mensaje HTML saneado (not_mensaje)' }) message!: string;
  @Field(() => InboxState, { description: 'Estado en la bandeja (not_estado)' }) state!: InboxState;
  @Field({ description: 'Quién la envió; el nombre del producto si la envió el sistema (nom_user)' }) senderName!: string;
  @Field(() => NotificationChannel, { description: 'Canal (siempre SYSTEM en la bandeja)' }) channel!: NotificationChannel;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Cuándo se abrió' }) readAt!: Date | null;
}

@ObjectType({ description: "Una página de la bandeja 'Notificaciones', sin leer primero" })
export class InboxPage extends Page(InboxNotification, {
  items: 'Notificaciones de la página',
  totalCount: 'Cuántas cumplen el filtro',
}) {
  @Field(() => Int, { description: 'Sin leer del usuario (el contador del encabezado)' }) unread!: number;
}

@ObjectType({ description: 'Resultado de cambiar el estado de una notificación (revisado)' })
export class InboxStateResult {
  @Field(() => InboxNotification, { description: 'La notificación con su nuevo estado' }) notification!: InboxNotification;
  @Field(() => Int, { description: 'Sin leer del usuario tras el cambio' }) unread!: number;
}

@ObjectType({ description: 'Cambio del contador de notificaciones sin leer de un usuario' })
export class UnreadCountEvent {
  @Field(() => ID, { nullable: true, description: 'Id del evento: afterEventId entrega los posteriores' }) eventId!: string | null;
  @Field(() => Int, { description: 'Notificaciones sin leer' }) unread!: number;
  @Field(() => Int, { nullable: true, description: 'Notificación que llegó; null si una se leyó o eliminó' }) notificationId!: number | null;
  @Field(() => String, { nullable: true, description: 'Texto plano de la que llegó (para la notificación de escritorio)' }) text!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'Momento del cambio' }) at!: Date;
}

@ObjectType({ description: 'Una notificación recibida por un usuario (rpt_notif_user)' })
export class ReceivedNotification {
  @Field(() => Int, { description: 'Código de la notificación (not_codigo)' }) id!: number;
  @Field(() => GraphQLISODateTime, { description: 'Fecha de envío (not_fenvio)' }) sentAt!: Date;
  @Field(() => NotificationChannel, { description: 'Canal por el que llegó' }) channel!: NotificationChannel;
  @Field({ description: 'Mensaje HTML saneado (not_mensaje)' }) message!: string;
  @Field(() => InboxState, { description: 'Estado en la bandeja del usuario (not_estado)' }) state!: InboxState;
  @Field({ description: 'Quién la envió; el nombre del producto si fue el sistema (nom_user)' }) senderName!: string;
  @Field(() => String, { nullable: true, description: 'Título de la planificación que la envió (npl_titulo)' }) planTitle!: string | null;
}

@ObjectType({ description: 'Planificación de notificación (npl_*) con su detalle (npd_*)' })
export class NotificationPlan {
  @Field(() => Int, { description: 'Código de la planificación (npl_codigo)' }) id!: number;
  @Field({ description: 'Título (npl_titulo)' }) title!: string;
  @Field({ description: 'Mensaje (npl_mensaje)' }) message!: string;
  @Field(() => PlanFrequency, { description: 'Frecuencia (npl_frecuencia)' }) frequency!: PlanFrequency;
  @Field({ description: 'Frecuencia como se muestra (frecuencia)' }) frequencyLabel!: string;
  @Field(() => LocalDateScalar, { description: 'Fecha de caducidad (npl_fcaduca)' }) expiresOn!: string;
  @Field(() => NotificationChannel, { description: 'Enviar por (npl_opc_envio)' }) channel!: NotificationChannel;
  @Field({ description: 'Enviar por, como se muestra (envia_por)' }) channelLabel!: string;
  @Field(() => RecipientKind, { description: 'Enviar a (npl_envia_a)' }) kind!: RecipientKind;
  @Field({ description: 'Enviar a, como se muestra (envia_a)' }) kindLabel!: string;
  @Field(() => [Int], { description: 'Funciones adjuntas (npl_msjadjunto)' }) functionIds!: number[];
  @Field(() => PlanState, { description: 'Estado (npl_estado)' }) state!: PlanState;
  @Field(() => [NotificationRecipient], { description: 'Destinatarios elegidos, leídos de nuevo de la base' }) recipients!: NotificationRecipient[];
  @Field(() => [Int], { description: 'Empresas elegidas con kind COMPANIES' }) companyIds!: number[];
  @Field(() => Int, { nullable: true, description: 'Cuenta de correo (mcf_codigo)' }) accountId!: number | null;
  @Field(() => LocalDateScalar, { description: 'Primer envío (npd_fenvio)' }) firstDate!: string;
  @Field({ description: 'Hora HH:mm en Ecuador (npd_hora)' }) time!: string;
  @Field(() => [Int], { description: 'Días de la semana, 1 lunes … 7 domingo' }) weekdays!: number[];
  @Field(() => [Int], { description: 'Meses 1 … 12' }) months!: number[];
  @Field({ description: 'Usuario que la creó' }) createdBy!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Próximo envío programado; null si no hay' }) nextRun?: Date | null;
}

@InputType('PlanOrder', { description: 'Orden de la lista de planificaciones; a igualdad decide el código, en el mismo sentido' })
export class PlanOrder {
  @Field(() => PlanOrderField, { description: 'Campo por el que se ordena' }) field!: PlanOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@ObjectType({ description: "Lista de planificaciones ('Planes de notificación')" })
export class NotificationPlanList {
  @Field(() => [NotificationPlan], { description: 'Planificaciones en el orden pedido (sin orden, la más nueva primero)' }) items!: NotificationPlan[];
  @Field(() => Int, { description: 'Cuántas hay' }) totalCount!: number;
}

@InputType({ description: 'Datos de una planificación (form_plan y plandet)' })
export class NotificationPlanInput {
  @Field(() => Int, { nullable: true, description: 'Planificación que se edita; null para crear' }) id?: number | null;
  @Field({ description: 'Título (npl_titulo)' }) title!: string;
  @Field(() => String, { nullable: true, description: 'Mensaje (npl_mensaje)' }) message?: string | null;
  @Field(() => PlanFrequency, { nullable: true, description: 'Frecuencia; WEEKLY (1) por omisión' }) frequency?: PlanFrequency | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Fecha de caducidad (npl_fcaduca)' }) expiresOn!: string | null;
  @Field(() => NotificationChannel, { description: 'Enviar por (npl_opc_envio)' }) channel!: NotificationChannel;
  @Field(() => RecipientKind, { description: 'Enviar a (npl_envia_a)' }) kind!: RecipientKind;
  @Field(() => [Int], { nullable: true, description: 'Funciones adjuntas (npl_msjadjunto)' }) functionIds?: number[] | null;
  @Field(() => [NotificationRecipientInput], { nullable: true, description: 'Destinatarios elegidos' }) recipients?: NotificationRecipientInput[] | null;
  @Field(() => [Int], { nullable: true, description: 'Empresas con kind COMPANIES' }) companyIds?: number[] | null;
  @Field(() => Int, { nullable: true, description: 'Cuenta de correo (mcf_codigo)' }) accountId?: number | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Primer envío (npd_fenvio)' }) firstDate!: string | null;
  @Field(() => String, { nullable: true, description: 'Hora HH:mm; la actual por omisión (npd_hora)' }) time?: string | null;
  @Field(() => [Int], { nullable: true, description: 'Días de la semana 1 … 7; [1] por omisión' }) weekdays?: number[] | null;
  @Field(() => [Int], { nullable: true, description: 'Meses 1 … 12; todos por omisión' }) months?: number[] | null;
}

@ObjectType({ description: 'Resultado de guardar o anular una planificación' })
export class NotificationPlanResult {
  @Field({ description: "'Creado con Exito', 'Actualizado con Exito' o 'El plan ha sido anulado con exito'" }) message!: string;
  @Field(() => NotificationPlan, { description: 'La planificación como quedó' }) plan!: NotificationPlan;
}

@ObjectType({ description: 'Una ejecución registrada de una planificación' })
export class NotificationPlanRun {
  @Field(() => Int, { description: 'Código de la ejecución (npe_codigo)' }) id!: number;
  @Field(() => GraphQLISODateTime, { description: 'Ocurrencia para la que corrió' }) scheduledFor!: Date;
  @Field(() => GraphQLISODateTime, { description: 'Inicio' }) startedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Fin' }) finishedAt!: Date | null;
  @Field(() => Int, { description: 'Enviados' }) sent!: number;
  @Field(() => Int, { description: 'No enviados o fallidos' }) failed!: number;
  @Field(() => String, { nullable: true, description: 'Motivos de los no enviados o de la falla' }) detail!: string | null;
}
