import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { HelpHitKind } from './help-enums.js';
import { Page } from '../../graphql/page.js';

@ObjectType({ description: 'Tema o subtema de ayuda (thelptema); los temas principales llevan sus subtemas' })
export class HelpTopic {
  @Field(() => Int, { description: 'Código del tema (hte_codigo)' }) id!: number;
  @Field({ description: 'Descripción del tema (hte_descrip)' }) title!: string;
  @Field(() => Int, { nullable: true, description: 'Tema padre; vacío en un tema principal (hte_parent)' }) parentId!: number | null;
  @Field(() => Int, { description: 'Orden de presentación (hte_orden)' }) order!: number;
  @Field(() => String, { nullable: true, description: 'Nombre del ícono del subtema (hte_ico)' }) icon!: string | null;
  @Field(() => String, { nullable: true, description: 'Subtítulo (hte_subtitle)' }) subtitle!: string | null;
  @Field(() => [Int], { description: 'Líneas de negocio (tac_codigo) donde aparece; vacía: todas (tac_cods)' }) businessLines!: number[];
  @Field(() => Int, { description: 'Documentos del tema' }) documentCount!: number;
  @Field(() => [HelpTopic], { description: 'Subtemas en orden; vacía en un subtema (subtemas)' }) subtopics!: HelpTopic[];
}

@ObjectType({ description: 'Pantalla de la aplicación donde se puede abrir una ayuda (thelppantalla)' })
export class HelpScreen {
  @Field(() => Int, { description: 'Código de la pantalla (hpa_codigo)' }) id!: number;
  @Field({ description: 'Ruta de la pantalla, por ejemplo /empresas (hpa_estado)' }) route!: string;
  @Field(() => String, { nullable: true, description: 'Nombre de la pantalla (hpa_pkeys)' }) name!: string | null;
}

@ObjectType({ description: 'Enlace entre una pantalla y un documento de ayuda (thelppantalla_doc)' })
export class HelpScreenLink {
  @Field(() => Int, { description: 'Código del enlace (aph_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Pantalla (hpa_codigo)' }) screenId!: number;
  @Field(() => Int, { description: 'Documento (hdo_codigo)' }) documentId!: number;
  @Field({ description: 'Ruta de la pantalla (hpa_estado)' }) route!: string;
}

@ObjectType({ description: 'Documento de ayuda de un subtema: PDF, video y/o enlace en línea (thelpdoc)' })
export class HelpDocument {
  @Field(() => Int, { description: 'Código del documento (hdo_codigo)' }) id!: number;
  @Field({ description: 'Descripción del documento (hdo_descrip)' }) title!: string;
  @Field(() => Int, { description: 'Subtema al que pertenece (hte_codigo)' }) topicId!: number;
  @Field(() => Int, { description: 'Orden dentro del subtema (hdo_orden)' }) order!: number;
  @Field({ description: 'Clases combinadas: P pdf, V video, L enlace en línea (hdo_tipo)' }) kinds!: string;
  @Field({ description: 'Si tiene un PDF guardado' }) hasPdf!: boolean;
  @Field(() => String, { nullable: true, description: 'Nombre del archivo PDF (hdo_urlpdf)' }) pdfName!: string | null;
  @Field(() => Int, { nullable: true, description: 'El PDF en el servicio de archivos (hdo_archivo → tarchivo); vacío sin PDF' }) pdfFileId!: number | null;
  @Field(() => String, { nullable: true, description: 'Dirección del PDF: /files/{id}, público mientras el documento lo tenga; vacío sin PDF' }) pdfUrl!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Enlace del video (hdo_urlvideo)' }) videoUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'Enlace en línea (hdo_urlline)' }) lineUrl!: string | null;
  @Field(() => [HelpScreenLink], { description: 'Pantallas donde se abre esta ayuda' }) screens!: HelpScreenLink[];
}

@ObjectType({ description: 'El PDF de un documento de ayuda' })
export class HelpPdf {
  @Field({ description: 'Nombre del archivo' }) name!: string;
  @Field({ description: 'Contenido del PDF en base64 (pdf)' }) contentBase64!: string;
}

@ObjectType({ description: 'Pregunta frecuente (tfaqs)' })
export class Faq {
  @Field(() => Int, { description: 'Código (faq_codigo)' }) id!: number;
  @Field({ description: 'Pregunta (faq_title)' }) title!: string;
  @Field({ description: 'Respuesta en HTML, depurada en el servidor (faq_descri)' }) answerHtml!: string;
  @Field(() => Int, { description: 'Orden (faq_orden)' }) order!: number;
  @Field(() => Int, { description: 'Grupo (faq_parent)' }) group!: number;
  @Field({ description: 'Visible en el centro de ayuda (faq_activo 1)' }) active!: boolean;
}

@ObjectType({ description: 'Una página de preguntas frecuentes para su administración' })
export class FaqPage extends Page(Faq, {
  items: 'Las preguntas de la página, por orden',
  totalCount: 'Cuántas preguntas hay en total',
  page: 'Número de la página, desde 1',
  pageSize: 'Preguntas por página',
}) {}

@ObjectType({ description: 'Un resultado de la búsqueda del centro de ayuda' })
export class HelpSearchHit {
  @Field(() => HelpHitKind, { description: 'Qué clase de contenido es' }) kind!: HelpHitKind;
  @Field(() => Int, { description: 'Código del tema, documento, pregunta o guía' }) id!: number;
  @Field(() => Int, { nullable: true, description: 'Subtema del documento, o el propio tema' }) topicId!: number | null;
  @Field({ description: 'Título' }) title!: string;
  @Field({ description: 'Título en HTML escapado con las palabras encontradas entre <mark> y </mark>' }) titleHighlighted!: string;
  @Field(() => String, { nullable: true, description: 'Fragmento del texto (subtítulo o respuesta) con las palabras encontradas entre <mark> y </mark>' })
  snippetHighlighted!: string | null;
  @Field(() => Float, { description: 'Relevancia (ts_rank_cd; mayor primero)' }) rank!: number;
}

@ObjectType({ description: 'Resultado de una búsqueda del centro de ayuda' })
export class HelpSearchResult {
  @Field(() => [HelpSearchHit], { description: 'Los resultados, el más relevante primero' }) hits!: HelpSearchHit[];
  @Field(() => Int, { description: 'Cuántos resultados hay' }) totalCount!: number;
  @Field(() => String, { nullable: true, description: "'SIN RESULTADOS' (advertencia) cuando no hay ninguno; vacío si hay" }) warning!: string | null;
}

@ObjectType({ description: 'Datos de contacto del área de soporte (soporteinfo)' })
export class SupportInfo {
  @Field({ description: 'Área' }) area!: string;
  @Field({ description: 'Teléfono' }) phone!: string;
  @Field({ description: 'Número de WhatsApp de soporte, con el código de país' }) whatsapp!: string;
  @Field({ description: 'Correo electrónico' }) email!: string;
  @Field({ description: 'Horario de atención' }) schedule!: string;
  @Field({ description: 'Dirección' }) address!: string;
}

@ObjectType({ description: 'Resultado de guardar o eliminar contenido de ayuda' })
export class HelpSaveResult {
  @Field({ description: "Mensaje para el usuario: 'Creado con Exito', 'Actualizado con Exito' o 'Eliminado Con Exito'" }) message!: string;
  @Field(() => Int, { description: 'Código del registro guardado o eliminado' }) id!: number;
}

@InputType({ description: 'Datos de un tema o subtema de ayuda' })
export class HelpTopicInput {
  @Field(() => Int, { nullable: true, description: 'Código del tema a editar; vacío para crear uno nuevo' }) id?: number | null;
  @Field({ description: 'Descripción (hte_descrip), hasta 150 caracteres' }) title!: string;
  @Field(() => Int, { nullable: true, description: 'Tema padre para un subtema; vacío para un tema principal (hte_parent)' }) parentId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Orden; vacío: 1000 × temas para un tema, orden del padre + subtemas + 1 para un subtema' }) order?:
    number | null;
  @Field(() => String, { nullable: true, description: 'Ícono (hte_ico), hasta 60 caracteres' }) icon?: string | null;
  @Field(() => String, { nullable: true, description: 'Subtítulo (hte_subtitle), hasta 300 caracteres' }) subtitle?: string | null;
  @Field(() => [Int], { nullable: true, description: 'Líneas de negocio (tac_codigo); vacía: todas' }) businessLines?: number[] | null;
}

@InputType({ description: 'Datos de un documento de ayuda' })
export class HelpDocumentInput {
  @Field(() => Int, { nullable: true, description: 'Código del documento a editar; vacío para crear' }) id?: number | null;
  @Field(() => Int, { description: 'Subtema del documento (hte_codigo)' }) topicId!: number;
  @Field({ description: 'Descripción (hdo_descrip), hasta 200 caracteres' }) title!: string;
  @Field(() => Int, { nullable: true, description: 'Orden; vacío: al final' }) order?: number | null;
  @Field({ description: 'Clases combinadas: P pdf, V video, L enlace en línea (hdo_tipo)' }) kinds!: string;
  @Field(() => Int, { nullable: true, description: 'Pantalla donde se abre la ayuda (hpa_codigo); obligatoria al crear' }) screenId?: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre del archivo PDF, hasta 200 caracteres' }) pdfName?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'PDF ya subido al servicio de archivos (POST /files?clase=PDF&propietario=ayuda); con P al crear, este o pdfBase64',
  })
  pdfFileId?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Contenido del PDF en base64 (clientes anteriores); con P al crear, este o pdfFileId (debe ser de verdad un PDF)',
  })
  pdfBase64?: string | null;
  @Field(() => String, { nullable: true, description: 'Enlace del video (http/https), obligatorio con V' }) videoUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Enlace en línea (http/https), obligatorio con L' }) lineUrl?: string | null;
}

@InputType({ description: 'Datos de una pregunta frecuente' })
export class FaqInput {
  @Field(() => Int, { nullable: true, description: 'Código de la pregunta a editar; vacío para crear' }) id?: number | null;
  @Field({ description: 'Pregunta (faq_title), hasta 300 caracteres' }) title!: string;
  @Field({ description: 'Respuesta en HTML; se depura en el servidor (faq_descri)' }) answerHtml!: string;
  @Field(() => Int, { nullable: true, description: 'Orden; vacío: cantidad de preguntas + 1' }) order?: number | null;
  @Field(() => Int, { nullable: true, description: 'Grupo; vacío: 1' }) group?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Visible; vacío: no visible' }) active?: boolean | null;
}
