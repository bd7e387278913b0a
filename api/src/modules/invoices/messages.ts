/** Spanish texts of the invoice lookup. */
export const INVOICE_MSG = {
  numberOrCode: 'Ingrese el número o el código de la factura',
} as const;
