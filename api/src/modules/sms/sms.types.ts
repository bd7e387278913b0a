import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { ContractType } from '../packages/package-enums.js';
import { SentSmsOrderField, SmsContractOrderField, SmsOutcome, SmsState } from './sms-enums.js';
import { Page } from '../../graphql/page.js';

@ObjectType({ description: 'Paquete SMS vigente de una empresa, con lo usado y fallido contado del registro de envíos (tsms_contrato)' })
export class SmsContract {
  @Field(() => Int, { description: 'Código del paquete (sms_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Código interno de la empresa (emp_codigo)' }) companyId!: number;
  @Field({ description: 'Código de acceso de la empresa (emp_coding): la columna Acceso' }) accessCode!: string;
  @Field({ description: 'Razón social de la empresa (emp_razons)' }) legalName!: string;
  @Field({ description: 'RUC de la empresa (emp_ruc)' }) ruc!: string;
  @Field(() => Int, { description: 'SMS contratados; -1 es ilimitado (sms_contratados)' }) contracted!: number;
  @Field({ description: "Paquete contratado como lo muestra la pantalla: 'Ilimitado' o la cantidad con el tipo de contrato" }) contractedLabel!: string;
  @Field(() => ContractType, { description: 'Cómo se cobra el paquete (tipo_contrato)' }) contractType!: ContractType;
  @Field(() => Int, { description: 'SMS utilizados: en cola o enviados (sms_utilizados)' }) used!: number;
  @Field(() => Int, { description: 'SMS fallidos o guardados sin enviar (sms_fallidos)' }) failed!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'SMS disponibles: contratados menos utilizados; 0 si la empresa no tiene el servicio SMS; vacío si es ilimitado (sms_disponibles)',
  })
  available!: number | null;
  @Field({ description: "Si la empresa tiene habilitado el servicio SMS (sms 'T' de emp_tiposerv)" }) smsEnabled!: boolean;
  @Field(() => GraphQLISODateTime, { description: 'Desde cuándo rige el paquete (sms_fecha)' }) since!: Date;
}

@ObjectType({ description: 'Una página de paquetes SMS' })
export class SmsContractPage extends Page(SmsContract, {
  items: 'Los paquetes de la página, en el orden pedido',
  totalCount: 'Cuántos paquetes cumplen el filtro, en todas las páginas',
  page: 'Número de la página devuelta, desde 1',
  pageSize: 'Paquetes por página',
}) {}

@ObjectType({ description: 'Un SMS registrado: a quién, qué texto y cómo terminó su entrega (tsms_envio)' })
export class SentSms {
  @Field(() => Int, { description: 'Código del SMS (sen_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Código interno de la empresa que lo envió (emp_codigo)' }) companyId!: number;
  @Field({ description: 'Código de acceso de la empresa (emp_coding)' }) accessCode!: string;
  @Field({ description: 'Razón social de la empresa (emp_razons)' }) legalName!: string;
  @Field({ description: 'Número de celular de destino (clp_destino)' }) mobile!: string;
  @Field(() => String, { nullable: true, description: 'Nombre del destinatario, si se indicó (clp_nombre)' }) recipientName!: string | null;
  @Field({ description: 'Texto del mensaje, hasta 160 caracteres (not_mensaje)' }) message!: string;
  @Field(() => SmsState, { description: 'Estado de la entrega (sen_estado)' }) state!: SmsState;
  @Field(() => GraphQLISODateTime, { description: 'Momento en que se registró el envío (sen_creado)' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Momento en que la pasarela lo aceptó; vacío si no se envió (not_fenvio)' })
  sentAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Motivo de la falla o de no haberse enviado (sen_error)' }) error!: string | null;
  @Field(() => Int, { description: 'Intentos de entrega hechos (sen_intentos)' }) attempts!: number;
  @Field({ description: 'Usuario que lo envió (usr_nombre)' }) userName!: string;
}

@ObjectType({ description: 'Una página de SMS enviados o fallidos' })
export class SentSmsPage extends Page(SentSms, {
  items: 'Los SMS de la página, en el orden pedido',
  totalCount: 'Cuántos SMS cumplen el filtro, en todas las páginas',
  page: 'Número de la página devuelta, desde 1',
  pageSize: 'SMS por página',
}) {}

@InputType({ description: "Filtro del 'Resumen SMS': rango de fechas y tabla de enviados o fallidos" })
export class SentSmsFilter {
  @Field(() => LocalDateScalar, { nullable: true, description: 'Primer día del rango (hora de Ecuador); hoy por omisión (desde)' }) from?: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Último día del rango (hora de Ecuador); hoy por omisión (hasta)' }) to?: string | null;
  @Field(() => SmsOutcome, { nullable: true, description: 'Tabla a mostrar: enviados (por omisión) o fallidos' }) outcome?: SmsOutcome | null;
  @Field(() => Int, { nullable: true, description: 'Solo los SMS de esta empresa (emp_codigo); sin él, de todas' }) companyId?: number | null;
}

@InputType('SmsContractOrder', { description: 'Orden de la lista de paquetes SMS; a igualdad decide el código del paquete, en el mismo sentido' })
export class SmsContractOrder {
  @Field(() => SmsContractOrderField, { description: 'Campo por el que se ordena' }) field!: SmsContractOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@InputType('SentSmsOrder', { description: 'Orden de la lista de SMS; a igualdad decide el código del SMS, en el mismo sentido' })
export class SentSmsOrder {
  @Field(() => SentSmsOrderField, { description: 'Campo por el que se ordena' }) field!: SentSmsOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@InputType({ description: 'Un destinatario de un SMS' })
export class SmsRecipientInput {
  @Field(() => String, { nullable: true, description: "Número de celular (clp_movil): de 7 a 15 dígitos, + opcional; sin él: 'No tiene número de Celular!'" })
  mobile?: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre del destinatario, hasta 300 caracteres (clp_nombre)' }) name?: string | null;
  @Field(() => Int, { nullable: true, description: 'Código del referente en la empresa, si lo es (clp_codigo)' }) referenteId?: number | null;
}

@InputType({ description: 'Un SMS a enviar a uno o varios destinatarios de una empresa' })
export class SmsSendInput {
  @Field(() => Int, { description: 'Empresa cuyo paquete SMS paga el envío (emp_codigo)' }) companyId!: number;
  @Field({ description: "Texto del mensaje, hasta 160 caracteres; más: 'Ha llegado al límite de caracteres disponibles para el envio del mensaje.'" })
  message!: string;
  @Field(() => [SmsRecipientInput], { description: 'Destinatarios, hasta 1000; uno por SMS' }) recipients!: SmsRecipientInput[];
  @Field(() => String, { nullable: true, description: 'Clave del envío (letras, números, - y _, hasta 60): repetir la misma clave no envía nada nuevo' })
  requestKey?: string | null;
}

@ObjectType({ description: 'Resultado de un envío de SMS: cuántos quedaron en cola y el saldo del paquete' })
export class SmsSendResult {
  @Field({ description: 'Mensaje de éxito para mostrar al usuario' }) message!: string;
  @Field(() => Int, { description: 'SMS registrados en la cola de envío (uno por destinatario)' }) queued!: number;
  @Field(() => [Int], { description: 'Códigos de los SMS registrados (sen_codigo), en el orden de los destinatarios' }) ids!: number[];
  @Field(() => Int, { description: 'SMS contratados; -1 es ilimitado' }) contracted!: number;
  @Field(() => Int, { description: 'SMS utilizados del paquete, con los de este envío' }) used!: number;
  @Field(() => Int, { nullable: true, description: 'SMS disponibles tras el envío; vacío si el paquete es ilimitado' }) available!: number | null;
  @Field({ description: 'True si la clave del envío ya se había usado: no se registró nada nuevo' }) duplicate!: boolean;
}

@InputType({ description: 'Paquete SMS a dejar vigente para una empresa; reemplaza al anterior y empieza sin SMS utilizados' })
export class SmsContractInput {
  @Field(() => Int, { description: 'Empresa (emp_codigo)' }) companyId!: number;
  @Field(() => Int, { description: 'SMS contratados: -1 ilimitado, o de 1 a 10000000 (sms_contratados)' }) contracted!: number;
  @Field(() => ContractType, { nullable: true, description: 'Cómo se cobra el paquete; POR_PAQUETE por omisión (tipo_contrato)' })
  contractType?: ContractType | null;
}
