import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar, MoneyScalar } from '../../graphql/scalars.js';

@ObjectType({ description: 'Una línea del asiento contable de una factura: una cuenta con su valor al debe o al haber' })
export class InvoiceEntryLine {
  @Field(() => Int, { description: 'Número de la línea dentro del asiento (asi_linea)' }) line!: number;
  @Field({ description: 'Código de la cuenta contable (asi_cuenta)' }) account!: string;
  @Field({ description: 'Nombre o detalle de la cuenta en el asiento (asi_descri)' }) description!: string;
  @Field(() => MoneyScalar, { description: 'Valor al debe, en dólares (asi_debe)' }) debit!: string;
  @Field(() => MoneyScalar, { description: 'Valor al haber, en dólares (asi_haber)' }) credit!: string;
}

@ObjectType({ description: 'Factura de venta emitida por el proveedor (tfactura), con la que se cobra un paquete o una cuota, y su asiento contable' })
export class Invoice {
  @Field(() => Int, { description: 'Código de la factura (trn_codigo)' }) id!: number;
  @Field({ description: 'Número del comprobante, 001-001-000000123 (trn_compro)' }) number!: string;
  @Field(() => LocalDateScalar, { description: 'Fecha de emisión de la factura (trn_fecreg)' }) date!: string;
  @Field({ description: 'RUC o cédula del cliente al que se facturó (trn_ruc)' }) ruc!: string;
  @Field({ description: 'Nombre del cliente al que se facturó (trn_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Concepto de la venta (trn_concepto)' }) concept!: string | null;
  @Field(() => MoneyScalar, { description: 'Base imponible antes del IVA, en dólares (trn_subtotal)' }) subtotal!: string;
  @Field(() => MoneyScalar, { description: 'IVA de la factura, en dólares (trn_iva)' }) iva!: string;
  @Field(() => MoneyScalar, { description: 'Total a pagar: subtotal más IVA, en dólares (trn_total)' }) total!: string;
  @Field({ description: 'La factura está anulada y no puede asociarse a un paquete (trn_anulada)' }) cancelled!: boolean;
  @Field(() => Int, { nullable: true, description: 'Paquete (no anulado) al que ya está asociada (con_codigo); null si está libre' }) packageId!: number | null;
  @Field(() => [InvoiceEntryLine], { description: 'Asiento contable de la factura, por número de línea' }) entry!: InvoiceEntryLine[];
}
