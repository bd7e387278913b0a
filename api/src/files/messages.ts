/** Spanish texts of the files service. */
export const FILE_MSG = {
  /** The spec asks the actual and the maximum size in the refusal. */
  tooLarge: (name: string, actualKb: number, maxKb: number) => `El archivo '${name}' pesa ${actualKb} KB y supera el tamaño máximo permitido de ${maxKb} KB.`,
  typeRefused: (name: string, detected: string, accepted: string) =>
    `El archivo '${name}' es de tipo ${detected}, que no está permitido aquí; se aceptan: ${accepted}.`,
  unknownType: 'desconocido',
  empty: (name: string) => `El archivo '${name}' está vacío.`,
  nameRequired: 'Indique el nombre del archivo.',
  nameTooLong: 'El nombre del archivo admite hasta 255 caracteres.',
  badClass: 'Indique la clase del archivo: ATTACHMENT, IMAGE o PDF.',
  badOwner: 'El propietario del archivo no es válido.',
  notFound: 'El archivo no existe.',
} as const;

/** 50000 → '50 000': thousands apart with a space, as the refusals write their limits. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** Refusals of the spreadsheet reader; each names the limit it applies (files/spreadsheet-limits.ts). */
export const SPREADSHEET_MSG = {
  tooLarge: (maxKb: number) => `El archivo supera el tamaño máximo de ${grouped(maxKb)} KB`,
  tooManyEntries: (max: number) => `El archivo supera el límite de ${grouped(max)} partes comprimidas; no se procesa`,
  uncompressedTooLarge: (maxMb: number) => `El contenido del archivo supera los ${grouped(maxMb)} MB descomprimido; no se procesa`,
  tooManyRows: (max: number) => `El archivo supera el límite de ${grouped(max)} filas`,
  tooManyCells: (max: number) => `El archivo supera el límite de ${grouped(max)} celdas`,
  tooSlow: (seconds: number) => `La lectura del archivo superó el límite de ${grouped(seconds)} s; no se procesa`,
} as const;
