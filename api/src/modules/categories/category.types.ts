import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';

/** tcp_tipo: the value IS the code the table keeps. */
export enum CategoryKind {
  CLIENTS = 1,
  SUPPLIERS = 2,
  BOTH = 3,
}

registerEnumType(CategoryKind, {
  name: 'ReferenteCategoryKind',
  description: 'A qué referentes se aplica una categoría (tcp_tipo)',
  valuesConfig: {
    CLIENTS: { description: 'Solo clientes (código 1)' },
    SUPPLIERS: { description: 'Solo proveedores (código 2)' },
    BOTH: { description: 'Clientes y proveedores (código 3)' },
  },
});

export enum CategoryOrderField {
  DESCRIPTION = 'DESCRIPTION',
  ID = 'ID',
  REFERENTES = 'REFERENTES',
}

registerEnumType(CategoryOrderField, {
  name: 'ReferenteCategoryOrderField',
  description: 'Campos por los que se ordenan las categorías de referentes',
  valuesConfig: {
    DESCRIPTION: { description: 'Descripción (por omisión)' },
    ID: { description: 'Código de la categoría (tcp_codigo)' },
    REFERENTES: { description: 'Cantidad de referentes con la categoría' },
  },
});

@InputType('ReferenteCategoryOrder', { description: 'Orden de las categorías de referentes; a igualdad decide el código' })
export class CategoryOrder {
  @Field(() => CategoryOrderField, { description: 'Campo por el que se ordena' }) field!: CategoryOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@ObjectType('ReferenteCategory', { description: 'Categoría de clientes y proveedores de una empresa (tcatclipro), p. ej. DISTRIBUIDORES' })
export class ReferenteCategory {
  @Field(() => Int, { description: 'Código de la categoría (tcp_codigo)' }) id!: number;
  @Field({ description: 'Descripción (tcp_descri)' }) description!: string;
  @Field(() => CategoryKind, { description: 'A qué referentes se aplica (tcp_tipo)' }) kind!: CategoryKind;
  @Field({ description: 'Activa: se ofrece al registrar referentes (tcp_activo T)' }) active!: boolean;
  @Field(() => Int, { description: 'Cantidad de referentes con esta categoría' }) referenteCount!: number;
}

@ObjectType('ReferenteCategoryList', { description: 'Categorías de referentes de una empresa, por descripción' })
export class ReferenteCategoryList {
  @Field(() => [ReferenteCategory], { description: 'Las categorías' }) items!: ReferenteCategory[];
  @Field(() => Int, { description: 'Cantidad de categorías que cumplen el filtro' }) totalCount!: number;
}

@InputType('ReferenteCategoryInput', { description: 'Datos de una categoría de referentes para crearla o modificarla' })
export class ReferenteCategoryInput {
  @Field({ description: 'Descripción, única en la empresa sin importar mayúsculas; hasta 100 caracteres' }) description!: string;
  @Field(() => CategoryKind, { description: 'A qué referentes se aplica' }) kind!: CategoryKind;
  @Field(() => Boolean, { nullable: true, description: 'Activa (por omisión sí)' }) active?: boolean | null;
}

@ObjectType('IdTypeOption', { description: 'Un tipo de identificación de referentes (clp_tipoid)' })
export class IdTypeOption {
  @Field({ description: 'Código del SRI que se guarda (04 RUC, 05 cédula)' }) code!: string;
  @Field({ description: 'Nombre del tipo' }) label!: string;
}

@ObjectType('CategoryKindOption', { description: 'Un tipo de categoría con su nombre' })
export class CategoryKindOption {
  @Field(() => CategoryKind, { description: 'El tipo' }) kind!: CategoryKind;
  @Field({ description: 'Nombre del tipo' }) label!: string;
}

@ObjectType('ReferenteFormOptions', { description: 'Listas que usa el formulario de referentes (gensref)' })
export class ReferenteFormOptions {
  @Field(() => [IdTypeOption], { description: 'Tipos de identificación' }) idTypes!: IdTypeOption[];
  @Field(() => [CategoryKindOption], { description: 'Tipos de categoría' }) categoryKinds!: CategoryKindOption[];
  @Field(() => [ReferenteCategory], { description: 'Categorías activas de la empresa; vacía si no se indicó empresa' }) categories!: ReferenteCategory[];
}
