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
  @Field(() => String, { nullable: true, description: 'Código de la falla (failed); nulo en el avance' }) code?: string | null;
}
