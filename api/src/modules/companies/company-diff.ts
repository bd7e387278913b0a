import type { Company } from './company.entity.js';

/** Spanish names of the company's fields in the change history. */
const FIELD_LABELS: Record<string, string> = {
  accessCode: 'Acceso',
  legalName: 'Razón social',
  ruc: 'RUC',
  address: 'Dirección',
  phone: 'Teléfono',
  dbPort: 'Puerto',
  dbHost: 'Servidor',
  dbName: 'Base de datos',
  dbSchema: 'Esquema',
  dbUser: 'Usuario de la base',
  theme: 'Tema',
  accessType: 'Tipo de acceso',
  countryCode: 'País',
  businessLine: 'Tipo de empresa',
  state: 'Estado',
  location: 'Ubicación',
  services: 'Servicios',
  addOns: 'Módulos',
  endDate: 'Fecha fin',
  versionId: 'Versión',
};
/** Never written into the history: secrets and bulky values. */
const HIDDEN = new Set<string>(['dbPasswordEncrypted', 'logo', 'updatedAt', 'id']);
/** A long value (a JSON of services or the location) is cut in the note, not in the data. */
const MAX_VALUE = 120;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** 'Campo: antes → después' for every field the save changes, in the entity's field order; [] when nothing changed. */
export function companyDiff(before: Company, values: Partial<Company>): string[] {
  const changes: string[] = [];
  const was = before as unknown as Record<string, unknown>;
  const now = values as Record<string, unknown>;
  for (const [field, label] of Object.entries(FIELD_LABELS)) {
    if (!(field in now) || HIDDEN.has(field)) continue;
    const old = was[field];
    const next = now[field];
    // 5432 and '5432', null and '': the same value as stored.
    if (String(old ?? '') === String(next ?? '')) continue;
    changes.push(`${label}: ${shown(old)} → ${shown(next)}`);
  }
  return changes;
}
