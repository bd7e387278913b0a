import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { PointState, PointType, pointStateOf } from '../../modules/establishments/establishment-enums.js';

/** tdv_estado: 0 active; any other value is shown as 'de baja'. */
export const EmissionPointState = { active: 0, cancelled: 1 } as const;

/** tdv_tipo: 3 manual, 4 electronic. */
export const EmissionPointType = { manual: 3, electronic: 4 } as const;

/** An emission point (punto de emisión) of an establishment, in the company's own schema. */
@ObjectType('EmissionPoint', {
  description:
    'Punto de emisión de un establecimiento: la caja o serie que numera los comprobantes (establecimiento-punto-secuencial); vive en el esquema de la empresa (tpuntoventa)',
})
@Entity({ tableName: 'tpuntoventa', schema: '*' })
export class EmissionPoint {
  [OptionalProps]?: 'state' | 'type' | 'stateLabel' | 'graphqlState';

  @Field(() => Int, { description: 'Código interno del punto de emisión dentro de la empresa (tdv_codigo)' })
  @PrimaryKey({ fieldName: 'tdv_codigo', autoincrement: true })
  id!: number;

  /** tdv_estado code; GraphQL answers `graphqlState` under the name state. */
  @Property({ fieldName: 'tdv_estado' })
  state: number = EmissionPointState.active;

  @Field({ description: 'Número del punto de emisión del SRI, 3 dígitos; segundo bloque de la numeración de sus comprobantes (tdv_numero)' })
  @Property({ fieldName: 'tdv_numero', length: 3 })
  number!: string;

  @Field({ description: 'Nombre con el que se reconoce el punto de emisión, por ejemplo PtoElec002 (tdv_nombre)' })
  @Property({ fieldName: 'tdv_nombre', length: 60 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Descripción libre del punto de emisión (tdv_descri)' })
  @Property({ fieldName: 'tdv_descri', length: 150, nullable: true })
  description?: string | null;

  @Field(() => PointType, { description: 'Cómo emite comprobantes: manual (preimpresos) o electrónico (tdv_tipo)' })
  @Property({ fieldName: 'tdv_tipo' })
  type: PointType = PointType.ELECTRONIC;

  @Field({ description: 'Número de 3 dígitos del establecimiento al que pertenece; primer bloque de la numeración (tdv_nroestab)' })
  @Property({ fieldName: 'tdv_nroestab', length: 3 })
  establishmentNumber!: string;

  @Field(() => Int, { description: 'Código interno del establecimiento al que pertenece, el id de Establishment (alm_codigo)' })
  @Property({ fieldName: 'alm_codigo' })
  establishmentId!: number;

  @Field(() => String, { nullable: true, description: 'Dirección donde funciona el punto de emisión; por omisión la del establecimiento (direccion)' })
  @Property({ fieldName: 'direccion', length: 300, nullable: true })
  address?: string | null;

  @Field(() => PointState, { name: 'state', description: 'Si el punto emite comprobantes (activo) o está de baja (tdv_estado: 0 activo, otro valor de baja)' })
  get graphqlState(): PointState {
    return pointStateOf(this.state);
  }

  @Field({ description: "Estado como lo muestra la pantalla: 'ACTIVO' o 'de baja'" })
  get stateLabel(): string {
    return this.state === EmissionPointState.active ? 'ACTIVO' : 'de baja';
  }
}
