import { registerEnumType } from 'type-graphql';

/** Direction of a list's order; every order ends with the record's id in the same direction. */
export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}

registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'Sentido del orden de una lista',
  valuesConfig: {
    ASC: { description: 'Ascendente: de menor a mayor, de la A a la Z, de la fecha más antigua a la más reciente' },
    DESC: { description: 'Descendente: de mayor a menor, de la Z a la A, de la fecha más reciente a la más antigua' },
  },
});

/**
 * ORDER BY of a list: the chosen column (nulls last) and the id as tie-breaker, so pages are
 * stable. `columns` maps each value of the list's order enum to trusted SQL (never user text).
 */
export function orderSql<F extends string>(
  order: { field: F; direction?: SortDirection | null } | null | undefined,
  columns: Record<F, string>,
  fallback: F,
  idColumn: string,
): string {
  const field = order?.field ?? fallback;
  const direction = order?.direction === SortDirection.DESC ? 'desc' : 'asc';
  const column = columns[field];
  if (!column) throw new Error(`Orden sin columna: ${field}`);
  return `${column} ${direction} nulls last, ${idColumn} ${direction}`;
}

/*
 * The input of every list's `orderBy` argument has this shape (one class per list, because
 * type-graphql needs the concrete enum):
 *   @InputType('CompanyOrder', { description: 'Orden de la lista de empresas' })
 *   export class CompanyOrder {
 *     @Field(() => CompanyOrderField, { description: 'Campo por el que se ordena' }) field!: CompanyOrderField;
 *     @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' }) direction?: SortDirection | null;
 *   }
 * `direction` is nullable with its default: graphql-jit does not fill an omitted input field's default
 * from variables, so a non-null one would be refused when left out.
 */
