import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Resultado de validar una cédula o un RUC' })
export class IdentityCheck {
  @Field() valid!: boolean;
  @Field(() => String, { nullable: true, description: "'cedula', 'ruc' o null" }) kind!: string | null;
  @Field() message!: string;
}
