/** Spanish texts of the referente lookup and search (quoted ones are the spec's, word for word). */
export const REFERENTE_MSG = {
  idNumberRequired: 'Ingrese el número de CI/RUC del referente',
  codeRequired: 'Ingrese el código del referente',
  codeNotNumeric: 'El código del referente debe ser un número',
  notRegistered: 'Referente no registrado',
  companyRequired: 'Debe seleccionar una empresa',
  unknownCompany: (id: number | string) => `No existe la empresa con código ${id}`,
  documentTypeInvalid: 'El tipo de documento debe ser 1 (cédula) o 2 (RUC)',
  searchTextRequired: 'Ingrese el nombre, apellido o CI/RUC del referente a buscar',
  limitRange: (max: number) => `El máximo de referentes (limit) debe estar entre 1 y ${max}`,
} as const;
