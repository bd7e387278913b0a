import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ScreenPermission } from '../auth/auth.types.js';

/** A menu bar entry of a client company (tmenubar in the company's schema). */
@ObjectType('MenuBarEntry', { description: 'Entrada de la barra de menús de una empresa (tmenubar)' })
export class MenuBarEntry {
  @Field(() => Int, { description: 'Código (mb_codigo)' }) id!: number;
  @Field({ description: 'Título (mb_titulo)' }) title!: string;
  @Field(() => String, { nullable: true, description: 'Url (mb_url)' }) url!: string | null;
  @Field(() => Int, { description: 'Orden (mb_orden)' }) order!: number;
  @Field(() => Int, { description: 'Menú padre (mb_parent); 0 = menú principal' }) parentId!: number;
  @Field(() => Int, { description: 'Nivel (nivel): 0 principal, 1 submenú' }) level!: number;
  @Field(() => String, { nullable: true, description: 'Título del menú padre' }) parentTitle!: string | null;
  @Field(() => Int, { description: 'Submenús de un menú principal' }) childCount!: number;
}

/** The company whose menus are administered. */
@ObjectType('MenuAdminCompany', { description: 'Empresa elegida por su acceso (emp_coding)' })
export class MenuAdminCompany {
  @Field(() => Int, { description: 'emp_codigo' }) id!: number;
  @Field({ description: 'Acceso (emp_coding)' }) accessCode!: string;
  @Field({ description: 'Razón social (emp_razons)' }) legalName!: string;
  @Field({ description: 'RUC (emp_ruc)' }) ruc!: string;
  @Field(() => Int, { description: 'Estado (emp_activa)' }) state!: number;
}

@ObjectType('MenuBar', { description: 'Menús de una empresa (search): principales con sus submenús debajo, y permisos' })
export class MenuBar {
  @Field(() => MenuAdminCompany) company!: MenuAdminCompany;
  @Field(() => [MenuBarEntry]) items!: MenuBarEntry[];
  @Field(() => ScreenPermission, { description: "Objeto permisos de la pantalla 'menus'" }) permisos!: ScreenPermission;
}

@InputType('MenuBarEntryInput', { description: 'Menú a crear (sin id) o editar' })
export class MenuBarEntryInput {
  @Field(() => Int, { nullable: true, description: 'mb_codigo; vacío para crear' }) id?: number | null;
  @Field(() => String, { nullable: true, description: 'mb_titulo' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'mb_url' }) url?: string | null;
  @Field(() => Int, { nullable: true, description: 'mb_orden; un submenú: mayor que el del padre y hasta el del padre + 999' }) order?: number | null;
  @Field(() => Int, { nullable: true, description: 'mb_parent; 0 o vacío = menú principal' }) parentId?: number | null;
}

@ObjectType('MenuBarEntryResult')
export class MenuBarEntryResult {
  @Field() message!: string;
  @Field(() => MenuBarEntry) menu!: MenuBarEntry;
}

@ObjectType('MenuBarDeleteResult')
export class MenuBarDeleteResult {
  @Field() message!: string;
  @Field(() => [Int], { description: 'mb_codigo eliminados' }) deletedIds!: number[];
}
