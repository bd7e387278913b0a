import type { EntityManager } from '@mikro-orm/core';
import { ADD_ON_KEYS, ADD_ON_LABELS, SERVICE_KEYS, SERVICE_LABELS } from '../../domain/company-flags.js';
import { CompanyDisplayState } from './company-enums.js';
import { ALL_STATES, READ_ONLY_COLOR, READ_ONLY_LABEL, STATE_COLORS, STATE_LABELS } from './company-state.js';
import { run } from '../../db/sql.js';

/** Countries offered for emp_codpais (telephone codes); 593 Ecuador is the default. */
export const COUNTRIES: ReadonlyArray<{ code: number; name: string }> = [
  { code: 593, name: 'Ecuador' },
  { code: 51, name: 'Perú' },
  { code: 57, name: 'Colombia' },
  { code: 1, name: 'Estados Unidos' },
  { code: 34, name: 'España' },
];

/** The state labels and colours of spec 000 §4, LECTURA included (state 1 + lectura). */
export function stateLegend(): Array<{ state: number; label: string; displayState: CompanyDisplayState; color: string; readOnly: boolean }> {
  return [
    ...ALL_STATES.map((s) => ({
      state: s,
      label: STATE_LABELS[s],
      displayState: STATE_LABELS[s] as CompanyDisplayState,
      color: STATE_COLORS[s],
      readOnly: false,
    })),
    { state: 1, label: READ_ONLY_LABEL, displayState: CompanyDisplayState.READ_ONLY, color: READ_ONLY_COLOR, readOnly: true },
  ];
}

export const serviceOptions = () => SERVICE_KEYS.map((key) => ({ key, label: SERVICE_LABELS[key] }));
export const addOnOptions = () => ADD_ON_KEYS.map((key) => ({ key, label: ADD_ON_LABELS[key] }));

export async function businessLines(em: EntityManager): Promise<Array<{ code: number; name: string }>> {
  const rows = await run<{ tac_codigo: number; tac_descrip: string }>(em, 'select tac_codigo, tac_descrip from ttipoactividad order by tac_codigo');
  return rows.map((r) => ({ code: r.tac_codigo, name: r.tac_descrip }));
}

export async function provinces(em: EntityManager): Promise<Array<{ code: number; name: string; cities: string[] }>> {
  const rows = await run<{
    prv_codigo: number;
    prv_nombre: string;
    cities: string[] | null;
  }>(
    em,
    `select p.prv_codigo, p.prv_nombre, array_agg(c.ciu_nombre order by c.ciu_nombre) filter (where c.ciu_nombre is not null) as cities
       from tprovincia p left join tciudad c on c.prv_codigo = p.prv_codigo
      group by p.prv_codigo, p.prv_nombre order by p.prv_codigo`,
  );
  return rows.map((r) => ({ code: r.prv_codigo, name: r.prv_nombre, cities: r.cities ?? [] }));
}
