import type { AppContext } from '../../../graphql/context.js';
import { requirePermission } from '../../../shared/permissions.js';
import { inReportCompany, LEVEL, RESOURCE, type ReportScope } from '../report-scope.js';
import type { EntryDetail, ReportCompany, TransactionDetail } from './detail.types.js';
import { run } from '../../../db/sql.js';
import { localCompanySql } from '../../../db/tenant/tenant-registry.js';

const STATES = ['PENDIENTE', 'ENVIADO', 'AUTORIZADO', 'DEVUELTO', 'NO AUTORIZADO'];

type EntryRow = { dia_codigo: number; dia_numero: number; dia_fecha: string; dia_glosa: string | null; trn_codigo: number | null };
async function entries(scope: ReportScope, where: string, param: number): Promise<EntryDetail[]> {
  const heads = await scope.run<EntryRow>(
    `select dia_codigo, dia_numero, dia_fecha::text as dia_fecha, dia_glosa, trn_codigo from tdiario where ${where} = ? order by dia_codigo`,
    [param],
  );
  return Promise.all(
    heads.map(async (h) => {
      const lines = await scope.run<{ cue_numero: string; cue_nombre: string; ddi_debe: string; ddi_haber: string; ddi_detalle: string | null }>(
        'select a.cue_numero, a.cue_nombre, l.ddi_debe::text as ddi_debe, l.ddi_haber::text as ddi_haber, l.ddi_detalle from tdiariodet l join tplancuenta a on a.cue_codigo = l.cue_codigo where l.dia_codigo = ? order by l.ddi_codigo',
        [h.dia_codigo],
      );
      const sum = (k: 'ddi_debe' | 'ddi_haber') => (lines.reduce((s, l) => s + Math.round(Number(l[k]) * 100), 0) / 100).toFixed(2);
      return {
        id: h.dia_codigo,
        number: h.dia_numero,
        date: h.dia_fecha,
        description: h.dia_glosa,
        transactionId: h.trn_codigo,
        lines: lines.map((l) => ({ accountNumber: l.cue_numero, accountName: l.cue_nombre, debit: l.ddi_debe, credit: l.ddi_haber, detail: l.ddi_detalle })),
        totalDebit: sum('ddi_debe'),
        totalCredit: sum('ddi_haber'),
      };
    }),
  );
}

/** Detalle del Asiento: the entry with its lines; null when it does not exist. */
export function entryDetail(ctx: AppContext, companyId: number | null | undefined, entryId: number): Promise<EntryDetail | null> {
  return inReportCompany(ctx, companyId, 'ver', LEVEL.read, { readOnly: true }, async (scope) => (await entries(scope, 'dia_codigo', entryId))[0] ?? null);
}

/** Detalle de la Factura / de la Retencion: the transaction, its electronic document and entries; null when it does not exist. */
export function transactionDetail(ctx: AppContext, companyId: number | null | undefined, transactionId: number): Promise<TransactionDetail | null> {
  return inReportCompany(ctx, companyId, 'ver', LEVEL.read, { readOnly: true }, async (scope) => {
    const [t] = await scope.run<{
      trn_codigo: number;
      tra_codigo: number;
      tra_descri: string;
      trn_compro: string;
      trn_fecha: string;
      party: string | null;
      clp_cedruc: string | null;
      trn_subtotal: string;
      trn_iva: string;
      trn_total: string;
      trn_estado: number;
      doc_estado: number | null;
      doc_numaut: string | null;
    }>(
      `select t.trn_codigo, t.tra_codigo, tt.tra_descri, t.trn_compro, t.trn_fecha::text as trn_fecha, c.clp_nombre || coalesce(' ' || c.clp_apelli, '') as party, c.clp_cedruc,
              t.trn_subtotal::text as trn_subtotal, t.trn_iva::text as trn_iva, t.trn_total::text as trn_total, t.trn_estado, d.doc_estado, d.doc_numaut
         from ttransaccion t join ttipotransaccion tt on tt.tra_codigo = t.tra_codigo left join tclipro c on c.clp_codigo = t.clp_codigo
         left join tdocelectronico d on d.trn_codigo = t.trn_codigo where t.trn_codigo = ?`,
      [transactionId],
    );
    if (!t) return null;
    return {
      id: t.trn_codigo,
      typeCode: t.tra_codigo,
      typeName: t.tra_descri,
      voucher: t.trn_compro,
      date: t.trn_fecha,
      party: t.party,
      partyId: t.clp_cedruc,
      subtotal: t.trn_subtotal,
      tax: t.trn_iva,
      total: t.trn_total,
      voided: t.trn_estado === 0,
      electronicState: t.doc_estado === null ? null : (STATES[t.doc_estado] ?? null),
      accessKey: t.doc_numaut,
      entries: await entries(scope, 'trn_codigo', t.trn_codigo),
    };
  });
}

/** Companies on this server whose schema has reports, by name (one catalog query). */
export async function reportCompanies(ctx: AppContext): Promise<ReportCompany[]> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver', LEVEL.read);
  const rows = await run<{ id: number; name: string }>(
    ctx.em,
    `select e.emp_codigo as id, e.emp_razons as name from tempresa e
      where ${localCompanySql('e')}
        and e.emp_esquemadb ~ '^[a-z][a-z0-9_]{2,62}$' and to_regclass(quote_ident(e.emp_esquemadb) || '.tinforme') is not null
      order by e.emp_razons, e.emp_codigo limit 500`,
    [ctx.services.config.tenantDbName],
  );
  return rows;
}
