import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { installmentHistory, listContractPayments } from './contract.service.js';
import { ContractPaymentFilter, ContractPaymentPage, InstallmentHistory } from './contract.types.js';

@Resolver()
export class ContractResolver {
  @Query(() => ContractPaymentPage, { description: 'Pagos de contrato (revisarPagos): una fila por contrato, cantidades por estado de pago y permisos' })
  contractPayments(
    @Arg('filter', () => ContractPaymentFilter, { nullable: true }) filter: ContractPaymentFilter | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: '50 por omisión, hasta 500' }) pageSize: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ContractPaymentPage> {
    return listContractPayments(ctx, filter, page ?? 1, pageSize ?? undefined);
  }

  @Query(() => InstallmentHistory, { description: "Historial de cuotas (verHistorialCuotas) por contrato o por RUC; sin contrato: 'El cliente no tiene un contrato registrado.' (info)" })
  installmentHistory(
    @Arg('contractId', () => Int, { nullable: true, description: 'fol_codigo' }) contractId: number | null,
    @Arg('ruc', () => String, { nullable: true, description: 'RUC de la empresa (o cédula/RUC del cliente)' }) ruc: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<InstallmentHistory> {
    return installmentHistory(ctx, contractId, ruc);
  }
}
