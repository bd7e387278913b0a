// Connection packages (spec 000 §3-§5): balance classes, contract types and the rule texts the
// API's refusals and the web's form share.

/** Quick balance filters of /empresas/conexiones with their spec colours, in display order. */
export const BALANCE_FILTERS = [
  { key: 'excedido', label: 'Excedido', color: '#F55145' },
  { key: 'porcompletar', label: 'Por completar', color: '#FFB80F' },
  { key: 'sinasignar', label: 'Sin asignar', color: '#5c5c5c' },
  { key: 'disponible', label: 'Disponible', color: '#92C755' },
] as const;

export type BalanceClass = (typeof BALANCE_FILTERS)[number]['key'];
export const BALANCE_KEYS: readonly BalanceClass[] = BALANCE_FILTERS.map((f) => f.key);

/** tipo_contrato: 0 per package, 1 fixed rate, 2 free. */
export const CONTRACT_TYPES = [
  { value: 0, label: 'Por paquete' },
  { value: 1, label: 'Tarifa fija' },
  { value: 2, label: 'Gratuito' },
] as const;
export const FREE_CONTRACT = 2;

/** Spec 000 §3/§9 defaults of a new package. */
export const PACKAGE_DEFAULTS = { notifyPercentage: 15, block: 'T' } as const;
/** A package near expiry: its end date is at most this many days away. */
export const NEAR_EXPIRY_DAYS = 30;

export const NOTIFIED_LABEL = 'Notificado...';
export const NOT_NOTIFIED_LABEL = 'Sin notificación';
export const CONTRACT_STATE_LABELS = { active: 'ACTIVO', blocked: 'BLOQUEADO' } as const;

export interface BalanceInput {
  /** Whether the company has a package in force (estado 1). */
  hasPackage: boolean;
  acquired: number;
  saldo: number;
  /** Units authorized beyond the package. */
  excess: number;
  notifyPercentage: number;
  /** fechafin 'YYYY-MM-DD' or null. */
  endDate: string | null;
  /** Today 'YYYY-MM-DD'. */
  today: string;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The balance class of a company: sinasignar without a package in force; excedido when the
 * package is used up (saldo 0, excess or not) or past its end date; porcompletar when the saldo
 * is at or under the notify percentage of the acquired count, or the end date is at most
 * NEAR_EXPIRY_DAYS away; disponible otherwise.
 */
export function balanceClass(b: BalanceInput): BalanceClass {
  if (!b.hasPackage) return 'sinasignar';
  const left = b.endDate ? daysBetween(b.today, b.endDate) : Number.POSITIVE_INFINITY;
  if (b.saldo <= 0 || b.excess > 0 || left < 0) return 'excedido';
  if (b.saldo * 100 <= b.notifyPercentage * b.acquired || left <= NEAR_EXPIRY_DAYS) return 'porcompletar';
  return 'disponible';
}

/** The spec's messages of the package rules, word for word where the spec gives them. */
export const PACKAGE_RULES = {
  freeOnlyAdmin: 'Este paquete es Gratuito, solo un administrador puede gestionar este tipo de paquetes',
  invoiceRequired: 'Toda contratación de paquete debe estar asociada a una factura. Seleccione la factura asociada.',
  invoiceNotFound: (number: string) => `${number} verifique que haya ingresado el número correcto.`,
  selectContract: 'Debe seleccionar un contrato para ver detalles',
  // The spec quotes only 'solo un contrato'; the whole sentence keeps it word for word.
  onlyOneContract: 'Debe seleccionar solo un contrato',
  selectPackage: 'Debe seleccionar un paquete',
  rucForOtherName: 'Para buscar paquetes facturados a otro nombre ingrese el número de ruc a buscar',
  selectRole: 'Seleccione al menos un Cargo...',
  noEmailFor: (name: string, role: string) => `${name} no tiene configurado el email en el contrato en ${role}`,
  noneHaveEmail: 'Los referentes seleccionados no tienen configurado el email en el contrato!',
  stillHasBalance: 'aún tienen saldo disponible',
} as const;

/** An e-mail address as the contact forms accept it: one @, no spaces, a dotted domain. */
export function isValidEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(text.trim()) && text.trim().length <= 150;
}
