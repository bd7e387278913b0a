import { HttpResponse } from 'msw';
import {
  ContractInvoiceDocument,
  ContractPaymentsDocument,
  InstallmentHistoryDocument,
  type ContractInvoiceQuery,
  type ContractPaymentRowFieldsFragment,
  type ContractPaymentsQueryVariables,
  type InstallmentHistoryQuery,
  type InstallmentHistoryQueryVariables,
  type PaymentState,
} from '../../../web/src/generated/graphql';
import { api, server } from '../msw';

const COLORS: Record<PaymentState, string> = { VENCIDO: '#F55145', AL_DIA: '#92C755', PAGADO: '#3a7bd5', INACTIVO: '#8a8a8a' };
const LABELS: Record<PaymentState, string> = { VENCIDO: 'VENCIDO', AL_DIA: 'AL DÍA', PAGADO: 'PAGADO', INACTIVO: 'INACTIVO' };

/** Factory: a contract row as the API answers it. */
export function contractRow(
  contractId: number,
  legalName: string,
  paymentState: PaymentState,
  extra: Partial<ContractPaymentRowFieldsFragment> = {},
): ContractPaymentRowFieldsFragment {
  return {
    __typename: 'ContractPaymentRow',
    contractId,
    ruc: `17${String(contractId).padStart(8, '0')}001`,
    companyId: contractId,
    legalName,
    companyState: 'ACTIVE',
    paymentState,
    paymentStateColor: COLORS[paymentState]!,
    contractState: 'ACTIVO',
    notificationState: 'Sin notificación',
    accessState: 'ACTIVO',
    accessStateColor: 'limegreen',
    contractMonth: 'Mes 5 de 12',
    businessLine: 1,
    businessLineName: 'Comercial',
    invoiceId: 100 + contractId,
    invoiceNumber: `001-002-00000${5000 + contractId}`,
    invoiceDate: '2026-07-23',
    email: `contrato${contractId}@empresa.ec`,
    clientName: 'CLIENTE DE PRUEBA',
    startDate: '2026-03-23',
    months: 12,
    fee: '45.00',
    active: true,
    paidCount: 5,
    unpaidCount: 7,
    amountDue: '0.00',
    contacts: [],
    ...extra,
  };
}

export const ANDINA = contractRow(1, 'COMERCIAL ANDINA S.A.', 'AL_DIA', {
  contacts: [
    { __typename: 'ContractRowContact', id: 1, name: 'María José Jaramillo', role: 'Gerente', email: 'mjaramillo@comercialandina.ec' },
    { __typename: 'ContractRowContact', id: 2, name: 'Pedro Salazar', role: 'Contador', email: null },
  ],
});
export const PACIFICO = contractRow(2, 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.', 'VENCIDO', { amountDue: '70.00', notificationState: 'Notificado...' });
export const SIN_COMPROBANTE = contractRow(3, 'FERRETERIA SIN PAGOS', 'VENCIDO', { invoiceId: null, invoiceNumber: null, invoiceDate: null, paidCount: 0 });

/** Counts in the API's order. */
export function counts(vencido: number, alDia: number, pagado: number, inactivo: number) {
  return (['VENCIDO', 'AL_DIA', 'PAGADO', 'INACTIVO'] as const).map((state, i) => ({
    __typename: 'PaymentStateCount' as const,
    state,
    label: LABELS[state],
    color: COLORS[state]!,
    count: [vencido, alDia, pagado, inactivo][i]!,
  }));
}

/** Answers the list with the given rows (narrowed by the quick state as the API does) and records every request's variables. */
export function mockContractPayments(
  items: ContractPaymentRowFieldsFragment[],
  calls: ContractPaymentsQueryVariables[] = [],
  stateCounts = counts(2, 1, 0, 0),
) {
  server.use(
    api.query(ContractPaymentsDocument, ({ variables }) => {
      calls.push(variables);
      const quick = variables.filter?.paymentStates ?? [];
      const shown = quick.length ? items.filter((r) => quick.includes(r.paymentState)) : items;
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          contractPayments: {
            __typename: 'ContractPaymentPage',
            totalCount: shown.length,
            page: variables.page ?? 1,
            pageSize: variables.pageSize ?? 50,
            items: shown,
            counts: stateCounts,
            permisos: { __typename: 'ScreenPermission', resource: 'pagos', view: 1, create: 0, edit: 0, delete: 0 },
          },
        },
      });
    }),
  );
}

export const HISTORY: InstallmentHistoryQuery['installmentHistory'] = {
  __typename: 'InstallmentHistory',
  contract: {
    __typename: 'InstallmentContract',
    contractId: 2,
    ruc: PACIFICO.ruc,
    legalName: PACIFICO.legalName,
    clientName: 'ZAMBRANO MOREIRA CARLOS ANDRÉS',
    startDate: '2026-03-23',
    months: 3,
    fee: '35.00',
    active: true,
  },
  items: [
    {
      __typename: 'Installment',
      number: 1,
      dueDate: '2026-03-23',
      amount: '35.00',
      paidDate: '2026-03-23',
      state: 'PAGADA',
      invoiceId: 102,
      invoiceNumber: '001-002-000005002',
    },
    { __typename: 'Installment', number: 2, dueDate: '2026-04-23', amount: '35.00', paidDate: null, state: 'VENCIDA', invoiceId: null, invoiceNumber: null },
    { __typename: 'Installment', number: 3, dueDate: '2026-05-23', amount: '35.00', paidDate: null, state: 'PENDIENTE', invoiceId: null, invoiceNumber: null },
  ],
};

/** Answers the history for one RUC; any other RUC gets the API's info refusal. */
export function mockHistory(ruc: string, calls: InstallmentHistoryQueryVariables[] = []) {
  server.use(
    api.query(InstallmentHistoryDocument, ({ variables }) => {
      calls.push(variables);
      if (variables.ruc === ruc) return HttpResponse.json({ data: { __typename: 'Query', installmentHistory: HISTORY } });
      // The lookup answers null when the company has no contract.
      return HttpResponse.json({ data: { __typename: 'Query', installmentHistory: null } });
    }),
  );
}

export const INVOICE: ContractInvoiceQuery['invoice'] = {
  __typename: 'Invoice',
  id: 102,
  number: '001-002-000005002',
  date: '2026-07-23',
  ruc: '0991874526001',
  name: 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.',
  concept: 'Cuota 6 de 12 del contrato',
  subtotal: '1234.50',
  iva: '185.18',
  total: '1419.68',
  cancelled: false,
  entry: [
    { __typename: 'InvoiceEntryLine', line: 1, account: '1.1.02.01', description: 'Clientes', debit: '1419.68', credit: '0.00' },
    { __typename: 'InvoiceEntryLine', line: 2, account: '4.1.01.03', description: 'Venta de documentos electrónicos', debit: '0.00', credit: '1234.50' },
    { __typename: 'InvoiceEntryLine', line: 3, account: '2.1.07.01', description: 'IVA en ventas 15%', debit: '0.00', credit: '185.18' },
  ],
};

/** Answers the invoice query with INVOICE under any code, recording the codes asked for. */
export function mockInvoice(codes: Array<number | null | undefined> = []) {
  server.use(
    api.query(ContractInvoiceDocument, ({ variables }) => {
      codes.push(variables.code);
      return HttpResponse.json({ data: { __typename: 'Query', invoice: { ...INVOICE, id: variables.code ?? INVOICE.id } } });
    }),
  );
}
