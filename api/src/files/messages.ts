/** Spanish texts of the files service. */
export const FILE_MSG = {
  /** The spec asks the actual and the maximum size in the refusal. */
  tooLarge: (name: string, actualKb: number, maxKb: number) => `El archivo '${name}' pesa ${actualKb} KB y supera el tamaño máximo permitido de ${maxKb} KB.`,
  typeRefused: (name: string, detected: string, accepted: string) => `El archivo '${name}' es de tipo ${detected}, que no está permitido aquí; se aceptan: ${accepted}.`,
  unknownType: 'desconocido',
  empty: (name: string) => `El archivo '${name}' está vacío.`,
  nameRequired: 'Indique el nombre del archivo.',
  nameTooLong: 'El nombre del archivo admite hasta 255 caracteres.',
  badClass: 'Indique la clase del archivo: ATTACHMENT, IMAGE o PDF.',
  badOwner: 'El propietario del archivo no es válido.',
  notFound: 'El archivo no existe.',
} as const;
