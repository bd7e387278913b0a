import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../shared/app-error.js';
import { ReportColumnType } from '../report-enums.js';
import { REPORT_MSG } from '../messages.js';
import { run } from '../../../db/sql.js';

/** A report function as the catalog declares it: its input arguments and its result columns. */
export interface ReportFunction {
  name: string;
  args: { name: string; type: string; hasDefault: boolean }[];
  columns: { name: string; type: string; kind: ReportColumnType }[];
}

const IDENT = /^[a-z_][a-z0-9_]*$/;
/** Identifiers that reach SQL come from the catalog and match IDENT; quoted anyway. */
export const quoteIdent = (name: string): string => {
  if (!IDENT.test(name)) throw new Error(`Identificador no válido: ${name}`);
  return `"${name}"`;
};

/** Argument types a run may bind (the casts written into the call). */
const BINDABLE = new Set(['date', 'integer', 'bigint', 'smallint', 'text', 'character varying', 'numeric']);

export function kindOf(type: string): ReportColumnType {
  if (['integer', 'bigint', 'smallint'].includes(type)) return ReportColumnType.INTEGER;
  if (type === 'numeric' || type === 'double precision' || type === 'real') return ReportColumnType.DECIMAL;
  if (type === 'date') return ReportColumnType.DATE;
  if (type.startsWith('timestamp')) return ReportColumnType.TIMESTAMP;
  if (type === 'boolean') return ReportColumnType.BOOLEAN;
  return ReportColumnType.TEXT;
}

type ProcRow = { proretset: boolean; names: string[] | null; modes: string[] | null; types: string[] | null; in_types: string[]; ndefaults: number };

/**
 * Looks the function up in pg_proc of the company's schema (never elsewhere): exactly one
 * function of that name, returning a table (RETURNS TABLE / OUT columns, set-returning). Refused
 * with REPORT_MSG.functionMissing otherwise; refused too when an argument is neither a form field
 * the engine knows nor has a default.
 */
export async function lookupFunction(tx: EntityManager, schema: string, name: string, known: ReadonlySet<string>): Promise<ReportFunction> {
  if (!IDENT.test(name)) throw AppError.conflict(REPORT_MSG.functionMissing(name), 'inf_funcio');
  const rows = await run<ProcRow>(
    tx,
    `select p.proretset, p.proargnames as names, p.proargmodes::text[] as modes,
            (select array_agg(format_type(t, null) order by o) from unnest(p.proallargtypes) with ordinality as u(t, o)) as types,
            (select coalesce(array_agg(format_type(t, null) order by o), '{}') from unnest(p.proargtypes::oid[]) with ordinality as u(t, o)) as in_types,
            p.pronargdefaults as ndefaults
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = ? and p.proname = ? and p.prokind = 'f'`,
    [schema, name],
  );
  if (rows.length !== 1) throw AppError.conflict(REPORT_MSG.functionMissing(name), 'inf_funcio');
  const p = rows[0]!;
  if (!p.proretset || !p.modes || !p.names || !p.types) throw AppError.conflict(REPORT_MSG.functionMissing(name), 'inf_funcio');
  const args: ReportFunction['args'] = [];
  const columns: ReportFunction['columns'] = [];
  const inCount = p.modes.filter((m) => m === 'i' || m === 'b').length;
  let inIndex = 0;
  p.modes.forEach((mode, i) => {
    const argName = p.names![i] ?? '';
    const type = p.types![i]!;
    if (mode === 'i' || mode === 'b') {
      const hasDefault = inIndex >= inCount - p.ndefaults;
      inIndex++;
      if (!IDENT.test(argName) || !known.has(argName) || !BINDABLE.has(type)) {
        if (hasDefault) return; // left to its default
        throw AppError.conflict(REPORT_MSG.functionArgument(name, argName || `$${i + 1}`), 'inf_funcio');
      }
      args.push({ name: argName, type, hasDefault });
    }
    if (mode === 't' || mode === 'o' || mode === 'b') {
      if (!IDENT.test(argName)) throw AppError.conflict(REPORT_MSG.functionMissing(name), 'inf_funcio');
      columns.push({ name: argName, type, kind: kindOf(type) });
    }
  });
  if (columns.length === 0) throw AppError.conflict(REPORT_MSG.functionMissing(name), 'inf_funcio');
  return { name, args, columns };
}
