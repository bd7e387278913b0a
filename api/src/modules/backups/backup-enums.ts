import { registerEnumType } from 'type-graphql';

/** State of a backup or a restore (bak_estado, res_estado); the value is the DB code. */
export enum BackupState {
  PENDING = 'pendiente',
  RUNNING = 'en_proceso',
  DONE = 'terminado',
  FAILED = 'fallido',
}

registerEnumType(BackupState, {
  name: 'BackupState',
  description: 'Estado de un backup o de una restauración',
  valuesConfig: {
    PENDING: { description: 'En la cola, esperando a quien lo procese (pendiente)' },
    RUNNING: { description: 'En proceso (en_proceso)' },
    DONE: { description: 'Terminado y verificado (terminado)' },
    FAILED: { description: 'Falló; el mensaje dice por qué (fallido)' },
  },
});

/** Format of a backup file (bak_formato). */
export enum BackupFormat {
  CUSTOM = 'custom',
  SQL = 'sql',
}

registerEnumType(BackupFormat, {
  name: 'BackupFormat',
  description: 'Formato del archivo de un backup',
  valuesConfig: {
    CUSTOM: { description: 'Formato propio de pg_dump (-Fc), se restaura con pg_restore (PostgreSQL)' },
    SQL: { description: 'Script SQL de pg_dump de PGlite, se restaura en la base embebida' },
  },
});
