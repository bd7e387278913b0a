import { Arg, Ctx, GraphQLISODateTime, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { checkPage } from '../../graphql/paging.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { blockAuthorization, unblockAuthorization } from './authorization.service.js';
import { PACKAGE_MSG } from './messages.js';
import { changeNotificationEmail, companyContacts, sendPackageNotification } from './notification.service.js';
import { listConnections, packagePermisos } from './package-list.service.js';
import { findPackage } from './package-read.js';
import { cancelPackage, createPackage, editPackage, packageDetails } from './package.service.js';
import {
  AuthorizationResult,
  ConnectionFilter,
  ConnectionOrder,
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
  @Query(() => ConnectionPage, {
    description:
      'Lista de paquetes: cada empresa con su paquete vigente, el resumen de la búsqueda, los filtros rápidos de saldo y los permisos (search_lista)',
  })
  connectionPackages(
    @Arg('filter', () => ConnectionFilter, { nullable: true, description: 'Búsqueda y filtro rápido; sin él, todas las empresas' })
    filter: ConnectionFilter | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página a devolver, desde 1 (1 por omisión)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Empresas por página: 50 por omisión, de 1 a 500' }) pageSize: number | null,
    @Arg('orderBy', () => ConnectionOrder, { nullable: true, description: 'Orden de la lista; por omisión, por razón social' }) orderBy: ConnectionOrder | null,
    @Arg('updatedSince', () => GraphQLISODateTime, {
      nullable: true,
      description: 'Solo empresas con algún cambio en sus paquetes (compra, edición, anulación, uso o aviso) desde este momento, para sincronizar',
    })
    updatedSince: Date | null,
    @Ctx() ctx: AppContext,
  ): Promise<ConnectionPage> {
    const checked = checkPage(page, pageSize);
    return listConnections(ctx, filter, checked.page, checked.pageSize, { order: orderBy, updatedSince });
  }

  @Query(() => ConnectionPackage, { nullable: true, description: 'Un paquete por su código, con lo usado y el saldo según el libro de uso; null si no existe' })
  async connectionPackage(
    @Arg('id', () => Int, { description: 'Código del paquete (con_codigo)' }) id: number,
    @Ctx() ctx: AppContext,
  ): Promise<ConnectionPackage | null> {
    await packagePermisos(ctx);
    return findPackage(ctx.em, id);
  }

  @Query(() => PackageDetails, {
    description: "Historial de paquetes de un solo contrato (verdetalles); sin ninguno: 'Debe seleccionar un contrato para ver detalles'",
  })
  packageDetails(
    @Arg('rucs', () => [String], { description: 'RUC de los contratos elegidos en la lista (exactamente uno)' }) rucs: string[],
    @Ctx() ctx: AppContext,
  ): Promise<PackageDetails> {
    return packageDetails(ctx, rucs);
  }

  @Query(() => [ContractContact], { description: 'Contactos (referentes) de los contratos activos de una empresa, a quienes se envían los avisos de saldo' })
  companyContacts(
    @Arg('companyId', () => Int, { description: 'Código de la empresa (emp_codigo)' }) companyId: number,
    @Ctx() ctx: AppContext,
  ): Promise<ContractContact[]> {
    return companyContacts(ctx, companyId);
  }

  @Mutation(() => PackageResult, {
    description: 'Registra la compra de un paquete (crear_conexiones): reemplaza al vigente y hereda su saldo (adquiridas = paquete + saldo anterior)',
  })
  async createConnectionPackage(@Arg('input', { description: 'Datos del paquete' }) input: PackageInput, @Ctx() ctx: AppContext): Promise<PackageResult> {
    const pkg = await createPackage(ctx, input);
    return { message: PACKAGE_MSG.created(pkg.ruc, pkg.acquired), package: pkg };
  }

  @Mutation(() => PackageResult, { description: 'Edita un paquete no anulado (editar_conexiones); lo que no se envía conserva su valor' })
  async editConnectionPackage(
    @Arg('id', () => Int, { description: 'Código del paquete a editar (con_codigo)' }) id: number,
    @Arg('input', { description: 'Datos nuevos del paquete' }) input: PackageInput,
    @Ctx() ctx: AppContext,
  ): Promise<PackageResult> {
    const pkg = await editPackage(ctx, id, input);
    return { message: PACKAGE_MSG.edited(pkg.id), package: pkg };
  }

  @Mutation(() => PackageResult, { description: 'Anula un paquete (anular_conexiones) con su motivo; si era el vigente, vuelve a regir el que reemplazó' })
  async cancelConnectionPackage(
    @Arg('id', () => Int, { description: 'Código del paquete a anular (con_codigo)' }) id: number,
    @Arg('reason', () => String, { nullable: true, description: 'Motivo de la anulación (obligatorio)' }) reason: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<PackageResult> {
    const pkg = await cancelPackage(ctx, id, reason);
    return { message: PACKAGE_MSG.cancelled(pkg.id), package: pkg };
  }

  @Mutation(() => UsageResult, {
    description:
      'Registra documentos autorizados de una empresa en el libro de uso: se descuentan del saldo y el resto queda como excedente (idempotente por referencia)',
  })
  recordPackageUsage(
    @Arg('units', () => Int, { description: 'Cantidad de documentos autorizados (1 a 100.000)' }) units: number,
    @Arg('companyId', () => Int, { nullable: true, description: 'Empresa por su código (emp_codigo); o bien ruc' }) companyId: number | null,
    @Arg('ruc', () => String, { nullable: true, description: 'Empresa por su RUC, si no se da companyId' }) ruc: string | null,
    @Arg('reference', () => String, {
      nullable: true,
      description: 'Clave de acceso del documento o identificador del conteo diario: una referencia repetida no se cuenta dos veces',
    })
    reference: string | null,
    @Arg('date', () => LocalDateScalar, { nullable: true, description: 'Día de autorización de los documentos (hoy por omisión)' }) date: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<UsageResult> {
    return recordUsage(ctx, { units, companyId, ruc, reference, date });
  }

  @Mutation(() => AuthorizationResult, { description: 'Bloquea la autorización de documentos (bloq_aut T) de empresas sin saldo a las que ya se avisó' })
  blockAuthorization(
    @Arg('companyIds', () => [Int], { description: 'Empresas a bloquear (emp_codigo)' }) companyIds: number[],
    @Arg('confirmEmptyEmail', () => Boolean, { nullable: true, description: 'Continuar aunque haya empresas sin email a las que no se podrá avisar' })
    confirmEmptyEmail: boolean | null,
    @Ctx() ctx: AppContext,
  ): Promise<AuthorizationResult> {
    return blockAuthorization(ctx, companyIds, [], confirmEmptyEmail ?? false);
  }

  @Mutation(() => AuthorizationResult, { description: 'Desbloquea la autorización de documentos (bloq_aut F) de empresas bloqueadas' })
  unblockAuthorization(
    @Arg('companyIds', () => [Int], { description: 'Empresas a desbloquear (emp_codigo)' }) companyIds: number[],
    @Ctx() ctx: AppContext,
  ): Promise<AuthorizationResult> {
    return unblockAuthorization(ctx, companyIds);
  }

  @Mutation(() => NotificationEmailResult, { description: 'Cambia el email de aviso de los contactos elegidos de un contrato (editar_correo_notificacion)' })
  changeNotificationEmail(
    @Arg('input', { description: 'Contrato, contactos y email nuevo' }) input: NotificationEmailInput,
    @Ctx() ctx: AppContext,
  ): Promise<NotificationEmailResult> {
    return changeNotificationEmail(ctx, input);
  }

  @Mutation(() => NotificationResult, {
    description: 'Envía el aviso de saldo del paquete vigente (plantilla mte_tipo 2) a los contactos elegidos, por la bandeja de salida',
  })
  sendPackageNotification(
    @Arg('companyId', () => Int, { description: 'Empresa cuyo paquete se avisa (emp_codigo)' }) companyId: number,
    @Arg('contactIds', () => [Int], { description: 'Contactos del contrato a los que se envía (al menos uno)' }) contactIds: number[],
    @Ctx() ctx: AppContext,
  ): Promise<NotificationResult> {
    return sendPackageNotification(ctx, companyId, contactIds);
  }
}
