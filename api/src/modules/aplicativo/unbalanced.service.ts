// Aplicativo module 3: unbalanced journal entries.
//
// "Fixing" an entry writes one rounding line (ddi_detalle 'Ajuste por redondeo (aplicativo)') to
// the company's rounding account (tparametro CUENTA_REDONDEO): on the credit side when the debits
// exceed the credits, on the debit side otherwise, for exactly the difference. It is allowed only
// when the entry's period is not locked and the difference is within the period's limit
// (pe_limdescuadre, limiteDescuadreAsientos); larger differences are real mistakes that an
// accountant corrects in the company's own system. Each fixed entry is audited.
import type { AppContext } from '../../graphql/context.js';
import { formatCents, toCents } from '../../graphql/scalars.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../system/audit.service.js';
import { AUDIT } from './aplicativo-enums.js';
import type { FixEntriesResult, UnbalancedEntry, UnbalancedLimit } from './aplicativo.types.js';
import { inCompany, LEVEL, validDay, type CompanyScope } from './company-scope.js';
import { APLICATIVO_MSG } from './messages.js';
import { PERIOD_COLUMNS, toPeriod, type PeriodRow } from './setup.service.js';

/** A positive int4: anything else names no row (and must not reach SQL). */
const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

export const MAX_LIMIT_CENTS = 999_999n;
export const ROUNDING_DETAIL = 'Ajuste por redondeo (aplicativo)';

/** limiteDescuadreAsientos (GET): the periods, newest first, and the limit of the newest open one. */
export function unbalancedLimit(ctx: AppContext, companyId: number | null | undefined): Promise<UnbalancedLimit> {
  return inCompany(ctx, companyId, 'ver', LEVEL.read, async (scope) => {
    const rows = await scope.run<PeriodRow>(`select ${PERIOD_COLUMNS} from tperiodo order by pe_finicio desc`);
    const open = rows.find((r) => r.pe_block === 'F' && r.pe_estado === 0) ?? rows[0];
    return { periods: rows.map(toPeriod), limit: open?.pe_limdescuadre ?? null, message: null };
  });
}

/** limiteDescuadreAsientos (POST): sets a period's limit (0.00 to 9999.99); audited. */
export function setUnbalancedLimit(
  ctx: AppContext,
  companyId: number | null | undefined,
  periodId: number | null | undefined,
  limit: string | null | undefined,
): Promise<UnbalancedLimit> {
  return inCompany(ctx, companyId, 'editar', LEVEL.save, async (scope) => {
    let cents: bigint;
    try {
      cents = toCents(String(limit ?? ''));
    } catch {
      throw AppError.input('limit', APLICATIVO_MSG.limitValue);
    }
    if (cents < 0n || cents > MAX_LIMIT_CENTS) throw AppError.input('limit', APLICATIVO_MSG.limitValue);
    if (periodId === null || periodId === undefined) throw AppError.input('periodId', APLICATIVO_MSG.selectPeriod);
    if (!validId(periodId)) throw AppError.input('periodId', APLICATIVO_MSG.periodNotFound(periodId));
    const [before] = await scope.run<PeriodRow>(`select ${PERIOD_COLUMNS} from tperiodo where pe_codigo = ? for update`, [periodId]);
    if (!before) throw AppError.input('periodId', APLICATIVO_MSG.periodNotFound(periodId ?? 0));
    const value = formatCents(cents);
    await scope.run('update tperiodo set pe_limdescuadre = ? where pe_codigo = ?', [value, before.pe_codigo]);
    recordAudit(scope.tx, ctx.user, AUDIT.limit, `${scope.schema}.tperiodo`, before.pe_codigo, `${before.pe_limdescuadre} -> ${value}`);
    await scope.tx.flush();
    const rows = await scope.run<PeriodRow>(`select ${PERIOD_COLUMNS} from tperiodo order by pe_finicio desc`);
    return { periods: rows.map(toPeriod), limit: value, message: APLICATIVO_MSG.limitSaved(before.pe_finicio, before.pe_ffin, value) };
  });
}

type EntryRow = {
  dia_codigo: number;
  dia_numero: number;
  dia_fecha: string;
  transacciones: string;
  debe: string;
  haber: string;
  pe_block: string;
  pe_limdescuadre: string;
};

const ENTRY_SQL = `select d.dia_codigo, d.dia_numero, to_char(d.dia_fecha, 'YYYY-MM-DD') as dia_fecha,
       coalesce(y.tra_sigla || ' ' || t.trn_compro, d.dia_glosa, '') as transacciones,
       coalesce(s.debe, 0)::text as debe, coalesce(s.haber, 0)::text as haber, p.pe_block, p.pe_limdescuadre::text as pe_limdescuadre
  from tdiario d
  join tperiodo p on p.pe_codigo = d.pe_codigo
  left join ttransaccion t on t.trn_codigo = d.trn_codigo
  left join ttipotransaccion y on y.tra_codigo = t.tra_codigo
  left join lateral (select sum(ddi_debe) as debe, sum(ddi_haber) as haber from tdiariodet x where x.dia_codigo = d.dia_codigo) s on true`;

function toEntry(r: EntryRow): UnbalancedEntry {
  const diff = toCents(r.debe) - toCents(r.haber);
  const abs = diff < 0n ? -diff : diff;
  return {
    id: r.dia_codigo,
    number: r.dia_numero,
    date: r.dia_fecha,
    transactions: r.transacciones,
    debit: r.debe,
    credit: r.haber,
    balance: formatCents(diff),
    unbalanced: diff !== 0n,
    withinLimit: diff !== 0n && abs <= toCents(r.pe_limdescuadre),
  };
}

/** True when every day from..to lies in a period and none of those periods is locked. */
async function rangeOpen(scope: CompanyScope, from: string, to: string): Promise<boolean> {
  const [row] = await scope.run<{ covered: number; locked: boolean }>(
    `select coalesce(sum(least(pe_ffin, ?::date) - greatest(pe_finicio, ?::date) + 1), 0)::int as covered, coalesce(bool_or(pe_block = 'T'), false) as locked
       from tperiodo where pe_finicio <= ?::date and pe_ffin >= ?::date`,
    [to, from, to, from],
  );
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return !row.locked && row.covered >= days;
}

/**
 * descuadreAsientos (GET, desde/hasta): entries between the dates whose debits differ from their
 * credits. The dates must lie in existing periods that are not locked, else
 * 'El período que está buscando está bloqueado'.
 */
export function unbalancedEntries(
  ctx: AppContext,
  companyId: number | null | undefined,
  from: string | null | undefined,
  to: string | null | undefined,
): Promise<UnbalancedEntry[]> {
  return inCompany(ctx, companyId, 'ver', LEVEL.read, async (scope) => {
    if (!validDay(from)) throw AppError.input('from', APLICATIVO_MSG.dateRequired('desde'));
    if (!validDay(to)) throw AppError.input('to', APLICATIVO_MSG.dateRequired('hasta'));
    if (from > to) throw AppError.input('to', APLICATIVO_MSG.dateOrder);
    if (!(await rangeOpen(scope, from, to))) throw AppError.conflict(APLICATIVO_MSG.searchedPeriodLocked, 'from');
    const rows = await scope.run<EntryRow>(
      `${ENTRY_SQL} where d.dia_fecha between ?::date and ?::date and coalesce(s.debe, 0) <> coalesce(s.haber, 0) order by d.dia_fecha, d.dia_codigo limit 1000`,
      [from, to],
    );
    return rows.map(toEntry);
  });
}

/**
 * descuadreAsientos (POST, asientos): fixes the selected entries, all or none (see the top of
 * this file for what is written). Refusals: a locked period 'El período indicado está
 * bloqueado...', a balanced entry 'El asiento ya está cuadrado', a difference over the limit.
 */
export function fixUnbalancedEntries(
  ctx: AppContext,
  companyId: number | null | undefined,
  entryIds: readonly number[] | null | undefined,
): Promise<FixEntriesResult> {
  return inCompany(ctx, companyId, 'editar', LEVEL.destructive, async (scope) => {
    const ids = [...new Set(entryIds ?? [])];
    if (!ids.length) throw AppError.input('entries', APLICATIVO_MSG.selectEntries);
    const invalid = ids.find((id) => !validId(id));
    if (invalid !== undefined) throw AppError.input('entries', APLICATIVO_MSG.entryNotFound(invalid));
    const [param] = await scope.run<{ cue_codigo: number; cue_numero: string }>(
      "select c.cue_codigo, c.cue_numero from tparametro p join tplancuenta c on c.cue_codigo::text = p.par_valor where p.par_clave = 'CUENTA_REDONDEO'",
    );
    if (!param) throw AppError.conflict(APLICATIVO_MSG.noRoundingAccount);
    await scope.run(`select dia_codigo from tdiario where dia_codigo in (${ids.map(() => '?').join(', ')}) order by dia_codigo for update`, ids);
    const rows = await scope.run<EntryRow>(`${ENTRY_SQL} where d.dia_codigo in (${ids.map(() => '?').join(', ')})`, ids);
    for (const id of ids) {
      const row = rows.find((r) => r.dia_codigo === id);
      if (!row) throw AppError.input('entries', APLICATIVO_MSG.entryNotFound(id));
      if (row.pe_block === 'T') throw AppError.conflict(APLICATIVO_MSG.periodLocked, 'entries');
      const entry = toEntry(row);
      if (!entry.unbalanced) throw AppError.conflict(APLICATIVO_MSG.alreadyBalanced, 'entries');
      if (!entry.withinLimit) throw AppError.conflict(APLICATIVO_MSG.overLimit(row.dia_numero, entry.balance.replace('-', ''), row.pe_limdescuadre), 'entries');
    }
    for (const id of ids) {
      const entry = toEntry(rows.find((r) => r.dia_codigo === id)!);
      const diff = toCents(entry.balance);
      const amount = formatCents(diff < 0n ? -diff : diff);
      await scope.run('insert into tdiariodet (dia_codigo, cue_codigo, ddi_debe, ddi_haber, ddi_detalle) values (?, ?, ?, ?, ?)', [
        id,
        param.cue_codigo,
        diff < 0n ? amount : '0',
        diff > 0n ? amount : '0',
        ROUNDING_DETAIL,
      ]);
      recordAudit(
        scope.tx,
        ctx.user,
        AUDIT.fix,
        `${scope.schema}.tdiario`,
        id,
        `asiento ${entry.number} del ${entry.date}: ${amount} al ${diff > 0n ? 'haber' : 'debe'} de la cuenta ${param.cue_numero}`,
      );
    }
    await scope.tx.flush();
    return { message: APLICATIVO_MSG.fixed(ids.length), fixed: ids };
  });
}
