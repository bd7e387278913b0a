import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar, MoneyScalar } from '../../../graphql/scalars.js';

@ObjectType({ description: 'Una empresa cuyos datos tienen informes en este servidor' })
export class ReportCompany {
  @Field(() => Int, { description: 'Empresa (emp_codigo)' }) id!: number;
  @Field({ description: 'Razón social' }) name!: string;
}

@ObjectType({ description: 'Línea de un asiento (tdiariodet)' })
export class EntryLine {
  @Field({ description: 'Número de cuenta' }) accountNumber!: string;
  @Field({ description: 'Nombre de la cuenta' }) accountName!: string;
  @Field(() => MoneyScalar, { description: 'Debe' }) debit!: string;
  @Field(() => MoneyScalar, { description: 'Haber' }) credit!: string;
  @Field(() => String, { nullable: true, description: 'Detalle' }) detail!: string | null;
}

@ObjectType({ description: 'Detalle del Asiento (/asiento/ver/{dia_codigo}/{trn_codigo})' })
export class EntryDetail {
  @Field(() => Int, { description: 'Asiento (dia_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Número en su período (dia_numero)' }) number!: number;
  @Field(() => LocalDateScalar, { description: 'Fecha' }) date!: string;
  @Field(() => String, { nullable: true, description: 'Glosa' }) description!: string | null;
  @Field(() => Int, { nullable: true, description: 'Transacción del asiento (trn_codigo)' }) transactionId!: number | null;
  @Field(() => [EntryLine], { description: 'Líneas' }) lines!: EntryLine[];
  @Field(() => MoneyScalar, { description: 'Suma del debe' }) totalDebit!: string;
  @Field(() => MoneyScalar, { description: 'Suma del haber' }) totalCredit!: string;
}

@ObjectType({ description: 'Detalle de una transacción: factura, nota de crédito, compra o retención (/transacc/ver, /retencion/ver)' })
export class TransactionDetail {
  @Field(() => Int, { description: 'Transacción (trn_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Tipo (tra_codigo)' }) typeCode!: number;
  @Field({ description: 'Tipo (tra_descri)' }) typeName!: string;
  @Field({ description: 'Comprobante (trn_compro)' }) voucher!: string;
  @Field(() => LocalDateScalar, { description: 'Fecha' }) date!: string;
  @Field(() => String, { nullable: true, description: 'Cliente o proveedor' }) party!: string | null;
  @Field(() => String, { nullable: true, description: 'Cédula o RUC del cliente o proveedor' }) partyId!: string | null;
  @Field(() => MoneyScalar, { description: 'Subtotal antes de impuestos (trn_subtotal)' }) subtotal!: string;
  @Field(() => MoneyScalar, { description: 'IVA' }) tax!: string;
  @Field(() => MoneyScalar, { description: 'Total con impuestos (trn_total)' }) total!: string;
  @Field({ description: 'Anulada (trn_estado 0)' }) voided!: boolean;
  @Field(() => String, { nullable: true, description: 'Estado del documento electrónico, si lo tiene' }) electronicState!: string | null;
  @Field(() => String, { nullable: true, description: 'Clave de acceso (doc_numaut)' }) accessKey!: string | null;
  @Field(() => [EntryDetail], { description: 'Asientos de la transacción' }) entries!: EntryDetail[];
}
