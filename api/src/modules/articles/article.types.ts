import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar, MoneyScalar } from '../../graphql/scalars.js';
import { SortDirection } from '../../graphql/ordering.js';
import { Page } from '../../graphql/page.js';

/** modo: the value IS the legacy text. */
export enum ArticleSearchMode {
  NAME = 'nombre',
  CODE = 'codigo',
}

registerEnumType(ArticleSearchMode, {
  name: 'ArticleSearchMode',
  description: 'Dato por el que se buscan artículos (modo)',
  valuesConfig: {
    NAME: { description: 'Por el comienzo del nombre, sin distinguir mayúsculas (nombre)' },
    CODE: { description: 'Por el comienzo del código, sin distinguir mayúsculas (codigo)' },
  },
});

/** tra_tiplis: the value IS the legacy code. */
export enum PriceList {
  SALE = 1,
  COST = 2,
}

registerEnumType(PriceList, {
  name: 'ArticlePriceList',
  description: 'Precio que muestra la búsqueda de artículos de un documento (tra_tiplis)',
  valuesConfig: {
    SALE: { description: 'Precio de venta al público (1), para ventas' },
    COST: { description: 'Costo (2), para compras' },
  },
});

export enum TaxKind {
  IVA = 'IVA',
  ICE = 'ICE',
}

registerEnumType(TaxKind, {
  name: 'TaxKind',
  description: 'Impuesto (imp_tipo)',
  valuesConfig: {
    IVA: { description: 'Impuesto al valor agregado (código SRI 2)' },
    ICE: { description: 'Impuesto a los consumos especiales (código SRI 3)' },
  },
});

export enum ArticleOrderField {
  NAME = 'NAME',
  CODE = 'CODE',
  PRICE = 'PRICE',
}

registerEnumType(ArticleOrderField, {
  name: 'ArticleOrderField',
  description: 'Campos por los que se ordena la búsqueda de artículos',
  valuesConfig: {
    NAME: { description: 'Nombre del artículo (por omisión)' },
    CODE: { description: 'Código del artículo' },
    PRICE: { description: 'Precio mostrado (venta o costo, según la lista)' },
  },
});

@InputType('ArticleOrder', { description: 'Orden de la búsqueda de artículos; a igualdad decide el código interno' })
export class ArticleOrder {
  @Field(() => ArticleOrderField, { description: 'Campo por el que se ordena' }) field!: ArticleOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@ObjectType('Tax', { description: 'Una tarifa de impuesto de la empresa con su vigencia (timpuesto)' })
export class Tax {
  @Field(() => Int, { description: 'Código interno (imp_codigo)' }) id!: number;
  @Field(() => TaxKind, { description: 'IVA o ICE (imp_tipo)' }) kind!: TaxKind;
  @Field({ description: 'Código del impuesto en el SRI (imp_codsri: 2 IVA, 3 ICE)' }) sriCode!: string;
  @Field({ description: 'Código de la tarifa en el SRI (imp_codpor: IVA 0, 2 = 12 %, 3 = 14 %, 4 = 15 %, 5 = 5 %)' }) rateCode!: string;
  @Field({ description: 'Descripción, p. ej. IVA 15% (imp_descri)' }) description!: string;
  @Field({ description: 'Porcentaje exacto con dos decimales, como texto ("15.00") (imp_porcen)' }) rate!: string;
  @Field(() => LocalDateScalar, { description: 'Primer día de vigencia (imp_desde)' }) validFrom!: string;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Último día de vigencia; null si sigue vigente (imp_hasta)' }) validTo!: string | null;
}

@ObjectType('Article', { description: 'Un artículo (producto o servicio) del catálogo de una empresa (tarticulo)' })
export class Article {
  @Field(() => Int, { description: 'Código interno (art_codigo)' }) id!: number;
  @Field({ description: 'Código que digita el usuario (art_id)' }) code!: string;
  @Field({ description: 'Nombre largo (art_nomlar)' }) name!: string;
  @Field(() => Int, { description: 'Tipo de artículo (tar_codigo)' }) typeId!: number;
  @Field({ description: 'Nombre del tipo, p. ej. COMERCIAL (tar_descri)' }) typeName!: string;
  @Field(() => Int, { nullable: true, description: 'Sección (sec_codigo)' }) sectionId!: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre de la sección (sec_descri)' }) sectionName!: string | null;
  @Field({ description: 'Unidad de medida (art_unidad)' }) unit!: string;
  @Field(() => MoneyScalar, { description: 'Precio según la lista pedida: venta o costo, sin impuestos' }) price!: string;
  @Field({ description: 'Paga IVA a la tarifa vigente (art_iva T)' }) taxed!: boolean;
}

@ObjectType('ArticlePage', { description: 'Una página de la búsqueda de artículos' })
export class ArticlePage extends Page(Article, {
  items: 'Los artículos de la página',
  totalCount: 'Total de artículos que cumplen la búsqueda',
  page: 'Página devuelta (desde 1)',
  pageSize: 'Tamaño de página usado',
}) {}

@ObjectType('ArticleSection', { description: 'Sección (línea) del catálogo de artículos (tseccion de la empresa)' })
export class ArticleSection {
  @Field(() => Int, { description: 'Código de la sección (sec_codigo)' }) id!: number;
  @Field({ description: 'Nombre (sec_descri)' }) name!: string;
  @Field(() => Int, { description: 'Artículos activos de la sección' }) articleCount!: number;
}

@ObjectType('ArticleType', { description: 'Tipo de artículo (ttipoarticulo), p. ej. 1 COMERCIAL' })
export class ArticleType {
  @Field(() => Int, { description: 'Código (tar_codigo)' }) id!: number;
  @Field({ description: 'Nombre (tar_descri)' }) name!: string;
}

@ObjectType('ArticleCatalogOptions', { description: 'Filtros de la búsqueda de artículos: secciones y tipos' })
export class ArticleCatalogOptions {
  @Field(() => [ArticleSection], { description: 'Secciones activas, por nombre' }) sections!: ArticleSection[];
  @Field(() => [ArticleType], { description: 'Tipos de artículo, por código' }) types!: ArticleType[];
}

@ObjectType('ArticleSearchSetup', { description: 'Cómo empieza la búsqueda de artículos en un tipo de documento (tbusqueda_art)' })
export class ArticleSearchSetup {
  @Field(() => Int, { description: 'Tipo de documento (tra_codigo)' }) transactionType!: number;
  @Field(() => ArticleSearchMode, { description: 'Busca por nombre o por código (modo)' }) mode!: ArticleSearchMode;
  @Field(() => Int, { nullable: true, description: 'Tipo de artículo con que empieza; null, todos (tar_codigo)' }) typeId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Sección con que empieza; null, todas (sec_codigo)' }) sectionId!: number | null;
  @Field(() => PriceList, { description: 'Precio que muestra (tra_tiplis)' }) priceList!: PriceList;
  @Field(() => Int, { description: 'Sugerencias que lista el autocompletado (bus_limite)' }) limit!: number;
  @Field({ description: 'Verdadero si el documento tiene su propia configuración guardada; falso si usa la de omisión' }) saved!: boolean;
}

@ObjectType('DocumentTypeOption', { description: 'Un tipo de documento de la empresa (ttipotransaccion) y si tiene búsqueda configurada' })
export class DocumentTypeOption {
  @Field(() => Int, { description: 'Código (tra_codigo)' }) id!: number;
  @Field({ description: 'Nombre (tra_descri)' }) name!: string;
  @Field({ description: 'Tiene configuración de búsqueda guardada (sel)' }) selected!: boolean;
}

@InputType('ArticleSearchSetupInput', { description: 'Configuración de la búsqueda de artículos de un tipo de documento' })
export class ArticleSearchSetupInput {
  @Field(() => ArticleSearchMode, { description: 'Busca por nombre o por código' }) mode!: ArticleSearchMode;
  @Field(() => Int, { nullable: true, description: 'Tipo de artículo con que empieza; sin valor, todos' }) typeId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Sección con que empieza; sin valor, todas' }) sectionId?: number | null;
  @Field(() => PriceList, { description: 'Precio que muestra' }) priceList!: PriceList;
  @Field(() => Int, { description: 'Sugerencias del autocompletado, de 1 a 50' }) limit!: number;
}
