import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { tenantQuery } from '../general/tenant-query.js';
import { ARTICLE_MSG } from './messages.js';
import type { Tax, TaxKind } from './article.types.js';
import { businessDay } from '../../domain/dates.js';

const RESOURCE = 'empresas';
/** Dates are the company's: Ecuador's calendar day. */

/** 'DD/MM/AAAA' (legacy) or 'AAAA-MM-DD' to 'AAAA-MM-DD'; null when it is not a real date. */
export function parseDate(text: string): string | null {
  const value = text.trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
}

interface TaxRow {
  imp_codigo: number;
  imp_tipo: string;
  imp_codsri: string;
  imp_codpor: string;
  imp_descri: string;
  porcen: string;
  imp_desde: string;
  imp_hasta: string | null;
}

/** The company's taxes in force on a date (today in Ecuador when none), IVA first, by rate. */
export async function taxesInForce(ctx: AppContext, companyId: number | null | undefined, date?: string | null): Promise<{ date: string; taxes: Tax[] }> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  let day = businessDay();
  if (date !== null && date !== undefined && date.trim() !== '') {
    const parsed = parseDate(date);
    if (!parsed) throw AppError.input('date', ARTICLE_MSG.dateInvalid);
    day = parsed;
  }
  const t = await tenantQuery(ctx, companyId);
  const rows = await t.all<TaxRow>(
    `select imp_codigo, imp_tipo, imp_codsri, imp_codpor, imp_descri, imp_porcen::text as porcen,
            to_char(imp_desde, 'YYYY-MM-DD') as imp_desde, to_char(imp_hasta, 'YYYY-MM-DD') as imp_hasta
       from ${t.quotedSchema}.timpuesto
      where imp_desde <= ?::date and (imp_hasta is null or imp_hasta >= ?::date)
      order by imp_tipo desc, imp_porcen, imp_codigo`,
    [day, day],
  );
  return {
    date: day,
    taxes: rows.map((r) => ({
      id: r.imp_codigo,
      kind: r.imp_tipo as TaxKind,
      sriCode: r.imp_codsri,
      rateCode: r.imp_codpor,
      description: r.imp_descri,
      rate: r.porcen,
      validFrom: r.imp_desde,
      validTo: r.imp_hasta,
    })),
  };
}
