import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { findInvoice } from './invoice.service.js';
import { Invoice } from './invoice.types.js';

@Resolver()
export class InvoiceResolver {
  @Query(() => Invoice, { description: "Factura por número (trn_compro) o código (trn_codigo); si no existe: '{número} verifique que haya ingresado el número correcto.'" })
  invoice(
    @Arg('number', () => String, { nullable: true, description: 'trn_compro, con o sin guiones' }) number: string | null,
    @Arg('code', () => Int, { nullable: true, description: 'trn_codigo' }) code: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<Invoice> {
    return findInvoice(ctx, number, code);
  }
}
