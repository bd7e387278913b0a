import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { ClientRecord } from './client.entity.js';
import {
  activeDomains,
  clientById,
  companiesOfRucs,
  findClients,
  findClientsAnywhere,
  recentClients,
  type ClientOrderInput,
  type ClientRow,
} from './client-sql.js';
import { formUpdateLabel, toClient, toClientCompany, toDomain } from './client-view.js';
import {
  ClientSearchKind,
  type Client,
  type ClientCompany,
  type ClientDomain,
  type ClientFormUpdateResult,
  type ClientSearchResult,
  type ClientSearchSetup,
} from './client.types.js';
import { CLIENT_MSG } from './messages.js';

/** The screen resource of /clientes (reference-data MENUS). */
const RESOURCE = 'clientes';

export const SEARCH_LIMIT_DEFAULT = 100;
export const SEARCH_LIMIT_MAX = 500;
export const RECENT_LIMIT = 50;

export interface SearchInput {
  kind: ClientSearchKind;
  text: string | null | undefined;
  limit?: number | null;
  order?: ClientOrderInput;
}

/** GraphQL: a limit out of range is refused naming it (the REST adapter keeps its clamping). */
export function checkLimit(limit: number | null | undefined): void {
  if (limit !== null && limit !== undefined && (limit < 1 || limit > SEARCH_LIMIT_MAX)) throw AppError.input('limit', CLIENT_MSG.limitRange(SEARCH_LIMIT_MAX));
}

const clampLimit = (limit: number | null | undefined) =>
  Math.min(Math.max(Math.trunc(limit ?? SEARCH_LIMIT_DEFAULT) || SEARCH_LIMIT_DEFAULT, 1), SEARCH_LIMIT_MAX);

/** Header search: text with '@' is an e-mail, anything else a name (spec 000 §5). */
export const headerKind = (text: string) => (text.includes('@') ? ClientSearchKind.EMAIL : ClientSearchKind.NAME);

async function withCompanies(em: EntityManager, rows: ClientRow[]): Promise<Client[]> {
  const companies = await companiesOfRucs(em, [...new Set(rows.map((r) => r.clp_cedruc))]);
  return rows.map((row) => toClient(row, companies));
}

/** A found page as the API answers it; only name and e-mail searches carry the spec's no-match warning. */
async function answer(
  ctx: AppContext,
  kind: ClientSearchKind,
  text: string,
  max: number,
  found: { rows: ClientRow[]; total: number },
): Promise<ClientSearchResult> {
  const items = await withCompanies(ctx.em, found.rows);
  // Only the name and e-mail searches have a no-match message in the spec; the other kinds
  // answer an empty list that the grid shows as such.
  let message: string | null = null;
  if (!items.length && kind === ClientSearchKind.EMAIL) message = CLIENT_MSG.noEmailMatch;
  if (!items.length && kind === ClientSearchKind.NAME) message = CLIENT_MSG.noNameMatch;
  return { kind, text, items, totalCount: found.total, total: found.total, limit: max, message };
}

async function runSearch(
  ctx: AppContext,
  kind: ClientSearchKind,
  text: string,
  limit: number | null | undefined,
  order?: ClientOrderInput,
): Promise<ClientSearchResult> {
  const max = clampLimit(limit);
  return answer(ctx, kind, text, max, await findClients(ctx.em, kind, text, max, order));
}

/**
 * The header box's search (and REST `base`): e-mail when the text has '@'; otherwise the client's
 * name, trade name, e-mail, RUC/cédula (prefix) or the legal name or access code of one of its
 * companies; each a case- and accent-insensitive "contains". REST `base` keeps its one kind. Empty text is refused with the spec's info message;
 * no match answers an empty list with the e-mail or the name wording of the warning. REST
 * `base` names the kind itself (cparams 5 or 6).
 */
export async function searchFromHeader(
  ctx: AppContext,
  text: string | null | undefined,
  limit?: number | null,
  kind?: ClientSearchKind.NAME | ClientSearchKind.EMAIL,
  order?: ClientOrderInput,
): Promise<ClientSearchResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const value = (text ?? '').trim();
  if (!value) throw new AppError('BAD_USER_INPUT', CLIENT_MSG.emptyHeaderText, 'text', 'info');
  if (kind) return runSearch(ctx, kind, value, limit, order);
  if (headerKind(value) === ClientSearchKind.EMAIL) return runSearch(ctx, ClientSearchKind.EMAIL, value, limit, order);
  // Without '@' the box finds a client by anything it is known by (answered as a name search,
  // whose no-match warning is the spec's 'El nombre especificado...').
  const max = clampLimit(limit);
  return answer(ctx, ClientSearchKind.NAME, value, max, await findClientsAnywhere(ctx.em, value, max, order));
}

/** The clients grid's search by cparams kind; an empty filter is refused with 'Ingrese criterio de búsqueda'. */
export async function searchClients(ctx: AppContext, input: SearchInput): Promise<ClientSearchResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  if (!Object.values(ClientSearchKind).includes(input.kind)) throw AppError.input('kind', CLIENT_MSG.invalidKind);
  const value = (input.text ?? '').trim();
  if (!value) throw AppError.input('text', CLIENT_MSG.emptyGridText);
  return runSearch(ctx, input.kind, value, input.limit, input.order);
}

/** Active domains in their order; none is refused with the spec's message (a setup problem). */
export async function listDomains(ctx: AppContext): Promise<ClientDomain[]> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const domains = (await activeDomains(ctx.em)).map(toDomain);
  if (!domains.length) throw new AppError('NOT_FOUND', CLIENT_MSG.noDomain, undefined, 'warning');
  return domains;
}

/** What the screen needs before any search (REST datosinit): recent clients and the domains. */
export async function searchSetup(ctx: AppContext): Promise<ClientSearchSetup> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const recent = await withCompanies(ctx.em, await recentClients(ctx.em, RECENT_LIMIT));
  const domains = (await activeDomains(ctx.em)).map(toDomain);
  return { recent, domains, domainMessage: domains.length ? null : CLIENT_MSG.noDomain };
}

async function requireClient(em: EntityManager, id: number): Promise<ClientRow> {
  const row = Number.isInteger(id) && id > 0 ? await clientById(em, id) : null;
  if (!row) throw AppError.notFound(CLIENT_MSG.unknownClient(id));
  return row;
}

/**
 * The companies of a client, to open one in the company edit tab. A client whose RUC matches
 * no company is refused with 'No se encontró ruc de la empresa...'.
 */
export async function clientCompanies(ctx: AppContext, clientId: number): Promise<ClientCompany[]> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const client = await requireClient(ctx.em, clientId);
  const companies = (await companiesOfRucs(ctx.em, [client.clp_cedruc])).map(toClientCompany);
  if (!companies.length) throw new AppError('CONFLICT', CLIENT_MSG.noCompany, undefined, 'warning');
  return companies;
}

/**
 * Sets the form-update flag clp_estupd (0 HABILITADO, 1 DESHABILITADO) and records who did it
 * in the audit, in one transaction. Needs 'editar' on clientes.
 */
export async function setFormUpdate(ctx: AppContext, clientId: number, value: number | null | undefined): Promise<ClientFormUpdateResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar');
  if (value !== 0 && value !== 1) throw AppError.input('formUpdate', CLIENT_MSG.invalidFormUpdate);
  return ctx.em.transactional(async (tx) => {
    const record = Number.isInteger(clientId) && clientId > 0 ? await tx.findOne(ClientRecord, { id: clientId }) : null;
    if (!record) throw AppError.notFound(CLIENT_MSG.unknownClient(clientId));
    const before = record.formUpdate;
    record.formUpdate = value;
    recordAudit(tx, ctx.user, 'formulario', 'tcliente', record.id, `clp_estupd ${before} (${formUpdateLabel(before)}) -> ${value} (${formUpdateLabel(value)})`);
    await tx.flush();
    const row = await requireClient(tx, record.id);
    const [client] = await withCompanies(tx, [row]);
    return { client: client!, message: CLIENT_MSG.formUpdateSaved(record.name, formUpdateLabel(value)) };
  });
}
