import type { RestRequest, RestRoute } from '../../../rest/route.js';
import { legacyWrapper } from '../../../rest/legacy-fields.js';
import { dashboardItemData } from './dashboard-data.js';
import { dashboardConfig, saveDashboard } from './dashboard.service.js';
import { DashboardInfo, DashboardItemType, DashboardOwner, DashboardRange, type DashboardItem, type DashboardItemData } from './dashboard.types.js';
import { legacyChart } from '../run/reports.rest.js';
import { inputsOf, objectParam, optionalInteger } from '../../../rest/params.js';

const LEGACY_FIELD: Record<string, string> = {
  companyId: 'emp_codigo',
  itemId: 'dinf_codigo',
  ownerId: 'usr_codigo',
  title: 'dinf_titulo',
  functionName: 'dinf_funcio',
  info: 'dinf_info',
};
const legacy = legacyWrapper(LEGACY_FIELD);

export const legacyItem = (i: DashboardItem) => ({
  dinf_codigo: i.id,
  dinf_orden: i.order,
  tipo: i.type,
  dinf_titulo: i.title,
  dinf_funcio: i.functionName,
  dinf_info: i.info,
  dinf_fecha: i.range,
  dinf_config: { vista: i.asChart ? 'grafica' : 'tabla' },
});

export const legacyItemData = (d: DashboardItemData) => ({
  dinf_codigo: d.itemId,
  dinf_repcodigo: d.reportCode,
  desde: d.from,
  hasta: d.to,
  dinf_config: d.chart ? legacyChart(d.chart) : null,
  columnas: d.columns.map((c) => ({ di_column: c.name, di_descri: c.label, type: c.type.toLowerCase(), di_decima: c.decimals, di_total: c.total })),
  datos: d.rows.map((r) => Object.fromEntries(d.columns.map((c, i) => [c.name, r[i]]))),
  totales: Object.fromEntries(d.columns.map((c, i) => [c.name, d.totals[i]])),
});

const owners: Record<string, DashboardOwner> = { usuario: DashboardOwner.USER, perfil: DashboardOwner.PROFILE, general: DashboardOwner.DEFAULT };
// Local: a value of a string enum or null (no kit reader for enums).
const enumOf = <T extends string>(e: Record<string, T>, v: unknown): T | null => (Object.values(e).includes(v as T) ? (v as T) : null);

const getConf = (req: RestRequest) =>
  legacy(async () => {
    const v = inputsOf(req);
    const conf = await dashboardConfig(req.ctx, typeof v.dueno === 'string' ? (owners[v.dueno] ?? null) : null, optionalInteger(v.usr_codigo));
    return {
      dconf_template: conf.owner,
      usr_codigo: conf.ownerId,
      tdashboard: conf.items.map(legacyItem),
      reportes: conf.items.filter((i) => i.type === DashboardItemType.REPORT).map(legacyItem),
      general: conf.items.filter((i) => i.type === DashboardItemType.INFO).map(legacyItem),
    };
  });
const getData = (req: RestRequest) =>
  legacy(async () => {
    const v = inputsOf(req);
    return legacyItemData(await dashboardItemData(req.ctx, optionalInteger(v.emp_codigo), optionalInteger(v.dinf_codigo) ?? optionalInteger(req.params.id)));
  });

/** /rest/tdashboard/reporte/{id}: accion get_conf (the template) or get_datos (one item's data), by GET or POST; accion guardar saves a configuration. */
export const dashboardRoutes: RestRoute[] = [
  { method: 'GET', path: '/tdashboard/reporte/:id', action: 'get_conf', handler: getConf },
  { method: 'POST', path: '/tdashboard/reporte/:id', action: 'get_conf', handler: getConf },
  { method: 'GET', path: '/tdashboard/reporte/:id', action: 'get_datos', handler: getData },
  { method: 'POST', path: '/tdashboard/reporte/:id', action: 'get_datos', handler: getData },
  {
    method: 'POST',
    path: '/tdashboard/reporte/:id',
    action: 'guardar',
    handler: (req) =>
      legacy(async () => {
        const v = inputsOf(req);
        const items = (Array.isArray(v.tdashboard) ? v.tdashboard : []).slice(0, 50).map((raw) => {
          const i = objectParam(raw);
          const config = objectParam(i.dinf_config);
          return {
            type: enumOf(DashboardItemType, i.tipo) ?? DashboardItemType.REPORT,
            title: typeof i.dinf_titulo === 'string' ? i.dinf_titulo : null,
            functionName: typeof i.dinf_funcio === 'string' ? i.dinf_funcio.slice(0, 63) : null,
            info: enumOf(DashboardInfo, i.dinf_info),
            range: enumOf(DashboardRange, i.dinf_fecha),
            asChart: config.vista !== 'tabla',
          };
        });
        const owner = typeof v.dueno === 'string' ? (owners[v.dueno] ?? DashboardOwner.USER) : DashboardOwner.USER;
        const conf = await saveDashboard(req.ctx, owner, optionalInteger(v.usr_codigo), items);
        return { msg: 'Tablero guardado', dconf_template: conf.owner, usr_codigo: conf.ownerId, tdashboard: conf.items.map(legacyItem) };
      }),
  },
];
