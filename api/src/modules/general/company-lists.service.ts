import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { USER_RESOURCE } from '../staff/users.service.js';
import { SESSION_MSG } from './messages.js';
import type { BusinessLineOption, UserCompanies, UserCompany } from './company-lists.types.js';
import { run } from '../../db/sql.js';

const COMPANY_RESOURCE = 'empresas';

interface CompanyRow {
  emp_codigo: number;
  emp_coding: string;
  emp_razons: string;
  emp_ruc: string;
  emp_activa: number;
  tac_codigo: number | null;
  tac_descrip: string | null;
}

const toCompany = (r: CompanyRow): UserCompany => ({
  id: r.emp_codigo,
  accessCode: r.emp_coding,
  legalName: r.emp_razons,
  ruc: r.emp_ruc,
  state: r.emp_activa,
  businessLineId: r.tac_codigo,
  businessLineName: r.tac_descrip,
});

/**
 * The companies a staff user works with: those in the business lines of the user's areas of
 * work (tusuario_linea); a user without lines works with every company. By legal name.
 */
async function companiesOf(ctx: AppContext, userId: number): Promise<UserCompany[]> {
  const rows = await run<CompanyRow>(
    ctx.em,
    `select e.emp_codigo, e.emp_coding, e.emp_razons, e.emp_ruc, e.emp_activa, e.tac_codigo, t.tac_descrip
       from tempresa e left join ttipoactividad t on t.tac_codigo = e.tac_codigo
      where not exists (select 1 from tusuario_linea l where l.usr_codigo = ?)
         or e.tac_codigo in (select l.tac_codigo from tusuario_linea l where l.usr_codigo = ?)
      order by e.emp_razons, e.emp_codigo`,
    [userId, userId],
  );
  return rows.map(toCompany);
}

/** emprel: the companies the signed-in user works with. */
export async function relatedCompanies(ctx: AppContext): Promise<UserCompany[]> {
  await requirePermission(ctx.em, ctx.user!, COMPANY_RESOURCE, 'ver');
  return companiesOf(ctx, ctx.user!.id);
}

/**
 * lista_emp: the companies of a staff user (num_user) with the business lines catalogue. Any
 * user may ask for their own; another user's list needs read access to users.
 */
export async function userCompanies(ctx: AppContext, userId: number | null | undefined): Promise<UserCompanies> {
  if (userId === null || userId === undefined) throw AppError.input('userId', SESSION_MSG.userRequired);
  if (!Number.isSafeInteger(userId)) throw AppError.input('userId', SESSION_MSG.userNotInteger);
  await requirePermission(ctx.em, ctx.user!, COMPANY_RESOURCE, 'ver');
  if (userId !== ctx.user!.id) await requirePermission(ctx.em, ctx.user!, USER_RESOURCE, 'ver');
  const [user] = await run<{ usr_codigo: number }>(ctx.em, `select usr_codigo from tusuarios where usr_codigo = ? and usr_esperfil = 'F'`, [userId]);
  if (!user) throw AppError.input('userId', SESSION_MSG.unknownUser(userId));
  const companies = await companiesOf(ctx, userId);
  const lines = await run<{ tac_codigo: number; tac_descrip: string; tac_prop: string | null }>(
    ctx.em,
    'select tac_codigo, tac_descrip, tac_prop from ttipoactividad order by tac_codigo',
  );
  const businessLines: BusinessLineOption[] = lines.map((l) => ({ id: l.tac_codigo, name: l.tac_descrip, property: l.tac_prop }));
  return { companies, totalCount: companies.length, businessLines };
}
