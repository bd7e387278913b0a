import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { FREE_CONTRACT, PACKAGE_RULES } from '../../domain/package-balance.js';
import { AppError } from '../../shared/app-error.js';
import { lookupInvoice } from '../invoices/invoice.service.js';
import type { Invoice } from '../invoices/invoice.types.js';
import { recordAudit } from '../system/audit.service.js';
import { PACKAGE_MSG } from './messages.js';
import { checkPackageInput } from './package-input.js';
import { PackageState } from './package-enums.js';
import { packagePermisos } from './package-list.service.js';
import { activePackage, packagesOf, readPackage, usageByDay } from './package-read.js';
import { lockRuc, run } from './package-sql.js';
import type { ConnectionPackage, PackageDetails, PackageInput } from './package.types.js';
import { businessDay } from '../../domain/dates.js';

export const AUDIT_ENTITY = 'tconexiones';
export const AUDIT_ACTION = { create: 'crear', edit: 'editar', cancel: 'anular' } as const;

async function companyRuc(em: EntityManager, companyId: number | null | undefined): Promise<string> {
  const [row] =
    Number.isInteger(companyId) && companyId! > 0 ? await run<{ emp_ruc: string }>(em, 'select emp_ruc from tempresa where emp_codigo = ?', [companyId]) : [];
  if (!row) throw AppError.input('companyId', PACKAGE_MSG.companyNotFound(companyId ?? ''));
  return row.emp_ruc;
}

/** The linked invoice, refused when cancelled or already linked to another package. */
async function linkableInvoice(tx: EntityManager, number: string | null, id: number | null, ownPackage: number | null): Promise<Invoice | null> {
  if (!number && !id) return null;
  const invoice = await lookupInvoice(tx, number, id);
  if (invoice.cancelled) throw AppError.input('invoiceNumber', PACKAGE_MSG.invoiceCancelled(invoice.number));
  if (invoice.packageId !== null && invoice.packageId !== ownPackage)
    throw AppError.conflict(PACKAGE_MSG.invoiceTaken(invoice.number, invoice.packageId), 'invoiceNumber');
  return invoice;
}

/**
 * Registers a package for a company (spec 000 "Connection package"): free packages only by an
 * administrator, an invoice for everyone else; its acquired count is the package plus the saldo
 * of the package in force, which it replaces (that one becomes inactive). Serialised per RUC
 * with the usage ledger, so no document recorded meanwhile is lost from the carried saldo.
 */
export async function createPackage(ctx: AppContext, input: PackageInput): Promise<ConnectionPackage> {
  const permisos = await packagePermisos(ctx, 'crear');
  const checked = checkPackageInput(input, permisos.create > 2, businessDay());
  const ruc = await companyRuc(ctx.em, input.companyId);
  const id = await ctx.em.transactional(async (tx) => {
    await lockRuc(tx, ruc);
    const invoice = await linkableInvoice(tx, checked.invoiceNumber, checked.invoiceId, null);
    const current = await activePackage(tx, ruc);
    const carried = current?.saldo ?? 0;
    if (current) await run(tx, 'update tconexiones set estado = 0 where con_codigo = ?', [current.id]);
    const [row] = await run<{ con_codigo: number }>(
      tx,
      `insert into tconexiones (rucempresa, estado, fechacompra, fechafin, paquete, conexadquiridas, tipo_contrato, notificar_porcentaje, bloquear, observacion,
         trn_codigo, relacionado, con_anterior, con_saldo_anterior, usr_codigo, usr_nombre)
       values (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning con_codigo`,
      [
        ruc,
        checked.purchaseDate,
        checked.endDate,
        checked.packageSize,
        checked.packageSize + carried,
        checked.contractType,
        checked.notifyPercentage,
        checked.block,
        checked.note,
        invoice?.id ?? null,
        invoice && invoice.ruc !== ruc ? 'T' : 'F',
        current?.id ?? null,
        carried,
        ctx.user!.id,
        ctx.user!.name,
      ],
    );
    const note = `RUC ${ruc}: paquete ${checked.packageSize} + saldo anterior ${carried} = ${checked.packageSize + carried}${invoice ? `; factura ${invoice.number}` : ''}${current ? `; reemplaza al paquete ${current.id}` : ''}`;
    recordAudit(tx, ctx.user, AUDIT_ACTION.create, AUDIT_ENTITY, row!.con_codigo, note);
    await tx.flush();
    return row!.con_codigo;
  });
  return readPackage(ctx.em, id);
}

/** Requires a chosen package ('Debe seleccionar un paquete'). */
function chosen(id: number | null | undefined): number {
  if (!id) throw AppError.input('packageId', PACKAGE_RULES.selectPackage);
  return id;
}

/**
 * Edits a package: same rules as creating (a free package, or making one free, only by an
 * administrator; a non-administrator keeps an invoice linked); the size may not leave the
 * package below the units already used. A cancelled package is not edited.
 */
export async function editPackage(ctx: AppContext, packageId: number | null | undefined, input: PackageInput): Promise<ConnectionPackage> {
  const id = chosen(packageId);
  const permisos = await packagePermisos(ctx, 'editar');
  const isAdmin = permisos.create > 2;
  await ctx.em.transactional(async (tx) => {
    const before = await readPackage(tx, id);
    await lockRuc(tx, before.ruc);
    const current = await readPackage(tx, id);
    if (current.cancelledAt) throw AppError.conflict(PACKAGE_MSG.alreadyCancelled(id));
    if (current.contractType === FREE_CONTRACT && !isAdmin) throw new AppError('FORBIDDEN', PACKAGE_RULES.freeOnlyAdmin, 'contractType', 'warning');
    // What the edit does not send keeps its value (a legacy client may post only what changed);
    // the invoice too, unless another is given.
    const keepsInvoice = !input.invoiceNumber?.trim() && !input.invoiceId ? { invoiceId: current.invoiceId } : {};
    const merged: PackageInput = {
      ...input,
      ...keepsInvoice,
      purchaseDate: input.purchaseDate ?? current.purchaseDate,
      endDate: input.endDate ?? current.endDate,
      notifyPercentage: input.notifyPercentage ?? current.notifyPercentage,
      block: input.block ?? current.block,
      note: input.note ?? current.note,
    };
    const checked = checkPackageInput(merged, isAdmin, businessDay());
    const acquired = checked.packageSize + current.carriedOver;
    if (acquired < current.used) throw AppError.input('packageSize', PACKAGE_MSG.belowUsed(current.used));
    const invoice = await linkableInvoice(tx, checked.invoiceNumber, checked.invoiceId, id);
    await run(
      tx,
      `update tconexiones set fechacompra = ?, fechafin = ?, paquete = ?, conexadquiridas = ?, tipo_contrato = ?, notificar_porcentaje = ?, bloquear = ?, observacion = ?,
         trn_codigo = ?, relacionado = ? where con_codigo = ?`,
      [
        checked.purchaseDate,
        checked.endDate,
        checked.packageSize,
        acquired,
        checked.contractType,
        checked.notifyPercentage,
        checked.block,
        checked.note,
        invoice?.id ?? null,
        invoice && invoice.ruc !== current.ruc ? 'T' : 'F',
        id,
      ],
    );
    const changes = [
      current.packageSize !== checked.packageSize && `paquete ${current.packageSize} -> ${checked.packageSize}`,
      current.contractType !== checked.contractType && `tipo ${current.contractType} -> ${checked.contractType}`,
      current.endDate !== checked.endDate && `fecha fin ${current.endDate ?? '-'} -> ${checked.endDate}`,
      current.notifyPercentage !== checked.notifyPercentage && `notificar ${current.notifyPercentage}% -> ${checked.notifyPercentage}%`,
      current.block !== (checked.block === 'T') && `bloquear ${current.block ? 'T' : 'F'} -> ${checked.block}`,
      (current.invoiceId ?? null) !== (invoice?.id ?? null) && `factura ${current.invoiceNumber ?? '-'} -> ${invoice?.number ?? '-'}`,
    ].filter(Boolean);
    recordAudit(tx, ctx.user, AUDIT_ACTION.edit, AUDIT_ENTITY, id, changes.length ? changes.join('; ') : 'sin cambios');
    await tx.flush();
  });
  return readPackage(ctx.em, id);
}

/**
 * Cancels (anula) a package, with the reason, audited. When it was the package in force and it
 * had replaced another (not cancelled) one, that one is in force again: the saldo it carried
 * over is not lost.
 */
export async function cancelPackage(ctx: AppContext, packageId: number | null | undefined, reason: string | null | undefined): Promise<ConnectionPackage> {
  const id = chosen(packageId);
  const permisos = await packagePermisos(ctx, 'editar');
  const why = (reason ?? '').trim();
  if (!why) throw AppError.input('reason', PACKAGE_MSG.cancelReason);
  await ctx.em.transactional(async (tx) => {
    const before = await readPackage(tx, id);
    await lockRuc(tx, before.ruc);
    const current = await readPackage(tx, id);
    if (current.cancelledAt) throw AppError.conflict(PACKAGE_MSG.alreadyCancelled(id));
    if (current.contractType === FREE_CONTRACT && permisos.create <= 2) throw new AppError('FORBIDDEN', PACKAGE_RULES.freeOnlyAdmin, 'contractType', 'warning');
    await run(tx, 'update tconexiones set estado = 0, con_anulado = now(), con_anulado_por = ?, con_motivo_anula = ? where con_codigo = ?', [
      ctx.user!.name,
      why,
      id,
    ]);
    let restored = '';
    if (current.state === PackageState.ACTIVO && current.previousId) {
      const previous = await readPackage(tx, current.previousId);
      if (!previous.cancelledAt) {
        await run(tx, 'update tconexiones set estado = 1 where con_codigo = ?', [previous.id]);
        restored = `; vuelve a estar vigente el paquete ${previous.id}`;
      }
    }
    recordAudit(tx, ctx.user, AUDIT_ACTION.cancel, AUDIT_ENTITY, id, `${why}${restored}`);
    await tx.flush();
  });
  return readPackage(ctx.em, id);
}

/** The packages of exactly one contract (company RUC), newest first, with the daily usage of the one in force. */
export async function packageDetails(ctx: AppContext, rucs: readonly string[]): Promise<PackageDetails> {
  await packagePermisos(ctx);
  const chosenRucs = [...new Set(rucs.map((r) => r.trim()).filter(Boolean))];
  if (!chosenRucs.length) throw AppError.input('ruc', PACKAGE_RULES.selectContract);
  if (chosenRucs.length > 1) throw AppError.input('ruc', PACKAGE_RULES.onlyOneContract);
  const ruc = chosenRucs[0]!;
  const companies = await run<{ emp_razons: string }>(ctx.em, 'select emp_razons from tempresa where emp_ruc = ? order by emp_razons', [ruc]);
  if (!companies.length) throw AppError.notFound(PACKAGE_MSG.companyNotFound(ruc));
  const packages = await packagesOf(ctx.em, ruc);
  const inForce = packages.find((p) => p.state === PackageState.ACTIVO);
  return { ruc, companies: companies.map((c) => c.emp_razons), packages, usage: inForce ? await usageByDay(ctx.em, inForce.id) : [] };
}
