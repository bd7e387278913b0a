import type { DevArea, DevAttribute, DevCycle, DevModule, DevVersion } from './development.types.js';
import { withLegacyFields } from '../../rest/legacy-fields.js';
import { attributeTypeCode, cycleStateCode, moduleTypeCode } from './development.enums.js';

/** GraphQL field names of refusals -> the legacy names a REST client sent (inputid). */
const LEGACY_FIELD: Record<string, string> = {
  areaId: 'ar_codigo',
  moduleId: 'mo_codigo',
  attributeId: 'at_codigo',
  functionalId: 'fu_codigo',
  versionId: 've_codigo',
  userId: 'ci_usuario',
  state: 'ci_estado',
  date: 'ci_fecha',
  note: 'ci_nota',
};
const BY_KIND: Record<string, Record<string, string>> = {
  module: { name: 'mo_nombre', type: 'mo_tipo', description: 'mo_descri', areaId: 'mo_area' },
  attribute: { name: 'at_nombre', type: 'at_tipo', moduleId: 'at_modulo' },
  functional: { description: 'fu_descri', attributeId: 'fu_atributo' },
  version: { name: 've_nombre', description: 've_descri' },
  cycle: { moduleId: 'ci_modulo', attributeId: 'ci_atributo' },
};

/** Runs a service call and renames a refused field to the legacy column of that kind of row. */
export function legacy<T>(kind: string, run: () => Promise<T>): Promise<T> {
  return withLegacyFields({ ...LEGACY_FIELD, ...BY_KIND[kind] }, run);
}

export const legacyArea = (a: DevArea) => ({ ar_codigo: a.id, ar_nombre: a.name, ar_descri: a.description, modulos: a.moduleCount });
export const legacyVersion = (v: DevVersion) => ({ ve_codigo: v.id, ve_nombre: v.name, ve_descri: v.description, modulos: v.moduleIds });
export const legacyCycle = (c: DevCycle | null) =>
  c && {
    ci_codigo: c.id,
    ci_estado: cycleStateCode(c.state),
    ci_estado_str: c.stateLabel,
    ci_nota: c.note,
    ci_fecha: c.date,
    ci_usuario: c.userId,
    usr_nombre: c.userName,
    ci_modulo: c.moduleId,
    ci_atributo: c.attributeId,
  };
const legacyAttribute = (a: DevAttribute) => ({
  at_codigo: a.id,
  at_nombre: a.name,
  at_tipo: attributeTypeCode(a.type),
  at_modulo: a.moduleId,
  ciclo: legacyCycle(a.cycle),
  funcionales: a.functionals.map((f) => ({ fu_codigo: f.id, fu_descri: f.description, fu_atributo: f.attributeId })),
});
export const legacyModule = (m: DevModule) => ({
  mo_codigo: m.id,
  mo_nombre: m.name,
  mo_tipo: moduleTypeCode(m.type),
  mo_descri: m.description,
  mo_area: m.areaId,
  ciclo: legacyCycle(m.cycle),
  atributos: m.attributes.map(legacyAttribute),
});
