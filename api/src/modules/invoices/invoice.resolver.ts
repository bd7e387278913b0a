import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { findInvoice } from './invoice.service.js';
import { Invoice } from './invoice.types.js';

@Resolver()
export class InvoiceResolver {
  @Query(() => Invoice, {
    nullable: true,
    description: 'Una factura de venta por su número o su código (buscarFactura); null si no existe. Uno de los dos es obligatorio',
  })
  invoice(
    @Arg('number', () => String, {
      nullable: true,
      description: 'Número del comprobante (trn_compro), con o sin guiones; un número corto es el secuencial de 001-001',
    })
    number: string | null,
    @Arg('code', () => Int, { nullable: true, description: 'Código de la factura (trn_codigo), si no se da el número' }) code: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<Invoice | null> {
    return findInvoice(ctx, number, code);
  }
}
