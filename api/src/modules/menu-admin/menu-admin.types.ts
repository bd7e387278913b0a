import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';
import { ScreenPermission } from '../auth/auth.types.js';
import { CompanyStateCode } from '../companies/company-enums.js';

/** nivel of tmenubar: the value IS the code the table keeps. */
export enum MenuLevel {
  MAIN = 0,
  SUBMENU = 1,
}

registerEnumType(MenuLevel, {
  name: 'MenuLevel',
  description: 'Lugar de una entrada en la barra de menús de la empresa (nivel)',
  valuesConfig: {
    MAIN: { description: 'Menú principal: aparece en la barra y agrupa submenús (código 0)' },
    SUBMENU: { description: 'Submenú: cuelga de un menú principal (código 1)' },
  },
});

/** Sortable fields of a company's menus. */
export enum MenuOrderField {
  POSITION = 'POSITION',
  TITLE = 'TITLE',
  ID = 'ID',
}

registerEnumType(MenuOrderField, {
  name: 'MenuOrderField',
  description: 'Campos por los que se puede ordenar la barra de menús de una empresa',
  valuesConfig: {
    POSITION: { description: 'Como los ve el usuario: cada menú principal por su orden, seguido de sus submenús por su orden; es el orden por omisión' },
    TITLE: { description: 'Título del menú en orden alfabético (mb_titulo)' },
    ID: { description: 'Código interno del menú, en el orden en que se crearon (mb_codigo)' },
  },
});

@InputType('MenuOrder', { description: 'Orden de los menús de una empresa; a igualdad decide el código interno, en el mismo sentido' })
export class MenuOrder {
  @Field(() => MenuOrderField, { description: 'Campo por el que se ordena' }) field!: MenuOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

/** A menu bar entry of a client company (tmenubar in the company's schema). */
@ObjectType('MenuBarEntry', {
  description: 'Entrada de la barra de menús que ven los usuarios de una empresa cliente: un menú principal o un submenú (tmenubar)',
})
export class MenuBarEntry {
  @Field(() => Int, { description: 'Código interno del menú dentro de la empresa (mb_codigo)' }) id!: number;
  @Field({ description: 'Texto que el usuario ve en la barra (mb_titulo)' }) title!: string;
  @Field(() => String, { nullable: true, description: 'Dirección de la pantalla que abre, relativa o http(s); vacía en un menú que solo agrupa (mb_url)' })
  url!: string | null;
  @Field(() => Int, {
    description: 'Posición del menú: los principales se ordenan por ella; un submenú va entre la de su padre y la de su padre + 999 (mb_orden)',
  })
  order!: number;
  @Field(() => Int, { description: 'Código del menú principal del que cuelga; 0 si es un menú principal (mb_parent)' }) parentId!: number;
  @Field(() => MenuLevel, { description: 'Menú principal o submenú (nivel)' }) level!: MenuLevel;
  @Field(() => String, { nullable: true, description: 'Título del menú principal del que cuelga; vacío en un menú principal' }) parentTitle!: string | null;
  @Field(() => Int, { description: 'Cuántos submenús tiene (0 en un submenú)' }) childCount!: number;
}

/** The company whose menus are administered. */
@ObjectType('MenuAdminCompany', { description: 'Empresa cliente cuya barra de menús se administra, elegida por su código de acceso' })
export class MenuAdminCompany {
  @Field(() => Int, { description: 'Código interno de la empresa; es el id de Company (emp_codigo)' }) id!: number;
  @Field({ description: 'Código de acceso con el que los usuarios de la empresa entran al sistema (emp_coding)' }) accessCode!: string;
  @Field({ description: 'Razón social de la empresa (emp_razons)' }) legalName!: string;
  @Field({ description: 'RUC de la empresa (emp_ruc)' }) ruc!: string;
  @Field(() => CompanyStateCode, { description: 'Estado de la empresa: inactiva, activa, demostración o bloqueada (emp_activa)' }) state!: CompanyStateCode;
}

@ObjectType('MenuBar', { description: 'La barra de menús de una empresa, con los permisos del usuario sobre la pantalla de menús' })
export class MenuBar {
  @Field(() => MenuAdminCompany, { description: 'La empresa dueña de los menús' }) company!: MenuAdminCompany;
  @Field(() => [MenuBarEntry], { description: 'Los menús en el orden pedido (por omisión cada principal seguido de sus submenús)' }) items!: MenuBarEntry[];
  @Field(() => Int, { description: 'Cuántos menús hay en la lista' }) totalCount!: number;
  @Field(() => ScreenPermission, { description: "Permisos del usuario sobre la pantalla de menús (recurso 'menus')" }) permisos!: ScreenPermission;
}

@InputType('MenuBarEntryInput', { description: 'Menú a crear (sin id) o editar' })
export class MenuBarEntryInput {
  @Field(() => Int, { nullable: true, description: 'Código interno del menú a editar; vacío para crear uno (mb_codigo)' }) id?: number | null;
  @Field(() => String, { nullable: true, description: 'Texto de la barra, obligatorio, hasta 100 caracteres (mb_titulo)' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'Dirección de la pantalla, relativa o http(s), hasta 200 caracteres (mb_url)' }) url?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Posición, entero mayor que 0; un submenú: mayor que la de su padre y hasta la de su padre + 999 (mb_orden)',
  })
  order?: number | null;
  @Field(() => Int, { nullable: true, description: 'Código del menú principal del que cuelga; 0 o vacío para un menú principal (mb_parent)' }) parentId?:
    number | null;
}

@ObjectType('MenuBarEntryResult', { description: 'Resultado de crear o editar un menú' })
export class MenuBarEntryResult {
  @Field({ description: 'Mensaje de éxito para mostrar al usuario' }) message!: string;
  @Field(() => MenuBarEntry, { description: 'El menú tal como quedó guardado' }) menu!: MenuBarEntry;
}

@ObjectType('MenuBarDeleteResult', { description: 'Resultado de eliminar menús' })
export class MenuBarDeleteResult {
  @Field({ description: 'Mensaje de éxito para mostrar al usuario' }) message!: string;
  @Field(() => [Int], { description: 'Códigos internos de los menús eliminados (mb_codigo)' }) deletedIds!: number[];
}
