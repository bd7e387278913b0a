import type { RestRequest, RestRoute } from '../../rest/route.js';
import { requireInvoice } from '../invoices/invoice.service.js';
import { blockAuthorization, unblockAuthorization } from './authorization.service.js';
import { fromLegacyPackage, legacy, LIST_COLS, toLegacyPackage, toLegacyRow } from './package-legacy.js';
import { listConnections } from './package-list.service.js';
import { PACKAGE_MSG } from './messages.js';
import { changeNotificationEmail, companyContacts, sendPackageNotification } from './notification.service.js';
import { cancelPackage, createPackage, editPackage, packageDetails } from './package.service.js';
import { recordUsage } from './usage.service.js';
import { doneEnvelope, legacyPage, legacyPermisos } from '../../rest/envelope.js';
import { listPaging, flag, integerList, integerParam, pathId, textList } from '../../rest/params.js';
import type { BalanceClassEnum } from './package-enums.js';

const P = '/empresas/conexiones/:id';
const get = (action: string, handler: RestRoute['handler']): RestRoute => ({
  method: 'GET',
  path: P,
  action,
  handler: (req) => legacy(() => handler(req)),
});
const post = (action: string, handler: RestRoute['handler'], path = P): RestRoute => ({
  method: 'POST',
  path,
  action,
  handler: (req) => legacy(() => handler(req)),
});

const idOf = ({ params, body, query }: RestRequest, name: string) => integerParam(body[name] ?? query[name], name) ?? pathId(params.id);

/** /rest/empresas/conexiones/{id} by accion (spec 000 §7 "Connections"), plus bloquearAut on the company path. */
export const packageRoutes: RestRoute[] = [
  get('search_lista', async ({ ctx, query }) => {
    const page = await listConnections(
      ctx,
      {
        text: query.texto ?? query.filtro_texto,
        ruc: query.ruc,
        billedToOtherName: flag(query.otro_nombre),
        balance: textList(query.filtro) as BalanceClassEnum[],
        companyStates: integerList(query.emp_activa),
      },
      ...listPaging(query),
    );
    return {
      ...legacyPage(page.items.map(toLegacyRow), page.total, LIST_COLS),
      resumen: { ...page.summary, conteos: page.balanceCounts },
      permisos: legacyPermisos(page.permisos),
    };
  }),
  get('verdetalles', async ({ ctx, query }) => {
    const details = await packageDetails(ctx, textList(query.rucempresa));
    return {
      rucempresa: details.ruc,
      empresas: details.companies,
      items: details.packages.map(toLegacyPackage),
      usos: details.usage.map((u) => ({ fecha: u.date, cantidad: u.units, excedente: u.excess })),
    };
  }),
  get('buscarFactura', async ({ ctx, query }) => {
    const invoice = await requireInvoice(ctx, query.trn_compro, integerParam(query.trn_codigo, 'trn_codigo'));
    return {
      trn_codigo: invoice.id,
      trn_compro: invoice.number,
      trn_fecreg: invoice.date,
      ruc_fac: invoice.ruc,
      name_fac: invoice.name,
      // REST answers money as JSON numbers, as documented: converted from the exact text only here.
      total: Number(invoice.total),
      con_codigo: invoice.packageId,
      asiento: invoice.entry.map((l) => ({
        asi_linea: l.line,
        asi_cuenta: l.account,
        asi_descri: l.description,
        asi_debe: Number(l.debit),
        asi_haber: Number(l.credit),
      })),
    };
  }),
  get('contactos', async (req) => ({
    contactos: (await companyContacts(req.ctx, idOf(req, 'emp_codigo') ?? 0)).map((c) => ({
      fad_codigo: c.id,
      fol_codigo: c.contractId,
      clp_codigo: c.clientId,
      fad_nomcontacto: c.name,
      fad_cargo: c.role,
      fad_mailcontacto: c.email,
    })),
  })),
  post('crear_conexiones', async ({ ctx, body }) => {
    const pkg = await createPackage(ctx, fromLegacyPackage(body));
    return doneEnvelope(PACKAGE_MSG.created(pkg.ruc, pkg.acquired), { paquete: toLegacyPackage(pkg) });
  }),
  post('editar_conexiones', async ({ ctx, body }) => {
    const pkg = await editPackage(ctx, integerParam(body.con_codigo, 'con_codigo'), fromLegacyPackage(body));
    return doneEnvelope(PACKAGE_MSG.edited(pkg.id), { paquete: toLegacyPackage(pkg) });
  }),
  post('anular_conexiones', async ({ ctx, body }) => {
    const pkg = await cancelPackage(
      ctx,
      integerParam(body.con_codigo, 'con_codigo'),
      typeof body.motivo === 'string' ? body.motivo : typeof body.observacion === 'string' ? body.observacion : null,
    );
    return doneEnvelope(PACKAGE_MSG.cancelled(pkg.id), { paquete: toLegacyPackage(pkg) });
  }),
  post('editar_correo_notificacion', async ({ ctx, body }) => {
    const done = await changeNotificationEmail(ctx, {
      contractId: integerParam(body.fol_codigo, 'fol_codigo') ?? 0,
      clientId: integerParam(body.clp_codigo, 'clp_codigo'),
      oldEmail: typeof body.correoOld === 'string' ? body.correoOld : null,
      newEmail: typeof body.correoNew === 'string' ? body.correoNew : '',
      contactIds: integerList(body.ids),
    });
    return doneEnvelope(done.message, {
      contactos: done.contacts.map((c) => ({ fad_codigo: c.id, fad_nomcontacto: c.name, fad_cargo: c.role, fad_mailcontacto: c.email })),
    });
  }),
  post('enviar_notificacion', async ({ ctx, body }) => {
    const done = await sendPackageNotification(ctx, integerParam(body.emp_codigo, 'emp_codigo') ?? 0, integerList(body.ids));
    return doneEnvelope(done.message, { enviados: done.sent, advertencias: done.warnings });
  }),
  post('registrar_uso', async ({ ctx, body }) => {
    const done = await recordUsage(ctx, {
      companyId: integerParam(body.emp_codigo, 'emp_codigo'),
      ruc: typeof body.rucempresa === 'string' ? body.rucempresa : null,
      units: Number(body.cantidad),
      reference: typeof body.referencia === 'string' ? body.referencia : null,
      date: typeof body.fecha === 'string' ? body.fecha : null,
    });
    return {
      cod: 1,
      con_codigo: done.packageId,
      cantidad: done.units,
      asignadas: done.allocated,
      excedente: done.excess,
      usadas: done.used,
      saldo: done.saldo,
      repetido: done.duplicate,
    };
  }),
  post(
    'bloquearAut',
    async ({ ctx, body }) => {
      const done = await blockAuthorization(ctx, integerList(body.cods), textList(body.acceso), flag(body.confirmar));
      return {
        status: 200,
        msj: done.message,
        msg: done.message,
        confirmar: done.needsConfirmation,
        cods: done.companyIds,
        acceso: done.expressAccessCodes,
        sin_email: done.withoutEmail,
      };
    },
    '/empresas/tempresa/:id',
  ),
  post(
    'desbloquearAut',
    async ({ ctx, body }) => {
      const done = await unblockAuthorization(ctx, integerList(body.cods), textList(body.acceso));
      return { status: 200, msj: done.message, msg: done.message, cods: done.companyIds, acceso: done.expressAccessCodes };
    },
    '/empresas/tempresa/:id',
  ),
];
