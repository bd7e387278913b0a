import type { AppContext } from '../../graphql/context.js';
import { padGuideSequence, validateGuideNumber } from '../../domain/guide-number.js';
import { AppError } from '../../shared/app-error.js';
import { Company } from '../companies/company.entity.js';
import { PARCEL_MSG } from './messages.js';
import { PARCEL_STATE_LABEL, type ParcelState } from './parcel-enums.js';
import { mayShowPersonalData, maskArticles, maskHistory, maskParcel, type ParcelPeople } from './parcel-privacy.js';
import { parcelThrottleOf } from './parcel-throttle.js';
import { GUIDE_WINDOW_MINUTES, guideWalkGuardOf } from './parcel-walk-guard.js';
import type { Parcel, ParcelArticle, ParcelCooperative, ParcelGuideResult, ParcelHistoryEntry, ParcelIdResult, ParcelListItem } from './parcel.types.js';
import { run } from '../../db/sql.js';

/** Parcels per ID-number search unless signed-in staff set another limit (actualizarLimite). */
export const PARCEL_SEARCH_LIMIT = 30;
export const PARCEL_LIMIT_MAX = 500;
/** emp_tipoacces of transport cooperatives; emp_activa states whose parcels are public. */
const COOPERATIVE = 2;
const PUBLIC_STATES = [1, 2];

/** Transport cooperatives (active or demo) with their logo and app links, by name. */
export async function listCooperatives(ctx: AppContext): Promise<ParcelCooperative[]> {
  type Row = { emp_codigo: number; emp_coding: string; emp_razons: string; emp_logo: string | null };
  const rows = await run<Row>(
    ctx.em,
    'select emp_codigo, emp_coding, emp_razons, emp_logo from tempresa where emp_tipoacces = ? and emp_activa in (?, ?) order by emp_razons, emp_codigo',
    [COOPERATIVE, ...PUBLIC_STATES],
  );
  const links = ctx.services.config.parcelAppLinks;
  return rows.map((r) => ({
    id: r.emp_codigo,
    name: r.emp_razons,
    logo: r.emp_logo,
    androidApp: links[r.emp_coding]?.android ?? null,
    iosApp: links[r.emp_coding]?.ios ?? null,
  }));
}

/** Counts the search against the caller's address; refuses past the limit. */
async function throttle(ctx: AppContext): Promise<void> {
  if (!(await parcelThrottleOf(ctx.services).allow(ctx.meta.ip))) throw AppError.rateLimited(PARCEL_MSG.rateLimited);
}

/**
 * Counts a guide an anonymous caller looks up (staff are not counted): past the distinct guides
 * one address may look up in the window the lookup is refused, whatever the answer would be.
 */
async function guardWalk(ctx: AppContext, companyId: number, guide: string): Promise<void> {
  if (ctx.user) return;
  if (!(await guideWalkGuardOf(ctx.services).admit(ctx.meta.ip, `${companyId}:${guide}`)))
    throw AppError.rateLimited(PARCEL_MSG.guideWalk(ctx.services.config.parcelGuideLimit, GUIDE_WINDOW_MINUTES));
}

/**
 * The guide as typed: 15 digits, or establishment-point-sequence with dashes (the sequence is
 * padded with zeros to 9 digits). Null when it is not the dashed form.
 */
export function normalizeGuide(text: string): string {
  const parts = /^(\d{3})-(\d{3})-(\d{1,9})$/.exec(text);
  return parts ? parts[1] + parts[2] + padGuideSequence(parts[3]) : text;
}

/** The cooperative's schema, or null when the code names no public transport cooperative (nothing tells which). */
async function cooperativeSchema(ctx: AppContext, companyId: number): Promise<string | null> {
  if (!Number.isInteger(companyId) || companyId < 1) return null;
  const company = await ctx.em.findOne(Company, { id: companyId, accessType: COOPERATIVE, state: { $in: PUBLIC_STATES } });
  if (!company) return null;
  const schema = await ctx.services.tenants.schemaOf(company).catch(() => null);
  return schema ? `"${schema}"` : null;
}

function companyGiven(companyId: number | null | undefined, message: string): number {
  if (companyId === null || companyId === undefined || Number.isNaN(companyId) || companyId === 0) throw AppError.input('companyId', message);
  return companyId;
}

const labelOf = (state: number) => PARCEL_STATE_LABEL[state as ParcelState];
const NOT_FOUND: ParcelGuideResult = { error: true, personalDataShown: false, parcel: null, history: [], articles: [] };

/**
 * Finds one parcel of a cooperative by its guide number, with its history and articles. Names,
 * values and the total come only to staff or with the sender's or recipient's ID number.
 */
export async function parcelByGuide(
  ctx: AppContext,
  companyIdInput: number | null | undefined,
  guideInput: string | null | undefined,
  idNumber?: string | null,
): Promise<ParcelGuideResult> {
  await throttle(ctx);
  const companyId = companyGiven(companyIdInput, PARCEL_MSG.companyForGuide);
  const guide = normalizeGuide((guideInput ?? '').trim());
  const problem = validateGuideNumber(guide);
  if (problem) throw AppError.input('guide', problem);
  await guardWalk(ctx, companyId, guide);
  const schema = await cooperativeSchema(ctx, companyId);
  if (!schema) return NOT_FOUND;
  const [row] = await run<ParcelRow>(ctx.em, `select ${PARCEL_COLUMNS} from ${schema}.tencomienda where trn_compro = ?`, [guide]);
  if (!row) return NOT_FOUND;
  type HistoryRow = { ehi_estado: number; ehi_lugar: string; ehi_fecha: Date; ehi_detalle: string | null };
  type ArticleRow = { ear_descri: string; ear_cantidad: number; ear_peso: string; ear_valor: string };
  const [history, articles]: [HistoryRow[], ArticleRow[]] = await Promise.all([
    run<HistoryRow>(
      ctx.em,
      `select ehi_estado, ehi_lugar, ehi_fecha, ehi_detalle from ${schema}.tencomienda_hist where trn_codigo = ? order by ehi_fecha, ehi_codigo`,
      [row.trn_codigo],
    ),
    run<ArticleRow>(
      ctx.em,
      `select ear_descri, ear_cantidad, ear_peso::text, ear_valor::text from ${schema}.tencomienda_art where trn_codigo = ? order by ear_codigo`,
      [row.trn_codigo],
    ),
  ]);
  const found = {
    parcel: toParcel(row),
    history: history.map((h): ParcelHistoryEntry => ({
      state: h.ehi_estado,
      stateLabel: labelOf(h.ehi_estado),
      place: h.ehi_lugar,
      date: new Date(h.ehi_fecha),
      detail: h.ehi_detalle,
    })),
    articles: articles.map((a): ParcelArticle => ({ description: a.ear_descri, quantity: a.ear_cantidad, weight: a.ear_peso, value: a.ear_valor })),
  };
  const people: ParcelPeople = { senderId: row.enc_remced, senderName: row.enc_remnombre, receiverId: row.enc_desced, receiverName: row.enc_desnombre };
  if (mayShowPersonalData(!!ctx.user, people, idNumber)) return { error: false, personalDataShown: true, ...found };
  return {
    error: false,
    personalDataShown: false,
    parcel: maskParcel(found.parcel),
    history: maskHistory(found.history, people),
    articles: maskArticles(found.articles),
  };
}

/** Checks an ID number (cédula 10 or RUC 13 digits); a foreign ID is not checked. */
export function checkIdNumber(idNumber: string, foreign: boolean): string | null {
  if (foreign) return idNumber ? null : PARCEL_MSG.idFormat;
  if (/\D/.test(idNumber)) return PARCEL_MSG.idCharacters;
  if (idNumber.length !== 10 && idNumber.length !== 13) return PARCEL_MSG.idFormat;
  return null;
}

export interface IdSearchInput {
  companyId: number | null | undefined;
  idNumber: string | null | undefined;
  foreign?: boolean | null;
  limit?: number | null;
}

/** Parcels a person sent or receives in a cooperative, newest first, up to the limit. */
export async function parcelsByIdNumber(ctx: AppContext, input: IdSearchInput): Promise<ParcelIdResult> {
  await throttle(ctx);
  const companyId = companyGiven(input.companyId, PARCEL_MSG.companyForGuides);
  const idNumber = (input.idNumber ?? '').trim();
  const problem = checkIdNumber(idNumber, !!input.foreign);
  if (problem) throw AppError.input('idNumber', problem);
  let limit = PARCEL_SEARCH_LIMIT;
  if (input.limit !== null && input.limit !== undefined && input.limit !== PARCEL_SEARCH_LIMIT) {
    if (!ctx.user) throw AppError.input('limit', PARCEL_MSG.limitStaffOnly);
    if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > PARCEL_LIMIT_MAX)
      throw AppError.input('limit', PARCEL_MSG.limitRange(PARCEL_LIMIT_MAX));
    limit = input.limit;
  }
  const schema = await cooperativeSchema(ctx, companyId);
  if (!schema) return { items: [], limit };
  // Each side reads its own index in date order; the union keeps the newest `limit`.
  const rows = await run<ParcelRow>(
    ctx.em,
    `select ${PARCEL_COLUMNS} from (
       (select * from ${schema}.tencomienda where enc_remced = ? order by trn_fecha desc limit ?)
       union
       (select * from ${schema}.tencomienda where enc_desced = ? order by trn_fecha desc limit ?)) e
     order by trn_fecha desc, trn_codigo desc limit ?`,
    [idNumber, limit, idNumber, limit, limit],
  );
  return {
    limit,
    items: rows.map((r): ParcelListItem => ({
      id: r.trn_codigo,
      guide: r.trn_compro,
      date: new Date(r.trn_fecha),
      origin: r.enc_origen,
      destination: r.enc_destino,
      state: r.enc_estado,
      stateLabel: labelOf(r.enc_estado),
    })),
  };
}

interface ParcelRow {
  trn_codigo: number;
  trn_compro: string;
  trn_fecha: Date;
  /** Read to tell the sender or the recipient; never answered. */
  enc_remced: string;
  enc_remnombre: string;
  enc_desced: string;
  enc_desnombre: string;
  enc_origen: string;
  enc_destino: string;
  enc_estado: number;
  enc_fecentrega: Date | null;
  enc_total: string;
}

const PARCEL_COLUMNS =
  'trn_codigo, trn_compro, trn_fecha, enc_remced, enc_remnombre, enc_desced, enc_desnombre, enc_origen, enc_destino, enc_estado, enc_fecentrega, enc_total::text as enc_total';

function toParcel(r: ParcelRow): Parcel {
  return {
    id: r.trn_codigo,
    guide: r.trn_compro,
    date: new Date(r.trn_fecha),
    senderName: r.enc_remnombre,
    receiverName: r.enc_desnombre,
    origin: r.enc_origen,
    destination: r.enc_destino,
    state: r.enc_estado,
    stateLabel: labelOf(r.enc_estado),
    deliveredAt: r.enc_fecentrega ? new Date(r.enc_fecentrega) : null,
    total: r.enc_total,
  };
}
