// Aplicativo: the modules offered (getOpciones), module 1 (accounting models) and module 2
// (initial accounting period).
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { findCompany } from '../companies/company.service.js';
import { AplicativoModule, AUDIT, MODULE_TITLES } from './aplicativo-enums.js';
import type {
  AccountingModel,
  AccountingModelInput,
  AccountingModelResult,
  AccountingModels,
  AccountingPeriod,
  AplicativoOptions,
  InitialPeriodInfo,
  InitialPeriodResult,
  LedgerAccount,
} from './aplicativo.types.js';
import { companyIdOf, companyReady, inCompany, LEVEL, RESOURCE, validDay, type CompanyScope } from './company-scope.js';
import { APLICATIVO_MSG } from './messages.js';

/** Above this many records the initial period is refused (spec 000 §9). */
export const INITIAL_PERIOD_MAX_RECORDS = 30;

/** The first REST action of each module (uri_params). */
const FIRST_ACTION: Record<AplicativoModule, string> = {
  [AplicativoModule.ACCOUNTING_MODELS]: 'modelosContablesByTipCta',
  [AplicativoModule.INITIAL_PERIOD]: 'periodoContableInicial',
  [AplicativoModule.UNBALANCED_ENTRIES]: 'limiteDescuadreAsientos',
  [AplicativoModule.RESTORE_DOCUMENT]: 'restaurarDocele',
  [AplicativoModule.MENU_OPTIONS]: 'opcionesMenu',
};

/** getOpciones: the five modules when the company's schema is here and has the accounting model; none otherwise. */
export async function aplicativoOptions(ctx: AppContext, companyId: number | null | undefined): Promise<AplicativoOptions> {
  const id = companyIdOf(companyId);
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver', LEVEL.read);
  const company = await findCompany(ctx.em, id);
  if (!(await companyReady(ctx.em, ctx, company))) return { modules: [], message: APLICATIVO_MSG.noModules };
  const modules = (Object.keys(FIRST_ACTION).map(Number) as AplicativoModule[]).map((module) => ({
    module,
    title: MODULE_TITLES[module],
    uri: `/rest/aplicativo/${id}`,
    uriParams: `accion=${FIRST_ACTION[module]}`,
  }));
  return { modules, message: null };
}

type AccountRow = { cue_codigo: number; cue_numero: string; cue_nombre: string; tcu_codigo: number; cue_movimiento: string };
const toAccount = (r: AccountRow): LedgerAccount => ({
  id: r.cue_codigo,
  number: r.cue_numero,
  name: r.cue_nombre,
  accountType: r.tcu_codigo,
  movement: r.cue_movimiento === 'T',
});

async function modelsOf(scope: CompanyScope, accountType: number): Promise<AccountingModel[]> {
  const rows = await scope.run<
    AccountRow & { mco_codigo: number; mco_debcre: 'D' | 'C'; tra_codigo: number; tra_descri: string; tra_sigla: string; tra_codsri: string | null }
  >(
    `select m.mco_codigo, m.mco_debcre, t.tra_codigo, t.tra_descri, t.tra_sigla, t.tra_codsri, c.cue_codigo, c.cue_numero, c.cue_nombre, c.tcu_codigo, c.cue_movimiento
       from tmodelocontable m join ttipotransaccion t using (tra_codigo) join tplancuenta c on c.cue_codigo = m.cue_codigo
      where m.tcu_codigo = ? order by t.tra_codigo, m.mco_debcre desc`,
    [accountType],
  );
  return rows.map((r) => ({
    id: r.mco_codigo,
    accountType,
    transactionType: { code: r.tra_codigo, name: r.tra_descri, abbreviation: r.tra_sigla, sriCode: r.tra_codsri },
    account: toAccount(r),
    side: r.mco_debcre as AccountingModel['side'],
  }));
}

/** modelosContablesByTipCta: the models of one account type, the transaction types and the type's accounts. */
export function accountingModels(ctx: AppContext, companyId: number | null | undefined, accountType: number | null | undefined): Promise<AccountingModels> {
  return inCompany(ctx, companyId, 'ver', LEVEL.read, async (scope) => {
    const types = await scope.run<{ tcu_codigo: number; tcu_descri: string }>('select tcu_codigo, tcu_descri from ttipocuenta order by tcu_codigo');
    const type = accountType ?? types[0]?.tcu_codigo ?? 0;
    if (!types.some((t) => t.tcu_codigo === type)) throw AppError.input('accountType', APLICATIVO_MSG.accountTypeNotFound(type));
    const transactions = await scope.run<{ tra_codigo: number; tra_descri: string; tra_sigla: string; tra_codsri: string | null }>(
      'select * from ttipotransaccion order by tra_codigo',
    );
    const accounts = await scope.run<AccountRow>(
      "select cue_codigo, cue_numero, cue_nombre, tcu_codigo, cue_movimiento from tplancuenta where tcu_codigo = ? and cue_movimiento = 'T' order by cue_numero",
      [type],
    );
    return {
      accountTypes: types.map((t) => ({ code: t.tcu_codigo, name: t.tcu_descri })),
      models: await modelsOf(scope, type),
      transactionTypes: transactions.map((t) => ({ code: t.tra_codigo, name: t.tra_descri, abbreviation: t.tra_sigla, sriCode: t.tra_codsri })),
      accounts: accounts.map(toAccount),
    };
  });
}

/** modeloContableByTipCta: saves (inserts or replaces) the model of a type, transaction and side; audited. */
export function saveAccountingModel(ctx: AppContext, companyId: number | null | undefined, input: AccountingModelInput): Promise<AccountingModelResult> {
  return inCompany(ctx, companyId, 'editar', LEVEL.save, async (scope) => {
    if (!input.accountType) throw AppError.input('accountType', APLICATIVO_MSG.accountTypeRequired);
    const [type] = await scope.run<{ tcu_descri: string }>('select tcu_descri from ttipocuenta where tcu_codigo = ?', [input.accountType]);
    if (!type) throw AppError.input('accountType', APLICATIVO_MSG.accountTypeNotFound(input.accountType));
    const [transaction] = await scope.run<{ tra_descri: string }>('select tra_descri from ttipotransaccion where tra_codigo = ?', [input.transactionType]);
    if (!transaction) throw AppError.input('transactionType', APLICATIVO_MSG.transactionTypeNotFound(input.transactionType));
    const [account] = await scope.run<AccountRow>('select * from tplancuenta where cue_codigo = ?', [input.accountId]);
    if (!account) throw AppError.input('accountId', APLICATIVO_MSG.accountNotFound(input.accountId));
    if (account.tcu_codigo !== input.accountType) throw AppError.input('accountId', APLICATIVO_MSG.accountOfOtherType(account.cue_numero, type.tcu_descri));
    if (account.cue_movimiento !== 'T') throw AppError.input('accountId', APLICATIVO_MSG.accountNotMovement(account.cue_numero));
    if (input.side !== 'D' && input.side !== 'C') throw AppError.input('side', APLICATIVO_MSG.sideValue);
    const [saved] = await scope.run<{ mco_codigo: number }>(
      `insert into tmodelocontable (tcu_codigo, tra_codigo, cue_codigo, mco_debcre) values (?, ?, ?, ?)
       on conflict (tcu_codigo, tra_codigo, mco_debcre) do update set cue_codigo = excluded.cue_codigo returning mco_codigo`,
      [input.accountType, input.transactionType, input.accountId, input.side],
    );
    recordAudit(
      scope.tx,
      ctx.user,
      AUDIT.model,
      `${scope.schema}.tmodelocontable`,
      saved.mco_codigo,
      `${type.tcu_descri} / ${transaction.tra_descri} / ${input.side}: ${account.cue_numero}`,
    );
    await scope.tx.flush();
    return { message: APLICATIVO_MSG.modelSaved(type.tcu_descri, transaction.tra_descri), models: await modelsOf(scope, input.accountType) };
  });
}

export type PeriodRow = {
  pe_codigo: number;
  pe_finicio: string;
  pe_ffin: string;
  pe_block: string;
  pe_estado: number;
  pe_inicial: string;
  pe_limdescuadre: string;
};
export const PERIOD_COLUMNS =
  "pe_codigo, to_char(pe_finicio, 'YYYY-MM-DD') as pe_finicio, to_char(pe_ffin, 'YYYY-MM-DD') as pe_ffin, pe_block, pe_estado, pe_inicial, pe_limdescuadre::text as pe_limdescuadre";
export const toPeriod = (r: PeriodRow): AccountingPeriod => ({
  id: r.pe_codigo,
  from: r.pe_finicio,
  to: r.pe_ffin,
  locked: r.pe_block === 'T',
  state: r.pe_estado,
  initial: r.pe_inicial === 'T',
  unbalancedLimit: r.pe_limdescuadre,
});

async function initialInfo(scope: CompanyScope): Promise<InitialPeriodInfo> {
  const [period] = await scope.run<PeriodRow>(`select ${PERIOD_COLUMNS} from tperiodo where pe_inicial = 'T' order by pe_finicio limit 1`);
  const [counts] = await scope.run<{ trn: number; doc: number }>(
    'select (select count(*)::int from ttransaccion) as trn, (select count(*)::int from tdocelectronico) as doc',
  );
  const rows = await scope.run<{ trn_codigo: number; tra_descri: string; trn_compro: string; trn_fecha: string; trn_total: string }>(
    `select t.trn_codigo, y.tra_descri, t.trn_compro, to_char(t.trn_fecha, 'YYYY-MM-DD') as trn_fecha, t.trn_total::text as trn_total
       from ttransaccion t join ttipotransaccion y using (tra_codigo) order by t.trn_fecha, t.trn_codigo limit ?`,
    [INITIAL_PERIOD_MAX_RECORDS + 1],
  );
  return {
    period: period ? toPeriod(period) : null,
    transactionCount: counts.trn,
    electronicDocumentCount: counts.doc,
    transactions: rows.map((r) => ({ id: r.trn_codigo, type: r.tra_descri, voucher: r.trn_compro, date: r.trn_fecha, total: r.trn_total })),
    maxRecords: INITIAL_PERIOD_MAX_RECORDS,
    confirmation: APLICATIVO_MSG.confirmInitialPeriod,
  };
}

/** periodoContableInicial (GET). */
export function initialPeriod(ctx: AppContext, companyId: number | null | undefined): Promise<InitialPeriodInfo> {
  return inCompany(ctx, companyId, 'ver', LEVEL.read, initialInfo);
}

/**
 * periodoContableInicial (POST), after the screen's confirmation 'Se va a encerar los
 * movimientos en la base': refused when the company has electronic documents or more than 30
 * records; otherwise clears the movements (lines, entries, transactions) and the periods and
 * sets the initial period, in one transaction, audited.
 */
export function setInitialPeriod(
  ctx: AppContext,
  companyId: number | null | undefined,
  from: string | null | undefined,
  to: string | null | undefined,
): Promise<InitialPeriodResult> {
  return inCompany(ctx, companyId, 'editar', LEVEL.destructive, async (scope) => {
    if (!validDay(from)) throw AppError.input('from', APLICATIVO_MSG.dateRequired('de inicio'));
    if (!validDay(to)) throw AppError.input('to', APLICATIVO_MSG.dateRequired('de fin'));
    if (from > to) throw AppError.input('to', APLICATIVO_MSG.dateOrder);
    // Lock the tables being counted, so nothing is added between the count and the clearing.
    await scope.run('lock table ttransaccion, tdocelectronico, tdiario in share row exclusive mode');
    const info = await initialInfo(scope);
    if (info.electronicDocumentCount > 0) throw AppError.conflict(APLICATIVO_MSG.initialHasDocuments(info.electronicDocumentCount));
    if (info.transactionCount > INITIAL_PERIOD_MAX_RECORDS)
      throw AppError.conflict(APLICATIVO_MSG.initialTooManyRecords(info.transactionCount, INITIAL_PERIOD_MAX_RECORDS));
    await scope.run('delete from tdiariodet');
    await scope.run('delete from tdiario');
    await scope.run('delete from ttransaccion');
    await scope.run('delete from tperiodo');
    const [period] = await scope.run<PeriodRow>(`insert into tperiodo (pe_finicio, pe_ffin, pe_inicial) values (?, ?, 'T') returning ${PERIOD_COLUMNS}`, [
      from,
      to,
    ]);
    recordAudit(
      scope.tx,
      ctx.user,
      AUDIT.initialPeriod,
      `${scope.schema}.tperiodo`,
      period.pe_codigo,
      `${from} a ${to}; transacciones enceradas: ${info.transactionCount}`,
    );
    await scope.tx.flush();
    return { message: APLICATIVO_MSG.initialSet(from, to), period: toPeriod(period) };
  });
}
