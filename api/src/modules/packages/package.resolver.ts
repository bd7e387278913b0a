import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { blockAuthorization, unblockAuthorization } from './authorization.service.js';
import { PACKAGE_MSG } from './messages.js';
import { changeNotificationEmail, companyContacts, sendPackageNotification } from './notification.service.js';
import { listConnections, packagePermisos } from './package-list.service.js';
import { readPackage } from './package-read.js';
import { cancelPackage, createPackage, editPackage, packageDetails } from './package.service.js';
import {
  AuthorizationResult,
  ConnectionFilter,
  ConnectionPackage,
  ConnectionPage,
  ContractContact,
  NotificationEmailInput,
  NotificationEmailResult,
  NotificationResult,
  PackageDetails,
  PackageInput,
  PackageResult,
  UsageResult,
} from './package.types.js';
import { recordUsage } from './usage.service.js';

@Resolver()
export class PackageResolver {
  @Query(() => ConnectionPage, { description: 'Empresas con su paquete vigente, resumen, filtros rápidos de saldo y permisos (search_lista)' })
  connectionPackages(
    @Arg('filter', () => ConnectionFilter, { nullable: true }) filter: ConnectionFilter | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: '50 por omisión, hasta 500' }) pageSize: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ConnectionPage> {
    return listConnections(ctx, filter, page ?? 1, pageSize ?? undefined);
  }

  @Query(() => ConnectionPackage, { description: 'Un paquete por con_codigo, con usadas y saldo del libro de uso' })
  async connectionPackage(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<ConnectionPackage> {
    await packagePermisos(ctx);
    return readPackage(ctx.em, id);
  }

  @Query(() => PackageDetails, { description: "Paquetes de un solo contrato (verdetalles): 'Debe seleccionar un contrato para ver detalles' sin ninguno" })
  packageDetails(@Arg('rucs', () => [String], { description: 'RUC de los contratos elegidos (exactamente uno)' }) rucs: string[], @Ctx() ctx: AppContext): Promise<PackageDetails> {
    return packageDetails(ctx, rucs);
  }

  @Query(() => [ContractContact], { description: 'Contactos (referentes) de los contratos activos de una empresa' })
  companyContacts(@Arg('companyId', () => Int) companyId: number, @Ctx() ctx: AppContext): Promise<ContractContact[]> {
    return companyContacts(ctx, companyId);
  }

  @Mutation(() => PackageResult, { description: 'Registra un paquete (crear_conexiones): adquiridas = paquete + saldo del paquete vigente' })
  async createConnectionPackage(@Arg('input') input: PackageInput, @Ctx() ctx: AppContext): Promise<PackageResult> {
    const pkg = await createPackage(ctx, input);
    return { message: PACKAGE_MSG.created(pkg.ruc, pkg.acquired), package: pkg };
  }

  @Mutation(() => PackageResult, { description: "Edita un paquete (editar_conexiones); sin id: 'Debe seleccionar un paquete'" })
  async editConnectionPackage(@Arg('id', () => Int, { nullable: true }) id: number | null, @Arg('input') input: PackageInput, @Ctx() ctx: AppContext): Promise<PackageResult> {
    const pkg = await editPackage(ctx, id, input);
    return { message: PACKAGE_MSG.edited(pkg.id), package: pkg };
  }

  @Mutation(() => PackageResult, { description: 'Anula un paquete (anular_conexiones) con su motivo' })
  async cancelConnectionPackage(
    @Arg('id', () => Int, { nullable: true }) id: number | null,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<PackageResult> {
    const pkg = await cancelPackage(ctx, id, reason);
    return { message: PACKAGE_MSG.cancelled(pkg.id), package: pkg };
  }

  @Mutation(() => UsageResult, { description: 'Registra documentos autorizados de una empresa en el libro de uso (idempotente por referencia)' })
  recordPackageUsage(
    @Arg('units', () => Int) units: number,
    @Arg('companyId', () => Int, { nullable: true }) companyId: number | null,
    @Arg('ruc', () => String, { nullable: true }) ruc: string | null,
    @Arg('reference', () => String, { nullable: true, description: 'Clave de acceso del documento o id del conteo diario' }) reference: string | null,
    @Arg('date', () => String, { nullable: true, description: 'AAAA-MM-DD; hoy por omisión' }) date: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<UsageResult> {
    return recordUsage(ctx, { units, companyId, ruc, reference, date });
  }

  @Mutation(() => AuthorizationResult, { description: 'Bloquea la autorización de documentos (bloq_aut T) de empresas sin saldo y notificadas' })
  blockAuthorization(
    @Arg('companyIds', () => [Int]) companyIds: number[],
    @Arg('confirmEmptyEmail', () => Boolean, { nullable: true, description: 'Continuar aunque haya empresas sin email' }) confirmEmptyEmail: boolean | null,
    @Ctx() ctx: AppContext,
  ): Promise<AuthorizationResult> {
    return blockAuthorization(ctx, companyIds, [], confirmEmptyEmail ?? false);
  }

  @Mutation(() => AuthorizationResult, { description: 'Desbloquea la autorización de documentos (bloq_aut F)' })
  unblockAuthorization(@Arg('companyIds', () => [Int]) companyIds: number[], @Ctx() ctx: AppContext): Promise<AuthorizationResult> {
    return unblockAuthorization(ctx, companyIds);
  }

  @Mutation(() => NotificationEmailResult, { description: 'Cambia el email de notificación de los contactos de un contrato (editar_correo_notificacion)' })
  changeNotificationEmail(@Arg('input') input: NotificationEmailInput, @Ctx() ctx: AppContext): Promise<NotificationEmailResult> {
    return changeNotificationEmail(ctx, input);
  }

  @Mutation(() => NotificationResult, { description: 'Envía la notificación de saldo (plantilla mte_tipo 2) a los referentes elegidos' })
  sendPackageNotification(@Arg('companyId', () => Int) companyId: number, @Arg('contactIds', () => [Int]) contactIds: number[], @Ctx() ctx: AppContext): Promise<NotificationResult> {
    return sendPackageNotification(ctx, companyId, contactIds);
  }
}
