import type { ArticleFieldsFragment, ArticleSearchMode } from '../../generated/graphql';

/** Spanish texts of the article search widget. */
export const ARTICLE_SEARCH_MSG = {
  legend: 'Búsqueda de artículos',
  searchBy: 'Buscar por',
  byName: 'Nombre',
  byCode: 'Código',
  type: 'Tipo de artículo',
  allTypes: 'Todos los tipos',
  section: 'Sección',
  allSections: 'Todas las secciones',
  article: 'Artículo',
  placeholderName: 'Comienzo del nombre',
  placeholderCode: 'Comienzo del código',
  loading: 'Cargando la búsqueda de artículos…',
  loadFailed: 'No se pudo cargar la búsqueda de artículos',
  hint: 'Escriba letras o números; flechas para moverse, Enter para elegir, Esc para cerrar.',
  taxed: 'IVA',
  notTaxed: 'sin IVA',
} as const;

/** The filters the widget sends with every search; changing one starts a new search. */
export interface ArticleFilters {
  mode: ArticleSearchMode;
  /** 0: every type. */
  typeId: number;
  /** null: every section. */
  sectionId: number | null;
}

/** A money text of the API ("1234.50") in es-EC form ("$ 1.234,50"), without floating point. */
export function formatPrice(value: string): string {
  const [whole = '0', fraction = '00'] = value.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value.startsWith('-') ? '-' : ''}$ ${grouped},${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** The texts the typed prefix is matched against: the name or the code, by mode. */
export const articleMatchTexts = (mode: ArticleSearchMode) => (a: ArticleFieldsFragment) => [mode === 'CODE' ? a.code : a.name];

/** The second line of a suggestion: code (or name), section and price. */
export function articleDetail(a: ArticleFieldsFragment, mode: ArticleSearchMode): string {
  return [mode === 'CODE' ? null : a.code, a.sectionName, formatPrice(a.price)].filter(Boolean).join(' · ');
}
