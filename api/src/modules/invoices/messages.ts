/** Spanish texts of the invoice lookup and of the invoice API (each names the field it refuses). */
export const INVOICE_MSG = {
  numberOrCode: 'Ingrese el número o el código de la factura',
} as const;

const line = (n: number) => `Línea ${n}`;
const payment = (n: number) => `Pago ${n}`;

export const DOCUMENT_MSG = {
  idempotencyKey: 'Ingrese la clave de idempotencia (idempotencia): un texto único por documento, de 1 a 100 caracteres',
  idempotencyReused: 'La clave de idempotencia (idempotencia) ya se usó con otro documento; use una clave nueva para cada documento',
  establishmentFormat: 'El establecimiento (alm_nroest) debe tener 3 dígitos, por ejemplo 001',
  establishmentMissing: (n: string) => `El establecimiento (alm_nroest) ${n} no existe en la empresa`,
  pointFormat: 'El punto de emisión (tdv_numero) debe tener 3 dígitos, por ejemplo 001',
  pointMissing: (e: string, p: string) => `El punto de emisión (tdv_numero) ${e}-${p} no existe en la empresa`,
  pointInactive: (e: string, p: string) => `El punto de emisión (tdv_numero) ${e}-${p} está de baja y no emite comprobantes`,
  pointNotElectronic: (e: string, p: string) => `El punto de emisión (tdv_numero) ${e}-${p} no es electrónico`,
  dateFormat: 'La fecha de emisión (trn_fecha) debe ser una fecha válida con el formato AAAA-MM-DD',
  dateFuture: 'La fecha de emisión (trn_fecha) no puede ser posterior a hoy',
  dateTooOld: (days: number) => `La fecha de emisión (trn_fecha) no puede tener más de ${days} días de antigüedad`,
  buyerRequired: 'Ingrese los datos del comprador (cliente)',
  buyerId: (message: string) => `Identificación del comprador (clp_cedruc): ${message}`,
  consumerFinalName: 'El comprador con identificación 9999999999999 es el consumidor final: su nombre (clp_nombre) debe ser CONSUMIDOR FINAL',
  buyerName: 'Ingrese el nombre o razón social del comprador (clp_nombre), hasta 300 caracteres',
  buyerAddress: 'La dirección del comprador (clp_direcc) admite hasta 300 caracteres',
  buyerEmail: 'El correo del comprador (clp_email) no es una dirección de correo válida',
  linesRequired: 'El documento debe tener al menos una línea de detalle (detalle)',
  linesTooMany: (max: number) => `El documento admite hasta ${max} líneas de detalle (detalle)`,
  lineCode: (n: number) => `${line(n)}: el código del artículo (art_codigo) admite hasta 25 caracteres`,
  lineDescription: (n: number) => `${line(n)}: ingrese la descripción del artículo (art_descri), hasta 300 caracteres`,
  lineQuantity: (n: number) => `${line(n)}: la cantidad (det_cantidad) debe ser un número mayor que cero con hasta 6 decimales`,
  linePrice: (n: number) => `${line(n)}: el precio unitario (det_precio) debe ser un número no negativo con hasta 6 decimales`,
  lineDiscount: (n: number) => `${line(n)}: el descuento (det_descuento) debe ser un valor no negativo con hasta 2 decimales`,
  lineDiscountTooBig: (n: number, gross: string) => `${line(n)}: el descuento (det_descuento) no puede superar cantidad × precio (${gross})`,
  lineSubtotalFormat: (n: number) => `${line(n)}: el subtotal (det_subtotal) debe ser un valor con hasta 2 decimales`,
  lineSubtotal: (n: number, given: string, expected: string) =>
    `${line(n)}: el subtotal (det_subtotal) es ${given} pero cantidad × precio − descuento da ${expected}`,
  lineIvaCode: (n: number, codes: string) => `${line(n)}: el código de IVA (iva_codigo) no existe; use ${codes}`,
  lineIvaFormat: (n: number) => `${line(n)}: el IVA (det_iva) debe ser un valor con hasta 2 decimales`,
  lineIva: (n: number, given: string, rate: string, base: string, expected: string) =>
    `${line(n)}: el IVA (det_iva) es ${given} pero el ${rate} de ${base} da ${expected}`,
  totalFormat: (label: string, field: string) => `El ${label} del documento (${field}) debe ser un valor con hasta 2 decimales`,
  subtotal: (given: string, expected: string) =>
    `El subtotal del documento (trn_subtotal) es ${given} pero la suma de los subtotales de las líneas da ${expected}`,
  iva: (given: string, expected: string) => `El IVA del documento (trn_iva) es ${given} pero la suma del IVA de las líneas da ${expected}`,
  total: (given: string, expected: string) => `El total del documento (trn_total) es ${given} pero subtotal + IVA da ${expected}`,
  paymentsRequired: 'Ingrese al menos una forma de pago (pagos)',
  paymentMethod: (n: number) => `${payment(n)}: la forma de pago (fpa_codigo) no existe en el catálogo del SRI; consulte formaspago`,
  paymentAmount: (n: number) => `${payment(n)}: el valor (pag_valor) debe ser mayor que cero con hasta 2 decimales`,
  paymentTerm: (n: number) => `${payment(n)}: el plazo (pag_plazo) debe ser un número entero de 0 a 3650`,
  paymentUnit: (n: number) => `${payment(n)}: la unidad de tiempo (pag_unidad) debe ser dias, meses o anios`,
  paymentsSum: (given: string, total: string) => `La suma de los pagos (pagos) es ${given} y debe ser igual al total del documento ${total}`,
  reasonRequired: 'Ingrese el motivo de la nota de crédito (trn_motivo), hasta 300 caracteres',
  invoiceRefFormat: 'Ingrese el número de la factura que modifica la nota de crédito (trn_codref), con el formato 001-001-000000001',
  invoiceRefMissing: (n: string) => `La factura ${n} que modifica la nota de crédito (trn_codref) no existe en la empresa`,
  invoiceRefCancelled: (n: string) => `La factura ${n} que modifica la nota de crédito (trn_codref) está anulada`,
  invoiceRefBuyer: (n: string) => `La factura ${n} (trn_codref) es de otro comprador: la nota de crédito debe tener el mismo comprador (clp_cedruc)`,
  invoiceRefBalance: (total: string, balance: string) => `El total de la nota de crédito (trn_total) ${total} supera el saldo de la factura ${balance}`,
  saved: (label: string, number: string) => `Se registró la ${label} ${number}`,
  repeated: 'El documento ya estaba registrado con esta clave de idempotencia: se devuelve la primera respuesta',
  companyMissing: (id: number) => `No existe la empresa ${id}`,
  idRequired: 'Ingrese el parámetro id',
  rucMissing: (e: string) => `El establecimiento ${e} y la empresa no tienen un RUC de 13 dígitos: no se puede formar la clave de acceso`,
} as const;
