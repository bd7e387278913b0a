import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/** A back-office screen in the staff menu (`tmenu`); profiles grant these. */
@ObjectType('MenuItem', { description: 'Opción del menú del back-office' })
@Entity({ tableName: 'tmenu' })
export class MenuItem {
  @Field(() => Int)
  @PrimaryKey({ fieldName: 'mb_codigo', autoincrement: true })
  id!: number;

  @Field({ description: 'Título (mb_titulo)' })
  @Property({ fieldName: 'mb_titulo', length: 100 })
  title!: string;

  @Field(() => String, { nullable: true, description: 'Ruta de la pantalla (mb_url)' })
  @Property({ fieldName: 'mb_url', length: 200, nullable: true })
  url?: string | null;

  @Field(() => Int, { description: 'Orden (mb_orden)' })
  @Property({ fieldName: 'mb_orden', default: 0 })
  order: number = 0;

  @Field(() => Int, { description: 'Menú padre, 0 = principal (mb_parent)' })
  @Property({ fieldName: 'mb_parent', default: 0 })
  parentId: number = 0;

  @Field(() => String, { nullable: true, description: 'Recurso de permisos de la pantalla (mb_recurso)' })
  @Property({ fieldName: 'mb_recurso', length: 60, nullable: true })
  resource?: string | null;

  @Field(() => String, { nullable: true, description: 'Icono (mb_icono)' })
  @Property({ fieldName: 'mb_icono', length: 40, nullable: true })
  icon?: string | null;
}
