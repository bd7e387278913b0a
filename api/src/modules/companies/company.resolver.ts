import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { BUSINESS_LINES } from '../../domain/business-lines.js';
import type { AppContext } from '../../graphql/context.js';
import { readAddOns, readLocation, readServices } from './company-json.js';
import { listCompanies, permisosOf, type CompanyRow } from './company-list.service.js';
import { addOnOptions, businessLines, COUNTRIES, provinces, serviceOptions, stateLegend } from './company-reference.js';
import { bulkChangeBusinessLine, bulkChangeState, changeCompanyState, deleteCompany } from './company-state.service.js';
import { STATE_LABELS, stateActions, stateView } from './company-state.js';
import { companyHistory, getCompany, getCompanyLogo, saveCompany } from './company.service.js';
import { Company } from './company.entity.js';
import { CompanyListFilter, CompanySaveInput } from './company.inputs.js';
import {
  CompanyAddOns,
  CompanyFormOptions,
  CompanyHistoryEntry,
  CompanyLocation,
  CompanyPage,
  CompanyResult,
  CompanyServices,
  CompanyStateAction,
  CompanyStateView,
} from './company.types.js';
import { COMPANY_MSG } from './messages.js';

const LINE_NAMES = new Map(BUSINESS_LINES.map(([code, name]) => [code, name]));
const flag = (v: 'T' | 'F') => v === 'T';

/** Fields computed from the company row itself: no query per company in a list. */
@Resolver(() => Company)
export class CompanyFieldsResolver {
  @FieldResolver(() => CompanyStateView, { description: 'Etiqueta y color del estado (LECTURA si activa con lectura)' })
  stateView(@Root() c: CompanyRow): CompanyStateView {
    return stateView(c.state, readLocation(c.location).readOnly);
  }

  @FieldResolver(() => [CompanyStateAction], { description: 'Cambios de estado que se ofrecen (ninguno en DEMO)' })
  stateActions(@Root() c: CompanyRow): CompanyStateAction[] {
    return stateActions(c.state, readLocation(c.location).readOnly);
  }

  @FieldResolver(() => CompanyLocation, { description: 'emp_ubica leída (provincia 2, LOJA si está vacía)' })
  locationInfo(@Root() c: CompanyRow): CompanyLocation {
    return readLocation(c.location);
  }

  @FieldResolver(() => CompanyServices, { description: 'emp_tiposerv leído (bk T si no está)' })
  serviceFlags(@Root() c: CompanyRow): CompanyServices {
    const s = readServices(c.services);
    return { fe: flag(s.fe), sms: flag(s.sms), ced: flag(s.ced), email: flag(s.email), bk: flag(s.bk), bka: flag(s.bka), bloqAut: flag(s.bloq_aut) };
  }

  @FieldResolver(() => CompanyAddOns, { description: 'emp_modadc leído' })
  addOnFlags(@Root() c: CompanyRow): CompanyAddOns {
    const a = readAddOns(c.addOns);
    return { pry: flag(a.pry), fol: flag(a.fol), orc: flag(a.orc), orp: flag(a.orp), bod: flag(a.bod), imp: flag(a.imp), ven: flag(a.ven), inv: flag(a.inv) };
  }

  @FieldResolver(() => String, { nullable: true, description: 'Nombre del tipo de empresa' })
  businessLineName(@Root() c: CompanyRow): string | null {
    if (c.businessLine === null || c.businessLine === undefined) return null;
    return c.businessLineLabel ?? LINE_NAMES.get(c.businessLine) ?? null;
  }

  @FieldResolver(() => Boolean, { description: 'Tiene clave de la base guardada (la clave nunca se devuelve)' })
  hasDbPassword(@Root() c: CompanyRow): boolean {
    return c.hasPassword ?? !!c.dbPasswordEncrypted;
  }
}

@Resolver()
export class CompanyResolver {
  @Query(() => CompanyPage, { description: 'Empresas filtradas por tipo, estado, servicios, módulos y texto; páginas de 50 por omisión' })
  companies(
    @Arg('filter', () => CompanyListFilter, { nullable: true }) filter: CompanyListFilter | null,
    @Arg('page', () => Int, { nullable: true, description: 'Desde 1' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: '50 por omisión, hasta 500' }) pageSize: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<CompanyPage> {
    return listCompanies(ctx, filter, page ?? 1, pageSize ?? undefined);
  }

  @Query(() => Company, { description: 'Una empresa por emp_codigo' })
  company(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<Company> {
    return getCompany(ctx, id);
  }

  @Query(() => String, { nullable: true, description: 'Logo de la empresa como data URL' })
  companyLogo(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<string | null> {
    return getCompanyLogo(ctx, id);
  }

  @Query(() => [CompanyHistoryEntry], { description: 'Historial de estados de la empresa, el más reciente primero' })
  companyHistory(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<CompanyHistoryEntry[]> {
    return companyHistory(ctx, id);
  }

  @Query(() => CompanyFormOptions, { description: 'Tipos, provincias, países, estados, servicios y módulos; con el objeto permisos' })
  async companyFormOptions(@Ctx() ctx: AppContext): Promise<CompanyFormOptions> {
    const permisos = await permisosOf(ctx);
    return { businessLines: await businessLines(ctx.em), provinces: await provinces(ctx.em), countries: [...COUNTRIES], states: stateLegend(), services: serviceOptions(), addOns: addOnOptions(), permisos };
  }

  @Mutation(() => CompanyResult, { description: 'Guarda una empresa (id null registra una nueva)' })
  async saveCompany(@Arg('input') input: CompanySaveInput, @Ctx() ctx: AppContext): Promise<CompanyResult> {
    const company = await saveCompany(ctx, input);
    return { message: COMPANY_MSG.saved, company, count: 1 };
  }

  @Mutation(() => CompanyResult, { description: 'Cambia el estado de una empresa con las transiciones permitidas' })
  async changeCompanyState(@Arg('id', () => Int) id: number, @Arg('state', () => Int) state: number, @Ctx() ctx: AppContext): Promise<CompanyResult> {
    const company = await changeCompanyState(ctx, id, state);
    return { message: COMPANY_MSG.stateChanged(company.legalName, stateView(company.state, readLocation(company.location).readOnly).label), company, count: 1 };
  }

  @Mutation(() => CompanyResult, { description: 'Cambio masivo de estado (todas o ninguna), con fecha fin opcional' })
  async bulkChangeCompanyState(
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('state', () => Int) state: number,
    @Arg('endDate', () => String, { nullable: true, description: 'DD/MM/AAAA o AAAA-MM-DD' }) endDate: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<CompanyResult> {
    const count = await bulkChangeState(ctx, ids, state, endDate);
    return { message: COMPANY_MSG.bulkStateDone(count, STATE_LABELS[state]), company: null, count };
  }

  @Mutation(() => CompanyResult, { description: 'Cambio masivo del tipo de empresa (agrupar); -1 quita el tipo' })
  async bulkChangeCompanyType(@Arg('ids', () => [Int]) ids: number[], @Arg('businessLine', () => Int) businessLine: number, @Ctx() ctx: AppContext): Promise<CompanyResult> {
    const { count, name } = await bulkChangeBusinessLine(ctx, ids, businessLine);
    return { message: COMPANY_MSG.bulkTypeDone(count, name), company: null, count };
  }

  @Mutation(() => CompanyResult, { description: 'Elimina una empresa y su esquema (no si tiene paquetes activos)' })
  async deleteCompany(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<CompanyResult> {
    const name = await deleteCompany(ctx, id);
    return { message: COMPANY_MSG.deleted(name), company: null, count: 1 };
  }
}
