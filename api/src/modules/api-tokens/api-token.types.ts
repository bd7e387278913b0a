import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';
import { Page } from '../../graphql/page.js';

export enum ApiTokenState {
  ACTIVE = 'ACTIVE',
  REVOKED = 'REVOKED',
}

registerEnumType(ApiTokenState, {
  name: 'ApiTokenState',
  description: 'Si un token de API se acepta todavía',
  valuesConfig: {
    ACTIVE: { description: 'Activo: la API de facturación lo acepta para su empresa' },
    REVOKED: { description: 'Revocado: la API lo rechaza (tok_revocado tiene fecha)' },
  },
});

export enum ApiTokenOrderField {
  CREATED_AT = 'CREATED_AT',
  COMPANY = 'COMPANY',
  NAME = 'NAME',
  LAST_USED_AT = 'LAST_USED_AT',
}

registerEnumType(ApiTokenOrderField, {
  name: 'ApiTokenOrderField',
  description: 'Campos por los que se ordena la lista de tokens de API',
  valuesConfig: {
    CREATED_AT: { description: 'Fecha de creación (tok_fecreg)' },
    COMPANY: { description: 'Razón social de la empresa (emp_razons)' },
    NAME: { description: 'Nombre del token (tok_nombre)' },
    LAST_USED_AT: { description: 'Último uso en la API (tok_ultuso)' },
  },
});

@ObjectType({
  description: 'Token de API de una empresa: con él un integrador emite facturas y notas de crédito de esa empresa; solo se guarda su huella (tapitoken)',
})
export class ApiToken {
  @Field(() => Int, { description: 'Código interno del token (tok_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Empresa emisora a la que pertenece el token (emp_codigo)' }) companyId!: number;
  @Field({ description: 'Razón social de la empresa (emp_razons)' }) companyName!: string;
  @Field({ description: 'Nombre con que el personal reconoce el token, por ejemplo el sistema del integrador (tok_nombre)' }) name!: string;
  @Field({ description: 'Primeros caracteres del token, para distinguirlo sin revelarlo (tok_prefijo)' }) prefix!: string;
  @Field(() => ApiTokenState, { description: 'Si el token se acepta (activo) o fue revocado' }) state!: ApiTokenState;
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora de creación (tok_fecreg)' }) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'Usuario que lo creó (usr_codigo)' }) createdBy!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Último uso aceptado en la API, con precisión de un minuto (tok_ultuso)' })
  lastUsedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Fecha y hora en que se revocó; vacío si está activo (tok_revocado)' })
  revokedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Usuario que lo revocó (usr_revoca)' }) revokedBy!: string | null;
}

@ObjectType({ description: 'Una página de la lista de tokens de API' })
export class ApiTokenPage extends Page(ApiToken, {
  items: 'Los tokens de la página, en el orden pedido',
  totalCount: 'Cuántos tokens cumplen el filtro, en todas las páginas',
}) {}

@ObjectType({ description: 'Token recién creado: el texto del token se muestra solo esta vez' })
export class CreatedApiToken {
  @Field({ description: 'El token completo, para la cabecera Authorization: Bearer <token>; no se vuelve a mostrar' }) token!: string;
  @Field(() => ApiToken, { description: 'El token creado, como aparece en la lista' }) apiToken!: ApiToken;
  @Field({ description: 'Mensaje para el usuario' }) message!: string;
}

@ObjectType({ description: 'Resultado de revocar un token de API' })
export class RevokedApiToken {
  @Field(() => ApiToken, { description: 'El token, ya revocado' }) apiToken!: ApiToken;
  @Field({ description: 'Mensaje para el usuario' }) message!: string;
}

@InputType({ description: 'Filtro de la lista de tokens de API; vacío deja pasar todos' })
export class ApiTokenFilter {
  @Field(() => Int, { nullable: true, description: 'Solo los tokens de esta empresa (emp_codigo)' }) companyId?: number | null;
  @Field(() => ApiTokenState, { nullable: true, description: 'Solo los tokens en este estado' }) state?: ApiTokenState | null;
  @Field(() => String, { nullable: true, description: 'Texto contenido en el nombre del token, su prefijo o la razón social de la empresa' }) text?:
    string | null;
}

@InputType('ApiTokenOrder', { description: 'Orden de la lista de tokens; a igualdad decide el código interno, en el mismo sentido' })
export class ApiTokenOrder {
  @Field(() => ApiTokenOrderField, { description: 'Campo por el que se ordena' }) field!: ApiTokenOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@InputType({ description: 'Datos de un token de API nuevo' })
export class ApiTokenInput {
  @Field(() => Int, { description: 'Empresa emisora para la que vale el token (emp_codigo)' }) companyId!: number;
  @Field({ description: 'Nombre para reconocer el token, hasta 100 caracteres (tok_nombre)' }) name!: string;
}

@ObjectType({ description: 'Empresa que puede recibir un token de API, para el formulario de tokens' })
export class ApiTokenCompany {
  @Field(() => Int, { description: 'Código de la empresa (emp_codigo)' }) id!: number;
  @Field({ description: 'Razón social (emp_razons)' }) name!: string;
  @Field({ description: 'Código de acceso de la empresa (emp_coding)' }) accessCode!: string;
}
