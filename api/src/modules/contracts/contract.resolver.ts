import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { checkPage } from '../../graphql/paging.js';
import { findInstallmentHistory, listContractPayments } from './contract.service.js';
import { ContractPaymentFilter, ContractPaymentOrder, ContractPaymentPage, InstallmentHistory } from './contract.types.js';

@Resolver()
export class ContractResolver {
  @Query(() => ContractPaymentPage, {
    description: 'Pagos de contrato (revisarPagos): un contrato por fila con su situación de pago, la cantidad por situación y los permisos',
  })
  contractPayments(
    @Arg('filter', () => ContractPaymentFilter, { nullable: true, description: 'Filtro y filtro rápido; sin él, todos los contratos' })
    filter: ContractPaymentFilter | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página a devolver, desde 1 (1 por omisión)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Contratos por página: 50 por omisión, de 1 a 500' }) pageSize: number | null,
    @Arg('orderBy', () => ContractPaymentOrder, { nullable: true, description: 'Orden de la lista; por omisión, por razón social' })
    orderBy: ContractPaymentOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<ContractPaymentPage> {
    const checked = checkPage(page, pageSize);
    return listContractPayments(ctx, filter, checked.page, checked.pageSize, orderBy);
  }

  @Query(() => InstallmentHistory, {
    nullable: true,
    description:
      'Historial de cuotas de un contrato (verHistorialCuotas), por su código o por el RUC de la empresa; null si no hay contrato (la pantalla muestra «El cliente no tiene un contrato registrado.»)',
  })
  installmentHistory(
    @Arg('contractId', () => Int, { nullable: true, description: 'Código del contrato (fol_codigo); o bien ruc' }) contractId: number | null,
    @Arg('ruc', () => String, { nullable: true, description: 'RUC de la empresa (o cédula/RUC del cliente): su contrato activo, si no el más reciente' })
    ruc: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<InstallmentHistory | null> {
    return findInstallmentHistory(ctx, contractId, ruc);
  }
}
