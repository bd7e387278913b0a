import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { PACKAGE_MSG } from './messages.js';
import { packagePermisos } from './package-list.service.js';
import { activePackage } from './package-read.js';
import { lockRuc, run } from './package-sql.js';
import { parseDay } from './package-input.js';
import type { UsageResult } from './package.types.js';
import { businessDay } from '../../domain/dates.js';

const MAX_UNITS = 100_000;

export interface UsageInput {
  companyId?: number | null;
  ruc?: string | null;
  units: number;
  /** The authorized document's access key or a daily count id: a repeated reference is not counted twice. */
  reference?: string | null;
  date?: string | null;
}

async function rucOf(ctx: AppContext, input: UsageInput): Promise<string> {
  const ruc = (input.ruc ?? '').trim();
  const [row] = input.companyId
    ? await run<{ emp_ruc: string }>(ctx.em, 'select emp_ruc from tempresa where emp_codigo = ?', [input.companyId])
    : ruc
      ? await run<{ emp_ruc: string }>(ctx.em, 'select emp_ruc from tempresa where emp_ruc = ? limit 1', [ruc])
      : [];
  if (!row) throw AppError.input(input.companyId ? 'companyId' : 'ruc', PACKAGE_MSG.companyNotFound(input.companyId ?? ruc));
  return row.emp_ruc;
}

/**
 * Records authorized documents of a company in the usage ledger. Under a per-RUC lock, the units
 * go to the package in force up to its saldo and the rest is recorded as excess, so saldo never
 * goes negative however many recorders run at once, and no unit is lost. With a reference the
 * call is idempotent: a reference already recorded returns what it recorded then.
 */
export async function recordUsage(ctx: AppContext, input: UsageInput): Promise<UsageResult> {
  await packagePermisos(ctx, 'editar');
  if (!Number.isInteger(input.units) || input.units <= 0) throw AppError.input('units', PACKAGE_MSG.units);
  if (input.units > MAX_UNITS) throw AppError.input('units', PACKAGE_MSG.unitsTooMany);
  const reference = (input.reference ?? '').trim() || null;
  if (reference && reference.length > 80) throw AppError.input('reference', PACKAGE_MSG.reference);
  const date = parseDay(input.date, 'date', 'fecha de uso') ?? businessDay();
  const ruc = await rucOf(ctx, input);
  return ctx.em.transactional(async (tx) => {
    await lockRuc(tx, ruc);
    const pkg = await activePackage(tx, ruc);
    if (reference) {
      const earlier = await run<{ con_codigo: number | null; uso_cantidad: number; uso_excedente: string }>(
        tx,
        'select con_codigo, uso_cantidad, uso_excedente from tconexion_uso where rucempresa = ? and uso_referencia = ?',
        [ruc, reference],
      );
      if (earlier.length) {
        const allocated = earlier.filter((e) => e.uso_excedente === 'F').reduce((s, e) => s + e.uso_cantidad, 0);
        const excess = earlier.filter((e) => e.uso_excedente === 'T').reduce((s, e) => s + e.uso_cantidad, 0);
        return {
          packageId: earlier[0]!.con_codigo,
          units: allocated + excess,
          allocated,
          excess,
          used: pkg?.used ?? 0,
          saldo: pkg?.saldo ?? 0,
          duplicate: true,
        };
      }
    }
    const allocated = Math.min(input.units, pkg?.saldo ?? 0);
    const excess = input.units - allocated;
    const insert = (units: number, beyond: 'T' | 'F') =>
      run(
        tx,
        `insert into tconexion_uso (rucempresa, con_codigo, uso_cantidad, uso_excedente, uso_fecha, uso_referencia, usr_nombre) values (?, ?, ?, ?, ?, ?, ?)`,
        [ruc, pkg?.id ?? null, units, beyond, date, reference, ctx.user!.name],
      );
    if (allocated > 0) await insert(allocated, 'F');
    if (excess > 0) await insert(excess, 'T');
    const used = (pkg?.used ?? 0) + allocated;
    return { packageId: pkg?.id ?? null, units: input.units, allocated, excess, used, saldo: (pkg?.acquired ?? 0) - used, duplicate: false };
  });
}
