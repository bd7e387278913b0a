import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { deleteMenus, getMenu, listMenus, menuChildren, saveMenu, searchMenuCompanies } from './menu-admin.service.js';
import { MenuAdminCompany, MenuBar, MenuBarDeleteResult, MenuBarEntry, MenuBarEntryInput, MenuBarEntryResult } from './menu-admin.types.js';

const COMPANY = { nullable: true, description: 'Empresa (emp_codigo)' } as const;

@Resolver()
export class MenuAdminResolver {
  @Query(() => [MenuAdminCompany], { description: 'Empresas cuyo acceso (emp_coding) empieza con el texto, para elegir la empresa del administrador de menús' })
  menuAdminCompanies(@Arg('search', () => String, { nullable: true }) search: string | null, @Ctx() ctx: AppContext): Promise<MenuAdminCompany[]> {
    return searchMenuCompanies(ctx, search);
  }

  @Query(() => MenuBar, { description: 'Menús de una empresa (search; get_parents con principalOnly)' })
  menuBar(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('principalOnly', () => Boolean, { nullable: true, description: 'Solo menús principales (mb_parent 0)' }) principalOnly: boolean | null,
    @Ctx() ctx: AppContext,
  ): Promise<MenuBar> {
    return listMenus(ctx, companyId, principalOnly ?? false);
  }

  @Query(() => MenuBarEntry, { description: 'Un menú de una empresa (get_menu)' })
  menuBarEntry(@Arg('companyId', () => Int, COMPANY) companyId: number | null, @Arg('id', () => Int, { nullable: true }) id: number | null, @Ctx() ctx: AppContext): Promise<MenuBarEntry> {
    return getMenu(ctx, companyId, id);
  }

  @Query(() => [MenuBarEntry], { description: 'Submenús de un menú principal (get_children)' })
  menuBarChildren(@Arg('companyId', () => Int, COMPANY) companyId: number | null, @Arg('parentId', () => Int, { nullable: true }) parentId: number | null, @Ctx() ctx: AppContext): Promise<MenuBarEntry[]> {
    return menuChildren(ctx, companyId, parentId);
  }

  @Mutation(() => MenuBarEntryResult, { description: 'Crea o edita un menú principal o un submenú (save_menu)' })
  saveMenuBarEntry(@Arg('companyId', () => Int, COMPANY) companyId: number | null, @Arg('input', () => MenuBarEntryInput) input: MenuBarEntryInput, @Ctx() ctx: AppContext): Promise<MenuBarEntryResult> {
    return saveMenu(ctx, companyId, input);
  }

  @Mutation(() => MenuBarDeleteResult, { description: 'Elimina menús (delete_menu); un principal solo junto con todos sus submenús' })
  deleteMenuBarEntries(@Arg('companyId', () => Int, COMPANY) companyId: number | null, @Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: AppContext): Promise<MenuBarDeleteResult> {
    return deleteMenus(ctx, companyId, ids);
  }
}
