import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { submitDocument, type DocumentAnswer } from './document.service.js';
import { CreditNoteDocumentInput, DocumentSubmission, ElectronicDocumentType, InvoiceDocumentInput, PaymentMethodOption } from './document.types.js';
import { PAYMENT_METHODS } from './sri-catalogs.js';

const company = () =>
  Arg('companyId', () => Int, { description: 'Empresa emisora (emp_codigo); el token de API (cabecera Authorization: Bearer) debe ser de ella' });

const toSubmission = (a: DocumentAnswer): DocumentSubmission => ({
  id: a.id,
  number: a.number,
  sequential: a.sequential,
  accessKey: a.accessKey,
  documentType: a.kind === 'creditNote' ? ElectronicDocumentType.CREDIT_NOTE : ElectronicDocumentType.INVOICE,
  total: a.total,
  message: a.message,
  repeated: a.repeated,
});

/** The invoice API for integrators: authenticated by the company's API token, not by a session (public-operations.ts). */
@Resolver()
export class DocumentResolver {
  @Query(() => [PaymentMethodOption], { description: 'Formas de pago del SRI que aceptan las facturas y notas de crédito (lstransaccpago)' })
  paymentMethods(): PaymentMethodOption[] {
    return PAYMENT_METHODS.map((p) => ({ ...p }));
  }

  @Mutation(() => DocumentSubmission, {
    description: 'Registra una factura electrónica de la empresa con su secuencial y su clave de acceso; exige el token de API de la empresa',
  })
  async submitInvoice(
    @company() companyId: number,
    @Arg('input', () => InvoiceDocumentInput, { description: 'La factura' }) input: InvoiceDocumentInput,
    @Ctx() ctx: AppContext,
  ): Promise<DocumentSubmission> {
    return toSubmission(await submitDocument(ctx, 'invoice', companyId, input));
  }

  @Mutation(() => DocumentSubmission, {
    description: 'Registra una nota de crédito electrónica que modifica una factura de la empresa; exige el token de API de la empresa',
  })
  async submitCreditNote(
    @company() companyId: number,
    @Arg('input', () => CreditNoteDocumentInput, { description: 'La nota de crédito' }) input: CreditNoteDocumentInput,
    @Ctx() ctx: AppContext,
  ): Promise<DocumentSubmission> {
    return toSubmission(await submitDocument(ctx, 'creditNote', companyId, input));
  }
}
