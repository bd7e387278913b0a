import type { AppContext } from '../../graphql/context.js';
import { tenantQuery, type TenantQuery } from './tenant-query.js';
import type { AppConfig, SessionCodes, SessionNames } from './session.types.js';
import { run } from '../../db/sql.js';

interface StaffRow {
  usr_nombre: string;
  sec_codigo: number | null;
  sec_nombre: string | null;
}

interface EstablishmentRow {
  alm_codigo: number;
  alm_razsoc: string;
  alm_descri: string;
  ung_codigo: number | null;
  ung_descri: string | null;
  pry_codigo: number | null;
}

interface SessionState {
  codes: SessionCodes;
  names: SessionNames;
  establishment: EstablishmentRow | null;
}

async function staffOf(ctx: AppContext): Promise<StaffRow> {
  const [row] = await run<StaffRow>(
    ctx.em,
    'select u.usr_nombre, u.sec_codigo, s.sec_nombre from tusuarios u left join tseccion s on s.sec_codigo = u.sec_codigo where u.usr_codigo = ?',
    [ctx.user!.id],
  );
  return row ?? { usr_nombre: ctx.user!.name, sec_codigo: null, sec_nombre: null };
}

/** The session's user and section and, with a company, its head office (or first establishment). */
async function sessionState(
  ctx: AppContext,
  companyId: number | null | undefined,
  opened?: TenantQuery,
): Promise<SessionState & { schema: string | null; companyName: string | null }> {
  const staff = await staffOf(ctx);
  let establishment: EstablishmentRow | null = null;
  let schema: string | null = null;
  let companyName: string | null = null;
  if (opened || (companyId !== null && companyId !== undefined)) {
    const tenant = opened ?? (await tenantQuery(ctx, companyId));
    schema = tenant.company.dbSchema;
    companyName = tenant.company.legalName;
    [establishment = null] = await tenant.all<EstablishmentRow>(
      `select a.alm_codigo, a.alm_razsoc, a.alm_descri, a.ung_codigo, u.ung_descri,
              (select p.pry_codigo from ${tenant.quotedSchema}.tproyecto p where p.alm_codigo = a.alm_codigo and p.pry_estado = 1 order by p.pry_codigo limit 1) as pry_codigo
         from ${tenant.quotedSchema}.talmacen a left join ${tenant.quotedSchema}.tuninegocio u on u.ung_codigo = a.ung_codigo
        order by a.alm_matriz desc, a.alm_codigo limit 1`,
    );
  }
  return {
    schema,
    companyName,
    establishment,
    codes: {
      companyId: opened?.company.id ?? companyId ?? null,
      establishmentId: establishment?.alm_codigo ?? null,
      schema,
      userId: ctx.user!.id,
      sectionId: staff.sec_codigo,
      businessUnitId: establishment?.ung_codigo ?? null,
    },
    names: {
      companyName,
      establishmentName: establishment?.alm_razsoc ?? null,
      userName: staff.usr_nombre,
      sectionName: staff.sec_nombre,
      businessUnitName: establishment?.ung_descri ?? null,
    },
  };
}

/** obtcod: the codes the session works with; the company ones only when a company is given. */
export async function sessionCodes(ctx: AppContext, companyId?: number | null): Promise<SessionCodes> {
  return (await sessionState(ctx, companyId)).codes;
}

/** obtnombres: the names of those codes. */
export async function sessionNames(ctx: AppContext, companyId?: number | null): Promise<SessionNames> {
  return (await sessionState(ctx, companyId)).names;
}

/** appconfig: codes plus project, schema, descriptions and the company's settings (tparametro). */
export async function appConfig(ctx: AppContext, companyId: number | null | undefined): Promise<AppConfig> {
  const tenant = await tenantQuery(ctx, companyId);
  const state = await sessionState(ctx, tenant.company.id, tenant);
  const params = await tenant.all<{ par_clave: string; par_valor: string }>(
    `select par_clave, par_valor from ${tenant.quotedSchema}.tparametro where par_clave in ('NPARCIALVIEW', 'TCLAVE')`,
  );
  const param = (key: string) => params.find((p) => p.par_clave === key)?.par_valor.trim() ?? '';
  const partials = Number.parseInt(param('NPARCIALVIEW'), 10);
  return {
    codes: state.codes,
    projectId: state.establishment?.pry_codigo ?? null,
    schema: tenant.company.dbSchema,
    establishmentDescription: state.establishment?.alm_descri ?? null,
    businessUnitDescription: state.establishment?.ung_descri ?? null,
    partialViews: Number.isInteger(partials) && partials >= 0 ? partials : 0,
    transactionPassword: param('TCLAVE') === '1',
  };
}
