import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Sesión abierta de un usuario (tsesion): un navegador o cliente con sesión iniciada' })
export class OpenSession {
  @Field({ description: 'Identificador para cerrarla (no es el token de la cookie)' }) id!: string;
  @Field(() => GraphQLISODateTime, { description: 'Inicio de sesión' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { description: 'Último uso (se actualiza como mucho una vez por minuto)' }) lastSeenAt!: Date;
  @Field(() => String, { nullable: true, description: 'Dirección IP al iniciar sesión' }) ip!: string | null;
  @Field(() => String, { nullable: true, description: 'Navegador o cliente (User-Agent)' }) userAgent!: string | null;
  @Field({ description: 'Es la sesión de quien consulta' }) current!: boolean;
}
