import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { ScreenPermission } from '../auth/auth.types.js';
import { DevAttributeType, DevCycleState, DevModuleType } from './development.enums.js';

@ObjectType('DevCycle', {
  description: 'Un estado registrado del ciclo de desarrollo de un módulo o de un atributo, con su nota, fecha y responsable (tdes_ciclo)',
})
export class DevCycle {
  @Field(() => Int, { description: 'Código del registro del ciclo (ci_codigo)' }) id!: number;
  @Field(() => DevCycleState, { description: 'Etapa del ciclo: off, en análisis, en desarrollo, en implementación o en mantenimiento (ci_estado)' })
  state!: DevCycleState;
  @Field({ description: "Etapa para mostrar: 'Off', 'En análisis', 'En desarrollo', 'En implementación' o 'En mantenimiento'" }) stateLabel!: string;
  @Field(() => String, { nullable: true, description: 'Nota sobre el estado, por ejemplo qué se revisó (ci_nota)' }) note!: string | null;
  @Field(() => LocalDateScalar, { description: 'Fecha desde la que rige el estado (ci_fecha)' }) date!: string;
  @Field(() => Int, { description: 'Código del usuario del personal responsable del estado (ci_usuario)' }) userId!: number;
  @Field({ description: 'Nombre del usuario responsable del estado' }) userName!: string;
  @Field(() => Int, { nullable: true, description: 'Código del módulo cuyo estado es; null si es de un atributo (ci_modulo)' }) moduleId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Código del atributo cuyo estado es; null si es de un módulo (ci_atributo)' }) attributeId!: number | null;
}

@ObjectType('DevFunctional', { description: 'Una funcionalidad concreta que ofrece un atributo, descrita para el cliente (tdes_funcional)' })
export class DevFunctional {
  @Field(() => Int, { description: 'Código del funcional (fu_codigo)' }) id!: number;
  @Field({ description: 'Qué hace, en palabras del cliente (fu_descri)' }) description!: string;
  @Field(() => Int, { description: 'Código del atributo al que pertenece (fu_atributo)' }) attributeId!: number;
}

@ObjectType('DevAttribute', { description: 'Un atributo (característica) de un módulo del producto, con su disponibilidad y sus funcionales (tdes_atributo)' })
export class DevAttribute {
  @Field(() => Int, { description: 'Código del atributo (at_codigo)' }) id!: number;
  @Field({ description: 'Nombre del atributo (at_nombre)' }) name!: string;
  @Field(() => DevAttributeType, { description: 'Disponibilidad: no disponible, incluido o adquirible (at_tipo)' }) type!: DevAttributeType;
  @Field({ description: "Disponibilidad para mostrar: 'No disponible', 'Incluido' o 'Adquirible'" }) typeLabel!: string;
  @Field(() => Int, { description: 'Código del módulo al que pertenece (at_modulo)' }) moduleId!: number;
  @Field(() => DevCycle, { nullable: true, description: 'Estado actual del ciclo de desarrollo: el último registrado; null si no tiene' })
  cycle!: DevCycle | null;
  @Field(() => [DevFunctional], { description: 'Funcionales del atributo, en el orden en que se registraron' }) functionals!: DevFunctional[];
}

@ObjectType('DevModule', { description: 'Un módulo de un área del producto, con sus atributos (tdes_modulo)' })
export class DevModule {
  @Field(() => Int, { description: 'Código del módulo (mo_codigo)' }) id!: number;
  @Field({ description: 'Nombre del módulo (mo_nombre)' }) name!: string;
  @Field(() => DevModuleType, { description: 'Cómo llega al cliente: incluido en la versión o adquirible (mo_tipo)' }) type!: DevModuleType;
  @Field({ description: "Tipo para mostrar: 'Incluido' o 'Adquirible'" }) typeLabel!: string;
  @Field(() => String, { nullable: true, description: 'Descripción del módulo para el cliente (mo_descri)' }) description!: string | null;
  @Field(() => Int, { description: 'Código del área del producto a la que pertenece (mo_area)' }) areaId!: number;
  @Field(() => DevCycle, { nullable: true, description: 'Estado actual del ciclo de desarrollo: el último registrado; null si no tiene' })
  cycle!: DevCycle | null;
  @Field(() => [DevAttribute], { description: 'Atributos del módulo, por nombre' }) attributes!: DevAttribute[];
}

@ObjectType('DevArea', { description: 'Un área funcional del producto, por ejemplo Contabilidad o Inventario (tdes_area)' })
export class DevArea {
  @Field(() => Int, { description: 'Código del área (ar_codigo)' }) id!: number;
  @Field({ description: 'Nombre del área (ar_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Descripción del área (ar_descri)' }) description!: string | null;
  @Field(() => Int, { description: 'Número de módulos del área' }) moduleCount!: number;
}

@ObjectType('DevVersion', { description: 'Una versión comercial del producto con los módulos que incluye (tdes_version)' })
export class DevVersion {
  @Field(() => Int, { description: 'Código de la versión (ve_codigo)' }) id!: number;
  @Field({ description: 'Nombre de la versión, único (ve_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Descripción de la versión (ve_descri)' }) description!: string | null;
  @Field(() => [Int], { description: 'Códigos de los módulos asignados a la versión, de menor a mayor (mo_codigo)' }) moduleIds!: number[];
}

@ObjectType('DevOptions', { description: 'Áreas, versiones y permisos del catálogo de desarrollo' })
export class DevOptions {
  @Field(() => [DevArea], { description: 'Áreas del producto, en su orden de presentación' }) areas!: DevArea[];
  /** Resolved with its orderBy by DevOptionsResolver. */
  versions!: DevVersion[];
  @Field(() => ScreenPermission, { description: "Permisos de quien consulta sobre la pantalla 'desarrollo'" }) permisos!: ScreenPermission;
}

@ObjectType('DevAreaStructure', { description: 'Estructura de un área: sus módulos con sus atributos, funcionales y estados del ciclo' })
export class DevAreaStructure {
  @Field(() => DevArea, { description: 'El área consultada' }) area!: DevArea;
  @Field(() => [DevModule], { description: 'Módulos del área, por nombre' }) modules!: DevModule[];
}

@ObjectType('DevVersionModule', { description: 'Un módulo del catálogo y si la versión consultada lo tiene asignado' })
export class DevVersionModule {
  @Field(() => Int, { description: 'Código del módulo (mo_codigo)' }) id!: number;
  @Field({ description: 'Nombre del módulo (mo_nombre)' }) name!: string;
  @Field({ description: 'Nombre del área del módulo (ar_nombre)' }) areaName!: string;
  @Field(() => DevModuleType, { description: 'Cómo llega al cliente: incluido o adquirible (mo_tipo)' }) type!: DevModuleType;
  @Field({ description: 'La versión tiene asignado el módulo' }) assigned!: boolean;
}

@ObjectType('DevVersionDetail', { description: 'Una versión con todos los módulos del catálogo, marcados los que tiene asignados' })
export class DevVersionDetail {
  @Field(() => DevVersion, { description: 'La versión consultada' }) version!: DevVersion;
  @Field(() => [DevVersionModule], { description: 'Todos los módulos del catálogo, por área y nombre' }) modules!: DevVersionModule[];
}

@ObjectType('DevUser', { description: 'Un usuario activo del personal que puede ser responsable de un estado del ciclo' })
export class DevUser {
  @Field(() => Int, { description: 'Código del usuario (usr_codigo)' }) id!: number;
  @Field({ description: 'Nombre de usuario con que ingresa (usr_id)' }) login!: string;
  @Field({ description: 'Nombre completo (usr_nombre)' }) name!: string;
}

@InputType('DevModuleInput', { description: 'Datos de un módulo para crearlo o editarlo' })
export class DevModuleInput {
  @Field(() => Int, { nullable: true, description: 'Código del módulo que se edita; null o 0 para crear uno (mo_codigo)' }) id?: number | null;
  @Field(() => Int, { nullable: true, description: 'Código del área a la que pertenece (mo_area)' }) areaId?: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre del módulo, hasta 100 caracteres (mo_nombre)' }) name?: string | null;
  @Field(() => DevModuleType, { nullable: true, description: 'Incluido o adquirible (mo_tipo)' }) type?: DevModuleType | null;
  @Field(() => String, { nullable: true, description: 'Descripción para el cliente, hasta 500 caracteres (mo_descri)' }) description?: string | null;
}

@InputType('DevAttributeInput', { description: 'Datos de un atributo de un módulo para crearlo o editarlo' })
export class DevAttributeInput {
  @Field(() => Int, { nullable: true, description: 'Código del atributo que se edita; null o 0 para crear uno (at_codigo)' }) id?: number | null;
  @Field(() => Int, { nullable: true, description: 'Código del módulo al que pertenece (at_modulo)' }) moduleId?: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre del atributo, hasta 150 caracteres (at_nombre)' }) name?: string | null;
  @Field(() => DevAttributeType, { nullable: true, description: 'No disponible, incluido o adquirible (at_tipo)' }) type?: DevAttributeType | null;
}

@InputType('DevFunctionalInput', { description: 'Datos de un funcional de un atributo para crearlo o editarlo' })
export class DevFunctionalInput {
  @Field(() => Int, { nullable: true, description: 'Código del funcional que se edita; null o 0 para crear uno (fu_codigo)' }) id?: number | null;
  @Field(() => Int, { nullable: true, description: 'Código del atributo al que pertenece (fu_atributo)' }) attributeId?: number | null;
  @Field(() => String, { nullable: true, description: 'Qué hace, hasta 500 caracteres (fu_descri)' }) description?: string | null;
}

@InputType('DevVersionInput', { description: 'Datos de una versión del producto para crearla o editarla' })
export class DevVersionInput {
  @Field(() => Int, { nullable: true, description: 'Código de la versión que se edita; null o 0 para crear una (ve_codigo)' }) id?: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre de la versión, único, hasta 60 caracteres (ve_nombre)' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Descripción de la versión, hasta 500 caracteres (ve_descri)' }) description?: string | null;
}

@InputType('DevCycleInput', { description: 'Un estado del ciclo de desarrollo para registrar sobre un módulo o un atributo (uno de los dos)' })
export class DevCycleInput {
  @Field(() => Int, { nullable: true, description: 'Código del módulo cuyo estado se registra; sin él, el del atributo (ci_modulo)' }) moduleId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Código del atributo cuyo estado se registra, si no es de un módulo (ci_atributo)' }) attributeId?:
    number | null;
  @Field(() => DevCycleState, { nullable: true, description: 'Etapa del ciclo que se registra (ci_estado)' }) state?: DevCycleState | null;
  @Field(() => String, { nullable: true, description: 'Nota sobre el estado, hasta 2000 caracteres (ci_nota)' }) note?: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Fecha desde la que rige el estado (ci_fecha)' }) date?: string | null;
  @Field(() => Int, { nullable: true, description: 'Código de un usuario activo del personal responsable del estado (ci_usuario)' }) userId?: number | null;
}

/** What the services take: the inputs with the catalogue's codes (the REST adapter passes them as the client sent them). */
export interface DevModuleData extends Omit<DevModuleInput, 'type'> {
  type?: number | null;
}
export interface DevAttributeData extends Omit<DevAttributeInput, 'type'> {
  type?: number | null;
}
export interface DevCycleData extends Omit<DevCycleInput, 'state'> {
  state?: string | null;
}

@ObjectType('DevSaveResult', { description: 'Resultado de guardar o eliminar un elemento del catálogo de desarrollo' })
export class DevSaveResult {
  @Field({ description: 'Mensaje para el usuario, por ejemplo "Se guardó el módulo \'Kardex\'"' }) message!: string;
  @Field(() => Int, { description: 'Código del elemento guardado o eliminado' }) id!: number;
}
