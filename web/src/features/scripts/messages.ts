/** Texts of /admin/scripts; 'Exito' / 'Error' are the spec's words. */
export const SCRIPT_TEXT = {
  title: 'Scripts de bases',
  subtitle: 'Ejecute un script (por ejemplo CREATE OR REPLACE FUNCTION) en los esquemas de empresa elegidos. Cada esquema corre en su propia transacción.',
  script: 'Script (script_fn)',
  schemas: 'Esquemas',
  all: 'Todos',
  dryRun: 'Prueba: ejecutar y deshacer',
  run: 'Ejecutar script',
  check: 'Verificar función',
  checkSchema: 'Esquema a verificar',
  chooseSchema: 'Seleccione un esquema',
  scriptRequired: 'Ingrese el script a ejecutar',
  schemasRequired: 'Seleccione al menos un esquema',
  confirmTitle: 'Ejecutar script',
  confirm: (n: number, dry: boolean) =>
    dry
      ? `Se va a probar el script en ${n} esquemas; los cambios se deshacen. ¿Desea continuar?`
      : `Se va a ejecutar el script en ${n} esquemas. ¿Desea continuar?`,
  progress: 'Avance de la ejecución',
  results: 'Resultado por esquema',
  allOk: 'Exito',
  someFailed: 'Error',
  summary: (ok: number, failed: number) => `${ok} esquemas con Exito, ${failed} con Error`,
  selected: (n: number) => `${n} esquemas elegidos`,
} as const;
