/** Spanish texts of the doctors administration (spec 001 §5 "Doctors", §6, §8 quoted word for word). */
export const DOCTOR_MSG = {
  // Spec 001 §5: the search by ID or by name needs its text.
  searchIdRequired: 'INGRESE LA CÉDULA O RUC DEL MÉDICO PARA BUSCAR POR CED/RUC',
  searchNameRequired: 'INGRESE LA CÉDULA O RUC DEL MÉDICO PARA BUSCAR POR NOMBRE',
  // Spec 001 §5 and §9: days above 0, one by default.
  daysRequired: 'Debe indicar el número de días que se va a extender',
  // Spec 001 §6 and §8: changing validity without the right (info level).
  noPermission: 'No tiene los permisos para realizar esta acción',
  daysTooMany: (max: number) => `El número de días a extender no puede superar ${max}`,
  searchBy: (value: string) => `Tipo de búsqueda desconocido: '${value}'. Use ID (cédula o RUC) o NOMBRE`,
  textTooLong: 'El texto de búsqueda no puede superar 100 caracteres',
  planType: (value: number) => `Tipo de plan desconocido: ${value}. Use 0 prueba o 1 pagado`,
  planState: (value: number) => `Estado de plan desconocido: ${value}. Use 1 vigente, 2 por caducar o 3 caducado`,
  validityFilter: (value: number) => `Validez desconocida: ${value}. Use 0 válido, 1 por validar o 2 no válido`,
  validityValue: 'La validez (med_valido) debe ser 0 (válido) o 2 (no válido)',
  doctorId: 'El médico (ref_codigo) debe ser un número entero mayor que cero',
  doctorNotFound: (id: number) => `No existe el médico ${id}`,
  sameValidity: (name: string, label: string) => `El médico ${name} ya está ${label}`,
  validityChanged: (name: string, label: string) => `Médico ${name}: ${label}`,
  selectDoctors: 'Seleccione los médicos a los que se va a extender el período de prueba',
  planStart: (value: string) => `La fecha de inicio del plan (pla_fecini) '${value}' no es una fecha válida (AAAA-MM-DD o DD/MM/AAAA)`,
  planNotFound: (id: number, start: string) => `El médico ${id} no tiene un plan que empiece el ${start}`,
  notCurrentPlan: (names: string) => `El plan indicado ya no es el plan actual de: ${names}. Actualice la lista`,
  paidPlan: (names: string) => `Solo se extiende el período de prueba; tienen un plan pagado: ${names}`,
  extended: (days: number, count: number) =>
    `Período de prueba extendido ${days === 1 ? '1 día' : `${days} días`} para ${count === 1 ? '1 médico' : `${count} médicos`}`,
} as const;

/** Labels and colours of the codes (spec 001 §3 and §4). */
export const PLAN_TYPE_LABELS: Record<number, string> = { 0: 'PRUEBA', 1: 'PAGADO' };
export const PLAN_STATES: Record<number, { label: string; color: string }> = {
  1: { label: 'VIGENTE', color: 'limegreen' },
  2: { label: 'POR CADUCAR', color: 'gold' },
  3: { label: 'CADUCADO', color: 'crimson' },
};
export const VALIDITY: Record<number, { label: string; color: string }> = {
  0: { label: 'VÁLIDO', color: 'limegreen' },
  1: { label: 'POR VALIDAR', color: 'gold' },
  2: { label: 'NO VÁLIDO', color: 'crimson' },
};

/** caducaen: the days to the plan's end in words. */
export function expiresInText(days: number | null): string | null {
  if (days === null) return null;
  if (days === 0) return 'Caduca hoy';
  const n = Math.abs(days);
  const span = n === 1 ? '1 día' : `${n} días`;
  return days > 0 ? `Caduca en ${span}` : `Caducó hace ${span}`;
}
