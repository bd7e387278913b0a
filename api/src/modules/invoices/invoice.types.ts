import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Línea del asiento contable de una factura' })
export class InvoiceEntryLine {
  @Field(() => Int, { description: 'asi_linea' }) line!: number;
  @Field({ description: 'asi_cuenta' }) account!: string;
  @Field({ description: 'asi_descri' }) description!: string;
  @Field(() => Float, { description: 'asi_debe' }) debit!: number;
  @Field(() => Float, { description: 'asi_haber' }) credit!: number;
}

@ObjectType({ description: 'Factura emitida por el proveedor (tfactura) con su asiento' })
export class Invoice {
  @Field(() => Int, { description: 'trn_codigo' }) id!: number;
  @Field({ description: 'Número del comprobante (trn_compro), 001-001-000000123' }) number!: string;
  @Field({ description: 'Fecha de registro (trn_fecreg), AAAA-MM-DD' }) date!: string;
  @Field({ description: 'RUC facturado (ruc_fac)' }) ruc!: string;
  @Field({ description: 'Nombre facturado (name_fac)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Concepto' }) concept!: string | null;
  @Field(() => Float) subtotal!: number;
  @Field(() => Float) iva!: number;
  @Field(() => Float) total!: number;
  @Field({ description: 'Factura anulada' }) cancelled!: boolean;
  @Field(() => Int, { nullable: true, description: 'Paquete de conexión al que ya está asociada (con_codigo)' }) packageId!: number | null;
  @Field(() => [InvoiceEntryLine], { description: 'Asiento contable de la factura' }) entry!: InvoiceEntryLine[];
}
