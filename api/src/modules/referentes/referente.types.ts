import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** How a referente is looked up: byced by cédula/RUC, byid by its code (clp_codigo). */
export enum ReferenteSearchMode {
  BYCED = 'byced',
  BYID = 'byid',
}

registerEnumType(ReferenteSearchMode, {
  name: 'ReferenteSearchMode',
  description: 'Búsqueda de referente: BYCED por cédula/RUC, BYID por código',
});

/** A client or supplier of a company (tclipro in the company's schema). */
@ObjectType('Referente', { description: 'Referente (cliente o proveedor) de una empresa (tclipro)' })
export class Referente {
  @Field(() => Int, { description: 'Código (clp_codigo)' }) id!: number;
  @Field({ description: 'Cédula o RUC (clp_cedruc)' }) idNumber!: string;
  @Field({ description: "Tipo de identificación: '05' cédula, '04' RUC (clp_tipoid)" }) idType!: string;
  @Field({ description: 'Nombres o razón social (clp_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Apellidos (clp_apelli)' }) surname!: string | null;
  @Field({ description: 'Apellidos y nombres, o la razón social' }) fullName!: string;
  @Field(() => String, { nullable: true, description: 'Dirección (clp_direcc)' }) address!: string | null;
  @Field(() => String, { nullable: true, description: 'Teléfono (clp_telefo)' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'Correo (clp_email)' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'Celular (clp_movil)' }) mobile!: string | null;
  @Field(() => Int, { nullable: true, description: 'Usuario que lo registró (num_user)' }) userNumber!: number | null;
}

/** The lookup answer of the spec: estado 1 found (with ref), 2 not registered. */
@ObjectType('ReferenteLookup', { description: 'Resultado de buscar un referente: estado 1 encontrado, 2 no registrado' })
export class ReferenteLookup {
  @Field(() => Int, { description: '1 encontrado, 2 no registrado' }) estado!: 1 | 2;
  @Field(() => Referente, { nullable: true, description: 'El referente cuando estado es 1' }) ref!: Referente | null;
}
