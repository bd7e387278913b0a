import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { deleteMenus, listMenus, lookupCompanyMenu, menuChildren, saveMenu, searchMenuCompanies } from './menu-admin.service.js';
import { MenuAdminCompany, MenuBar, MenuBarDeleteResult, MenuBarEntry, MenuBarEntryInput, MenuBarEntryResult, MenuOrder } from './menu-admin.types.js';

const company = () => Arg('companyId', () => Int, { description: 'Código interno de la empresa cliente dueña de los menús (emp_codigo)' });

@Resolver()
export class MenuAdminResolver {
  @Query(() => [MenuAdminCompany], {
    description:
      'Hasta 20 empresas cuyo código de acceso empieza con el texto (la coincidencia exacta primero), para elegir la empresa del administrador de menús',
  })
  menuAdminCompanies(
    @Arg('search', () => String, { nullable: true, description: 'Comienzo del código de acceso, sin distinguir mayúsculas; no puede estar vacío' })
    search: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<MenuAdminCompany[]> {
    return searchMenuCompanies(ctx, search);
  }

  @Query(() => MenuBar, { description: 'La barra de menús de una empresa, con los permisos del usuario' })
  menuBar(
    @company() companyId: number,
    @Arg('principalOnly', () => Boolean, { nullable: true, description: 'Verdadero para listar solo los menús principales' }) principalOnly: boolean | null,
    @Arg('orderBy', () => MenuOrder, { nullable: true, description: 'Orden de los menús; por omisión como los ve el usuario' }) orderBy: MenuOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<MenuBar> {
    return listMenus(ctx, companyId, principalOnly ?? false, orderBy);
  }

  @Query(() => MenuBarEntry, { nullable: true, description: 'Un menú de una empresa; null si la empresa no tiene un menú con ese código' })
  menuBarEntry(
    @company() companyId: number,
    @Arg('id', () => Int, { description: 'Código interno del menú (mb_codigo)' }) id: number,
    @Ctx() ctx: AppContext,
  ): Promise<MenuBarEntry | null> {
    return lookupCompanyMenu(ctx, companyId, id);
  }

  @Query(() => [MenuBarEntry], { description: 'Submenús de un menú principal, por su posición' })
  menuBarChildren(
    @company() companyId: number,
    @Arg('parentId', () => Int, { description: 'Código interno del menú principal (mb_codigo)' }) parentId: number,
    @Ctx() ctx: AppContext,
  ): Promise<MenuBarEntry[]> {
    return menuChildren(ctx, companyId, parentId);
  }

  @Mutation(() => MenuBarEntryResult, { description: 'Crea o edita un menú principal o un submenú' })
  saveMenuBarEntry(
    @company() companyId: number,
    @Arg('input', () => MenuBarEntryInput, { description: 'Datos del menú; sin id crea uno' }) input: MenuBarEntryInput,
    @Ctx() ctx: AppContext,
  ): Promise<MenuBarEntryResult> {
    return saveMenu(ctx, companyId, input);
  }

  @Mutation(() => MenuBarDeleteResult, { description: 'Elimina menús juntos; un menú principal solo se elimina junto con todos sus submenús' })
  deleteMenuBarEntries(
    @company() companyId: number,
    @Arg('ids', () => [Int], { description: 'Códigos internos de los menús a eliminar (mb_codigo)' }) ids: number[],
    @Ctx() ctx: AppContext,
  ): Promise<MenuBarDeleteResult> {
    return deleteMenus(ctx, companyId, ids);
  }
}
