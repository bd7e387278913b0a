import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../../graphql/context.js';
import { entryDetail, reportCompanies, transactionDetail } from './detail.service.js';
import { EntryDetail, ReportCompany, TransactionDetail } from './detail.types.js';

const COMPANY = { nullable: true, description: "Empresa (emp_codigo); sin ella: 'Debe seleccionar una empresa'" } as const;

/** The detail windows opened from report rows and the companies whose reports can be run. */
@Resolver()
export class ReportDetailResolver {
  @Query(() => [ReportCompany], { description: 'Empresas de este servidor con informes, por razón social (hasta 500)' })
  reportCompanies(@Ctx() ctx: AppContext): Promise<ReportCompany[]> {
    return reportCompanies(ctx);
  }

  @Query(() => EntryDetail, { nullable: true, description: 'Detalle del Asiento (/asiento/ver/{dia_codigo}/{trn_codigo}); null si no existe' })
  accountingEntry(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('entryId', () => Int, { description: 'Asiento (dia_codigo)' }) entryId: number,
    @Ctx() ctx: AppContext,
  ): Promise<EntryDetail | null> {
    return entryDetail(ctx, companyId, entryId);
  }

  @Query(() => TransactionDetail, {
    nullable: true,
    description: 'Detalle de la Factura o de la Retencion (/transacc/ver/{trn_codigo}, /retencion/ver/{trn_codigo}); null si no existe',
  })
  transactionDetail(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('transactionId', () => Int, { description: 'Transacción (trn_codigo)' }) transactionId: number,
    @Ctx() ctx: AppContext,
  ): Promise<TransactionDetail | null> {
    return transactionDetail(ctx, companyId, transactionId);
  }
}
