/** Spanish texts of script administration; 'Exito' / 'Error' are the spec's (002 §8) words. */
export const SCRIPT_MSG = {
  ok: 'Exito',
  error: 'Error',
  onlySuperUser: 'Solo el super usuario puede ejecutar scripts en las bases de las empresas',
  scriptRequired: 'Ingrese el script a ejecutar (script_fn)',
  schemasRequired: 'Seleccione al menos un esquema (lst_bd)',
  schemaRequired: 'Seleccione el esquema donde se verifica la función (nombre_sch)',
  schemaUnknown: (schema: string) => `El esquema ${schema} no es un esquema de empresa de la base`,
  databaseUnknown: (db: string) => `La base ${db} no está en este servidor`,
  noFunction: 'El script no crea ninguna función (CREATE FUNCTION nombre(...))',
  functionExists: (fn: string, schema: string) => `La función ${fn} existe en el esquema ${schema} y el script compila`,
  functionMissing: (fn: string, schema: string) => `El script compila en el esquema ${schema}, pero la función ${fn} no existe allí`,
  dryRunNote: 'Prueba: se ejecutó y se deshizo',
  summary: (ok: number, failed: number) => `${ok} esquemas con Exito, ${failed} con Error`,
} as const;
