import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { checkPage } from '../../graphql/paging.js';
import { deleteDocument, documentPdf, documentsForRoute, findDocument, saveDocument, topicDocuments } from './documents.service.js';
import { deleteFaq, findFaq, listFaqs, publicFaqs, saveFaq } from './faq.service.js';
import { SUPPORT_INFO } from './help-messages.js';
import { deleteScreenLink, listScreens, saveScreenLink, screenLinks } from './screens.service.js';
import { searchHelp } from './search.service.js';
import { deleteTopic, findTopic, saveTopic, topicTree } from './topics.service.js';
import {
  Faq,
  FaqInput,
  FaqPage,
  HelpDocument,
  HelpDocumentInput,
  HelpPdf,
  HelpSaveResult,
  HelpScreen,
  HelpScreenLink,
  HelpSearchResult,
  HelpTopic,
  HelpTopicInput,
  SupportInfo,
} from './help.types.js';

@Resolver()
export class HelpResolver {
  @Query(() => [HelpTopic], {
    description: 'Público: árbol de temas de ayuda (temas principales con sus subtemas, hasta 1000), de una línea de negocio o de todas',
  })
  helpTopics(
    @Arg('businessLine', () => Int, { nullable: true, description: 'Línea de negocio (tac_codigo); vacía o 0: todas' }) businessLine: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<HelpTopic[]> {
    return topicTree(ctx, businessLine);
  }

  @Query(() => HelpTopic, { nullable: true, description: 'Un tema con sus subtemas; null si no existe' })
  helpTopic(@Arg('id', () => Int, { description: 'Código del tema (hte_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<HelpTopic | null> {
    return findTopic(ctx, id);
  }

  @Query(() => [HelpDocument], { description: 'Público: documentos de un subtema, en orden' })
  helpDocuments(@Arg('topicId', () => Int, { description: 'Subtema (hte_codigo)' }) topicId: number, @Ctx() ctx: AppContext): Promise<HelpDocument[]> {
    return topicDocuments(ctx, topicId);
  }

  @Query(() => HelpDocument, { nullable: true, description: 'Un documento de ayuda; null si no existe' })
  helpDocument(@Arg('id', () => Int, { description: 'Código del documento (hdo_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<HelpDocument | null> {
    return findDocument(ctx, id);
  }

  @Query(() => HelpPdf, { description: "Público: el PDF de un documento en base64; si falta, 'No se encuentra el Archivo'" })
  helpDocumentPdf(@Arg('id', () => Int, { description: 'Código del documento (hdo_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<HelpPdf> {
    return documentPdf(ctx, id);
  }

  @Query(() => [HelpDocument], { description: 'Documentos enlazados a la pantalla de una ruta (botón de ayuda de cada pantalla)' })
  helpForScreen(
    @Arg('route', { description: 'Ruta actual de la aplicación, por ejemplo /empresas' }) route: string,
    @Ctx() ctx: AppContext,
  ): Promise<HelpDocument[]> {
    return documentsForRoute(ctx, route);
  }

  @Query(() => HelpSearchResult, {
    description:
      "Público: búsqueda en temas, documentos, preguntas frecuentes y guías (texto completo en español, sin importar tildes, por prefijo); sin resultados: 'SIN RESULTADOS'",
  })
  helpSearch(
    @Arg('text', { description: 'Texto buscado, hasta 200 caracteres' }) text: string,
    @Arg('businessLine', () => Int, { nullable: true, description: 'Línea de negocio (tac_codigo); vacía: todas' }) businessLine: number | null,
    @Arg('first', () => Int, { nullable: true, description: 'Cuántos resultados devolver: 30 por omisión, hasta 100' }) first: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<HelpSearchResult> {
    return searchHelp(ctx, text, businessLine, first);
  }

  @Query(() => SupportInfo, { description: 'Público: datos de contacto del área de soporte (soporteinfo)' })
  supportInfo(): SupportInfo {
    return { ...SUPPORT_INFO };
  }

  @Query(() => [HelpScreen], { description: "Pantallas de la aplicación donde se puede abrir una ayuda (lsscr); exige ver 'ayudas'" })
  helpScreens(@Ctx() ctx: AppContext): Promise<HelpScreen[]> {
    return listScreens(ctx);
  }

  @Query(() => [HelpScreenLink], { description: "Documentos enlazados a una pantalla (getestado); exige ver 'ayudas'" })
  helpScreenLinks(@Arg('screenId', () => Int, { description: 'Pantalla (hpa_codigo)' }) screenId: number, @Ctx() ctx: AppContext): Promise<HelpScreenLink[]> {
    return screenLinks(ctx, screenId);
  }

  @Query(() => [Faq], { description: 'Público: preguntas frecuentes visibles, por grupo y orden' })
  publicFaqs(@Ctx() ctx: AppContext): Promise<Faq[]> {
    return publicFaqs(ctx);
  }

  @Query(() => FaqPage, { description: "Administración de preguntas frecuentes: todas, por orden; exige ver 'faqs'" })
  faqs(
    @Arg('active', () => Boolean, { nullable: true, description: 'Solo visibles (true) o no visibles (false); vacío: todas' }) active: boolean | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página desde 1' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Preguntas por página (50 por omisión)' }) pageSize: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<FaqPage> {
    const paging = checkPage(page, pageSize);
    return listFaqs(ctx, paging.page, paging.pageSize, active);
  }

  @Query(() => Faq, { nullable: true, description: 'Una pregunta frecuente; null si no existe' })
  faq(@Arg('id', () => Int, { description: 'Código (faq_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<Faq | null> {
    return findFaq(ctx, id);
  }

  @Mutation(() => HelpSaveResult, { description: "Crea o edita un tema o subtema de ayuda; exige crear/editar 'ayudas'" })
  saveHelpTopic(@Arg('input', () => HelpTopicInput, { description: 'Datos del tema' }) input: HelpTopicInput, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return saveTopic(ctx, input);
  }

  @Mutation(() => HelpSaveResult, { description: "Elimina un tema con sus subtemas y documentos; exige eliminar 'ayudas'" })
  deleteHelpTopic(@Arg('id', () => Int, { description: 'Código del tema' }) id: number, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return deleteTopic(ctx, id);
  }

  @Mutation(() => HelpSaveResult, { description: "Crea o edita un documento de ayuda de un subtema; exige crear/editar 'ayudas'" })
  saveHelpDocument(
    @Arg('input', () => HelpDocumentInput, { description: 'Datos del documento' }) input: HelpDocumentInput,
    @Ctx() ctx: AppContext,
  ): Promise<HelpSaveResult> {
    return saveDocument(ctx, input);
  }

  @Mutation(() => HelpSaveResult, { description: "Elimina un documento de ayuda (alto riesgo); exige eliminar 'ayudas'" })
  deleteHelpDocument(@Arg('id', () => Int, { description: 'Código del documento' }) id: number, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return deleteDocument(ctx, id);
  }

  @Mutation(() => HelpSaveResult, { description: 'Crea un enlace pantalla–documento, o lo cambia si se indica linkId' })
  saveHelpScreenLink(
    @Arg('linkId', () => Int, { nullable: true, description: 'Enlace a cambiar (aph_codigo); vacío para crear' }) linkId: number | null,
    @Arg('screenId', () => Int, { description: 'Pantalla (hpa_codigo)' }) screenId: number,
    @Arg('documentId', () => Int, { description: 'Documento (hdo_codigo)' }) documentId: number,
    @Ctx() ctx: AppContext,
  ): Promise<HelpSaveResult> {
    return saveScreenLink(ctx, linkId, screenId, documentId);
  }

  @Mutation(() => HelpSaveResult, { description: 'Elimina un enlace pantalla–documento' })
  deleteHelpScreenLink(@Arg('linkId', () => Int, { description: 'Enlace (aph_codigo)' }) linkId: number, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return deleteScreenLink(ctx, linkId);
  }

  @Mutation(() => HelpSaveResult, { description: "Crea o edita una pregunta frecuente (la respuesta se depura); exige crear/editar 'faqs'" })
  saveFaq(@Arg('input', () => FaqInput, { description: 'Datos de la pregunta' }) input: FaqInput, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return saveFaq(ctx, input);
  }

  @Mutation(() => HelpSaveResult, { description: "Elimina una pregunta frecuente; exige eliminar 'faqs'" })
  deleteFaq(@Arg('id', () => Int, { description: 'Código de la pregunta' }) id: number, @Ctx() ctx: AppContext): Promise<HelpSaveResult> {
    return deleteFaq(ctx, id);
  }
}
