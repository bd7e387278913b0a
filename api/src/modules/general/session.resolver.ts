import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { relatedCompanies, userCompanies } from './company-lists.service.js';
import { UserCompanies, UserCompany } from './company-lists.types.js';
import { appConfig, sessionCodes, sessionNames } from './session.service.js';
import { AppConfig, SessionCodes, SessionNames } from './session.types.js';

const company = (nullable: boolean) =>
  Arg('companyId', () => Int, {
    nullable,
    description: 'Empresa cliente con la que se trabaja (emp_codigo)' + (nullable ? '; sin ella solo se dan los datos del usuario' : ''),
  });

@Resolver()
export class GeneralSessionResolver {
  @Query(() => SessionCodes, { description: 'Códigos de la sesión: usuario y sección, y los de la empresa indicada (obtcod)' })
  sessionCodes(@company(true) companyId: number | null, @Ctx() ctx: AppContext): Promise<SessionCodes> {
    return sessionCodes(ctx, companyId);
  }

  @Query(() => SessionNames, { description: 'Nombres de los códigos de la sesión (obtnombres)' })
  sessionNames(@company(true) companyId: number | null, @Ctx() ctx: AppContext): Promise<SessionNames> {
    return sessionNames(ctx, companyId);
  }

  @Query(() => AppConfig, { description: 'Configuración de la aplicación para una empresa (appconfig)' })
  appConfig(@company(false) companyId: number, @Ctx() ctx: AppContext): Promise<AppConfig> {
    return appConfig(ctx, companyId);
  }

  @Query(() => [UserCompany], { description: 'Empresas con las que trabaja el usuario que inició sesión (emprel)' })
  relatedCompanies(@Ctx() ctx: AppContext): Promise<UserCompany[]> {
    return relatedCompanies(ctx);
  }

  @Query(() => UserCompanies, { description: 'Empresas de un usuario del personal y las líneas de negocio (lista_emp)' })
  userCompanies(@Arg('userId', () => Int, { description: 'Usuario del personal (num_user)' }) userId: number, @Ctx() ctx: AppContext): Promise<UserCompanies> {
    return userCompanies(ctx, userId);
  }
}
