import { AppError } from '../shared/app-error.js';

/**
 * Page arguments of every GraphQL list: out-of-range values are refused with the limit named,
 * never silently changed (the REST adapter keeps its documented clamping in the services).
 */
export interface PageLimits {
  /** Page size when the argument is omitted. */
  defaultSize: number;
  /** Largest page size accepted. */
  maxSize: number;
}

export const LIST_PAGE: PageLimits = { defaultSize: 50, maxSize: 500 };

export function checkPage(
  page: number | null | undefined,
  pageSize: number | null | undefined,
  limits: PageLimits = LIST_PAGE,
): { page: number; pageSize: number } {
  const size = pageSize ?? limits.defaultSize;
  if (size < 1 || size > limits.maxSize) throw AppError.input('pageSize', `El tamaño de página (pageSize) debe estar entre 1 y ${limits.maxSize}`);
  const current = page ?? 1;
  if (current < 1) throw AppError.input('page', 'La página (page) debe ser 1 o mayor');
  return { page: current, pageSize: size };
}
