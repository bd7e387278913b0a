/** Spanish texts of the HTTP edge itself (body parsing, before any route). */
export const HTTP_MSG = {
  bodyTooDeep: (max: number) => `El contenido enviado supera la profundidad máxima de ${max} niveles`,
} as const;
