import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Aviso del sistema para todo el personal conectado' })
export class SystemMessage {
  @Field() id!: string;
  @Field() text!: string;
  @Field() author!: string;
  @Field(() => GraphQLISODateTime) at!: Date;
}

@ObjectType({ description: 'Avance de un trabajo en segundo plano' })
export class JobProgress {
  @Field(() => ID, { nullable: true, description: 'Id del evento: jobProgress(afterEventId) entrega los posteriores' }) eventId!: string | null;
  @Field({ description: 'Identificador del trabajo en la cola; es el que se pasa a jobProgress(jobId)' }) jobId!: string;
  @Field({ description: 'Nombre del tipo de trabajo en la cola (por ejemplo empresas.crear_excel o correo.enviar)' }) name!: string;
  @Field(() => Int, { description: '0 a 100' }) progress!: number;
  @Field({ description: 'waiting, active, completed o failed' }) state!: string;
  @Field(() => String, { nullable: true, description: 'Avance o motivo de la falla, en español' }) message!: string | null;
  @Field(() => String, { nullable: true, description: 'Código de la falla (failed); nulo en el avance' }) code?: string | null;
}
