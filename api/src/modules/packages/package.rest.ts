import type { RestRequest, RestRoute } from '../../rest/route.js';
import { requireInvoice } from '../invoices/invoice.service.js';
import { blockAuthorization, unblockAuthorization } from './authorization.service.js';
import { fromLegacyPackage, legacy, LIST_COLS, toLegacyPackage, toLegacyRow } from './package-legacy.js';
import { listConnections } from './package-list.service.js';
import { PACKAGE_MSG } from './messages.js';
import { changeNotificationEmail, companyContacts, sendPackageNotification } from './notification.service.js';
import { cancelPackage, createPackage, editPackage, packageDetails } from './package.service.js';
import { recordUsage } from './usage.service.js';
import { parseId } from '../../shared/input.js';
import type { BalanceClassEnum } from './package-enums.js';

const P = '/empresas/conexiones/:id';
const get = (action: string, handler: RestRoute['handler']): RestRoute => ({ method: 'GET', path: P, action, handler: (req) => legacy(async () => handler(req)) });
const post = (action: string, handler: RestRoute['handler'], path = P): RestRoute => ({ method: 'POST', path, action, handler: (req) => legacy(async () => handler(req)) });

/** An optional id through the shared input parser: refused naming the legacy key unless an integer. */
const int = (v: unknown, key: string) => parseId(v, key);
const ints = (v: unknown): number[] => (v === undefined || v === null || v === '' ? [] : (Array.isArray(v) ? v : String(v).split(',')).map(Number).filter((n) => Number.isInteger(n)));
const list = (v: unknown): string[] => (v === undefined || v === null || v === '' ? [] : (Array.isArray(v) ? v : String(v).split(',')).map((s) => String(s).trim()).filter(Boolean));
const yes = (v: unknown) => v === true || v === 'T' || v === 'true' || v === '1' || v === 1;
const idOf = ({ params, body, query }: RestRequest, name: string) => int(body[name] ?? query[name], name) ?? (Number(params.id) || null);

/** /rest/empresas/conexiones/{id} by accion (spec 000 §7 "Connections"), plus bloquearAut on the company path. */
export const packageRoutes: RestRoute[] = [
  get('search_lista', async ({ ctx, query }) => {
    const page = await listConnections(
      ctx,
      { text: query.texto ?? query.filtro_texto, ruc: query.ruc, billedToOtherName: yes(query.otro_nombre), balance: list(query.filtro) as BalanceClassEnum[], companyStates: ints(query.emp_activa) },
      Number(query.page) || 1,
      Number(query.page_size) || undefined,
    );
    return {
      items: page.items.map(toLegacyRow),
      total: page.total,
      cols: LIST_COLS,
      resumen: { ...page.summary, conteos: page.balanceCounts },
      permisos: { ver: page.permisos.view, crear: page.permisos.create, editar: page.permisos.edit, eliminar: page.permisos.delete },
    };
  }),
  get('verdetalles', async ({ ctx, query }) => {
    const details = await packageDetails(ctx, list(query.rucempresa));
    return { rucempresa: details.ruc, empresas: details.companies, items: details.packages.map(toLegacyPackage), usos: details.usage.map((u) => ({ fecha: u.date, cantidad: u.units, excedente: u.excess })) };
  }),
  get('buscarFactura', async ({ ctx, query }) => {
    const invoice = await requireInvoice(ctx, query.trn_compro, int(query.trn_codigo, 'trn_codigo'));
    return {
      trn_codigo: invoice.id,
      trn_compro: invoice.number,
      trn_fecreg: invoice.date,
      ruc_fac: invoice.ruc,
      name_fac: invoice.name,
      // REST answers money as JSON numbers, as documented: converted from the exact text only here.
      total: Number(invoice.total),
      con_codigo: invoice.packageId,
      asiento: invoice.entry.map((l) => ({ asi_linea: l.line, asi_cuenta: l.account, asi_descri: l.description, asi_debe: Number(l.debit), asi_haber: Number(l.credit) })),
    };
  }),
  get('contactos', async (req) => ({ contactos: (await companyContacts(req.ctx, idOf(req, 'emp_codigo') ?? 0)).map((c) => ({ fad_codigo: c.id, fol_codigo: c.contractId, clp_codigo: c.clientId, fad_nomcontacto: c.name, fad_cargo: c.role, fad_mailcontacto: c.email })) })),
  post('crear_conexiones', async ({ ctx, body }) => {
    const pkg = await createPackage(ctx, fromLegacyPackage(body));
    const msj = PACKAGE_MSG.created(pkg.ruc, pkg.acquired);
    return { cod: 1, msj, msg: msj, paquete: toLegacyPackage(pkg) };
  }),
  post('editar_conexiones', async ({ ctx, body }) => {
    const pkg = await editPackage(ctx, int(body.con_codigo, 'con_codigo'), fromLegacyPackage(body));
    const msj = PACKAGE_MSG.edited(pkg.id);
    return { cod: 1, msj, msg: msj, paquete: toLegacyPackage(pkg) };
  }),
  post('anular_conexiones', async ({ ctx, body }) => {
    const pkg = await cancelPackage(ctx, int(body.con_codigo, 'con_codigo'), typeof body.motivo === 'string' ? body.motivo : typeof body.observacion === 'string' ? body.observacion : null);
    const msj = PACKAGE_MSG.cancelled(pkg.id);
    return { cod: 1, msj, msg: msj, paquete: toLegacyPackage(pkg) };
  }),
  post('editar_correo_notificacion', async ({ ctx, body }) => {
    const done = await changeNotificationEmail(ctx, {
      contractId: int(body.fol_codigo, 'fol_codigo') ?? 0,
      clientId: int(body.clp_codigo, 'clp_codigo'),
      oldEmail: typeof body.correoOld === 'string' ? body.correoOld : null,
      newEmail: typeof body.correoNew === 'string' ? body.correoNew : '',
      contactIds: ints(body.ids),
    });
    return { cod: 1, msj: done.message, msg: done.message, contactos: done.contacts.map((c) => ({ fad_codigo: c.id, fad_nomcontacto: c.name, fad_cargo: c.role, fad_mailcontacto: c.email })) };
  }),
  post('enviar_notificacion', async ({ ctx, body }) => {
    const done = await sendPackageNotification(ctx, int(body.emp_codigo, 'emp_codigo') ?? 0, ints(body.ids));
    return { cod: 1, msj: done.message, msg: done.message, enviados: done.sent, advertencias: done.warnings };
  }),
  post('registrar_uso', async ({ ctx, body }) => {
    const done = await recordUsage(ctx, {
      companyId: int(body.emp_codigo, 'emp_codigo'),
      ruc: typeof body.rucempresa === 'string' ? body.rucempresa : null,
      units: Number(body.cantidad),
      reference: typeof body.referencia === 'string' ? body.referencia : null,
      date: typeof body.fecha === 'string' ? body.fecha : null,
    });
    return { cod: 1, con_codigo: done.packageId, cantidad: done.units, asignadas: done.allocated, excedente: done.excess, usadas: done.used, saldo: done.saldo, repetido: done.duplicate };
  }),
  post(
    'bloquearAut',
    async ({ ctx, body }) => {
      const done = await blockAuthorization(ctx, ints(body.cods), list(body.acceso), yes(body.confirmar));
      return { status: 200, msj: done.message, msg: done.message, confirmar: done.needsConfirmation, cods: done.companyIds, acceso: done.expressAccessCodes, sin_email: done.withoutEmail };
    },
    '/empresas/tempresa/:id',
  ),
  post(
    'desbloquearAut',
    async ({ ctx, body }) => {
      const done = await unblockAuthorization(ctx, ints(body.cods), list(body.acceso));
      return { status: 200, msj: done.message, msg: done.message, cods: done.companyIds, acceso: done.expressAccessCodes };
    },
    '/empresas/tempresa/:id',
  ),
];
