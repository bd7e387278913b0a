import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { bannersOf, deleteBanner, saveBanner } from './banner.service.js';
import { Banner, BannerInput, Tip, TipInput, Tutorial, TutorialDetails, TutorialInput, TutorialStepInput } from './guide.types.js';
import { HelpSaveResult } from './help.types.js';
import { closeTip, deleteTip, listTips, saveTip, tipsForView } from './tip.service.js';
import { activeTutorials, deleteTutorialPart, listTutorials, saveTutorial, saveTutorialStep, tutorialDetails } from './tutorial.service.js';

@Resolver()
export class GuideResolver {
  @Query(() => [Tutorial], { description: 'Público: guías rápidas activas de una línea de negocio (o de todas), en orden' })
  publicTutorials(
    @Arg('businessLine', () => Int, { nullable: true, description: 'Línea de negocio (tac_codigo); vacía: todas' }) businessLine: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<Tutorial[]> {
    return activeTutorials(ctx, businessLine);
  }

  @Query(() => TutorialDetails, { nullable: true, description: 'Público para una guía activa: la guía con sus pasos; null si no existe' })
  tutorial(@Arg('id', () => Int, { description: 'Código de la guía (tut_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<TutorialDetails | null> {
    return tutorialDetails(ctx, id);
  }

  @Query(() => [Tutorial], { description: "Administración Guías Rápidas: todas las guías; exige ver 'tutoriales'" })
  tutorials(@Ctx() ctx: AppContext): Promise<Tutorial[]> {
    return listTutorials(ctx);
  }

  @Query(() => [Tip], { description: "Lista de Tips; exige ver 'tips'" })
  tips(@Ctx() ctx: AppContext): Promise<Tip[]> {
    return listTips(ctx);
  }

  @Query(() => [Tip], { description: 'Tips vigentes de una pantalla que el usuario no ha cerrado' })
  tipsForScreen(@Arg('route', { description: 'Ruta de la pantalla, por ejemplo /empresas' }) route: string, @Ctx() ctx: AppContext): Promise<Tip[]> {
    return tipsForView(ctx, route);
  }

  @Query(() => [Banner], { description: 'Público: banners de publicidad de una línea (0 Publicidad Página Inicio); vacía: todos' })
  banners(
    @Arg('line', () => Int, { nullable: true, description: 'Línea 0 a 11 (pub_lineaemp)' }) line: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<Banner[]> {
    return bannersOf(ctx, line);
  }

  @Mutation(() => HelpSaveResult, { description: "Crea o edita una guía: nueva con orden = guías + 1, inactiva, tiempo 0; exige crear/editar 'tutoriales'" })
  saveTutorial(@Arg('input', () => TutorialInput, { description: 'Datos de la guía' }) input: TutorialInput, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return saveTutorial(ctx, input);
  }

  @Mutation(() => HelpSaveResult, { description: "Crea o edita un paso de una guía (imagen y descripción obligatorias); exige crear/editar 'tutoriales'" })
  saveTutorialStep(
    @Arg('input', () => TutorialStepInput, { description: 'Datos del paso' }) input: TutorialStepInput,
    @Ctx() ctx: AppContext,
  ): Promise<HelpSaveResult> {
    return saveTutorialStep(ctx, input);
  }

  @Mutation(() => HelpSaveResult, { description: "Elimina una guía con sus pasos; exige eliminar 'tutoriales'" })
  deleteTutorial(@Arg('id', () => Int, { description: 'Código de la guía' }) id: number, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return deleteTutorialPart(ctx, 'tutorial', id);
  }

  @Mutation(() => HelpSaveResult, { description: "Elimina un paso de una guía; exige eliminar 'tutoriales'" })
  deleteTutorialStep(@Arg('id', () => Int, { description: 'Código del paso' }) id: number, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return deleteTutorialPart(ctx, 'detalle', id);
  }

  @Mutation(() => HelpSaveResult, { description: "Crea o edita un tip (estilo success y cerrable por omisión); exige crear/editar 'tips'" })
  saveTip(@Arg('input', () => TipInput, { description: 'Datos del tip' }) input: TipInput, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return saveTip(ctx, input);
  }

  @Mutation(() => HelpSaveResult, { description: "Elimina un tip; exige eliminar 'tips'" })
  deleteTip(@Arg('id', () => Int, { description: 'Código del tip' }) id: number, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return deleteTip(ctx, id);
  }

  @Mutation(() => Boolean, { description: 'Cierra un tip cerrable para el usuario actual: ya no se le vuelve a mostrar' })
  closeTip(@Arg('id', () => Int, { description: 'Código del tip' }) id: number, @Ctx() ctx: AppContext): Promise<boolean> {
    return closeTip(ctx, id);
  }

  @Mutation(() => HelpSaveResult, { description: "Crea o edita un banner de publicidad (imagen obligatoria al crear); exige crear/editar 'publicidad'" })
  saveBanner(@Arg('input', () => BannerInput, { description: 'Datos del banner' }) input: BannerInput, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return saveBanner(ctx, input);
  }

  @Mutation(() => HelpSaveResult, { description: "Elimina un banner: 'Eliminado Con Exito'; exige eliminar 'publicidad'" })
  deleteBanner(@Arg('id', () => Int, { description: 'Código del banner' }) id: number, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return deleteBanner(ctx, id);
  }
}
