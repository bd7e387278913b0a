/** Spanish texts of the development catalogue. */
export const DEV_MSG = {
  areaRequired: 'Seleccione un área',
  areaNotFound: (id: number) => `No existe el área ${id}`,
  moduleRequired: 'Seleccione un módulo',
  moduleNotFound: (id: number) => `No existe el módulo ${id}`,
  attributeRequired: 'Seleccione un atributo',
  attributeNotFound: (id: number) => `No existe el atributo ${id}`,
  functionalNotFound: (id: number) => `No existe el funcional ${id}`,
  versionRequired: 'Seleccione una versión',
  versionNotFound: (id: number) => `No existe la versión ${id}`,
  moduleName: 'Ingrese el nombre del módulo',
  moduleType: 'El tipo de módulo debe ser 1 (incluido) o 2 (adquirible)',
  attributeName: 'Ingrese el nombre del atributo',
  attributeType: 'El tipo de atributo debe ser 0 (no disponible), 1 (incluido) o 2 (adquirible)',
  functionalDescription: 'Ingrese la descripción del funcional',
  versionName: 'Ingrese el nombre de la versión',
  versionDuplicate: (name: string) => `Ya existe la versión '${name}'`,
  tooLong: (label: string, max: number) => `${label} no puede superar ${max} caracteres`,
  cycleTarget: 'Seleccione un módulo o un atributo para registrar el estado del ciclo',
  cycleBoth: 'El estado del ciclo es de un módulo o de un atributo, no de ambos',
  cycleState: (state: string) => `Estado de ciclo desconocido: '${state}'. Use off, an, de, im o fi`,
  cycleDate: 'La fecha del ciclo no es válida (AAAA-MM-DD)',
  cycleUser: 'Seleccione un usuario activo',
  moduleSaved: (name: string) => `Se guardó el módulo '${name}'`,
  attributeSaved: (name: string) => `Se guardó el atributo '${name}'`,
  functionalSaved: 'Se guardó el funcional',
  versionSaved: (name: string) => `Se guardó la versión '${name}'`,
  versionModulesSaved: (name: string, n: number) => `La versión '${name}' tiene ${n} módulos asignados`,
  cycleSaved: (label: string) => `Estado del ciclo registrado: ${label}`,
  moduleDeleted: (name: string) => `Se eliminó el módulo '${name}'`,
  attributeDeleted: (name: string) => `Se eliminó el atributo '${name}'`,
  functionalDeleted: 'Se eliminó el funcional',
  versionDeleted: (name: string) => `Se eliminó la versión '${name}'`,
} as const;

export const MODULE_TYPES: Record<number, string> = { 1: 'Incluido', 2: 'Adquirible' };
export const ATTRIBUTE_TYPES: Record<number, string> = { 0: 'No disponible', 1: 'Incluido', 2: 'Adquirible' };
/** Cycle states (ci_estado) and their labels, spec 001 §4. */
export const CYCLE_STATES: Record<string, string> = { off: 'Off', an: 'En análisis', de: 'En desarrollo', im: 'En implementación', fi: 'En mantenimiento' };
