import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { isoToDisplayDate } from '../../domain/dates.js';
import { isValidEmail, PACKAGE_RULES } from '../../domain/package-balance.js';
import { AppError } from '../../shared/app-error.js';
import { dispatchEmails, queueEmails } from '../mail/outbox.service.js';
import { recordAudit } from '../system/audit.service.js';
import { PACKAGE_MSG } from './messages.js';
import { packagePermisos } from './package-list.service.js';
import { activePackage } from './package-read.js';
import { lockRuc, run } from './package-sql.js';
import type { ContractContact, NotificationEmailInput, NotificationEmailResult, NotificationResult } from './package.types.js';

export const NOTIFICATION_TEMPLATE_TYPE = 2;

interface ContactRow {
  fad_codigo: number;
  fol_codigo: number;
  clp_codigo: number | null;
  fad_nomcontacto: string;
  fad_cargo: string;
  fad_mailcontacto: string | null;
}

const CONTACT_SQL = `select t.fad_codigo, t.fol_codigo, k.clp_codigo, t.fad_nomcontacto, t.fad_cargo, t.fad_mailcontacto
  from tcontrato_contacto t join tcontrato k on k.fol_codigo = t.fol_codigo`;

const toContact = (r: ContactRow): ContractContact => ({
  id: r.fad_codigo,
  contractId: r.fol_codigo,
  clientId: r.clp_codigo,
  name: r.fad_nomcontacto,
  role: r.fad_cargo,
  email: r.fad_mailcontacto?.trim() || null,
});

async function companyOf(em: EntityManager, companyId: number): Promise<{ emp_ruc: string; emp_razons: string }> {
  const [row] = await run<{ emp_ruc: string; emp_razons: string }>(em, 'select emp_ruc, emp_razons from tempresa where emp_codigo = ?', [companyId]);
  if (!row) throw AppError.input('companyId', PACKAGE_MSG.companyNotFound(companyId));
  return row;
}

/** The contacts (referentes) of the company's active contracts, by contract and name. */
export async function companyContacts(ctx: AppContext, companyId: number): Promise<ContractContact[]> {
  await packagePermisos(ctx);
  const company = await companyOf(ctx.em, companyId);
  const rows = await run<ContactRow>(ctx.em, `${CONTACT_SQL} where k.emp_ruc = ? and k.fol_activo = 'T' order by t.fol_codigo, t.fad_codigo`, [
    company.emp_ruc,
  ]);
  return rows.map(toContact);
}

/** The contacts of the active contracts of several RUCs in one statement (Company.contacts), in the order of `rucs`. */
export async function contactsOfRucs(em: EntityManager, rucs: readonly string[]): Promise<ContractContact[][]> {
  if (!rucs.length) return [];
  const rows = await run<ContactRow & { emp_ruc: string }>(
    em,
    `${CONTACT_SQL.replace('select ', 'select k.emp_ruc, ')} where k.emp_ruc in (${rucs.map(() => '?').join(', ')}) and k.fol_activo = 'T' order by t.fol_codigo, t.fad_codigo`,
    [...rucs],
  );
  const byRuc = new Map<string, ContractContact[]>(rucs.map((ruc) => [ruc, []]));
  for (const row of rows) byRuc.get(row.emp_ruc)?.push(toContact(row));
  return rucs.map((ruc) => byRuc.get(ruc)!);
}

/**
 * Changes the notification e-mail of the chosen contacts of one contract (the roles picked in
 * the form): a valid new e-mail and at least one role ('Seleccione al menos un Cargo...'). The
 * contract's own e-mail follows when it was the old one. Audited with the old and new e-mail.
 */
export async function changeNotificationEmail(ctx: AppContext, input: NotificationEmailInput): Promise<NotificationEmailResult> {
  await packagePermisos(ctx, 'editar');
  const newEmail = (input.newEmail ?? '').trim();
  if (!isValidEmail(newEmail)) throw AppError.input('newEmail', PACKAGE_MSG.invalidEmail);
  const ids = [...new Set(input.contactIds ?? [])];
  if (!ids.length) throw AppError.input('contactIds', PACKAGE_RULES.selectRole);
  return ctx.em.transactional(async (tx) => {
    const [contract] = await run<{ clp_email: string | null }>(tx, 'select clp_email from tcontrato where fol_codigo = ? for update', [input.contractId]);
    if (!contract) throw AppError.input('contractId', PACKAGE_MSG.contractNotFound(input.contractId));
    const marks = ids.map(() => '?').join(', ');
    const rows = await run<ContactRow>(tx, `${CONTACT_SQL} where t.fol_codigo = ? and t.fad_codigo in (${marks})`, [input.contractId, ...ids]);
    if (rows.length !== ids.length) throw AppError.input('contactIds', PACKAGE_MSG.contactsNotInContract);
    await run(tx, `update tcontrato_contacto set fad_mailcontacto = ? where fol_codigo = ? and fad_codigo in (${marks})`, [newEmail, input.contractId, ...ids]);
    const oldEmail = (input.oldEmail ?? '').trim();
    if (oldEmail && contract.clp_email?.trim().toLowerCase() === oldEmail.toLowerCase())
      await run(tx, 'update tcontrato set clp_email = ? where fol_codigo = ?', [newEmail, input.contractId]);
    const note = rows.map((r) => `${r.fad_nomcontacto} (${r.fad_cargo}): ${r.fad_mailcontacto ?? 'sin email'} -> ${newEmail}`).join('; ');
    recordAudit(tx, ctx.user, 'editar_correo_notificacion', 'tcontrato', input.contractId, note);
    await tx.flush();
    const updated = await run<ContactRow>(tx, `${CONTACT_SQL} where t.fol_codigo = ? and t.fad_codigo in (${marks}) order by t.fad_codigo`, [
      input.contractId,
      ...ids,
    ]);
    return { message: PACKAGE_MSG.emailChanged(updated.length), contacts: updated.map(toContact) };
  });
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Sends the balance notification (template mte_tipo 2) of the company's package in force to
 * the chosen referents through the send service (system mail: one tmail row and one job per
 * referent, from MAIL_FROM, listed in the outbox under 'conexiones'). Referents without e-mail are reported one by
 * one ('{name} no tiene configurado el email en el contrato en {role}'); when none has one the
 * send is refused ('Los referentes seleccionados no tienen configurado el email en el
 * contrato!') and nothing changes. The package then reads 'Notificado...'.
 */
export async function sendPackageNotification(ctx: AppContext, companyId: number, contactIds: readonly number[]): Promise<NotificationResult> {
  await packagePermisos(ctx, 'editar');
  const ids = [...new Set(contactIds)];
  if (!ids.length) throw AppError.input('contactIds', PACKAGE_MSG.selectReferents);
  const company = await companyOf(ctx.em, companyId);
  const done = await ctx.em.transactional(async (tx) => {
    await lockRuc(tx, company.emp_ruc);
    const pkg = await activePackage(tx, company.emp_ruc);
    if (!pkg) throw AppError.conflict(PACKAGE_MSG.noActivePackage);
    const contacts = (
      await run<ContactRow>(tx, `${CONTACT_SQL} where k.emp_ruc = ? and t.fad_codigo in (${ids.map(() => '?').join(', ')}) order by t.fad_codigo`, [
        company.emp_ruc,
        ...ids,
      ])
    ).map(toContact);
    if (contacts.length !== ids.length) throw AppError.input('contactIds', PACKAGE_MSG.contactsNotInContract);
    const warnings = contacts.filter((c) => !c.email).map((c) => PACKAGE_RULES.noEmailFor(c.name, c.role));
    const reachable = contacts.filter((c) => c.email);
    if (!reachable.length) throw AppError.input('contactIds', PACKAGE_RULES.noneHaveEmail);
    const [template] = await run<{ mte_asunto: string; mte_cuerpo: string }>(
      tx,
      'select mte_asunto, mte_cuerpo from tmail_template where mte_tipo = ? order by mte_codigo limit 1',
      [NOTIFICATION_TEMPLATE_TYPE],
    );
    if (!template) throw AppError.conflict(PACKAGE_MSG.noTemplate);
    const base = {
      empresa: company.emp_razons,
      ruc: company.emp_ruc,
      saldo: String(pkg.saldo),
      adquiridas: String(pkg.acquired),
      usadas: String(pkg.used),
      fechafin: pkg.endDate ? isoToDisplayDate(pkg.endDate) : 'sin fecha fin',
    };
    const emailIds = await queueEmails(
      tx,
      reachable.map((c) => ({
        to: c.email!,
        subject: fill(template.mte_asunto, { ...base, contacto: c.name }),
        text: fill(template.mte_cuerpo, { ...base, contacto: c.name }),
        source: 'conexiones',
        reference: `paquete:${pkg.id}`,
        userName: ctx.user!.name,
      })),
    );
    const recipients = reachable.map((c) => `${c.name} <${c.email}>`).join(', ');
    await run(tx, 'insert into tconexion_notificacion (con_codigo, rucempresa, ntf_destinatarios, ntf_cantidad, usr_nombre) values (?, ?, ?, ?, ?)', [
      pkg.id,
      company.emp_ruc,
      recipients,
      reachable.length,
      ctx.user!.name,
    ]);
    recordAudit(tx, ctx.user, 'notificar', 'tconexiones', pkg.id, `Saldo ${pkg.saldo} de ${pkg.acquired}: ${recipients}`);
    await tx.flush();
    return { emailIds, warnings, sent: reachable.length };
  });
  // Committed: the queue may send them now (one job per message, idempotent by its id).
  await dispatchEmails(ctx.services, done.emailIds);
  return { message: PACKAGE_MSG.notificationSent(done.sent), ...done };
}
