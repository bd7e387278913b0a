import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { orderSql, SortDirection } from '../../graphql/ordering.js';
import { checkPage } from '../../graphql/paging.js';
import { BackupState } from './backup-enums.js';
import { backupServers, findBackup, findRestore, listBackups, startBackup, startRestore } from './backup.service.js';
import {
  Backup,
  BackupInput,
  BackupJob,
  BackupOrder,
  BackupOrderField,
  BackupPage,
  BackupRestore,
  BackupServer,
  RestoreInput,
  RestoreJob,
} from './backup.types.js';
import { toBackup, toRestore } from './backup-view.js';

const ORDER_COLUMNS: Record<BackupOrderField, string> = { DATE: 'bak_fecha', NAME: 'bak_nombre' };

@Resolver()
export class BackupResolver {
  @Query(() => [BackupServer], { description: 'Servidores de backup (lst_servers) con sus esquemas de empresa; solo administradores' })
  backupServers(@Ctx() ctx: AppContext): Promise<BackupServer[]> {
    return backupServers(ctx);
  }

  @Query(() => BackupPage, {
    description: 'Backups generados, con tamaño, checksum, autor y fecha; los más recientes primero por omisión; solo administradores',
  })
  async backups(
    @Arg('page', () => Int, { nullable: true, description: 'Página a devolver, desde 1 (1 por omisión)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Backups por página: 50 por omisión, hasta 500' }) pageSize: number | null,
    @Arg('orderBy', () => BackupOrder, { nullable: true, description: 'Orden; por omisión por fecha descendente' }) orderBy: BackupOrder | null,
    @Arg('state', () => BackupState, { nullable: true, description: 'Solo los backups en este estado' }) state: BackupState | null,
    @Ctx() ctx: AppContext,
  ): Promise<BackupPage> {
    const paging = checkPage(page, pageSize);
    const order = orderSql(orderBy ?? { field: BackupOrderField.DATE, direction: SortDirection.DESC }, ORDER_COLUMNS, BackupOrderField.DATE, 'bak_codigo');
    const result = await listBackups(ctx, paging.page, paging.pageSize, order, state);
    return { ...result, items: result.items.map(toBackup) };
  }

  @Query(() => Backup, { nullable: true, description: 'Un backup por su nombre; null si no existe' })
  async backup(@Arg('name', { description: 'Nombre del archivo del backup (dest)' }) name: string, @Ctx() ctx: AppContext): Promise<Backup | null> {
    const row = await findBackup(ctx, name);
    return row ? toBackup(row) : null;
  }

  @Query(() => BackupRestore, { nullable: true, description: 'Una restauración por su código; null si no existe' })
  async backupRestore(
    @Arg('id', () => Int, { description: 'Código de la restauración (res_codigo)' }) id: number,
    @Ctx() ctx: AppContext,
  ): Promise<BackupRestore | null> {
    const row = await findRestore(ctx, id);
    return row ? toRestore(row) : null;
  }

  @Mutation(() => BackupJob, {
    description:
      "Genera en segundo plano un backup de un esquema de empresa; su avance llega por jobProgress y una falla dice 'No se ha podido generar backup'",
  })
  async startBackup(
    @Arg('input', () => BackupInput, { description: 'Esquema, servidor, nombre y reemplazo' }) input: BackupInput,
    @Ctx() ctx: AppContext,
  ): Promise<BackupJob> {
    const started = await startBackup(ctx, input);
    return { backup: toBackup(started.backup), jobId: started.jobId };
  }

  @Mutation(() => RestoreJob, {
    description:
      "Restaura en segundo plano un backup en un esquema nuevo o reemplazando uno; se verifica el número de filas de cada tabla y una falla dice 'No se ha podido restaurar backup'",
  })
  async startRestore(
    @Arg('input', () => RestoreInput, { description: 'Backup, esquema destino y reemplazo' }) input: RestoreInput,
    @Ctx() ctx: AppContext,
  ): Promise<RestoreJob> {
    const started = await startRestore(ctx, input);
    return { restore: toRestore(started.restore), jobId: started.jobId };
  }
}
