import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/** A back-office screen in the staff menu (`tmenu`); profiles grant these. */
@ObjectType('MenuItem', { description: 'Opción del menú lateral del back-office: un menú principal o una pantalla bajo él (tmenu)' })
@Entity({ tableName: 'tmenu' })
export class MenuItem {
  @Field(() => Int, { description: 'Código del menú (mb_codigo)' })
  @PrimaryKey({ fieldName: 'mb_codigo', autoincrement: true })
  id!: number;

  @Field({ description: 'Título que se muestra en el menú (mb_titulo)' })
  @Property({ fieldName: 'mb_titulo', length: 100 })
  title!: string;

  @Field(() => String, { nullable: true, description: 'Ruta de la pantalla en la web, por ejemplo /empresas/lista; null en un menú principal (mb_url)' })
  @Property({ fieldName: 'mb_url', length: 200, nullable: true })
  url?: string | null;

  @Field(() => Int, { description: 'Posición del menú entre sus hermanos, de menor a mayor (mb_orden)' })
  @Property({ fieldName: 'mb_orden', default: 0 })
  order: number = 0;

  @Field(() => Int, { description: 'Código del menú principal bajo el que aparece; 0 si es un menú principal (mb_parent)' })
  @Property({ fieldName: 'mb_parent', default: 0 })
  parentId: number = 0;

  @Field(() => String, {
    nullable: true,
    description: 'Recurso de permisos de la pantalla, el que nombra ScreenPermission.resource; null en un menú principal (mb_recurso)',
  })
  @Property({ fieldName: 'mb_recurso', length: 60, nullable: true })
  resource?: string | null;

  @Field(() => String, { nullable: true, description: 'Nombre del icono que acompaña al título en el menú (mb_icono)' })
  @Property({ fieldName: 'mb_icono', length: 40, nullable: true })
  icon?: string | null;
}
