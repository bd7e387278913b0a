import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';
import { SupportAction, SupportBox, SupportEventKind, SupportOrderField, SupportState } from './support-enums.js';
import { Page } from '../../graphql/page.js';

@ObjectType({ description: 'Una solicitud de soporte o una respuesta a ella (tnotificacion de tipo 1)' })
export class SupportRequest {
  @Field(() => Int, { description: 'Código de la solicitud (not_codigo): /revisa/soporte/{not_codigo}' }) id!: number;
  @Field(() => SupportState, { description: 'Estado de soporte (not_soporte_estado); en una respuesta, el estado elegido al responder' }) state!: SupportState;
  @Field({ description: 'Estado de soporte como lo muestra la pantalla' }) stateLabel!: string;
  @Field({ description: 'Mensaje, tal como lo escribió quien la envió (not_mensaje)' }) message!: string;
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora de envío (not_fenvio)' }) sentAt!: Date;
  @Field(() => Int, { description: 'Usuario que la envió (not_remite)' }) senderId!: number;
  @Field({ description: 'Nombre de quien la envió (nom_user)' }) senderName!: string;
  @Field(() => Int, { description: 'Administrador al que va (not_destino); 0 = a todos' }) addressedTo!: number;
  @Field(() => String, { nullable: true, description: 'Nombre del administrador al que va; vacío si va a todos' }) addressedName!: string | null;
  @Field(() => String, { nullable: true, description: 'Último mensaje de error que vio el usuario al enviarla (not_msg_error)' }) errorMessage!: string | null;
  @Field(() => Int, { nullable: true, description: 'Archivo de la captura de pantalla en el servicio de archivos (arc_codigo)' }) screenshotId!: number | null;
  @Field(() => String, { nullable: true, description: 'Dirección de la captura de pantalla (not_image); vacía si no se adjuntó' }) screenshotUrl!:
    string | null;
  @Field(() => Int, { nullable: true, description: 'Empresa desde la que se envió (emp_codigo), si la hay' }) companyId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Solicitud a la que responde (not_respuesta); vacío en una solicitud' }) replyTo!: number | null;
}

@ObjectType({ description: 'Una página de solicitudes de soporte' })
export class SupportRequestPage extends Page(SupportRequest, {
  items: 'Las solicitudes de la página, en el orden pedido',
  totalCount: 'Cuántas solicitudes cumplen el filtro, en todas las páginas',
  page: 'Número de la página devuelta, desde 1',
  pageSize: 'Solicitudes por página',
}) {}

@ObjectType({ description: 'Un mensaje del hilo de soporte técnico de una solicitud (tsoporte_mensaje)' })
export class SupportTechnicalMessage {
  @Field(() => Int, { description: 'Código del mensaje (sme_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Usuario que lo envió (sme_remite)' }) fromId!: number;
  @Field({ description: 'Nombre de quien lo envió (remite)' }) fromName!: string;
  @Field(() => Int, { description: 'Usuario al que va (sme_destino)' }) toId!: number;
  @Field({ description: 'Nombre del usuario al que va (destino)' }) toName!: string;
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora del mensaje (fecha)' }) sentAt!: Date;
  @Field({ description: 'Texto del mensaje, tal como se escribió (mensaje)' }) message!: string;
  @Field(() => String, { nullable: true, description: 'Módulos del sistema a los que se refiere (modulos)' }) modules!: string | null;
  @Field({ description: 'Si también se avisó por correo (notif_email)' }) emailed!: boolean;
}

@ObjectType({ description: 'Un registro del historial de una solicitud: quién hizo qué y cuándo (tsoporte_historial)' })
export class SupportHistoryEntry {
  @Field(() => Int, { description: 'Código del registro (sho_codigo)' }) id!: number;
  @Field(() => SupportAction, { description: 'Qué se hizo' }) action!: SupportAction;
  @Field(() => Int, { description: 'Usuario que lo hizo' }) actorId!: number;
  @Field({ description: 'Nombre de quien lo hizo' }) actorName!: string;
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora' }) at!: Date;
  @Field(() => SupportState, { nullable: true, description: 'Estado antes del cambio; vacío si no cambió' }) fromState!: SupportState | null;
  @Field(() => SupportState, { nullable: true, description: 'Estado después del cambio; vacío si no cambió' }) toState!: SupportState | null;
  @Field(() => String, { nullable: true, description: 'Detalle: el mensaje enviado o la respuesta' }) detail!: string | null;
}

@ObjectType({ description: 'Un usuario que participa o puede recibir avisos de una solicitud, o un administrador al que dirigirla' })
export class SupportUser {
  @Field(() => Int, { description: 'Código del usuario (usr_codigo)' }) id!: number;
  @Field({ description: 'Nombre del usuario (usr_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Correo del usuario (usr_email)' }) email!: string | null;
  @Field({ description: 'Es del equipo de soporte (usr_soporte 1)' }) support!: boolean;
}

@ObjectType({ description: "'Revisar solicitud de colaboración': la solicitud, sus respuestas, el hilo de soporte técnico, a quién avisar y el historial" })
export class SupportReview {
  @Field(() => SupportRequest, { description: 'La solicitud' }) request!: SupportRequest;
  @Field(() => [SupportRequest], { description: 'Sus respuestas, de la más antigua a la más reciente (res_select)' }) replies!: SupportRequest[];
  @Field(() => [SupportTechnicalMessage], { description: 'Hilo de soporte técnico, del más antiguo al más reciente (lista_soporte)' })
  technicalMessages!: SupportTechnicalMessage[];
  @Field(() => [SupportUser], { description: 'Usuarios a notificar: quien la envió, a quienes llegó y quienes escriben en el hilo' })
  usersToNotify!: SupportUser[];
  @Field(() => [SupportHistoryEntry], { description: 'Historial de estados y mensajes, del más antiguo al más reciente' }) history!: SupportHistoryEntry[];
}

@ObjectType({ description: 'Resultado de enviar una solicitud o una respuesta' })
export class SupportSendResult {
  @Field({ description: "'Su solicitud se envio con exito' o 'Su respuesta se envio con exito'" }) message!: string;
  @Field(() => SupportRequest, { description: 'La solicitud o respuesta guardada' }) request!: SupportRequest;
}

@ObjectType({ description: 'Resultado de cambiar el estado de una solicitud' })
export class SupportStateResult {
  @Field({ description: 'Mensaje para el usuario' }) message!: string;
  @Field(() => SupportRequest, { description: 'La solicitud con su nuevo estado' }) request!: SupportRequest;
}

@ObjectType({ description: 'Resultado de enviar un mensaje a soporte técnico' })
export class SupportTechnicalResult {
  @Field({ description: 'Mensaje para el usuario' }) message!: string;
  @Field({ description: 'Nombre de quien envió el mensaje (remite)' }) sender!: string;
  @Field(() => [SupportTechnicalMessage], { description: 'El hilo completo tras el envío (lista_soporte)' }) technicalMessages!: SupportTechnicalMessage[];
  @Field({ description: 'Si se puso en cola un aviso por correo al destinatario' }) emailQueued!: boolean;
}

@ObjectType({ description: 'Un evento en vivo del flujo de soporte, entregado solo a los usuarios a los que va' })
export class SupportEvent {
  @Field(() => ID, { nullable: true, description: 'Id del evento: supportEvents(afterEventId:) entrega los posteriores a él' }) eventId!: string | null;
  @Field(() => SupportEventKind, { description: 'Qué pasó' }) kind!: SupportEventKind;
  @Field(() => Int, { description: 'Solicitud a la que se refiere (not_codigo)' }) requestId!: number;
  @Field({ description: 'Nombre de quien actuó (nom_user / remite)' }) userName!: string;
  @Field(() => Int, { description: 'Usuario que actuó' }) senderId!: number;
  @Field(() => Int, { description: 'Usuario al que se entrega este evento: siempre el usuario de la sesión (usr_codigo)' }) userId!: number;
  @Field({ description: 'Mensaje (mensaje); en un cambio de estado, el nombre del estado' }) message!: string;
  @Field(() => SupportState, { description: 'Estado de la solicitud tras el evento' }) state!: SupportState;
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora del evento' }) at!: Date;
}

@InputType('SupportRequestInput', { description: 'Una solicitud de soporte nueva o una respuesta (el diálogo de soporte)' })
export class SupportRequestInput {
  @Field({ description: 'Indicación que ayude a resolver la solicitud (se guarda tal cual; no puede quedar vacía)' }) message!: string;
  @Field(() => Int, {
    nullable: true,
    defaultValue: 0,
    description: 'Administrador al que va (usr_codigo); 0 = a todos. En una respuesta, el usuario al que va (por omisión quien envió la solicitud)',
  })
  addressedTo?: number | null;
  @Field(() => Int, { nullable: true, description: 'Solicitud a la que responde (not_respuesta); vacío para una solicitud nueva' }) replyTo?: number | null;
  @Field(() => SupportState, { nullable: true, description: 'Estado en que deja la solicitud una respuesta; vacío la deja como está' })
  state?: SupportState | null;
  @Field(() => String, { nullable: true, description: 'Último mensaje de error mostrado al usuario (not_msg_error)' }) errorMessage?: string | null;
  @Field(() => Int, { nullable: true, description: "Captura de pantalla subida al servicio de archivos con propietario 'soporte' (arc_codigo)" })
  screenshotId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Empresa desde la que se envía (emp_codigo)' }) companyId?: number | null;
}

@InputType('SupportTechnicalInput', { description: 'Un mensaje del hilo de soporte técnico (send_soporte_tecnico)' })
export class SupportTechnicalInput {
  @Field(() => Int, { description: 'Solicitud (not_codigo)' }) requestId!: number;
  @Field({ description: 'Texto del mensaje (mensaje)' }) message!: string;
  @Field(() => Int, { description: 'Usuario al que va: el técnico, o el usuario que pidió ayuda (usuario)' }) to!: number;
  @Field(() => String, { nullable: true, description: 'Módulos del sistema a los que se refiere (modulos)' }) modules?: string | null;
  @Field({ nullable: true, defaultValue: false, description: 'Avisar también por correo al destinatario (notif_email)' }) notifyByEmail?: boolean;
}

@InputType('SupportRequestFilter', { description: 'Filtro de la lista de solicitudes de soporte' })
export class SupportRequestFilter {
  @Field(() => SupportBox, { nullable: true, defaultValue: SupportBox.SENT, description: "Recibidas ('Solicitudes') o enviadas ('Enviadas', por omisión)" })
  box?: SupportBox | null;
  @Field(() => SupportState, { nullable: true, description: 'Solo las de este estado; vacío: todas' }) state?: SupportState | null;
  @Field(() => String, { nullable: true, description: 'Texto a buscar en el mensaje o el nombre de quien la envió' }) search?: string | null;
}

@InputType('SupportRequestOrder', { description: 'Orden de la lista de solicitudes; a igualdad decide el código, en el mismo sentido' })
export class SupportRequestOrder {
  @Field(() => SupportOrderField, { description: 'Campo por el que se ordena' }) field!: SupportOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}
