import { GUIDE_CHARACTERS_MESSAGE, GUIDE_LENGTH_MESSAGE, GUIDE_ZERO_MESSAGE } from '../../domain/guide-number.js';

/** Public parcel tracking: the specification's texts, word for word (note the two spaces in 'ó  caracteres'). */
export const PARCEL_MSG = {
  guideZero: GUIDE_ZERO_MESSAGE,
  guideLength: GUIDE_LENGTH_MESSAGE,
  guideCharacters: GUIDE_CHARACTERS_MESSAGE,
  companyForGuide: '¡Debe seleccionar una empresa de transporte para poder buscar la guía!',
  companyForGuides: '¡Debe seleccionar una empresa de transporte para poder buscar las guías!',
  idFormat: '¡El número de ruc o cédula no tiene el formato correcto!',
  idCharacters: '¡El número de cédula no debe contener letras ó  caracteres especiales!',
  notFoundTitle: '¡No encontramos la encomienda!',
  notFoundText: 'Vuelva a buscar seleccionando la cooperativa e ingresando el número de guía o de cédula.',
  rateLimited: 'Demasiadas búsquedas de encomiendas desde esta dirección; espere un minuto e intente de nuevo.',
  guideWalk: (max: number, minutes: number) =>
    `Demasiadas guías distintas consultadas desde esta dirección: el máximo es ${max} cada ${minutes} minutos; espere unos minutos e intente de nuevo.`,
  limitStaffOnly: 'Solo el personal con sesión iniciada puede cambiar el límite de la búsqueda',
  limitRange: (max: number) => `El límite de la búsqueda debe estar entre 1 y ${max}`,
} as const;
