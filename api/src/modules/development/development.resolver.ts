import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { deleteDevItem, saveAttribute, saveCycle, saveFunctional, saveModule, saveVersion, saveVersionModules } from './development-write.service.js';
import { attributeTypeCode, cycleStateCode, DevCycleOrder, DevUserOrder, DevVersionOrder, moduleTypeCode } from './development.enums.js';
import { orderVersions } from './version-order.js';
import { activeUsers, cycleHistory, developmentOptions, findDevelopmentArea, findDevelopmentModule, findDevelopmentVersion } from './development.service.js';
import {
  DevAreaStructure,
  DevAttributeInput,
  DevCycle,
  DevCycleInput,
  DevFunctionalInput,
  DevModule,
  DevModuleInput,
  DevOptions,
  DevSaveResult,
  DevUser,
  DevVersion,
  DevVersionDetail,
  DevVersionInput,
} from './development.types.js';

const id = (what: string) => ({ description: `Código ${what}` }) as const;

/** A delete refuses its code under the row's own name (moduleId…); over GraphQL that argument is `id`. */
async function asIdArgument<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_USER_INPUT' && error.field) throw new AppError(error.code, error.message, 'id', error.level);
    throw error;
  }
}

@Resolver(() => DevOptions)
export class DevelopmentResolver {
  @Query(() => DevOptions, { description: 'Áreas, versiones y permisos del catálogo de desarrollo del producto' })
  developmentOptions(@Ctx() ctx: AppContext): Promise<DevOptions> {
    return developmentOptions(ctx);
  }

  @FieldResolver(() => [DevVersion], { description: 'Versiones del producto, por código salvo que se pida otro orden' })
  versions(
    @Root() options: DevOptions,
    @Arg('orderBy', () => DevVersionOrder, { nullable: true, description: 'Orden de la lista; sin él, por código' }) orderBy: DevVersionOrder | null,
  ): DevVersion[] {
    return orderVersions(options.versions, orderBy);
  }

  @Query(() => DevAreaStructure, {
    nullable: true,
    description: 'Módulos de un área con sus atributos, funcionales y estado del ciclo; null si el área no existe',
  })
  developmentArea(@Arg('areaId', () => Int, id('del área (ar_codigo)')) areaId: number, @Ctx() ctx: AppContext): Promise<DevAreaStructure | null> {
    return findDevelopmentArea(ctx, areaId);
  }

  @Query(() => DevModule, { nullable: true, description: 'Un módulo con sus atributos, funcionales y estado del ciclo; null si no existe' })
  developmentModule(@Arg('moduleId', () => Int, id('del módulo (mo_codigo)')) moduleId: number, @Ctx() ctx: AppContext): Promise<DevModule | null> {
    return findDevelopmentModule(ctx, moduleId);
  }

  @Query(() => DevVersionDetail, { nullable: true, description: 'Una versión con todos los módulos del catálogo, marcados los que tiene; null si no existe' })
  developmentVersion(
    @Arg('versionId', () => Int, id('de la versión (ve_codigo)')) versionId: number,
    @Ctx() ctx: AppContext,
  ): Promise<DevVersionDetail | null> {
    return findDevelopmentVersion(ctx, versionId);
  }

  @Query(() => [DevCycle], {
    description: 'Historial de estados del ciclo de un módulo o de un atributo (uno de los dos), el registrado más recientemente primero',
  })
  developmentCycles(
    @Arg('moduleId', () => Int, { nullable: true, description: 'Código del módulo cuyo historial se pide (mo_codigo)' }) moduleId: number | null,
    @Arg('attributeId', () => Int, { nullable: true, description: 'Código del atributo cuyo historial se pide, si no es de un módulo (at_codigo)' })
    attributeId: number | null,
    @Arg('orderBy', () => DevCycleOrder, { nullable: true, description: 'Orden del historial; sin él, el registrado más recientemente primero' })
    orderBy: DevCycleOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<DevCycle[]> {
    return cycleHistory(ctx, moduleId, attributeId, orderBy);
  }

  @Query(() => [DevUser], { description: 'Usuarios activos del personal que pueden ser responsables de un estado del ciclo' })
  developmentUsers(
    @Arg('orderBy', () => DevUserOrder, { nullable: true, description: 'Orden de la lista; sin él, por nombre' }) orderBy: DevUserOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<DevUser[]> {
    return activeUsers(ctx, orderBy);
  }

  @Mutation(() => DevSaveResult, { description: 'Crea o edita un módulo de un área; queda en la auditoría' })
  saveDevelopmentModule(
    @Arg('input', () => DevModuleInput, { description: 'Datos del módulo' }) input: DevModuleInput,
    @Ctx() ctx: AppContext,
  ): Promise<DevSaveResult> {
    return saveModule(ctx, { ...input, type: input.type ? moduleTypeCode(input.type) : null });
  }

  @Mutation(() => DevSaveResult, { description: 'Crea o edita un atributo de un módulo; queda en la auditoría' })
  saveDevelopmentAttribute(
    @Arg('input', () => DevAttributeInput, { description: 'Datos del atributo' }) input: DevAttributeInput,
    @Ctx() ctx: AppContext,
  ): Promise<DevSaveResult> {
    return saveAttribute(ctx, { ...input, type: input.type ? attributeTypeCode(input.type) : null });
  }

  @Mutation(() => DevSaveResult, { description: 'Crea o edita un funcional de un atributo; queda en la auditoría' })
  saveDevelopmentFunctional(
    @Arg('input', () => DevFunctionalInput, { description: 'Datos del funcional' }) input: DevFunctionalInput,
    @Ctx() ctx: AppContext,
  ): Promise<DevSaveResult> {
    return saveFunctional(ctx, input);
  }

  @Mutation(() => DevSaveResult, { description: 'Crea o edita una versión del producto (nombre único); queda en la auditoría' })
  saveDevelopmentVersion(
    @Arg('input', () => DevVersionInput, { description: 'Datos de la versión' }) input: DevVersionInput,
    @Ctx() ctx: AppContext,
  ): Promise<DevSaveResult> {
    return saveVersion(ctx, input);
  }

  @Mutation(() => DevSaveResult, { description: 'Asigna a una versión exactamente estos módulos: reemplaza los que tenía; queda en la auditoría' })
  saveDevelopmentVersionModules(
    @Arg('versionId', () => Int, id('de la versión (ve_codigo)')) versionId: number,
    @Arg('moduleIds', () => [Int], { description: 'Códigos de los módulos que tendrá la versión (mo_codigo); vacía la deja sin módulos' }) moduleIds: number[],
    @Ctx() ctx: AppContext,
  ): Promise<DevSaveResult> {
    return saveVersionModules(ctx, versionId, moduleIds);
  }

  @Mutation(() => DevCycle, {
    description: 'Registra un estado del ciclo de un módulo o de un atributo con nota, fecha y usuario responsable; pasa a ser su estado actual',
  })
  saveDevelopmentCycle(
    @Arg('input', () => DevCycleInput, { description: 'El estado que se registra' }) input: DevCycleInput,
    @Ctx() ctx: AppContext,
  ): Promise<DevCycle> {
    return saveCycle(ctx, { ...input, state: input.state ? cycleStateCode(input.state) : null });
  }

  @Mutation(() => DevSaveResult, {
    description: 'Elimina un módulo con sus atributos, funcionales, estados del ciclo y asignaciones a versiones; queda en la auditoría',
  })
  deleteDevelopmentModule(@Arg('id', () => Int, id('del módulo (mo_codigo)')) moduleId: number, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return asIdArgument(deleteDevItem(ctx, 'module', moduleId));
  }

  @Mutation(() => DevSaveResult, { description: 'Elimina un atributo con sus funcionales y estados del ciclo; queda en la auditoría' })
  deleteDevelopmentAttribute(@Arg('id', () => Int, id('del atributo (at_codigo)')) attributeId: number, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return asIdArgument(deleteDevItem(ctx, 'attribute', attributeId));
  }

  @Mutation(() => DevSaveResult, { description: 'Elimina un funcional; queda en la auditoría' })
  deleteDevelopmentFunctional(@Arg('id', () => Int, id('del funcional (fu_codigo)')) functionalId: number, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return asIdArgument(deleteDevItem(ctx, 'functional', functionalId));
  }

  @Mutation(() => DevSaveResult, { description: 'Elimina una versión y sus asignaciones de módulos; queda en la auditoría' })
  deleteDevelopmentVersion(@Arg('id', () => Int, id('de la versión (ve_codigo)')) versionId: number, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return asIdArgument(deleteDevItem(ctx, 'version', versionId));
  }
}
