import { PACKAGE_DEFAULTS } from '@domain/package-balance';
import type { ConnectionPackageFieldsFragment, PackageInput } from '../../generated/graphql';
import { isoToDisplayDate } from '@domain/dates';

/** The package form as typed: every field a string or flag until it is sent. */
export interface PackageFormValues {
  packageSize: string;
  contractType: string;
  purchaseDate: string;
  endDate: string;
  notifyPercentage: string;
  block: boolean;
  note: string;
  invoice: string;
}

export function newPackageValues(): PackageFormValues {
  return { packageSize: '', contractType: '0', purchaseDate: '', endDate: '', notifyPercentage: String(PACKAGE_DEFAULTS.notifyPercentage), block: PACKAGE_DEFAULTS.block === 'T', note: '', invoice: '' };
}

export function packageValues(p: ConnectionPackageFieldsFragment): PackageFormValues {
  return {
    packageSize: String(p.packageSize),
    contractType: String(p.contractType),
    purchaseDate: isoToDisplayDate(p.purchaseDate),
    endDate: p.endDate ? isoToDisplayDate(p.endDate) : '',
    notifyPercentage: String(p.notifyPercentage),
    block: p.block,
    note: p.note ?? '',
    invoice: p.invoiceNumber ?? '',
  };
}

const intOrNaN = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** What the API receives; it applies every rule and answers in Spanish, naming the field. */
export function packageInput(values: PackageFormValues, companyId: number | null): PackageInput {
  const invoice = values.invoice.trim();
  return {
    companyId,
    packageSize: intOrNaN(values.packageSize) || 0,
    contractType: Number(values.contractType),
    purchaseDate: values.purchaseDate.trim() || null,
    endDate: values.endDate.trim() || null,
    notifyPercentage: values.notifyPercentage.trim() === '' ? null : intOrNaN(values.notifyPercentage),
    block: values.block,
    note: values.note.trim() || null,
    invoiceNumber: invoice || null,
  };
}
