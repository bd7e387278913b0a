import type { RestRequest, RestRoute } from '../../rest/route.js';
import { legacyWrapper } from '../../rest/legacy-fields.js';
import { legacyDay, looseNumber, optionalText, pathId } from '../../rest/params.js';
import { AccountSide } from './aplicativo-enums.js';
import type { AccountingModel, AccountingPeriod, MenuOption, UnbalancedEntry } from './aplicativo.types.js';
import { activateMenuOption, menuOptions, restoreElectronicDocument } from './documents.service.js';
import { accountingModels, aplicativoOptions, initialPeriod, saveAccountingModel, setInitialPeriod } from './setup.service.js';
import { fixUnbalancedEntries, setUnbalancedLimit, unbalancedEntries, unbalancedLimit } from './unbalanced.service.js';

const P = '/aplicativo/:id';

/** GraphQL field names of refusals -> the legacy keys (inputid). */
const LEGACY_FIELD: Record<string, string> = {
  companyId: 'id',
  accountType: 'tcu_codigo',
  transactionType: 'tra_codigo',
  accountId: 'cue_codigo',
  side: 'mco_debcre',
  from: 'desde',
  to: 'hasta',
  periodId: 'pe_codigo',
  limit: 'limite',
  entries: 'asientos',
  authorizationNumber: 'numAutorizacion',
  optionId: 'opm_codigo',
};
const legacy = legacyWrapper(LEGACY_FIELD);

const companyOf = ({ params }: RestRequest) => pathId(params.id);

const period = (p: AccountingPeriod) => ({
  pe_codigo: p.id,
  pe_finicio: p.from,
  pe_ffin: p.to,
  pe_block: p.locked ? 'T' : 'F',
  pe_estado: p.state,
  pe_inicial: p.initial ? 'T' : 'F',
  limite: p.unbalancedLimit,
});
const model = (m: AccountingModel) => ({
  mco_codigo: m.id,
  tcu_codigo: m.accountType,
  tra_codigo: m.transactionType.code,
  tra_descri: m.transactionType.name,
  cue_codigo: m.account.id,
  cue_numero: m.account.number,
  cue_nombre: m.account.name,
  mco_debcre: m.side,
});
const entry = (e: UnbalancedEntry) => ({
  dia_codigo: e.id,
  dia_numero: e.number,
  dia_fecha: e.date,
  transacciones: e.transactions,
  debe: e.debit,
  haber: e.credit,
  saldo: e.balance,
  descuadrado: e.unbalanced,
  dentro_limite: e.withinLimit,
});
const option = (o: MenuOption) => ({ opm_codigo: o.id, label: o.label, proceso: o.process, habilitado: o.enabled ? 'T' : 'F' });
const codes = (v: unknown): number[] =>
  (Array.isArray(v) ? v : typeof v === 'string' && v ? v.split(',') : v === undefined || v === null ? [] : [v]).map((x) =>
    typeof x === 'object' && x ? Number((x as { dia_codigo?: unknown }).dia_codigo) : Number(x),
  );

const route = (method: 'GET' | 'POST', action: string, handler: RestRoute['handler']): RestRoute => ({ method, path: P, action, handler });

/** /rest/aplicativo/{id} by accion (spec 000 §7 "Aplicativo"): {id} is the company (emp_codigo); answers status 200 and msj. */
export const aplicativoRoutes: RestRoute[] = [
  route('GET', 'getOpciones', (req) =>
    legacy(async () => {
      const o = await aplicativoOptions(req.ctx, companyOf(req));
      const first = o.modules[0];
      return {
        opciones: o.modules.map((m) => ({ modulo: m.module, titulo: m.title, uri: m.uri, uri_params: m.uriParams })),
        uri: first?.uri ?? null,
        uri_params: first?.uriParams ?? null,
        ...(o.message ? { msj: o.message } : {}),
      };
    }),
  ),
  route('GET', 'modelosContablesByTipCta', (req) =>
    legacy(async () => {
      const m = await accountingModels(req.ctx, companyOf(req), looseNumber(req.query.tcu_codigo));
      return {
        tipos: m.accountTypes.map((t) => ({ tcu_codigo: t.code, tcu_descri: t.name })),
        modelos: m.models.map(model),
        transacciones: m.transactionTypes.map((t) => ({ tra_codigo: t.code, tra_descri: t.name, tra_sigla: t.abbreviation, tra_codsri: t.sriCode })),
        cuentas: m.accounts.map((a) => ({ cue_codigo: a.id, cue_numero: a.number, cue_nombre: a.name })),
      };
    }),
  ),
  route('POST', 'modeloContableByTipCta', (req) =>
    legacy(async () => {
      const b = req.body;
      const side = String(b.mco_debcre ?? '') as AccountSide;
      const r = await saveAccountingModel(req.ctx, companyOf(req), {
        accountType: Number(b.tcu_codigo) || 0,
        transactionType: Number(b.tra_codigo) || 0,
        accountId: Number(b.cue_codigo) || 0,
        side,
      });
      return { msj: r.message, modelos: r.models.map(model) };
    }),
  ),
  route('GET', 'periodoContableInicial', (req) =>
    legacy(async () => {
      const i = await initialPeriod(req.ctx, companyOf(req));
      return {
        periodo: i.period ? period(i.period) : null,
        num_transacc: i.transactionCount,
        num_docele: i.electronicDocumentCount,
        transacciones: i.transactions.map((t) => ({ trn_codigo: t.id, tra_descri: t.type, trn_compro: t.voucher, trn_fecha: t.date, trn_total: t.total })),
        confirmacion: i.confirmation,
      };
    }),
  ),
  route('POST', 'periodoContableInicial', (req) =>
    legacy(async () => {
      const r = await setInitialPeriod(
        req.ctx,
        companyOf(req),
        legacyDay(req.body.pe_finicio ?? req.body.desde),
        legacyDay(req.body.pe_ffin ?? req.body.hasta),
      );
      return { msj: r.message, periodo: period(r.period) };
    }),
  ),
  route('GET', 'limiteDescuadreAsientos', (req) =>
    legacy(async () => {
      const l = await unbalancedLimit(req.ctx, companyOf(req));
      return { periodos: l.periods.map(period), limite: l.limit };
    }),
  ),
  route('POST', 'limiteDescuadreAsientos', (req) =>
    legacy(async () => {
      const l = await setUnbalancedLimit(req.ctx, companyOf(req), looseNumber(req.body.pe_codigo), optionalText(req.body.limite));
      return { msj: l.message, periodos: l.periods.map(period), limite: l.limit };
    }),
  ),
  route('GET', 'descuadreAsientos', (req) =>
    legacy(async () => {
      const list = await unbalancedEntries(req.ctx, companyOf(req), legacyDay(req.query.desde), legacyDay(req.query.hasta));
      return { asientos: list.map(entry) };
    }),
  ),
  route('POST', 'descuadreAsientos', (req) =>
    legacy(async () => {
      const r = await fixUnbalancedEntries(req.ctx, companyOf(req), codes(req.body.asientos));
      return { msj: r.message, asientos: r.fixed };
    }),
  ),
  route('POST', 'restaurarDocele', (req) =>
    legacy(async () => {
      const r = await restoreElectronicDocument(req.ctx, companyOf(req), optionalText(req.body.numAutorizacion));
      return {
        msj: r.message,
        documento: {
          doc_codigo: r.document.id,
          doc_numaut: r.document.authorizationNumber,
          doc_tipo: r.document.documentType,
          doc_estado: r.document.state,
          trn_compro: r.document.voucher,
        },
        clave: r.key,
      };
    }),
  ),
  route('GET', 'opcionesMenu', (req) =>
    legacy(async () => {
      const m = await menuOptions(req.ctx, companyOf(req));
      return { menus: m.menus.map(option), procesos: m.processes.map((p) => ({ pro_codigo: p.code, pro_descri: p.description })) };
    }),
  ),
  route('POST', 'opcionMenu', (req) =>
    legacy(async () => {
      const r = await activateMenuOption(req.ctx, companyOf(req), looseNumber(req.body.opm_codigo));
      return { msj: r.message, menus: r.menus.map(option), guia: r.guide };
    }),
  ),
];
