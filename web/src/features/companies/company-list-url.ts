import { DEFAULT_COMPANY_FILTER } from '../../widgets/forms/CompanyFilter';
import type { CompanyStatusFilter } from '../../widgets/forms/company-filter';
import { listParam, listText, numberParam, type FilterCodec } from '../../widgets/list/url-params';
import type { CompanyListFilters } from './company-list-filter';

const STATUSES: readonly CompanyStatusFilter[] = [1, 0, 2, -1];

/** The company list's filters in the URL: `buscar`, `modo`, `activa`, `tipos`, `estados`, `servicios`, `modulos`. */
export const COMPANY_LIST_CODEC: FilterCodec<CompanyListFilters> = {
  read: (p) => {
    const status = numberParam(p, 'activa');
    return {
      search: {
        filtro: p.get('buscar') ?? '',
        modo: p.get('modo') === 'byruc' ? 'byruc' : DEFAULT_COMPANY_FILTER.modo,
        emp_activa: STATUSES.find((s) => s === status) ?? DEFAULT_COMPANY_FILTER.emp_activa,
      },
      businessLines: listParam(p, 'tipos').map(Number).filter(Number.isFinite),
      stateLabels: listParam(p, 'estados'),
      services: listParam(p, 'servicios'),
      addOns: listParam(p, 'modulos'),
    };
  },
  write: (f) => ({
    buscar: f.search.filtro,
    modo: f.search.modo === DEFAULT_COMPANY_FILTER.modo ? undefined : f.search.modo,
    activa: f.search.emp_activa === DEFAULT_COMPANY_FILTER.emp_activa ? undefined : String(f.search.emp_activa),
    tipos: listText(f.businessLines),
    estados: listText(f.stateLabels),
    servicios: listText(f.services),
    modulos: listText(f.addOns),
  }),
};
