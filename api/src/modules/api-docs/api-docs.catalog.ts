import { businessDay } from '../../domain/dates.js';

/**
 * The requests the public /api page documents and lets a visitor try (spec 000 §7 "API
 * documentation"): each with its parameters by place (path, headers, body), type, name, a
 * default value and an example. Examples are valid documents dated today, so sending them as
 * they are works against a demo company with a token of its own.
 */

export type ParameterPlace = 'path' | 'headers' | 'body';

export interface ApiParameter {
  tipoparametro: ParameterPlace;
  tipodato: 'int' | 'string' | 'json';
  parametro: string;
  valorparametro: string;
  ejemploparametro: string;
}

export interface ApiRequest {
  /** Path template of the request, below /rest. */
  api: string;
  metodo: 'GET' | 'POST';
  nombre: string;
  descripcion: string;
  parametros: ApiParameter[];
}

const pathId: ApiParameter = { tipoparametro: 'path', tipodato: 'int', parametro: 'id', valorparametro: '', ejemploparametro: '1' };
const authorization: ApiParameter = {
  tipoparametro: 'headers',
  tipodato: 'string',
  parametro: 'Authorization',
  valorparametro: 'Bearer ',
  ejemploparametro: 'Bearer isy_…(token de API de la empresa)',
};

/** A valid invoice body dated `date` (15% IVA on two lines, paid in cash). */
export function sampleInvoice(date: string, key = `factura-${date}-0001`) {
  return {
    idempotencia: key,
    alm_nroest: '001',
    tdv_numero: '001',
    trn_fecha: date,
    cliente: { clp_cedruc: '1710034065', clp_nombre: 'MARÍA JOSÉ ANDRADE', clp_direcc: 'Av. Amazonas N24-155, Quito', clp_email: 'mandrade@example.com' },
    detalle: [
      {
        art_codigo: 'SERV-001',
        art_descri: 'Soporte técnico mensual',
        det_cantidad: '1',
        det_precio: '45.00',
        det_descuento: '0.00',
        det_subtotal: '45.00',
        iva_codigo: '4',
        det_iva: '6.75',
      },
      {
        art_codigo: 'LIC-002',
        art_descri: 'Licencia de usuario adicional',
        det_cantidad: '3',
        det_precio: '8.333333',
        det_descuento: '0.00',
        det_subtotal: '25.00',
        iva_codigo: '4',
        det_iva: '3.75',
      },
    ],
    trn_subtotal: '70.00',
    trn_iva: '10.50',
    trn_total: '80.50',
    pagos: [{ fpa_codigo: '01', pag_valor: '80.50', pag_plazo: 0, pag_unidad: 'dias' }],
  };
}

/** A valid credit note body returning the first line of the sample invoice. */
export function sampleCreditNote(date: string, invoiceNumber = '001-001-000000001') {
  return {
    idempotencia: `nc-${date}-0001`,
    alm_nroest: '001',
    tdv_numero: '001',
    trn_fecha: date,
    trn_codref: invoiceNumber,
    trn_motivo: 'Devolución del soporte técnico no prestado',
    cliente: { clp_cedruc: '1710034065', clp_nombre: 'MARÍA JOSÉ ANDRADE' },
    detalle: [
      {
        art_codigo: 'SERV-001',
        art_descri: 'Soporte técnico mensual',
        det_cantidad: '1',
        det_precio: '45.00',
        det_subtotal: '45.00',
        iva_codigo: '4',
        det_iva: '6.75',
      },
    ],
    trn_subtotal: '45.00',
    trn_iva: '6.75',
    trn_total: '51.75',
    pagos: [{ fpa_codigo: '01', pag_valor: '51.75' }],
  };
}

const body = (example: unknown): ApiParameter => ({
  tipoparametro: 'body',
  tipodato: 'json',
  parametro: 'body',
  valorparametro: '',
  ejemploparametro: JSON.stringify(example, null, 2),
});

/** The documented requests, with examples dated today (Ecuador). */
export function apiRequests(today = businessDay()): ApiRequest[] {
  return [
    {
      api: '/rest/{service}/formaspago/{id}',
      metodo: 'GET',
      nombre: 'Formas de pago',
      descripcion: 'Formas de pago del SRI que aceptan las facturas y notas de crédito (lstransaccpago, estado, msg). No necesita token.',
      parametros: [{ ...pathId }],
    },
    {
      api: '/rest/{service}/factura/{id}?opc=save',
      metodo: 'POST',
      nombre: 'Factura',
      descripcion:
        'Registra una factura electrónica de la empresa {id} y responde su número (trn_compro), su secuencial y su clave de acceso de 49 dígitos (claveacceso). Las líneas, el IVA y los totales deben cuadrar al centavo. Reenviar la misma idempotencia devuelve la primera respuesta.',
      parametros: [{ ...pathId }, { ...authorization }, body(sampleInvoice(today))],
    },
    {
      api: '/rest/{service}/notacredito/{id}?opc=save',
      metodo: 'POST',
      nombre: 'Nota de crédito',
      descripcion: 'Registra una nota de crédito que modifica una factura (trn_codref) del mismo comprador, sin superar su saldo.',
      parametros: [{ ...pathId }, { ...authorization }, body(sampleCreditNote(today))],
    },
  ];
}
