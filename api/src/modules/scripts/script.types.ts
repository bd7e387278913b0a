import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { BackupSchema } from '../backups/backup.types.js';

@ObjectType({ description: 'Base de datos del servidor con sus esquemas de empresa (lst_bd)' })
export class ScriptDatabase {
  @Field({ description: 'Nombre de la base (datname)' }) name!: string;
  @Field(() => [BackupSchema], { description: 'Esquemas de empresa (schema_name), por nombre' }) schemas!: BackupSchema[];
}

@ObjectType({ description: 'Resultado de un script en un esquema' })
export class ScriptSchemaResult {
  @Field({ description: 'Esquema (schema_name)' }) schema!: string;
  @Field({ description: 'Verdadero si el script corrió sin error' }) ok!: boolean;
  @Field({ description: "'Exito' o 'Error'" }) outcome!: string;
  @Field({ description: "'Exito', o el mensaje de la base cuando falló" }) message!: string;
}

@ObjectType({ description: 'Una ejecución de un script en varios esquemas (tscript_ejecucion)' })
export class ScriptRun {
  @Field(() => Int, { description: 'Código de la ejecución (sce_codigo)' }) id!: number;
  @Field({ description: 'SHA-256 del script (hex)' }) hash!: string;
  @Field({ description: 'Verdadero si fue una prueba: se ejecutó y se deshizo' }) dryRun!: boolean;
  @Field({ description: 'pendiente, en_proceso o terminado' }) state!: string;
  @Field(() => [String], { description: 'Esquemas seleccionados, en orden' }) schemas!: string[];
  @Field(() => [ScriptSchemaResult], { description: 'Resultado de cada esquema; vacío mientras corre' }) results!: ScriptSchemaResult[];
  @Field({ description: 'Verdadero si todos los esquemas terminaron con Exito (cod 1)' }) allSucceeded!: boolean;
  @Field({ description: 'Quién lo ejecutó' }) author!: string;
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora de la ejecución' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Fecha y hora en que terminó' }) finishedAt!: Date | null;
}

@ObjectType({ description: 'Ejecución encolada: su avance llega por jobProgress(jobId) y sus resultados por scriptRun(id)' })
export class ScriptRunJob {
  @Field(() => ScriptRun, { description: 'La ejecución registrada' }) run!: ScriptRun;
  @Field({ description: 'Trabajo en segundo plano que la hace' }) jobId!: string;
}

@ObjectType({ description: 'Verificación de una función en un esquema (checkfn_general)' })
export class ScriptCheck {
  @Field({ description: 'Esquema verificado (nombre_sch)' }) schema!: string;
  @Field({ description: 'Función que crea el script' }) functionName!: string;
  @Field({ description: 'Verdadero si la función existe en el esquema' }) exists!: boolean;
  @Field({ description: 'Verdadero si el script compila allí (se ejecutó y se deshizo)' }) compiles!: boolean;
  @Field({ description: 'Existe y compila (cod 1)' }) ok!: boolean;
  @Field({ description: 'Resultado en español o el mensaje de la base' }) message!: string;
}

@InputType({ description: 'Script a ejecutar en varios esquemas (savetoschema)' })
export class ScriptRunInput {
  @Field({ description: 'El script (script_fn), típicamente CREATE OR REPLACE FUNCTION' }) script!: string;
  @Field(() => [String], { description: 'Esquemas donde se ejecuta' }) schemas!: string[];
  @Field(() => Boolean, { nullable: true, description: 'Prueba: ejecuta y deshace en cada esquema' }) dryRun?: boolean | null;
}

@InputType({ description: 'Verificación de la función de un script en un esquema (checkfn_general)' })
export class ScriptCheckInput {
  @Field({ description: 'El script (script_fn) que crea la función' }) script!: string;
  @Field({ description: 'Esquema (nombre_sch)' }) schema!: string;
  @Field(() => String, { nullable: true, description: 'Base (nombre_bd); por omisión la del servidor' }) database?: string | null;
}
