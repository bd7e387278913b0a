/**
 * SRI catalogues used by the invoice API (ficha técnica de comprobantes electrónicos):
 * payment methods (tabla 24) and IVA rates (tabla 17, código de impuesto 2).
 */

export interface PaymentMethod {
  /** fpa_codigo: the SRI code, two digits. */
  code: string;
  description: string;
}

/** Payment methods an electronic document may declare (formaPago). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { code: '01', description: 'SIN UTILIZACIÓN DEL SISTEMA FINANCIERO' },
  { code: '15', description: 'COMPENSACIÓN DE DEUDAS' },
  { code: '16', description: 'TARJETA DE DÉBITO' },
  { code: '17', description: 'DINERO ELECTRÓNICO' },
  { code: '18', description: 'TARJETA PREPAGO' },
  { code: '19', description: 'TARJETA DE CRÉDITO' },
  { code: '20', description: 'OTROS CON UTILIZACIÓN DEL SISTEMA FINANCIERO' },
  { code: '21', description: 'ENDOSO DE TÍTULOS' },
];

export interface IvaRate {
  /** iva_codigo: the SRI codigoPorcentaje. */
  code: string;
  description: string;
  /** Rate in hundredths of a percent: 15% = 1500. */
  basisPoints: bigint;
}

/** IVA percentage codes (codigoPorcentaje). */
export const IVA_RATES: readonly IvaRate[] = [
  { code: '0', description: '0%', basisPoints: 0n },
  { code: '2', description: '12%', basisPoints: 1200n },
  { code: '3', description: '14%', basisPoints: 1400n },
  { code: '4', description: '15%', basisPoints: 1500n },
  { code: '5', description: '5%', basisPoints: 500n },
  { code: '6', description: 'No objeto de impuesto', basisPoints: 0n },
  { code: '7', description: 'Exento de IVA', basisPoints: 0n },
  { code: '8', description: 'IVA diferenciado 8%', basisPoints: 800n },
  { code: '10', description: '13%', basisPoints: 1300n },
];

/** Time units of a payment term (unidadTiempo). */
export const TIME_UNITS = ['dias', 'meses', 'anios'] as const;

/** SRI document codes of the documents this API issues, and their ttipotransaccion code. */
export const DOCUMENT_KINDS = {
  invoice: { sri: '01', transaction: 1, label: 'factura' },
  creditNote: { sri: '04', transaction: 4, label: 'nota de crédito' },
} as const;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;
