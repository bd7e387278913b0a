import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/** tdv_estado: 0 active; any other value is shown as 'de baja'. */
export const EmissionPointState = { active: 0, cancelled: 1 } as const;

/** tdv_tipo: 3 manual, 4 electronic. */
export const EmissionPointType = { manual: 3, electronic: 4 } as const;

/** An emission point (punto de emisión) of an establishment, in the company's own schema. */
@ObjectType('EmissionPoint', { description: 'Punto de emisión de un establecimiento (tpuntoventa)' })
@Entity({ tableName: 'tpuntoventa', schema: '*' })
export class EmissionPoint {
  [OptionalProps]?: 'state' | 'type' | 'stateLabel';

  @Field(() => Int, { description: 'tdv_codigo' })
  @PrimaryKey({ fieldName: 'tdv_codigo', autoincrement: true })
  id!: number;

  @Field(() => Int, { description: "Estado: 0 activo, otro valor 'de baja' (tdv_estado)" })
  @Property({ fieldName: 'tdv_estado' })
  state: number = EmissionPointState.active;

  @Field({ description: 'Número, 3 dígitos (tdv_numero)' })
  @Property({ fieldName: 'tdv_numero', length: 3 })
  number!: string;

  @Field({ description: 'Nombre (tdv_nombre)' })
  @Property({ fieldName: 'tdv_nombre', length: 60 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Descripción (tdv_descri)' })
  @Property({ fieldName: 'tdv_descri', length: 150, nullable: true })
  description?: string | null;

  @Field(() => Int, { description: 'Tipo: 3 manual, 4 electrónico (tdv_tipo)' })
  @Property({ fieldName: 'tdv_tipo' })
  type: number = EmissionPointType.electronic;

  @Field({ description: 'Número del establecimiento (tdv_nroestab)' })
  @Property({ fieldName: 'tdv_nroestab', length: 3 })
  establishmentNumber!: string;

  @Field(() => Int, { description: 'Establecimiento (alm_codigo)' })
  @Property({ fieldName: 'alm_codigo' })
  establishmentId!: number;

  @Field(() => String, { nullable: true, description: 'Dirección (direccion)' })
  @Property({ fieldName: 'direccion', length: 300, nullable: true })
  address?: string | null;

  @Field({ description: "'ACTIVO' o 'de baja'" })
  get stateLabel(): string {
    return this.state === EmissionPointState.active ? 'ACTIVO' : 'de baja';
  }
}
