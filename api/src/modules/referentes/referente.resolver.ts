import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { checkSearchLimit, lookupReferente, searchReferentes } from './referente.service.js';
import { Referente, ReferenteDocumentType, ReferenteLookup, ReferenteOrder, ReferenteSearchMode } from './referente.types.js';

const company = () => Arg('companyId', () => Int, { description: 'Código interno de la empresa cliente dueña de los referentes (emp_codigo)' });

@Resolver()
export class ReferenteResolver {
  @Query(() => ReferenteLookup, {
    description: 'Busca un referente de una empresa por su cédula o RUC, o por su código: encontrado (con sus datos) o no registrado',
  })
  referenteLookup(
    @company() companyId: number,
    @Arg('mode', () => ReferenteSearchMode, { description: 'Dato con el que se busca' }) mode: ReferenteSearchMode,
    @Arg('search', { description: 'La cédula o RUC, o el código del referente' }) search: string,
    @Arg('documentType', () => ReferenteDocumentType, {
      nullable: true,
      description: 'Documento que la pantalla exige al buscar por cédula o RUC; sin él se acepta cualquiera de los dos',
    })
    documentType: ReferenteDocumentType | null,
    @Ctx() ctx: AppContext,
  ): Promise<ReferenteLookup> {
    return lookupReferente(ctx, { companyId, mode, search, documentType });
  }

  @Query(() => [Referente], {
    description: 'Referentes de una empresa cuyo nombre, apellido o cédula/RUC empieza con el texto (sin distinguir mayúsculas)',
  })
  referenteSearch(
    @company() companyId: number,
    @Arg('text', { description: 'Comienzo del nombre, del apellido o de la cédula/RUC; no puede estar vacío' }) text: string,
    @Arg('limit', () => Int, { nullable: true, description: 'Máximo de referentes a devolver: 10 por omisión, de 1 a 50' }) limit: number | null,
    @Arg('orderBy', () => ReferenteOrder, { nullable: true, description: 'Orden de los referentes; por omisión por apellidos y nombres' })
    orderBy: ReferenteOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<Referente[]> {
    checkSearchLimit(limit);
    return searchReferentes(ctx, { companyId, text, limit, order: orderBy });
  }
}
