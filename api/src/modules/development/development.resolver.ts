import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { deleteDevItem, saveAttribute, saveCycle, saveFunctional, saveModule, saveVersion, saveVersionModules } from './development-write.service.js';
import { activeUsers, cycleHistory, developmentArea, developmentModule, developmentOptions, developmentVersion } from './development.service.js';
import {
  DevAreaStructure, DevAttributeInput, DevCycle, DevCycleInput, DevFunctionalInput, DevModule, DevModuleInput, DevOptions, DevSaveResult, DevUser, DevVersionDetail, DevVersionInput,
} from './development.types.js';

const ID = { nullable: true } as const;

@Resolver()
export class DevelopmentResolver {
  @Query(() => DevOptions, { description: 'Áreas, versiones y permisos del catálogo de desarrollo (getOpciones)' })
  developmentOptions(@Ctx() ctx: AppContext): Promise<DevOptions> {
    return developmentOptions(ctx);
  }

  @Query(() => DevAreaStructure, { description: 'Módulos de un área con sus atributos, funcionales y estado del ciclo (getArea)' })
  developmentArea(@Arg('areaId', () => Int, ID) areaId: number | null, @Ctx() ctx: AppContext): Promise<DevAreaStructure> {
    return developmentArea(ctx, areaId);
  }

  @Query(() => DevModule, { description: 'Un módulo con sus atributos y funcionales (getEsquemaModulo)' })
  developmentModule(@Arg('moduleId', () => Int, ID) moduleId: number | null, @Ctx() ctx: AppContext): Promise<DevModule> {
    return developmentModule(ctx, moduleId);
  }

  @Query(() => DevVersionDetail, { description: 'Una versión con los módulos del catálogo y su asignación (getVersion)' })
  developmentVersion(@Arg('versionId', () => Int, ID) versionId: number | null, @Ctx() ctx: AppContext): Promise<DevVersionDetail> {
    return developmentVersion(ctx, versionId);
  }

  @Query(() => [DevCycle], { description: 'Historial de estados del ciclo de un módulo o un atributo, el más reciente primero' })
  developmentCycles(@Arg('moduleId', () => Int, ID) moduleId: number | null, @Arg('attributeId', () => Int, ID) attributeId: number | null, @Ctx() ctx: AppContext): Promise<DevCycle[]> {
    return cycleHistory(ctx, moduleId, attributeId);
  }

  @Query(() => [DevUser], { description: 'Usuarios activos (usr_activo T) para el estado del ciclo' })
  developmentUsers(@Ctx() ctx: AppContext): Promise<DevUser[]> {
    return activeUsers(ctx);
  }

  @Mutation(() => DevSaveResult, { description: 'Crea o edita un módulo (saveModulo)' })
  saveDevelopmentModule(@Arg('input', () => DevModuleInput) input: DevModuleInput, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return saveModule(ctx, input);
  }

  @Mutation(() => DevSaveResult, { description: 'Crea o edita un atributo (saveAtributo)' })
  saveDevelopmentAttribute(@Arg('input', () => DevAttributeInput) input: DevAttributeInput, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return saveAttribute(ctx, input);
  }

  @Mutation(() => DevSaveResult, { description: 'Crea o edita un funcional (saveFuncional)' })
  saveDevelopmentFunctional(@Arg('input', () => DevFunctionalInput) input: DevFunctionalInput, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return saveFunctional(ctx, input);
  }

  @Mutation(() => DevSaveResult, { description: 'Crea o edita una versión (saveVersion)' })
  saveDevelopmentVersion(@Arg('input', () => DevVersionInput) input: DevVersionInput, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return saveVersion(ctx, input);
  }

  @Mutation(() => DevSaveResult, { description: 'Asigna a una versión exactamente estos módulos (saveVersionMod)' })
  saveDevelopmentVersionModules(@Arg('versionId', () => Int, ID) versionId: number | null, @Arg('moduleIds', () => [Int]) moduleIds: number[], @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return saveVersionModules(ctx, versionId, moduleIds);
  }

  @Mutation(() => DevCycle, { description: 'Registra el estado del ciclo de un módulo o atributo con nota, fecha y usuario (saveCiclo)' })
  saveDevelopmentCycle(@Arg('input', () => DevCycleInput) input: DevCycleInput, @Ctx() ctx: AppContext): Promise<DevCycle> {
    return saveCycle(ctx, input);
  }

  @Mutation(() => DevSaveResult, { description: 'Elimina un módulo con sus atributos y funcionales (deleteModulo)' })
  deleteDevelopmentModule(@Arg('id', () => Int, ID) id: number | null, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return deleteDevItem(ctx, 'module', id);
  }

  @Mutation(() => DevSaveResult, { description: 'Elimina un atributo con sus funcionales (deleteAtributo)' })
  deleteDevelopmentAttribute(@Arg('id', () => Int, ID) id: number | null, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return deleteDevItem(ctx, 'attribute', id);
  }

  @Mutation(() => DevSaveResult, { description: 'Elimina un funcional (deleteFuncional)' })
  deleteDevelopmentFunctional(@Arg('id', () => Int, ID) id: number | null, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return deleteDevItem(ctx, 'functional', id);
  }

  @Mutation(() => DevSaveResult, { description: 'Elimina una versión (deleteVersion)' })
  deleteDevelopmentVersion(@Arg('id', () => Int, ID) id: number | null, @Ctx() ctx: AppContext): Promise<DevSaveResult> {
    return deleteDevItem(ctx, 'version', id);
  }
}
