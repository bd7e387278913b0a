import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { ContractType } from '../packages/package-enums.js';
import { recordAudit } from '../system/audit.service.js';
import { SMS_AUDIT, SMS_MSG, UNLIMITED } from './messages.js';
import { findSmsContract } from './sms-list.service.js';
import { RESOURCE } from './sms-send.service.js';
import { run } from './sms-sql.js';
import type { SmsContract } from './sms.types.js';

export const MAX_CONTRACTED = 10_000_000;
/** Setting a company's SMS package is administration: editar ≥ 3 on 'sms'. */
export const CONTRACT_LEVEL = 3;

export interface SmsContractValues {
  companyId: number;
  contracted: number;
  contractType?: ContractType | null;
}

/**
 * Leaves a new SMS package in force for a company: the previous one (if any) is kept as
 * replaced (sms_estado 0) with its ledger, and the new one starts with nothing used. The
 * company's row is locked so that a concurrent send waits and then counts against the new one.
 */
export async function saveSmsContract(ctx: AppContext, values: SmsContractValues): Promise<SmsContract> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar', CONTRACT_LEVEL);
  if (!Number.isInteger(values.companyId) || values.companyId <= 0) throw AppError.input('companyId', SMS_MSG.companyId);
  const contracted = values.contracted;
  if (!Number.isInteger(contracted) || (contracted !== UNLIMITED && (contracted < 1 || contracted > MAX_CONTRACTED)))
    throw AppError.input('contracted', SMS_MSG.contracted);
  const type = values.contractType ?? ContractType.POR_PAQUETE;
  await ctx.em.transactional(async (tx) => {
    const [company] = await run<{ emp_codigo: number }>(tx, 'select emp_codigo from tempresa where emp_codigo = ? for update', [values.companyId]);
    if (!company) throw AppError.input('companyId', SMS_MSG.companyNotFound(values.companyId));
    const previous = await run<{ sms_codigo: number; sms_contratados: number }>(
      tx,
      'update tsms_contrato set sms_estado = 0 where emp_codigo = ? and sms_estado = 1 returning sms_codigo, sms_contratados',
      [company.emp_codigo],
    );
    const [row] = await run<{ sms_codigo: number }>(
      tx,
      'insert into tsms_contrato (emp_codigo, sms_contratados, tipo_contrato, usr_nombre) values (?, ?, ?, ?) returning sms_codigo',
      [company.emp_codigo, contracted, type, ctx.user!.name],
    );
    const before = previous[0] ? `${previous[0].sms_contratados} -> ` : '';
    recordAudit(tx, ctx.user, SMS_AUDIT.save, SMS_AUDIT.entity, row!.sms_codigo, `empresa ${company.emp_codigo}: ${before}${contracted}`);
  });
  return (await findSmsContract(ctx, values.companyId))!;
}
