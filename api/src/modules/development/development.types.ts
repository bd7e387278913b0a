import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ScreenPermission } from '../auth/auth.types.js';

@ObjectType('DevCycle', { description: 'Estado del ciclo de desarrollo de un módulo o atributo (tdes_ciclo)' })
export class DevCycle {
  @Field(() => Int, { description: 'ci_codigo' }) id!: number;
  @Field({ description: 'ci_estado: off, an, de, im, fi' }) state!: string;
  @Field({ description: 'Off, En análisis, En desarrollo, En implementación, En mantenimiento' }) stateLabel!: string;
  @Field(() => String, { nullable: true, description: 'ci_nota' }) note!: string | null;
  @Field({ description: 'ci_fecha AAAA-MM-DD' }) date!: string;
  @Field(() => Int, { description: 'ci_usuario' }) userId!: number;
  @Field({ description: 'Nombre del usuario' }) userName!: string;
  @Field(() => Int, { nullable: true, description: 'ci_modulo' }) moduleId!: number | null;
  @Field(() => Int, { nullable: true, description: 'ci_atributo' }) attributeId!: number | null;
}

@ObjectType('DevFunctional', { description: 'Funcional de un atributo (tdes_funcional)' })
export class DevFunctional {
  @Field(() => Int, { description: 'fu_codigo' }) id!: number;
  @Field({ description: 'fu_descri' }) description!: string;
  @Field(() => Int, { description: 'fu_atributo' }) attributeId!: number;
}

@ObjectType('DevAttribute', { description: 'Atributo de un módulo (tdes_atributo)' })
export class DevAttribute {
  @Field(() => Int, { description: 'at_codigo' }) id!: number;
  @Field({ description: 'at_nombre' }) name!: string;
  @Field(() => Int, { description: 'at_tipo: 0 no disponible, 1 incluido, 2 adquirible' }) type!: number;
  @Field() typeLabel!: string;
  @Field(() => Int, { description: 'at_modulo' }) moduleId!: number;
  @Field(() => DevCycle, { nullable: true, description: 'Estado actual del ciclo' }) cycle!: DevCycle | null;
  @Field(() => [DevFunctional]) functionals!: DevFunctional[];
}

@ObjectType('DevModule', { description: 'Módulo de un área (tdes_modulo)' })
export class DevModule {
  @Field(() => Int, { description: 'mo_codigo' }) id!: number;
  @Field({ description: 'mo_nombre' }) name!: string;
  @Field(() => Int, { description: 'mo_tipo: 1 incluido, 2 adquirible' }) type!: number;
  @Field() typeLabel!: string;
  @Field(() => String, { nullable: true, description: 'mo_descri' }) description!: string | null;
  @Field(() => Int, { description: 'mo_area' }) areaId!: number;
  @Field(() => DevCycle, { nullable: true, description: 'Estado actual del ciclo' }) cycle!: DevCycle | null;
  @Field(() => [DevAttribute]) attributes!: DevAttribute[];
}

@ObjectType('DevArea', { description: 'Área del producto (tdes_area)' })
export class DevArea {
  @Field(() => Int, { description: 'ar_codigo' }) id!: number;
  @Field({ description: 'ar_nombre' }) name!: string;
  @Field(() => String, { nullable: true, description: 'ar_descri' }) description!: string | null;
  @Field(() => Int) moduleCount!: number;
}

@ObjectType('DevVersion', { description: 'Versión del producto (tdes_version)' })
export class DevVersion {
  @Field(() => Int, { description: 've_codigo' }) id!: number;
  @Field({ description: 've_nombre' }) name!: string;
  @Field(() => String, { nullable: true, description: 've_descri' }) description!: string | null;
  @Field(() => [Int], { description: 'Módulos asignados (mo_codigo)' }) moduleIds!: number[];
}

@ObjectType('DevOptions', { description: 'Áreas, versiones y permisos del catálogo de desarrollo (getOpciones)' })
export class DevOptions {
  @Field(() => [DevArea]) areas!: DevArea[];
  @Field(() => [DevVersion]) versions!: DevVersion[];
  @Field(() => ScreenPermission, { description: "Objeto permisos de la pantalla 'desarrollo'" }) permisos!: ScreenPermission;
}

@ObjectType('DevAreaStructure', { description: 'Estructura de un área: módulos, atributos y funcionales (getArea)' })
export class DevAreaStructure {
  @Field(() => DevArea) area!: DevArea;
  @Field(() => [DevModule]) modules!: DevModule[];
}

@ObjectType('DevVersionModule', { description: 'Módulo del catálogo y si la versión lo tiene asignado' })
export class DevVersionModule {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() areaName!: string;
  @Field(() => Int) type!: number;
  @Field() assigned!: boolean;
}

@ObjectType('DevVersionDetail', { description: 'Una versión con todos los módulos y su asignación (getVersion)' })
export class DevVersionDetail {
  @Field(() => DevVersion) version!: DevVersion;
  @Field(() => [DevVersionModule]) modules!: DevVersionModule[];
}

@ObjectType('DevUser', { description: 'Usuario activo (usr_activo T) para el estado del ciclo' })
export class DevUser {
  @Field(() => Int) id!: number;
  @Field() login!: string;
  @Field() name!: string;
}

@InputType('DevModuleInput')
export class DevModuleInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => Int, { nullable: true }) areaId?: number | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Int, { nullable: true }) type?: number | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@InputType('DevAttributeInput')
export class DevAttributeInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => Int, { nullable: true }) moduleId?: number | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Int, { nullable: true }) type?: number | null;
}

@InputType('DevFunctionalInput')
export class DevFunctionalInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => Int, { nullable: true }) attributeId?: number | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@InputType('DevVersionInput')
export class DevVersionInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@InputType('DevCycleInput')
export class DevCycleInput {
  @Field(() => Int, { nullable: true }) moduleId?: number | null;
  @Field(() => Int, { nullable: true }) attributeId?: number | null;
  @Field(() => String, { nullable: true, description: 'off, an, de, im, fi' }) state?: string | null;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' }) date?: string | null;
  @Field(() => Int, { nullable: true, description: 'Usuario activo (usr_codigo)' }) userId?: number | null;
}

@ObjectType('DevSaveResult')
export class DevSaveResult {
  @Field() message!: string;
  @Field(() => Int, { description: 'Código de lo guardado o eliminado' }) id!: number;
}
