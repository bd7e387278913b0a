import { wrap } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { groupByKey, loaderFor } from '../../graphql/loaders.js';
import { EmissionPoint } from '../../db/tenant/emission-point.entity.js';
import type { Establishment } from '../../db/tenant/establishment.entity.js';
import { run } from '../../db/sql.js';

interface PointRow {
  esquema: string;
  tdv_codigo: number;
  tdv_estado: number;
  tdv_numero: string;
  tdv_nombre: string;
  tdv_descri: string | null;
  tdv_tipo: number;
  tdv_nroestab: string;
  alm_codigo: number;
  direccion: string | null;
}

// Schema names come from the tenant registry, which already checked them; this is the last guard
// before one is written into the SQL text.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The schema a tenant row was read from, remembered for rows built outside the entity manager. */
const schemaOfRow = new WeakMap<object, string>();

/** Marks an establishment read with raw SQL (not through the entity manager) with its schema. */
export function rememberSchema<T extends object>(row: T, schema: string): T {
  schemaOfRow.set(row, schema);
  return row;
}

/** The company schema an establishment came from: the entity manager's record of it, or rememberSchema's. */
export function schemaOf(establishment: Establishment): string {
  const schema = schemaOfRow.get(establishment) ?? (wrap(establishment, true) as { getSchema?: () => string | undefined }).getSchema?.();
  if (!schema) throw new Error(`Establecimiento ${establishment.id} sin esquema de empresa`);
  return schema;
}

function toPoint(row: PointRow): EmissionPoint {
  const point = new EmissionPoint();
  point.id = row.tdv_codigo;
  point.state = row.tdv_estado;
  point.number = row.tdv_numero;
  point.name = row.tdv_nombre;
  point.description = row.tdv_descri;
  point.type = row.tdv_tipo;
  point.establishmentNumber = row.tdv_nroestab;
  point.establishmentId = row.alm_codigo;
  point.address = row.direccion;
  return point;
}

/**
 * The emission points of every establishment the request asks for, in ONE statement whatever
 * the number of establishments and companies: one select per company schema in the batch,
 * joined with UNION ALL. Each establishment's points come by number (then code).
 */
async function loadPoints(ctx: AppContext, keys: readonly string[]): Promise<EmissionPoint[][]> {
  const bySchema = new Map<string, number[]>();
  for (const key of keys) {
    const [schema, id] = key.split(':') as [string, string];
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Esquema de empresa no válido: ${schema}`);
    const ids = bySchema.get(schema) ?? [];
    ids.push(Number(id));
    bySchema.set(schema, ids);
  }
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [schema, ids] of bySchema) {
    parts.push(
      `select '${schema}'::text as esquema, tdv_codigo, tdv_estado, tdv_numero, tdv_nombre, tdv_descri, tdv_tipo, tdv_nroestab, alm_codigo, direccion
         from "${schema}".tpuntoventa where alm_codigo = any(?::int[])`,
    );
    params.push(`{${ids.join(',')}}`);
  }
  const sql = `${parts.join(' union all ')} order by esquema, alm_codigo, tdv_numero, tdv_codigo`;
  const rows = await run<PointRow>(ctx.em, sql, params);
  return groupByKey(keys, rows, (row) => keyText(row.esquema, row.alm_codigo)).map((list) => list.map(toPoint));
}

/** Loader key of an establishment: its schema and code (schema names have no ':'). */
const keyText = (schema: string, establishmentId: number) => `${schema}:${establishmentId}`;

/** Establishment.emissionPoints through the request's DataLoader. */
export function emissionPointsOf(ctx: AppContext, establishment: Establishment): Promise<EmissionPoint[]> {
  const loader = loaderFor<string, EmissionPoint[]>(ctx, 'establishment.emissionPoints', (keys) => loadPoints(ctx, keys));
  return loader.load(keyText(schemaOf(establishment), establishment.id));
}
