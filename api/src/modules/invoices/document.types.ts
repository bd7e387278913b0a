import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar, MoneyScalar } from '../../graphql/scalars.js';

export enum ElectronicDocumentType {
  INVOICE = 'invoice',
  CREDIT_NOTE = 'creditNote',
}

registerEnumType(ElectronicDocumentType, {
  name: 'ElectronicDocumentType',
  description: 'Clase de comprobante electrónico emitido por la API de facturación',
  valuesConfig: {
    INVOICE: { description: 'Factura (código SRI 01)' },
    CREDIT_NOTE: { description: 'Nota de crédito (código SRI 04)' },
  },
});

@ObjectType({ description: 'Forma de pago del catálogo del SRI (tabla 24) que un comprobante puede declarar' })
export class PaymentMethodOption {
  @Field({ description: 'Código del SRI, dos dígitos (fpa_codigo)' }) code!: string;
  @Field({ description: 'Nombre de la forma de pago (fpa_descri)' }) description!: string;
}

@ObjectType({ description: 'Respuesta a un comprobante enviado: su número, su secuencial y su clave de acceso de 49 dígitos' })
export class DocumentSubmission {
  @Field(() => Int, { description: 'Código de la transacción en la empresa (trn_codigo)' }) id!: number;
  @Field({ description: 'Número del comprobante: establecimiento-punto-secuencial, 001-001-000000123 (trn_compro)' }) number!: string;
  @Field(() => Int, { description: 'Secuencial del comprobante en su punto de emisión' }) sequential!: number;
  @Field({ description: 'Clave de acceso del SRI, 49 dígitos con dígito verificador módulo 11 (doc_numaut)' }) accessKey!: string;
  @Field(() => ElectronicDocumentType, { description: 'Factura o nota de crédito' }) documentType!: ElectronicDocumentType;
  @Field(() => MoneyScalar, { description: 'Total del comprobante, en dólares (trn_total)' }) total!: string;
  @Field({ description: 'Mensaje para el integrador' }) message!: string;
  @Field({ description: 'Verdadero si la clave de idempotencia ya se había usado: es la primera respuesta y no se creó nada' }) repeated!: boolean;
}

@InputType({ description: 'Comprador del comprobante; se registra como referente de la empresa si no existe (tclipro), salvo el consumidor final' })
export class DocumentBuyerInput {
  @Field({ description: 'Cédula (10 dígitos) o RUC (13 dígitos) válidos, o 9999999999999 para el consumidor final (clp_cedruc)' }) idNumber!: string;
  @Field({ description: 'Nombre o razón social, hasta 300 caracteres; CONSUMIDOR FINAL para el consumidor final (clp_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Dirección, hasta 300 caracteres (clp_direcc)' }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'Correo al que se envía el comprobante (clp_email)' }) email?: string | null;
}

@InputType({ description: 'Línea de detalle de un comprobante; los valores son texto decimal exacto' })
export class DocumentLineInput {
  @Field(() => String, { nullable: true, description: 'Código del artículo, hasta 25 caracteres (art_codigo)' }) code?: string | null;
  @Field({ description: 'Descripción del artículo o servicio, hasta 300 caracteres (art_descri)' }) description!: string;
  @Field({ description: 'Cantidad mayor que cero, hasta 6 decimales, por ejemplo "2" o "1.5" (det_cantidad)' }) quantity!: string;
  @Field({ description: 'Precio unitario sin impuestos, hasta 6 decimales (det_precio)' }) unitPrice!: string;
  @Field(() => String, { nullable: true, description: 'Descuento de la línea en dólares, hasta 2 decimales; 0 si se omite (det_descuento)' }) discount?:
    string | null;
  @Field({ description: 'Subtotal: cantidad × precio redondeado al centavo menos el descuento (det_subtotal)' }) subtotal!: string;
  @Field({ description: 'Código de porcentaje de IVA del SRI: 0, 2 (12%), 3 (14%), 4 (15%), 5 (5%), 6 no objeto, 7 exento, 8 (8%), 10 (13%) (iva_codigo)' })
  ivaCode!: string;
  @Field({ description: 'IVA de la línea: subtotal × tarifa redondeado al centavo (det_iva)' }) iva!: string;
}

@InputType({ description: 'Forma de pago de un comprobante; la suma de los pagos es el total' })
export class DocumentPaymentInput {
  @Field({ description: 'Código del SRI de la forma de pago; ver paymentMethods (fpa_codigo)' }) method!: string;
  @Field({ description: 'Valor pagado en dólares, hasta 2 decimales (pag_valor)' }) amount!: string;
  @Field(() => Int, { nullable: true, description: 'Plazo, de 0 a 3650; 0 si se omite (pag_plazo)' }) term?: number | null;
  @Field(() => String, { nullable: true, description: 'Unidad del plazo: dias (por omisión), meses o anios (pag_unidad)' }) timeUnit?: string | null;
}

@InputType({ description: 'Factura electrónica enviada por un integrador' })
export class InvoiceDocumentInput {
  @Field({
    description:
      'Clave de idempotencia, única por documento, hasta 100 caracteres: reenviar el mismo documento con ella devuelve la primera respuesta (idempotencia)',
  })
  idempotencyKey!: string;
  @Field({ description: 'Número del establecimiento emisor, 3 dígitos (alm_nroest)' }) establishment!: string;
  @Field({ description: 'Número del punto de emisión electrónico y activo, 3 dígitos (tdv_numero)' }) emissionPoint!: string;
  @Field(() => LocalDateScalar, { description: 'Fecha de emisión: hoy o hasta 30 días antes (trn_fecha)' }) date!: string;
  @Field(() => DocumentBuyerInput, { description: 'Comprador (cliente)' }) buyer!: DocumentBuyerInput;
  @Field(() => [DocumentLineInput], { description: 'Líneas de detalle, de 1 a 500 (detalle)' }) lines!: DocumentLineInput[];
  @Field({ description: 'Suma de los subtotales de las líneas (trn_subtotal)' }) subtotal!: string;
  @Field({ description: 'Suma del IVA de las líneas (trn_iva)' }) iva!: string;
  @Field({ description: 'Subtotal más IVA (trn_total)' }) total!: string;
  @Field(() => [DocumentPaymentInput], { description: 'Formas de pago; su suma es el total (pagos)' }) payments!: DocumentPaymentInput[];
}

@InputType({ description: 'Nota de crédito electrónica: modifica una factura del mismo comprador sin superar su saldo' })
export class CreditNoteDocumentInput extends InvoiceDocumentInput {
  @Field({ description: 'Número de la factura que modifica, 001-001-000000001 (trn_codref)' }) invoiceNumber!: string;
  @Field({ description: 'Motivo de la nota de crédito, hasta 300 caracteres (trn_motivo)' }) reason!: string;
}
