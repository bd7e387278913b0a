import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';

@ObjectType({ description: 'Paso de una guía rápida (ttutorial_det)' })
export class TutorialStep {
  @Field(() => Int, { description: 'Código del paso (tud_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Guía (tut_codigo)' }) tutorialId!: number;
  @Field({ description: 'Descripción en HTML depurado (tud_descri)' }) descriptionHtml!: string;
  @Field(() => String, { nullable: true, description: 'Texto secundario en HTML depurado (tud_subtext)' }) subtextHtml!: string | null;
  @Field(() => Int, { description: 'Orden (tud_orden)' }) order!: number;
  @Field(() => String, { nullable: true, description: 'Texto de navegación (tud_navdescri)' }) navigationText!: string | null;
  @Field(() => Int, { nullable: true, description: 'Imagen del paso en el servicio de archivos (tud_archivo → tarchivo)' }) imageFileId!: number | null;
  @Field(() => String, { nullable: true, description: 'Dirección de la imagen del paso: /files/{id}, pública mientras la guía esté activa' }) imageUrl!:
    string | null;
}

@ObjectType({ description: 'Guía rápida (ttutorial)' })
export class Tutorial {
  @Field(() => Int, { description: 'Código (tut_codigo)' }) id!: number;
  @Field({ description: 'Título (tut_title)' }) title!: string;
  @Field(() => String, { nullable: true, description: 'Subtítulo (tut_subtitle)' }) subtitle!: string | null;
  @Field(() => Int, { description: 'Orden (tut_orden)' }) order!: number;
  @Field({ description: 'Activa: visible en el centro de ayuda (tut_activo 1)' }) active!: boolean;
  @Field(() => Int, { description: 'Duración estimada en minutos (tut_time)' }) time!: number;
  @Field(() => [Int], { description: 'Líneas de negocio (tac_cods); vacía: todas' }) businessLines!: number[];
  @Field(() => Int, { description: 'Cuántos pasos tiene' }) stepCount!: number;
}

@ObjectType({ description: "Una guía con sus pasos en orden; sin pasos, la presentación muestra 'ESTA GUÍA AÚN NO ESTÁ DISPONIBLE.'" })
export class TutorialDetails {
  @Field(() => Tutorial, { description: 'La guía' }) tutorial!: Tutorial;
  @Field(() => [TutorialStep], { description: 'Sus pasos en orden (detalles)' }) steps!: TutorialStep[];
  @Field(() => String, { nullable: true, description: "'ESTA GUÍA AÚN NO ESTÁ DISPONIBLE.' cuando no tiene pasos" }) notice!: string | null;
}

@InputType({ description: 'Datos de una guía rápida' })
export class TutorialInput {
  @Field(() => Int, { nullable: true, description: 'Guía a editar; vacío para crear' }) id?: number | null;
  @Field({ description: 'Título (tut_title), hasta 200 caracteres' }) title!: string;
  @Field(() => String, { nullable: true, description: 'Subtítulo (tut_subtitle), hasta 300 caracteres' }) subtitle?: string | null;
  @Field(() => Int, { nullable: true, description: 'Orden; vacío: cantidad de guías + 1' }) order?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Activa; vacío: no (0)' }) active?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Minutos; vacío: 0' }) time?: number | null;
  @Field(() => [Int], { nullable: true, description: 'Líneas de negocio (tac_codigo)' }) businessLines?: number[] | null;
}

@InputType({ description: 'Datos de un paso de una guía' })
export class TutorialStepInput {
  @Field(() => Int, { nullable: true, description: 'Paso a editar; vacío para crear' }) id?: number | null;
  @Field(() => Int, { nullable: true, description: "Guía (tut_codigo); sin ella: 'Primero debe guardar el tutorial.'" }) tutorialId?: number | null;
  @Field({ description: 'Descripción en HTML (tud_descri); se depura' }) descriptionHtml!: string;
  @Field(() => String, { nullable: true, description: 'Texto secundario en HTML (tud_subtext); se depura' }) subtextHtml?: string | null;
  @Field(() => Int, { nullable: true, description: 'Orden; vacío: al final' }) order?: number | null;
  @Field(() => String, { nullable: true, description: 'Texto de navegación (tud_navdescri), hasta 100 caracteres' }) navigationText?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Imagen ya subida al servicio de archivos (POST /files?clase=IMAGE&propietario=guia); al crear, esta o imageBase64',
  })
  imageFileId?: number | null;
  @Field(() => String, { nullable: true, description: 'Imagen en base64 (PNG, JPEG, GIF o WEBP; clientes anteriores); al crear, esta o imageFileId' })
  imageBase64?: string | null;
}

@ObjectType({ description: 'Tip que se muestra en una pantalla hasta su fecha (ttip)' })
export class Tip {
  @Field(() => Int, { description: 'Código (tip_codigo)' }) id!: number;
  @Field({ description: 'Ruta de la pantalla donde se muestra (tip_vista)' }) view!: string;
  @Field({ description: 'Título (tip_titulo)' }) title!: string;
  @Field({ description: 'Mensaje (tip_mensaj)' }) message!: string;
  @Field(() => LocalDateScalar, { description: 'Último día en que se muestra (tip_hasta)' }) until!: string;
  @Field({ description: 'Si el usuario lo puede cerrar (tip_cerrar 1)' }) closable!: boolean;
  @Field({ description: 'Estilo: success (verde), warning (naranja), otro = error (rojo) (tip_estilo)' }) style!: string;
  @Field({ description: 'Color del estilo: green, orange o red' }) color!: string;
  @Field({ description: 'Vigente: su fecha no ha pasado (vigente 1, verde; si no, gris)' }) current!: boolean;
  @Field(() => String, { nullable: true, description: 'Quién lo creó (usr_nombre)' }) userName!: string | null;
}

@InputType({ description: 'Datos de un tip' })
export class TipInput {
  @Field(() => Int, { nullable: true, description: 'Tip a editar; vacío para crear' }) id?: number | null;
  @Field({ description: 'Ruta de la pantalla (tip_vista), hasta 200 caracteres' }) view!: string;
  @Field({ description: 'Título (tip_titulo), hasta 150 caracteres' }) title!: string;
  @Field({ description: 'Mensaje (tip_mensaj), hasta 1000 caracteres' }) message!: string;
  @Field(() => LocalDateScalar, { description: 'Último día en que se muestra (tip_hasta)' }) until!: string;
  @Field(() => Boolean, { nullable: true, description: 'Se puede cerrar; vacío: sí (1)' }) closable?: boolean | null;
  @Field(() => String, { nullable: true, description: 'success, warning o error; vacío: success' }) style?: string | null;
}

@ObjectType({ description: 'Banner de publicidad de una línea de negocio (tpublicidad)' })
export class Banner {
  @Field(() => Int, { description: 'Código (pub_codigo)' }) id!: number;
  @Field({ description: 'Nombre de la imagen (pub_filename)' }) fileName!: string;
  @Field(() => Int, { description: 'Línea: 0 Publicidad Página Inicio, 1 Comercio … 11 Comercio Electrónico (pub_lineaemp)' }) line!: number;
  @Field({ description: 'Nombre de la línea' }) lineName!: string;
  @Field(() => Int, { nullable: true, description: 'La imagen en el servicio de archivos (pub_archivo → tarchivo)' }) imageFileId!: number | null;
  @Field(() => String, { nullable: true, description: 'Dirección de la imagen: /files/{id}, pública' }) imageUrl!: string | null;
}

@InputType({ description: 'Datos de un banner de publicidad' })
export class BannerInput {
  @Field(() => Int, { nullable: true, description: 'Banner a editar; vacío para crear' }) id?: number | null;
  @Field(() => Int, { description: 'Línea 0 a 11 (pub_lineaemp)' }) line!: number;
  @Field(() => String, { nullable: true, description: 'Nombre de la imagen (pub_filename), hasta 200 caracteres' }) fileName?: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "Imagen ya subida al servicio de archivos (POST /files?clase=IMAGE&propietario=publicidad); al crear, esta o imageBase64: 'Seleccione una Imagen para subir'",
  })
  imageFileId?: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Imagen en base64 (clientes anteriores); al crear, esta o imageFileId: 'Seleccione una Imagen para subir'",
  })
  imageBase64?: string | null;
}
