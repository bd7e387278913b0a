import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, GraphQLISODateTime, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { checkPage } from '../../graphql/paging.js';
import { selectedFields } from '../../graphql/selection.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { AppError } from '../../shared/app-error.js';
import { checkConnectionFilter, rememberConnectionAccess } from './company-connection.js';
import { CompanyStateCode } from './company-enums.js';
import { listCompanies, permisosOf } from './company-list.service.js';
import { addOnOptions, businessLines, COUNTRIES, provinces, serviceOptions, stateLegend } from './company-reference.js';
import { bulkChangeBusinessLine, bulkChangeState, changeCompanyState, deleteCompany } from './company-state.service.js';
import { STATE_LABELS, companyStateView } from './company-state.js';
import { companyHistory, getCompanyLogo, lookupCompany, saveCompany } from './company.service.js';
import { Company } from './company.entity.js';
import { CompanyListFilter, CompanyOrder, CompanySaveInput } from './company.inputs.js';
import { CompanyFormOptions, CompanyHistoryEntry, CompanyPage, CompanyResult } from './company.types.js';
import { COMPANY_MSG } from './messages.js';

@Resolver()
export class CompanyResolver {
  @Query(() => CompanyPage, {
    description:
      'Empresas filtradas por texto, tipo, estado, servicios y módulos, de a una página (50 por omisión, hasta 500), ordenadas por razón social salvo que se pida otro orden',
  })
  async companies(
    @Arg('filter', () => CompanyListFilter, { nullable: true, description: 'Filtros de la pantalla de empresas' }) filter: CompanyListFilter | null,
    @Arg('ids', () => [Int], { nullable: true, description: 'Solo estas empresas (códigos emp_codigo); una lista vacía no devuelve ninguna' })
    ids: number[] | null,
    @Arg('updatedSince', () => GraphQLISODateTime, {
      nullable: true,
      description: 'Solo las empresas cambiadas en este instante o después (updatedAt), para sincronizar por partes',
    })
    updatedSince: Date | null,
    @Arg('orderBy', () => CompanyOrder, { nullable: true, description: 'Orden de la lista; por omisión por razón social ascendente' })
    orderBy: CompanyOrder | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página que se pide, desde 1 (1 por omisión)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Empresas por página, de 1 a 500 (50 por omisión)' }) pageSize: number | null,
    @Ctx() ctx: AppContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CompanyPage> {
    const checked = checkPage(page, pageSize);
    const fields = selectedFields(info, ['items']);
    await checkConnectionFilter(ctx, filter);
    const result = await listCompanies(ctx, filter, checked.page, checked.pageSize, { ids, updatedSince, order: orderBy, fields });
    // The page's grant, read with it, tells the connection fields whom to show their values.
    rememberConnectionAccess(ctx, result.permisos.edit);
    return { ...result, totalCount: result.total };
  }

  @Query(() => Company, {
    nullable: true,
    description:
      'Una empresa por su código o por su RUC (exactamente uno de los dos); null si no existe. Con el RUC de varias empresas devuelve la registrada primero',
  })
  company(
    @Arg('id', () => Int, { nullable: true, description: 'Código de la empresa (emp_codigo)' }) id: number | null,
    @Arg('ruc', () => String, { nullable: true, description: 'RUC de la empresa, 13 dígitos (emp_ruc)' }) ruc: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<Company | null> {
    const hasId = id !== null && id !== undefined;
    const hasRuc = ruc !== null && ruc !== undefined;
    if (hasId && hasRuc) throw AppError.input('ruc', COMPANY_MSG.lookupBoth);
    if (!hasId && !hasRuc) throw AppError.input('id', COMPANY_MSG.lookupNone);
    return lookupCompany(ctx, { id, ruc });
  }

  @Query(() => String, { nullable: true, description: 'Logo de la empresa como data URL; null si no tiene logo o la empresa no existe' })
  companyLogo(@Arg('id', () => Int, { description: 'Código de la empresa (emp_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<string | null> {
    return getCompanyLogo(ctx, id, 'null');
  }

  @Query(() => [CompanyHistoryEntry], {
    nullable: true,
    description: 'Historial de estados de la empresa, el cambio más reciente primero; null si la empresa no existe',
  })
  async companyHistory(
    @Arg('id', () => Int, { description: 'Código de la empresa (emp_codigo)' }) id: number,
    @Ctx() ctx: AppContext,
  ): Promise<CompanyHistoryEntry[] | null> {
    try {
      return await companyHistory(ctx, id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  @Query(() => CompanyFormOptions, {
    description: 'Listas del formulario y de los filtros de empresas (tipos, provincias, países, estados, servicios y módulos) con los permisos del usuario',
  })
  async companyFormOptions(@Ctx() ctx: AppContext): Promise<CompanyFormOptions> {
    const permisos = await permisosOf(ctx);
    return {
      businessLines: await businessLines(ctx.em),
      provinces: await provinces(ctx.em),
      countries: [...COUNTRIES],
      states: stateLegend(),
      services: serviceOptions() as CompanyFormOptions['services'],
      addOns: addOnOptions() as CompanyFormOptions['addOns'],
      permisos,
    };
  }

  @Mutation(() => CompanyResult, { description: 'Guarda los datos de una empresa; sin id registra una nueva sobre una base existente' })
  async saveCompany(@Arg('input', { description: 'Datos de la empresa' }) input: CompanySaveInput, @Ctx() ctx: AppContext): Promise<CompanyResult> {
    const company = await saveCompany(ctx, input);
    return { message: COMPANY_MSG.saved, company, count: 1 };
  }

  @Mutation(() => CompanyResult, { description: 'Cambia el estado de una empresa, solo con los cambios que ofrece su estado actual (stateActions)' })
  async changeCompanyState(
    @Arg('id', () => Int, { description: 'Código de la empresa (emp_codigo)' }) id: number,
    @Arg('state', () => CompanyStateCode, { description: 'Estado en que debe quedar' }) state: CompanyStateCode,
    @Ctx() ctx: AppContext,
  ): Promise<CompanyResult> {
    const company = await changeCompanyState(ctx, id, state);
    return { message: COMPANY_MSG.stateChanged(company.legalName, companyStateView(company.state, company.location).label), company, count: 1 };
  }

  @Mutation(() => CompanyResult, { description: 'Pone el mismo estado a varias empresas (todas o ninguna), con una fecha fin opcional' })
  async bulkChangeCompanyState(
    @Arg('ids', () => [Int], { description: 'Códigos de las empresas (emp_codigo)' }) ids: number[],
    @Arg('state', () => CompanyStateCode, { description: 'Estado en que deben quedar' }) state: CompanyStateCode,
    @Arg('endDate', () => LocalDateScalar, { nullable: true, description: 'Fecha hasta la que rige el nuevo estado; sin fecha no vence' })
    endDate: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<CompanyResult> {
    const count = await bulkChangeState(ctx, ids, state, endDate);
    return { message: COMPANY_MSG.bulkStateDone(count, STATE_LABELS[state]), company: null, count };
  }

  @Mutation(() => CompanyResult, { description: 'Pone el mismo tipo de empresa a varias empresas (agrupar), todas o ninguna; -1 les quita el tipo' })
  async bulkChangeCompanyType(
    @Arg('ids', () => [Int], { description: 'Códigos de las empresas (emp_codigo)' }) ids: number[],
    @Arg('businessLine', () => Int, { description: 'Tipo de empresa, código de companyFormOptions.businessLines; -1 quita el tipo' }) businessLine: number,
    @Ctx() ctx: AppContext,
  ): Promise<CompanyResult> {
    const { count, name } = await bulkChangeBusinessLine(ctx, ids, businessLine);
    return { message: COMPANY_MSG.bulkTypeDone(count, name), company: null, count };
  }

  @Mutation(() => CompanyResult, {
    description: 'Elimina una empresa y el esquema de su base en este servidor; se niega si tiene paquetes de conexión activos',
  })
  async deleteCompany(@Arg('id', () => Int, { description: 'Código de la empresa (emp_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<CompanyResult> {
    const name = await deleteCompany(ctx, id);
    return { message: COMPANY_MSG.deleted(name), company: null, count: 1 };
  }
}

// The schema registers both resolvers from this file.
export { CompanyFieldsResolver } from './company-fields.resolver.js';
