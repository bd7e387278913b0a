import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

/** The state of a background job; the value is the queue's own word. */
export enum JobState {
  WAITING = 'waiting',
  ACTIVE = 'active',
  COMPLETED = 'completed',
  FAILED = 'failed',
}

registerEnumType(JobState, {
  name: 'JobState',
  description: 'Estado de un trabajo en segundo plano',
  valuesConfig: {
    WAITING: { description: 'En la cola, esperando a quien lo procese' },
    ACTIVE: { description: 'En proceso; progress dice cuánto lleva' },
    COMPLETED: { description: 'Terminado con éxito' },
    FAILED: { description: 'Terminó con una falla; message y code dicen por qué' },
  },
});

/** Why a job failed, as jobProgress reports it; the value is the code the queue publishes. */
export enum JobFailureCode {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  RATE_LIMITED = 'RATE_LIMITED',
  DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE',
  JOB_FAILED = 'JOB_FAILED',
  INTERNAL = 'INTERNAL',
}

registerEnumType(JobFailureCode, {
  name: 'JobFailureCode',
  description: 'Motivo por el que falló un trabajo en segundo plano; el mensaje en español lo explica',
  valuesConfig: {
    BAD_USER_INPUT: { description: 'Los datos del trabajo no cumplen una regla del negocio' },
    UNAUTHENTICATED: { description: 'La sesión de quien encoló el trabajo ya no es válida' },
    FORBIDDEN: { description: 'Quien encoló el trabajo no tiene permiso para lo que hace' },
    NOT_FOUND: { description: 'No existe el registro sobre el que trabajaba' },
    CONFLICT: { description: 'El registro cambió o ya existía mientras el trabajo corría' },
    RATE_LIMITED: { description: 'Se superó el límite de operaciones permitido; intente más tarde' },
    DATABASE_UNAVAILABLE: { description: 'La base de datos o el servicio de procesos no estaban disponibles; se puede intentar nuevamente' },
    JOB_FAILED: { description: 'El trabajo se detuvo; lo ya hecho queda y el mensaje dice qué falta' },
    INTERNAL: { description: 'Error interno del servidor; el detalle quedó en el registro' },
  },
});

/** The enum of a published failure code; a code the enum does not know is reported as INTERNAL. */
export const jobFailureCodeOf = (code: string | null | undefined): JobFailureCode | null =>
  code === null || code === undefined ? null : (Object.values(JobFailureCode) as string[]).includes(code) ? (code as JobFailureCode) : JobFailureCode.INTERNAL;

@ObjectType({ description: 'Aviso del sistema que un administrador envía a todo el personal conectado' })
export class SystemMessage {
  @Field({ description: 'Identificador único del aviso' }) id!: string;
  @Field({ description: 'Texto del aviso, hasta 500 caracteres' }) text!: string;
  @Field({ description: 'Nombre del administrador que lo envió' }) author!: string;
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora del envío' }) at!: Date;
}

@ObjectType({ description: 'Avance de un trabajo en segundo plano' })
export class JobProgress {
  @Field(() => ID, { nullable: true, description: 'Id del evento: jobProgress(afterEventId) entrega los posteriores' }) eventId!: string | null;
  @Field({ description: 'Identificador del trabajo en la cola; es el que se pasa a jobProgress(jobId)' }) jobId!: string;
  @Field({ description: 'Nombre del tipo de trabajo en la cola (por ejemplo empresas.crear_excel o correo.enviar)' }) name!: string;
  @Field(() => Int, { description: '0 a 100' }) progress!: number;
  @Field(() => JobState, { description: 'Estado del trabajo' }) state!: JobState;
  @Field(() => String, { nullable: true, description: 'Avance o motivo de la falla, en español' }) message!: string | null;
  @Field(() => JobFailureCode, { nullable: true, description: 'Motivo de la falla cuando el estado es FAILED; nulo mientras avanza' })
  code?: JobFailureCode | null;
}
