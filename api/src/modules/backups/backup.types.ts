import { Field, Float, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';
import { Page } from '../../graphql/page.js';
import { BackupFormat, BackupState } from './backup-enums.js';

@ObjectType({ description: 'Esquema de la base que puede respaldarse, con la empresa que lo usa' })
export class BackupSchema {
  @Field({ description: 'Nombre del esquema (emp_esquemadb)' }) schema!: string;
  @Field(() => Int, { nullable: true, description: 'Código de la empresa registrada en el esquema; null si ninguna lo usa (por ejemplo una restauración)' })
  companyId!: number | null;
  @Field(() => String, { nullable: true, description: 'Razón social de esa empresa' }) companyName!: string | null;
}

@ObjectType({ description: 'Servidor de bases desde el que se generan backups (lst_servers)' })
export class BackupServer {
  @Field({ description: 'Nombre del servidor (srv); localhost por omisión' }) name!: string;
  @Field({ description: 'Base de las empresas en ese servidor (bd)' }) database!: string;
  @Field({ description: 'Verdadero para el servidor por omisión' }) isDefault!: boolean;
  @Field(() => [BackupSchema], { description: 'Esquemas de empresa de esa base, por nombre' }) schemas!: BackupSchema[];
}

@ObjectType({ description: 'Filas de una tabla en el momento del backup; una restauración debe reproducirlas' })
export class BackupTableCount {
  @Field({ description: 'Nombre de la tabla' }) table!: string;
  @Field(() => Float, { description: 'Número de filas' }) rows!: number;
}

@ObjectType({ description: 'Un backup de un esquema de empresa (trespaldo)' })
export class Backup {
  @Field(() => Int, { description: 'Código interno (bak_codigo)' }) id!: number;
  @Field({ description: 'Nombre del archivo (dest en REST), único' }) name!: string;
  @Field({ description: 'Servidor (srv)' }) server!: string;
  @Field({ description: 'Base (bd)' }) database!: string;
  @Field({ description: 'Esquema respaldado (sch)' }) schema!: string;
  @Field(() => Int, { nullable: true, description: 'Empresa del esquema al momento del backup' }) companyId!: number | null;
  @Field(() => BackupFormat, { description: 'Formato del archivo' }) format!: BackupFormat;
  @Field(() => BackupState, { description: 'Estado del backup' }) state!: BackupState;
  @Field(() => String, { nullable: true, description: 'Resultado en español: el nombre generado o el motivo de la falla' }) message!: string | null;
  @Field(() => Float, { nullable: true, description: 'Tamaño del archivo en bytes' }) size!: number | null;
  @Field(() => String, { nullable: true, description: 'SHA-256 del archivo (hex); una restauración lo comprueba' }) checksum!: string | null;
  @Field(() => Float, { nullable: true, description: 'Filas respaldadas en total' }) rowCount!: number | null;
  @Field(() => [BackupTableCount], { description: 'Filas de cada tabla respaldada' }) tables!: BackupTableCount[];
  @Field({ description: 'Quién lo generó' }) author!: string;
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora de la solicitud' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Fecha y hora en que terminó' }) finishedAt!: Date | null;
}

@ObjectType({ description: 'Una página de backups' })
export class BackupPage extends Page(Backup, {
  items: 'Backups de la página',
  totalCount: 'Backups que cumplen el filtro, en todas las páginas',
}) {}

@ObjectType({ description: 'Una restauración de un backup (trestauracion)' })
export class BackupRestore {
  @Field(() => Int, { description: 'Código interno (res_codigo)' }) id!: number;
  @Field({ description: 'Nombre del backup restaurado (dest)' }) backupName!: string;
  @Field({ description: 'Esquema donde se restaura (ant)' }) schema!: string;
  @Field({ description: 'Verdadero si reemplaza un esquema existente' }) replace!: boolean;
  @Field(() => BackupState, { description: 'Estado de la restauración' }) state!: BackupState;
  @Field(() => String, { nullable: true, description: 'Resultado en español; en una falla empieza con «No se ha podido restaurar backup»' }) message!:
    string | null;
  @Field({ description: 'Quién la pidió' }) author!: string;
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora de la solicitud' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Fecha y hora en que terminó' }) finishedAt!: Date | null;
}

@ObjectType({ description: 'Backup encolado: su avance llega por jobProgress(jobId)' })
export class BackupJob {
  @Field(() => Backup, { description: 'El backup solicitado' }) backup!: Backup;
  @Field({ description: 'Trabajo en segundo plano que lo genera' }) jobId!: string;
}

@ObjectType({ description: 'Restauración encolada: su avance llega por jobProgress(jobId)' })
export class RestoreJob {
  @Field(() => BackupRestore, { description: 'La restauración solicitada' }) restore!: BackupRestore;
  @Field({ description: 'Trabajo en segundo plano que la hace' }) jobId!: string;
}

@InputType({ description: 'Pedido de backup de un esquema de empresa (do_backup)' })
export class BackupInput {
  @Field({ description: 'Esquema a respaldar (sch)' }) schema!: string;
  @Field(() => String, { nullable: true, description: 'Base del esquema (bd); por omisión la del servidor' }) database?: string | null;
  @Field(() => String, { nullable: true, description: 'Servidor (srv); localhost por omisión' }) server?: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre del archivo (name_replace); por omisión esquema y fecha' }) name?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Reemplaza un backup del mismo nombre (replace)' }) replace?: boolean | null;
}

@InputType({ description: 'Pedido de restauración de un backup (do_restore)' })
export class RestoreInput {
  @Field({ description: 'Nombre del backup (dest)' }) backupName!: string;
  @Field({ description: 'Esquema donde se restaura (ant): uno nuevo, o uno existente con replace' }) schema!: string;
  @Field(() => String, { nullable: true, description: 'Servidor (srv); localhost por omisión' }) server?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Reemplaza el esquema si existe (replace)' }) replace?: boolean | null;
}

export enum BackupOrderField {
  DATE = 'DATE',
  NAME = 'NAME',
}

registerEnumType(BackupOrderField, {
  name: 'BackupOrderField',
  description: 'Campo por el que se ordena la lista de backups',
  valuesConfig: { DATE: { description: 'Fecha de la solicitud' }, NAME: { description: 'Nombre del archivo' } },
});

@InputType('BackupOrder', { description: 'Orden de la lista de backups; a igualdad decide el código interno, en el mismo sentido' })
export class BackupOrder {
  @Field(() => BackupOrderField, { description: 'Campo por el que se ordena' }) field!: BackupOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}
