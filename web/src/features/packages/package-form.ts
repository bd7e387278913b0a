import { PACKAGE_DEFAULTS } from '@domain/package-balance';
import type { ConnectionPackageFieldsFragment, ContractType, PackageInput } from '../../generated/graphql';
import { isoToDisplayDate, parseDate, toIsoDate } from '@domain/dates';

/** The package form as typed: every field a string or flag until it is sent. */
export interface PackageFormValues {
  packageSize: string;
  contractType: ContractType;
  purchaseDate: string;
  endDate: string;
  notifyPercentage: string;
  block: boolean;
  note: string;
  invoice: string;
}

export function newPackageValues(): PackageFormValues {
  return {
    packageSize: '',
    contractType: 'POR_PAQUETE',
    purchaseDate: '',
    endDate: '',
    notifyPercentage: String(PACKAGE_DEFAULTS.notifyPercentage),
    block: PACKAGE_DEFAULTS.block === 'T',
    note: '',
    invoice: '',
  };
}

export function packageValues(p: ConnectionPackageFieldsFragment): PackageFormValues {
  return {
    packageSize: String(p.packageSize),
    contractType: p.contractType,
    purchaseDate: isoToDisplayDate(p.purchaseDate),
    endDate: p.endDate ? isoToDisplayDate(p.endDate) : '',
    notifyPercentage: String(p.notifyPercentage),
    block: p.block,
    note: p.note ?? '',
    invoice: p.invoiceNumber ?? '',
  };
}

/** The API's contract types (enum names) in the form's order, with the codes of the shared catalogue. */
export const CONTRACT_TYPE_CODES: Record<ContractType, number> = { POR_PAQUETE: 0, TARIFA_FIJA: 1, GRATUITO: 2 };
export const contractTypeOf = (code: number): ContractType =>
  (Object.keys(CONTRACT_TYPE_CODES) as ContractType[]).find((t) => CONTRACT_TYPE_CODES[t] === code) ?? 'POR_PAQUETE';

/** A typed day 'DD/MM/AAAA' as the API's LocalDate 'AAAA-MM-DD'; null when empty; undefined when it is not a day. */
export function localDate(text: string): string | null | undefined {
  const value = text.trim();
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const day = parseDate(value);
  return day ? toIsoDate(day) : undefined;
}

/** The form's first date that is not a day, as the field and its Spanish refusal (the API's words); null when both are fine. */
export function badDate(values: PackageFormValues): { field: 'purchaseDate' | 'endDate'; message: string } | null {
  if (localDate(values.purchaseDate) === undefined) return { field: 'purchaseDate', message: 'La fecha de compra no es una fecha válida (DD/MM/AAAA)' };
  if (localDate(values.endDate) === undefined) return { field: 'endDate', message: 'La fecha fin no es una fecha válida (DD/MM/AAAA)' };
  return null;
}

const intOrNaN = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** What the API receives; it applies every rule and answers in Spanish, naming the field. */
export function packageInput(values: PackageFormValues, companyId: number | null): PackageInput {
  const invoice = values.invoice.trim();
  return {
    companyId,
    packageSize: intOrNaN(values.packageSize) || 0,
    contractType: values.contractType,
    purchaseDate: localDate(values.purchaseDate) ?? null,
    endDate: localDate(values.endDate) ?? null,
    notifyPercentage: values.notifyPercentage.trim() === '' ? null : intOrNaN(values.notifyPercentage),
    block: values.block,
    note: values.note.trim() || null,
    invoiceNumber: invoice || null,
  };
}
