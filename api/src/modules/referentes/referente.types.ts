import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';

/** How a referente is looked up: byced by cédula/RUC, byid by its code (clp_codigo). */
export enum ReferenteSearchMode {
  BYCED = 'byced',
  BYID = 'byid',
}

registerEnumType(ReferenteSearchMode, {
  name: 'ReferenteSearchMode',
  description: 'Dato con el que se busca un referente',
  valuesConfig: {
    BYCED: { description: 'Por su cédula o RUC, que debe ser válido' },
    BYID: { description: 'Por su código interno en la empresa (clp_codigo)' },
  },
});

/** clp_tipoid: the value IS the code the table keeps. */
export enum ReferenteIdType {
  RUC = '04',
  ID_CARD = '05',
}

registerEnumType(ReferenteIdType, {
  name: 'ReferenteIdType',
  description: 'Documento con que se identifica el referente ante el SRI (clp_tipoid)',
  valuesConfig: {
    RUC: { description: 'RUC de 13 dígitos (código 04)' },
    ID_CARD: { description: 'Cédula de identidad de 10 dígitos (código 05)' },
  },
});

/** A document type a screen may require: the value IS the code the REST clients send (tipo_doc). */
export enum ReferenteDocumentType {
  ID_CARD = 1,
  RUC = 2,
}

registerEnumType(ReferenteDocumentType, {
  name: 'ReferenteDocumentType',
  description: 'Documento que la pantalla exige al buscar un referente por cédula o RUC',
  valuesConfig: {
    ID_CARD: { description: 'Solo cédulas de 10 dígitos (tipo_doc 1)' },
    RUC: { description: 'Solo RUC de 13 dígitos (tipo_doc 2)' },
  },
});

/** estado of the lookup answer: the value IS the legacy code. */
export enum ReferenteLookupState {
  FOUND = 1,
  NOT_REGISTERED = 2,
}

registerEnumType(ReferenteLookupState, {
  name: 'ReferenteLookupState',
  description: 'Resultado de buscar un referente',
  valuesConfig: {
    FOUND: { description: 'Encontrado: viene en ref (estado 1)' },
    NOT_REGISTERED: { description: 'No registrado en la empresa: la pantalla ofrece crearlo (estado 2)' },
  },
});

/** Sortable fields of the referente search. */
export enum ReferenteOrderField {
  NAME = 'NAME',
  ID_NUMBER = 'ID_NUMBER',
  ID = 'ID',
}

registerEnumType(ReferenteOrderField, {
  name: 'ReferenteOrderField',
  description: 'Campos por los que se puede ordenar la búsqueda de referentes',
  valuesConfig: {
    NAME: { description: 'Apellidos y nombres en orden alfabético español (sin tildes, la ñ después de la n); es el orden por omisión' },
    ID_NUMBER: { description: 'Cédula o RUC (clp_cedruc)' },
    ID: { description: 'Código interno del referente (clp_codigo)' },
  },
});

@InputType('ReferenteOrder', { description: 'Orden de la búsqueda de referentes; a igualdad decide el código interno, en el mismo sentido' })
export class ReferenteOrder {
  @Field(() => ReferenteOrderField, { description: 'Campo por el que se ordena' }) field!: ReferenteOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

/** A client or supplier of a company (tclipro in the company's schema). */
@ObjectType('Referente', { description: 'Referente de una empresa cliente: un cliente o proveedor suyo, al que emite o del que recibe comprobantes (tclipro)' })
export class Referente {
  @Field(() => Int, { description: 'Código interno del referente dentro de la empresa (clp_codigo)' }) id!: number;
  @Field({ description: 'Cédula o RUC del referente (clp_cedruc)' }) idNumber!: string;
  @Field(() => ReferenteIdType, { description: 'Documento con que se identifica: cédula o RUC (clp_tipoid)' }) idType!: ReferenteIdType;
  @Field({ description: 'Nombres de la persona, o razón social (clp_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Apellidos de la persona; vacío para una sociedad (clp_apelli)' }) surname!: string | null;
  @Field({ description: 'Apellidos y nombres, o la razón social, como se muestra en listas' }) fullName!: string;
  @Field(() => String, { nullable: true, description: 'Dirección del referente (clp_direcc)' }) address!: string | null;
  @Field(() => String, { nullable: true, description: 'Teléfono fijo de contacto (clp_telefo)' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'Correo electrónico, al que llegan sus comprobantes (clp_email)' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'Teléfono celular de contacto (clp_movil)' }) mobile!: string | null;
  @Field(() => Int, { nullable: true, description: 'Número del usuario de la empresa que lo registró (num_user)' }) userNumber!: number | null;
}

/** The lookup answer of the spec: estado 1 found (with ref), 2 not registered. */
@ObjectType('ReferenteLookup', { description: 'Resultado de buscar un referente por cédula, RUC o código' })
export class ReferenteLookup {
  @Field(() => ReferenteLookupState, { description: 'Encontrado o no registrado (estado 1 o 2)' }) estado!: ReferenteLookupState;
  @Field(() => Referente, { nullable: true, description: 'El referente, cuando se encontró' }) ref!: Referente | null;
}
