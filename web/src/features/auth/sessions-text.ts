// Spanish texts of the open-sessions modal.
export const SESSIONS_TEXT = {
  title: 'Sesiones abiertas',
  tableLabel: 'Sesiones abiertas del usuario',
  loading: 'Cargando sesiones…',
  columns: { createdAt: 'Inicio', lastSeenAt: 'Último uso', ip: 'Dirección', userAgent: 'Navegador' },
  current: 'Esta sesión',
  unknown: 'Desconocido',
  closeOne: 'Cerrar',
  closeOthers: 'Cerrar las demás',
  confirmTitle: 'Sesiones abiertas',
  confirmOne: (where: string) => `¿Cerrar la sesión de ${where}? Quien la use tendrá que ingresar de nuevo.`,
  confirmOthers: (count: number) => `¿Cerrar ${count === 1 ? 'la otra sesión abierta' : `las otras ${count} sesiones abiertas`}? Esta sesión sigue abierta.`,
} as const;
