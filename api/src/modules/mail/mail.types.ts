import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';
import { Page } from '../../graphql/page.js';

/** mai_estado of an outbox message; the TS values are the codes the table keeps. */
export enum OutboxState {
  PENDIENTE = 'pendiente',
  ENVIADO = 'enviado',
  GUARDADO = 'guardado',
  FALLIDO = 'fallido',
  RECHAZADO = 'rechazado',
}

registerEnumType(OutboxState, {
  name: 'OutboxState',
  description: 'Situación de envío de un correo de la bandeja de salida (mai_estado)',
  valuesConfig: {
    PENDIENTE: { description: 'En cola de envío, o esperando un nuevo intento tras un fallo' },
    ENVIADO: { description: 'El servidor SMTP lo aceptó' },
    GUARDADO: { description: 'Sin servidor SMTP configurado: quedó solo como copia en la bandeja de salida' },
    FALLIDO: { description: 'Fallaron todos los intentos de envío; se puede reenviar' },
    RECHAZADO: { description: 'El servidor rechazó la dirección (5xx) o está en la lista negra de correo; no se envió' },
  },
});

export enum OutboxOrderField {
  ID = 'ID',
  CREATED_AT = 'CREATED_AT',
  SENT_AT = 'SENT_AT',
  RECIPIENT = 'RECIPIENT',
  SUBJECT = 'SUBJECT',
}

registerEnumType(OutboxOrderField, {
  name: 'OutboxOrderField',
  description: 'Campos por los que se puede ordenar la bandeja de salida',
  valuesConfig: {
    ID: { description: 'Código del correo, en el orden en que se escribieron (por omisión, descendente: el más reciente primero)' },
    CREATED_AT: { description: 'Cuándo se escribió el correo' },
    SENT_AT: { description: 'Cuándo se envió; los no enviados al final' },
    RECIPIENT: { description: 'Destinatario' },
    SUBJECT: { description: 'Asunto' },
  },
});

@InputType('OutboxOrder', { description: 'Orden de la bandeja de salida; siempre termina por el código del correo, así las páginas son estables' })
export class OutboxOrder {
  @Field(() => OutboxOrderField, { description: 'Campo por el que se ordena' }) field!: OutboxOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@ObjectType({
  description:
    'Un correo de la bandeja de salida (los de tmail escritos por un área del sistema): cada mensaje a un destinatario, enviado por un trabajo en cola',
})
export class OutboxEmail {
  @Field(() => Int, { description: 'Código del correo (mai_codigo)' }) id!: number;
  @Field({ description: 'Email del destinatario' }) to!: string;
  @Field({ description: 'Asunto del correo' }) subject!: string;
  @Field({ description: 'Texto del correo' }) body!: string;
  @Field(() => OutboxState, { description: 'Situación de envío del correo' }) state!: OutboxState;
  @Field({ description: 'Situación de envío como se muestra (Pendiente, Enviado, Guardado (sin SMTP), Fallido)' }) stateLabel!: string;
  @Field(() => String, { nullable: true, description: 'Error del último intento fallido, tal como lo dio el servidor de correo' }) error!: string | null;
  @Field({ description: "Área del sistema que escribió el correo, por ejemplo 'conexiones' para los avisos de saldo (mai_origen)" }) source!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Registro al que se refiere el correo dentro de su área, por ejemplo el paquete avisado (mai_referencia)',
  })
  reference!: string | null;
  @Field(() => Int, { description: 'Intentos de envío hechos' }) attempts!: number;
  @Field(() => GraphQLISODateTime, { description: 'Cuándo se escribió el correo (mai_creado)' }) createdAt!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Cuándo lo aceptó el servidor SMTP; null si no se ha enviado (mai_enviado)' }) sentAt!:
    string | null;
  @Field({ description: 'Usuario que escribió el correo' }) userName!: string;
}

@InputType({ description: 'Filtro de la bandeja de salida' })
export class OutboxFilter {
  @Field(() => String, { nullable: true, description: 'Texto contenido en el destinatario o el asunto (sin distinguir mayúsculas)' }) text?: string | null;
  @Field(() => [OutboxState], { nullable: true, description: 'Solo correos en estas situaciones de envío' }) states?: OutboxState[] | null;
  @Field(() => String, { nullable: true, description: "Solo correos de esta área del sistema, por ejemplo 'conexiones' (mai_origen)" }) source?: string | null;
}

@ObjectType({ description: 'Página de la bandeja de salida' })
export class OutboxPage extends Page(OutboxEmail, {
  items: 'Correos de la página, en el orden pedido (por omisión, el más reciente primero)',
  totalCount: 'Correos que cumplen el filtro, en todas las páginas',
  page: 'Número de la página devuelta (desde 1)',
  pageSize: 'Tamaño de página usado',
}) {
  @Field(() => Int, { description: 'Correos que cumplen el filtro', deprecationReason: 'Use totalCount' }) total!: number;
}

@ObjectType({ description: 'Resultado de reenviar un correo' })
export class ResendResult {
  @Field({ description: 'Mensaje para el usuario, en español' }) message!: string;
  @Field(() => OutboxEmail, { description: 'El correo, de nuevo en cola de envío' }) email!: OutboxEmail;
}
