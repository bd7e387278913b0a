/** Spanish texts of the e-mail outbox. */
export const OUTBOX_TEXT = {
  title: 'Bandeja de salida de correo',
  search: 'Buscar por destinatario o asunto',
  grid: 'Correos',
  empty: 'No hay correos en la bandeja de salida.',
  columns: { date: 'Fecha', to: 'Para', subject: 'Asunto', state: 'Estado', source: 'Origen', attempts: 'Intentos' },
  view: 'Ver',
  resend: 'Reenviar',
  close: 'Cerrar',
  selectOne: 'Seleccione un correo',
  body: (to: string, subject: string) => `Para: ${to} · Asunto: ${subject}`,
  error: (text: string) => `Error: ${text}`,
  total: (n: number) => (n === 1 ? '1 correo' : `${n} correos`),
} as const;
