import type { EntityManager } from '@mikro-orm/core';
import { completeCedula } from './demo-data.js';
import { run } from '../sql.js';

/** The first demo cooperative (kept for callers that name one): Loja Express, 300 parcels. */
export const DEMO_PARCEL_COMPANY = 'lojaexpress';
export const DEMO_PARCEL_COUNT = 300;

/** A small SVG logo (data URL): a bus on a round badge of the cooperative's colour, with its name. */
function busLogo(fill: string, dark: string, name: string, fontSize = 14): string {
  return `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><circle cx="60" cy="60" r="58" fill="${fill}"/>` +
      `<rect x="24" y="36" width="72" height="40" rx="8" fill="#fff"/><rect x="30" y="42" width="18" height="14" fill="${fill}"/>` +
      `<rect x="51" y="42" width="18" height="14" fill="${fill}"/><rect x="72" y="42" width="18" height="14" fill="${fill}"/>` +
      `<circle cx="40" cy="80" r="7" fill="${dark}"/><circle cx="80" cy="80" r="7" fill="${dark}"/>` +
      `<text x="60" y="104" font-family="Arial" font-size="${fontSize}" font-weight="bold" fill="#fff" text-anchor="middle">${name}</text></svg>`,
  ).toString('base64')}`;
}

/** Loja Express's logo: a bus on a green badge. */
export const DEMO_COOPERATIVE_LOGO = busLogo('#1f7a3a', '#0b3d1c', 'LOJA EXPRESS');

/** A demo transport cooperative: the company (access code), its logo and its parcels. */
export interface DemoCooperative {
  accessCode: string;
  logo: string;
  /** How many parcels it gets (parcel g = 1..count). */
  parcels: number;
  /** Establishment of its guides: guide of parcel g = establishment + point 001/002 + sequence 1000 + g. */
  establishment: string;
  /** Its offices (origins and destinations). */
  cities: readonly string[];
}

/**
 * The three demo cooperatives (issue 20): existing demo companies of the transport product
 * (emp_tipoacces 2), each with its logo and a few hundred parcels in its own tenant schema.
 */
export const DEMO_COOPERATIVES: readonly DemoCooperative[] = [
  {
    accessCode: 'lojaexpress',
    logo: DEMO_COOPERATIVE_LOGO,
    parcels: DEMO_PARCEL_COUNT,
    establishment: '001',
    cities: ['LOJA', 'CATAMAYO', 'ZAMORA', 'CUENCA', 'MACHALA', 'GUAYAQUIL', 'QUITO', 'MACARÁ', 'SARAGURO', 'CARIAMANGA'],
  },
  {
    accessCode: 'mitadmundo',
    logo: busLogo('#c62828', '#5f1010', 'MITAD DEL MUNDO', 11),
    parcels: 240,
    establishment: '002',
    cities: ['QUITO', 'CAYAMBE', 'OTAVALO', 'SANTO DOMINGO', 'LATACUNGA', 'AMBATO', 'RIOBAMBA', 'ESMERALDAS', 'TENA', 'GUAYAQUIL'],
  },
  {
    accessCode: 'sanmarcos',
    logo: busLogo('#1565c0', '#0b2e5c', 'SAN MARCOS', 13),
    parcels: 180,
    establishment: '003',
    cities: ['IBARRA', 'TULCÁN', 'OTAVALO', 'QUITO', 'COTACACHI', 'ATUNTAQUI', 'SAN GABRIEL', 'PIMAMPIRO', 'URCUQUÍ', 'LAGO AGRIO'],
  },
];

/** The demo cooperative of an access code, if it is one. */
export const demoCooperative = (accessCode: string) => DEMO_COOPERATIVES.find((c) => c.accessCode === accessCode);

const NAMES = [
  'JORGE ARMIJOS',
  'MARÍA OCHOA',
  'LUIS JARAMILLO',
  'ANA CUENCA',
  'PEDRO CASTILLO',
  'ROSA GUAMÁN',
  'CARLOS ERAS',
  'LUCÍA TORRES',
  'DIEGO PALACIOS',
  'FERNANDA VIVANCO',
  'MIGUEL RIOFRÍO',
  'SANDRA CELI',
  'JUAN ÑAUPARI',
  'CARMEN SARANGO',
  'PABLO MOROCHO',
  'VERÓNICA LEÓN',
  'ANDRÉS VALDIVIESO',
  'GLADYS QUIZHPE',
  'RAÚL BURNEO',
  'PATRICIA AGUIRRE',
];

/** The demo people (the same in every cooperative): a valid cédula and a name each; the first one sends every fifth parcel (more than 30). */
export const DEMO_PARCEL_PEOPLE = NAMES.map((name, i) => ({ ced: completeCedula(`110${String(4_000 + i * 37).padStart(6, '0')}`), name }));

/**
 * Seeds a cooperative's parcels with histories and articles: one set-based statement per table
 * over generate_series, deterministic (the same guides every time), dated backwards from now.
 * Guide of parcel g: establishment + point 001/002 + sequence 1000 + g padded to 9 digits.
 */
export async function seedDemoParcels(tx: EntityManager, schema: string, cooperative: DemoCooperative = DEMO_COOPERATIVES[0]!): Promise<void> {
  const count = cooperative.parcels;
  const s = `"${schema}"`;
  const people = DEMO_PARCEL_PEOPLE.map((p) => p.ced);
  const names = DEMO_PARCEL_PEOPLE.map((p) => p.name);
  await run(
    tx,
    `insert into ${s}.tencomienda (trn_codigo, trn_compro, trn_fecha, enc_remced, enc_remnombre, enc_desced, enc_desnombre, enc_origen, enc_destino, enc_estado, enc_fecentrega, enc_total)
     select g,
       ? || lpad(((g % 2) + 1)::text, 3, '0') || lpad((1000 + g)::text, 9, '0'),
       date_trunc('hour', now()) - make_interval(hours => (${count} - g) * 7 + 30),
       p.ced[r], p.nom[r], p.ced[d], p.nom[d],
       c.city[1 + g % 10], c.city[1 + (g * 3 + 1) % 10],
       1 + g % 4,
       case when 1 + g % 4 = 4 then date_trunc('hour', now()) - make_interval(hours => (${count} - g) * 7 + 12) end,
       round((3 + (g % 17) * 1.25)::numeric, 2)
     from generate_series(1, ${count}) g
     cross join (select array(select json_array_elements_text(?::json)) as ced, array(select json_array_elements_text(?::json)) as nom) p
     cross join (select array(select json_array_elements_text(?::json)) as city) c
     cross join lateral (select case when g % 5 = 0 then 1 else 1 + g % ${people.length} end as r, 1 + (g * 7 + 3) % ${people.length} as d) x`,
    [cooperative.establishment, JSON.stringify(people), JSON.stringify(names), JSON.stringify(cooperative.cities)],
  );
  // One history row per state the parcel went through (1 .. its state), 6 hours apart.
  await run(
    tx,
    `insert into ${s}.tencomienda_hist (trn_codigo, ehi_estado, ehi_lugar, ehi_fecha, ehi_detalle)
     select e.trn_codigo, st,
       case st when 1 then e.enc_origen when 2 then 'EN RUTA A ' || e.enc_destino else e.enc_destino end,
       e.trn_fecha + make_interval(hours => (st - 1) * 6),
       case st when 1 then 'Recibida en la oficina de ' || e.enc_origen when 2 then 'Salió en el bus de la ruta ' || e.enc_origen || ' - ' || e.enc_destino
               when 3 then 'Disponible para retirar en la oficina de ' || e.enc_destino else 'Entregada al destinatario' end
     from ${s}.tencomienda e cross join lateral generate_series(1, e.enc_estado) st`,
  );
  await run(
    tx,
    `insert into ${s}.tencomienda_art (trn_codigo, ear_descri, ear_cantidad, ear_peso, ear_valor)
     select e.trn_codigo, (array['CAJA DE CARTÓN', 'SOBRE DE DOCUMENTOS', 'MALETA', 'SACO DE CAFÉ', 'REPUESTOS'])[1 + (e.trn_codigo + a) % 5],
       1 + (e.trn_codigo + a) % 3, round((0.5 + ((e.trn_codigo * a) % 20) * 0.75)::numeric, 2), round((1 + ((e.trn_codigo + a) % 9) * 0.5)::numeric, 2)
     from ${s}.tencomienda e cross join lateral generate_series(1, 1 + e.trn_codigo % 3) a`,
  );
  await run(tx, `select setval(pg_get_serial_sequence('${s}.tencomienda', 'trn_codigo'), (select max(trn_codigo) from ${s}.tencomienda))`);
}
