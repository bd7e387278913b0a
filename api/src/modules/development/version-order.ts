import { SortDirection } from '../../graphql/ordering.js';
import type { DevVersionOrder, DevVersionOrderField } from './development.enums.js';
import type { DevVersion } from './development.types.js';

const name = new Intl.Collator('es', { sensitivity: 'base' });
const COMPARE: Record<DevVersionOrderField, (a: DevVersion, b: DevVersion) => number> = {
  ID: () => 0,
  NAME: (a, b) => name.compare(a.name, b.name),
  MODULE_COUNT: (a, b) => a.moduleIds.length - b.moduleIds.length,
};

/** The versions of the catalogue's options (a handful of rows, already read) in the order asked; the code breaks ties. */
export function orderVersions(versions: DevVersion[], orderBy: DevVersionOrder | null): DevVersion[] {
  if (!orderBy) return versions;
  const sign = orderBy.direction === SortDirection.DESC ? -1 : 1;
  return [...versions].sort((a, b) => sign * (COMPARE[orderBy.field](a, b) || a.id - b.id));
}
