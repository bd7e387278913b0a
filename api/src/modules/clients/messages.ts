/** Spanish texts of the client search (quoted ones are spec 000's, word for word). */
export const CLIENT_MSG = {
  // Spec 000 §5 "Client search": the header box with nothing typed (info).
  emptyHeaderText: 'Ingrese el email o nombre del cliente a buscar.',
  // Spec 000 §5: the clients grid searched with an empty filter.
  emptyGridText: 'Ingrese criterio de búsqueda',
  // Spec 000 §8 gives one message 'El email/El nombre especificado no coincide con ningún
  // cliente': the slash is the choice between the two wordings, picked by what was searched.
  noEmailMatch: 'El email especificado no coincide con ningún cliente',
  noNameMatch: 'El nombre especificado no coincide con ningún cliente',
  // Spec 000 §8.
  noDomain: 'No se ha detectado DOMINIO informar al área de desarrollo.',
  noCompany: 'No se encontró ruc de la empresa. Empresa sin acceso no se pueden ver los datos relacionados.',
  invalidKind: 'El tipo de búsqueda debe ser 1 RUC, 2 razón social, 3 nombre comercial, 4 acceso, 5 nombre o 6 email',
  invalidCparams: "cparams debe tener la forma 'tipo|texto', con tipo de 1 a 6",
  invalidFormUpdate: 'clp_estupd debe ser 0 (HABILITADO) o 1 (DESHABILITADO)',
  unknownClient: (id: number | string) => `No existe el cliente con código ${id}`,
  limitRange: (max: number) => `El máximo de clientes (limit) debe estar entre 1 y ${max}`,
  formUpdateSaved: (name: string, label: string) => `El formulario de actualización de ${name} quedó ${label}`,
} as const;

/** Spec 000 §4: clp_estupd 0 shows HABILITADO (the form is open to the client), 1 DESHABILITADO. */
export const FORM_UPDATE_LABELS: Record<number, string> = { 0: 'HABILITADO', 1: 'DESHABILITADO' };

/** form_state: where the client's data-update form stands. */
export const FORM_STATE_LABELS: Record<number, string> = { 0: 'PENDIENTE', 1: 'ENVIADO', 2: 'ACTUALIZADO' };

/** Labels of the cparams kinds, as the grid's selector shows them. */
export const KIND_LABELS: Record<number, string> = {
  1: 'RUC',
  2: 'Razón social',
  3: 'Nombre comercial',
  4: 'Acceso',
  5: 'Nombre',
  6: 'Email',
};
