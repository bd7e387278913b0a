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
  /** Refusals before anything runs (script-parser.ts): the statement's number, first words and why. */
  refuse: {
    statement: (n: number, head: string, reason: string) => `La sentencia ${n} (${head}) no se permite: ${reason}. No se ejecutó nada`,
    syntax: (line: number, message: string) => `El script tiene un error de sintaxis en la línea ${line}: ${message}. No se ejecutó nada`,
    transaction: 'el script corre en una sola transacción, sin BEGIN, COMMIT, ROLLBACK, SAVEPOINT ni PREPARE TRANSACTION',
    setting: (name: string) => `el script no puede cambiar ${name} (rol, esquema, tiempo máximo y transacción los fija la aplicación)`,
    reset: 'el script no puede usar RESET (rol, esquema y tiempo máximo los fija la aplicación)',
    copy: 'COPY con archivos del servidor, programas (PROGRAM) o el cliente no está disponible en scripts; use INSERT o CREATE TABLE ... AS',
    roles: 'los roles y permisos (GRANT, REVOKE, CREATE/ALTER ROLE, OWNED BY) los administra la aplicación',
    server: 'la configuración del servidor, bases, extensiones y archivos no se cambian desde un script de empresa',
    schema: 'el script trabaja dentro del esquema de la empresa: no crea, borra, renombra ni cambia de dueño esquemas',
    session: 'el script no puede reiniciar la sesión (DISCARD)',
    selectInto: 'use CREATE TABLE ... AS SELECT en lugar de SELECT ... INTO',
  },
  /** A statement PostgreSQL refused for lack of permission: the company role reaches its schema only. */
  permission: (n: number, head: string, schema: string, db: string) =>
    `La sentencia ${n} (${head}) no tiene permiso: el script solo puede usar el esquema ${schema} con su rol (${db}). No se aplicó nada`,
  /** COMMIT or ROLLBACK inside a DO block or a procedure. */
  transactionEnd: (n: number, head: string, db: string) =>
    `La sentencia ${n} (${head}) intentó terminar la transacción (COMMIT o ROLLBACK en un bloque DO o un procedimiento); el script corre en una sola transacción (${db}). No se aplicó nada`,
  timeout: (seconds: string, db: string) => `El script superó el tiempo máximo de ${seconds} s y se canceló (${db}). No se aplicó nada`,
  /** Logged once per process on the embedded database, which has no timer signals. */
  embeddedTimeout:
    'Base embebida (PGlite): los scripts corren con el rol de su empresa, pero statement_timeout no se aplica (un script sin fin detiene la base hasta terminar)',
} as const;
