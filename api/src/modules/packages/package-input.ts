import { FREE_CONTRACT, PACKAGE_DEFAULTS, PACKAGE_RULES } from '../../domain/package-balance.js';
import { AppError } from '../../shared/app-error.js';
import { PACKAGE_MSG } from './messages.js';
import type { PackageInput } from './package.types.js';

/** A day as 'YYYY-MM-DD' from 'DD/MM/YYYY' or 'YYYY-MM-DD'; null when empty; refused otherwise. */
export function parseDay(value: string | null | undefined, field: string, label: string): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : text.slice(0, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])) : null;
  if (!date || date.toISOString().slice(0, 10) !== iso || +m![1] < 2000) throw AppError.input(field, PACKAGE_MSG.invalidDate(label));
  return iso;
}

const plusYear = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`.replace(/-02-29$/, '-02-28');

export interface CheckedPackage {
  packageSize: number;
  contractType: number;
  purchaseDate: string;
  endDate: string;
  notifyPercentage: number;
  block: 'T' | 'F';
  note: string | null;
  invoiceNumber: string | null;
  invoiceId: number | null;
}

/**
 * The spec's package rules that need no database, in the order the form shows them: size,
 * type, "free only by an administrator", "a non-administrator must link an invoice", then the
 * defaults (notify 15 %, block T, today, one year).
 */
export function checkPackageInput(input: PackageInput, isAdmin: boolean, today: string): CheckedPackage {
  if (!Number.isInteger(input.packageSize) || input.packageSize <= 0) throw AppError.input('packageSize', PACKAGE_MSG.packageSize);
  if (![0, 1, 2].includes(input.contractType)) throw AppError.input('contractType', PACKAGE_MSG.contractType);
  if (input.contractType === FREE_CONTRACT && !isAdmin) throw new AppError('FORBIDDEN', PACKAGE_RULES.freeOnlyAdmin, 'contractType', 'warning');
  const invoiceNumber = (input.invoiceNumber ?? '').trim() || null;
  const invoiceId = input.invoiceId ?? null;
  if (!isAdmin && !invoiceNumber && !invoiceId) throw AppError.input('invoiceNumber', PACKAGE_RULES.invoiceRequired);
  const notifyPercentage = input.notifyPercentage ?? PACKAGE_DEFAULTS.notifyPercentage;
  if (!Number.isInteger(notifyPercentage) || notifyPercentage < 0 || notifyPercentage > 100)
    throw AppError.input('notifyPercentage', PACKAGE_MSG.notifyPercentage);
  const purchaseDate = parseDay(input.purchaseDate, 'purchaseDate', 'fecha de compra') ?? today;
  const endDate = parseDay(input.endDate, 'endDate', 'fecha fin') ?? plusYear(purchaseDate);
  if (endDate <= purchaseDate) throw AppError.input('endDate', PACKAGE_MSG.endBeforeStart);
  const note = (input.note ?? '').trim() || null;
  return {
    packageSize: input.packageSize,
    contractType: input.contractType,
    purchaseDate,
    endDate,
    notifyPercentage,
    block: input.block === false ? 'F' : PACKAGE_DEFAULTS.block,
    note,
    invoiceNumber,
    invoiceId,
  };
}
