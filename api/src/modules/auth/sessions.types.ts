import { Field, GraphQLISODateTime, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';

@ObjectType({ description: 'Sesión abierta de un usuario (tsesion): un navegador o cliente con sesión iniciada que todavía no se cerró ni venció' })
export class OpenSession {
  @Field({ description: 'Identificador de la sesión para cerrarla con revokeSession (no es el token de la cookie)' }) id!: string;
  @Field(() => GraphQLISODateTime, { description: 'Momento en que se inició la sesión (ses_creada)' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { description: 'Último uso de la sesión; se actualiza como mucho una vez por minuto (ses_ultimo)' }) lastSeenAt!: Date;
  @Field(() => String, { nullable: true, description: 'Dirección IP desde la que se inició la sesión (ses_ip)' }) ip!: string | null;
  @Field(() => String, { nullable: true, description: 'Navegador o programa cliente que inició la sesión, según su User-Agent (ses_agente)' }) userAgent!:
    string | null;
  @Field({ description: 'Es la sesión de quien hace la consulta' }) current!: boolean;
}

/** Sortable fields of a sessions list. */
export enum SessionOrderField {
  LAST_SEEN_AT = 'LAST_SEEN_AT',
  CREATED_AT = 'CREATED_AT',
}

registerEnumType(SessionOrderField, {
  name: 'SessionOrderField',
  description: 'Campos por los que se puede ordenar una lista de sesiones abiertas',
  valuesConfig: {
    LAST_SEEN_AT: { description: 'Por el último uso de la sesión' },
    CREATED_AT: { description: 'Por el momento en que se inició la sesión' },
  },
});

@InputType('SessionOrder', { description: 'Orden de una lista de sesiones abiertas; sin él, la usada más recientemente primero' })
export class SessionOrder {
  @Field(() => SessionOrderField, { description: 'Campo por el que se ordena' }) field!: SessionOrderField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' }) direction!: SortDirection;
}
