import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** What kind of identity number was validated; the value is the legacy text (REST tipo). */
export enum IdentityKind {
  CEDULA = 'cedula',
  RUC = 'ruc',
}

registerEnumType(IdentityKind, {
  name: 'IdentityKind',
  description: 'Clase de documento de identidad ecuatoriano',
  valuesConfig: {
    CEDULA: { description: 'Cédula de identidad de una persona, 10 dígitos' },
    RUC: { description: 'Registro Único de Contribuyentes del SRI, 13 dígitos' },
  },
});

@ObjectType({ description: 'Resultado de validar una cédula o un RUC con las reglas del SRI' })
export class IdentityCheck {
  @Field({ description: 'Verdadero si el número es válido' }) valid!: boolean;
  @Field(() => IdentityKind, { nullable: true, description: 'Clase de documento reconocida por su largo; null si no se reconoce' }) kind!: IdentityKind | null;
  @Field({ description: 'Mensaje en español del resultado' }) message!: string;
}
