/** Spanish texts of establishments, emission points and e-invoicing activation (quoted ones are the spec's, word for word). */
export const ESTAB_MSG = {
  companyRequired: 'Debe seleccionar una empresa',
  unknownCompany: (id: number | string) => `No existe la empresa con código ${id}`,
  establishmentRequired: 'Seleccione un establecimiento',
  establishmentNotFound: (id: number | string) => `No existe el establecimiento con código ${id}`,
  requiredFields: (labels: string[]) => `Existen campos obligatorios vacíos: ${labels.join(', ')}`,
  numberFormat: 'El número de establecimiento debe tener 3 dígitos (ejemplo 001)',
  rucFormat: 'Debe ingresar un RUC válido!',
  duplicateNumber: (number: string) => `Ya existe el establecimiento número ${number} en la empresa`,
  invalidCode: (label: string, value: number) => `El valor ${value} no es válido para ${label}`,
  emailFormat: 'Ingrese un correo electrónico válido',
  saved: 'Establecimiento guardado correctamente',
  deleted: 'Establecimiento eliminado',
  deleteHeadOffice: 'No se puede eliminar el establecimiento Matriz',
  deleteWithPoints: (count: number) =>
    `No se puede eliminar el establecimiento: tiene ${count} punto(s) de emisión registrados (activos o de baja)`,
  headOfficeSet: (number: string) => `El establecimiento ${number} es ahora la Matriz`,

  pointNumberFormat: 'El número del punto de emisión debe tener 3 dígitos (ejemplo 002)',
  pointRequired: 'Seleccione un punto de emisión',
  pointNameRequired: 'Ingrese el nombre del punto de emisión',
  pointDuplicate: (point: string, establishment: string) => `Ya existe el punto de emisión ${point} en el establecimiento ${establishment}`,
  pointNotFound: (id: number | string) => `No existe el punto de emisión con código ${id}`,
  pointCreated: (number: string) => `Punto de emisión electrónico ${number} creado`,
  pointCancelled: (number: string) => `Punto de emisión ${number} anulado`,
  pointReactivated: (number: string) => `Punto de emisión ${number} reactivado`,
  pointAlreadyCancelled: 'El punto de emisión ya está de baja',
  pointAlreadyActive: 'El punto de emisión ya está activo',

  // Electronic invoicing activation (spec 000 §5).
  headOfficeRequired: 'Seleccione el establecimiento Matriz.',
  addressRequired: 'Verifique la dirección que consta en el SRI',
  emailRequired: 'Debe coincidir con el colocado en la facturación electrónica',
  taxpayerTypeRequired: 'Verifique el tipo de contribuyente en el SRI',
  specialAuthRequired: 'Debe indicar el # de autorización del contribuyente especial',
  numericCodeLength: 'Debe contener 8 caracteres',
  numericCodeDigits: 'El código numérico solo admite dígitos',
  activated: 'Facturación electrónica activada',
} as const;

/** Labels of the establishment fields, used when naming missing ones. */
export const FIELD_LABELS = {
  ruc: 'RUC',
  number: 'Número de establecimiento',
  section: 'Sección',
  legalName: 'Razón social',
  description: 'Descripción',
  province: 'Provincia',
  city: 'Ciudad',
  address: 'Dirección',
  taxpayerType: 'Tipo de contribuyente',
  type: 'Tipo de establecimiento',
  closingType: 'Tipo de cierre',
  environment: 'Ambiente',
} as const;
