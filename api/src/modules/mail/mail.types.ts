import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Un correo de la bandeja de salida (tcorreo_salida)' })
export class OutboxEmail {
  @Field(() => Int, { description: 'cor_codigo' }) id!: number;
  @Field({ description: 'Destinatario' }) to!: string;
  @Field() subject!: string;
  @Field() body!: string;
  @Field({ description: 'pendiente, enviado, guardado (sin SMTP) o fallido' }) state!: string;
  @Field() stateLabel!: string;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field({ description: 'Área que lo escribió (conexiones...)' }) source!: string;
  @Field(() => String, { nullable: true }) reference!: string | null;
  @Field(() => Int) attempts!: number;
  @Field({ description: 'ISO' }) createdAt!: string;
  @Field(() => String, { nullable: true, description: 'ISO' }) sentAt!: string | null;
  @Field() userName!: string;
}

@InputType({ description: 'Filtro de la bandeja de salida' })
export class OutboxFilter {
  @Field(() => String, { nullable: true, description: 'Destinatario o asunto (contiene)' }) text?: string | null;
  @Field(() => [String], { nullable: true }) states?: string[] | null;
  @Field(() => String, { nullable: true }) source?: string | null;
}

@ObjectType({ description: 'Página de la bandeja de salida, el más reciente primero' })
export class OutboxPage {
  @Field(() => [OutboxEmail]) items!: OutboxEmail[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType({ description: 'Resultado de reenviar un correo' })
export class ResendResult {
  @Field() message!: string;
  @Field(() => OutboxEmail) email!: OutboxEmail;
}
