import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { LocalDateScalar, MoneyScalar } from '../../graphql/scalars.js';
import { requirePermission } from '../../shared/permissions.js';
import { activateMenuOption, decodeAccessKey, menuOptions, restoreElectronicDocument } from './documents.service.js';
import { LEVEL, RESOURCE } from './company-scope.js';
import { accountingModels, aplicativoOptions, initialPeriod, saveAccountingModel, setInitialPeriod } from './setup.service.js';
import { fixUnbalancedEntries, setUnbalancedLimit, unbalancedEntries, unbalancedLimit } from './unbalanced.service.js';
import {
  AccessKeyDecoded,
  AccountingModelInput,
  AccountingModelResult,
  AccountingModels,
  AplicativoOptions,
  FixEntriesResult,
  InitialPeriodInfo,
  InitialPeriodResult,
  MenuOptionResult,
  MenuOptions,
  RestoreDocumentResult,
  UnbalancedEntry,
  UnbalancedLimit,
} from './aplicativo.types.js';

const COMPANY = { nullable: true, description: "Empresa (emp_codigo); sin ella: 'Falta empresa'" } as const;

/** The aplicativo (spec 000: /aplicativo, five modules); the same services as /rest/aplicativo/{id}. */
@Resolver()
export class AplicativoResolver {
  @Query(() => AplicativoOptions, {
    description: "Módulos del aplicativo que el servidor ofrece para la empresa (getOpciones); vacío con 'No hay módulos disponibles'",
  })
  aplicativoOptions(@Arg('companyId', () => Int, COMPANY) companyId: number | null, @Ctx() ctx: AppContext): Promise<AplicativoOptions> {
    return aplicativoOptions(ctx, companyId);
  }

  @Query(() => AccountingModels, { description: 'Módulo 1: modelos contables de un tipo de cuenta, tipos de transacción y cuentas (modelosContablesByTipCta)' })
  accountingModels(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('accountType', () => Int, { nullable: true, description: 'Tipo de cuenta (tcu_codigo); sin él, el primero' }) accountType: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<AccountingModels> {
    return accountingModels(ctx, companyId, accountType);
  }

  @Mutation(() => AccountingModelResult, {
    description: 'Módulo 1: guarda un modelo contable (modeloContableByTipCta); exige editar ≥ 2 sobre aplicativo; auditado',
  })
  saveAccountingModel(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('input', () => AccountingModelInput, { description: 'El modelo a guardar' }) input: AccountingModelInput,
    @Ctx() ctx: AppContext,
  ): Promise<AccountingModelResult> {
    return saveAccountingModel(ctx, companyId, input);
  }

  @Query(() => InitialPeriodInfo, { description: 'Módulo 2: período inicial, registros y documentos electrónicos de la empresa (periodoContableInicial)' })
  initialAccountingPeriod(@Arg('companyId', () => Int, COMPANY) companyId: number | null, @Ctx() ctx: AppContext): Promise<InitialPeriodInfo> {
    return initialPeriod(ctx, companyId);
  }

  @Mutation(() => InitialPeriodResult, {
    description:
      'Módulo 2: encera los movimientos y establece el período inicial, en una transacción; negado con documentos electrónicos o más de 30 registros; exige editar ≥ 3; auditado',
  })
  setInitialAccountingPeriod(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('from', () => LocalDateScalar, { description: 'Primer día del período inicial (pe_finicio)' }) from: string,
    @Arg('to', () => LocalDateScalar, { description: 'Último día del período inicial (pe_ffin)' }) to: string,
    @Ctx() ctx: AppContext,
  ): Promise<InitialPeriodResult> {
    return setInitialPeriod(ctx, companyId, from, to);
  }

  @Query(() => UnbalancedLimit, { description: 'Módulo 3: períodos con su límite de descuadre (limiteDescuadreAsientos)' })
  unbalancedEntryLimit(@Arg('companyId', () => Int, COMPANY) companyId: number | null, @Ctx() ctx: AppContext): Promise<UnbalancedLimit> {
    return unbalancedLimit(ctx, companyId);
  }

  @Mutation(() => UnbalancedLimit, {
    description: 'Módulo 3: fija el límite de descuadre de un período (limiteDescuadreAsientos POST); exige editar ≥ 2; auditado',
  })
  setUnbalancedEntryLimit(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('periodId', () => Int, { description: 'Período (pe_codigo)' }) periodId: number,
    @Arg('limit', () => MoneyScalar, { description: 'Límite: de 0.00 a 9999.99 (limite)' }) limit: string,
    @Ctx() ctx: AppContext,
  ): Promise<UnbalancedLimit> {
    return setUnbalancedLimit(ctx, companyId, periodId, limit);
  }

  @Query(() => [UnbalancedEntry], {
    description:
      "Módulo 3: asientos descuadrados entre dos fechas (descuadreAsientos); 'El período que está buscando está bloqueado' si no hay período o está bloqueado",
  })
  unbalancedEntries(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('from', () => LocalDateScalar, { description: 'Desde (desde)' }) from: string,
    @Arg('to', () => LocalDateScalar, { description: 'Hasta (hasta)' }) to: string,
    @Ctx() ctx: AppContext,
  ): Promise<UnbalancedEntry[]> {
    return unbalancedEntries(ctx, companyId, from, to);
  }

  @Mutation(() => FixEntriesResult, {
    description:
      'Módulo 3: cuadra los asientos elegidos con una línea de redondeo a la cuenta CUENTA_REDONDEO, todos o ninguno (descuadreAsientos POST); exige editar ≥ 3; auditado',
  })
  fixUnbalancedEntries(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('entryIds', () => [Int], { description: 'Asientos a cuadrar (dia_codigo)' }) entryIds: number[],
    @Ctx() ctx: AppContext,
  ): Promise<FixEntriesResult> {
    return fixUnbalancedEntries(ctx, companyId, entryIds);
  }

  @Query(() => AccessKeyDecoded, {
    description: 'Módulo 4: separa una clave de acceso en sus partes; niega otra longitud que 49 dígitos y un dígito verificador errado',
  })
  async decodeAccessKey(
    @Arg('authorizationNumber', { description: 'Número de autorización (clave de acceso)' }) authorizationNumber: string,
    @Ctx() ctx: AppContext,
  ): Promise<AccessKeyDecoded> {
    await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver', LEVEL.read);
    return decodeAccessKey(authorizationNumber);
  }

  @Mutation(() => RestoreDocumentResult, {
    description: 'Módulo 4: deja un documento electrónico pendiente de envío (restaurarDocele); exige editar ≥ 3; auditado',
  })
  restoreElectronicDocument(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('authorizationNumber', { description: 'Número de autorización de 49 dígitos (numAutorizacion)' }) authorizationNumber: string,
    @Ctx() ctx: AppContext,
  ): Promise<RestoreDocumentResult> {
    return restoreElectronicDocument(ctx, companyId, authorizationNumber);
  }

  @Query(() => MenuOptions, { description: 'Módulo 5: opciones de menú y procesos de la empresa (opcionesMenu)' })
  companyMenuOptions(@Arg('companyId', () => Int, COMPANY) companyId: number | null, @Ctx() ctx: AppContext): Promise<MenuOptions> {
    return menuOptions(ctx, companyId);
  }

  @Mutation(() => MenuOptionResult, {
    description:
      "Módulo 5: activa una opción de menú (opcionMenu): 'Seleccione una opción' / 'La opción ya está activa en la empresa'; exige editar ≥ 2; auditado",
  })
  activateCompanyMenuOption(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('optionId', () => Int, { nullable: true, description: 'Opción (opm_codigo)' }) optionId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<MenuOptionResult> {
    return activateMenuOption(ctx, companyId, optionId);
  }
}
