// Contract payments (spec 000 §2 "Contract payments", §3 "Contract row"): the payment states
// with their colours and the texts the API and the web screen share.

/**
 * Payment state of a contract (estado), in the quick filters' order:
 * INACTIVO when the contract is not active (fol_activo F); PAGADO when every installment is paid;
 * VENCIDO when an unpaid installment is past due (cuo_vence before today); otherwise AL DÍA.
 */
export const PAYMENT_STATES = [
  { key: 'VENCIDO', label: 'VENCIDO', color: '#F55145' },
  { key: 'AL DÍA', label: 'AL DÍA', color: '#92C755' },
  { key: 'PAGADO', label: 'PAGADO', color: '#3a7bd5' },
  { key: 'INACTIVO', label: 'INACTIVO', color: '#8a8a8a' },
] as const;

export type PaymentState = (typeof PAYMENT_STATES)[number]['key'];
export const PAYMENT_STATE_KEYS: readonly PaymentState[] = PAYMENT_STATES.map((s) => s.key);
export const PAYMENT_STATE = { overdue: 'VENCIDO', upToDate: 'AL DÍA', paid: 'PAGADO', inactive: 'INACTIVO' } as const satisfies Record<string, PaymentState>;

/** Colour of a payment state (gray for anything unknown). */
export function paymentStateColor(state: string): string {
  return PAYMENT_STATES.find((s) => s.key === state)?.color ?? '#8a8a8a';
}

/** Upper case without accents: 'al dia' and 'AL DÍA' name the same state. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .trim();

/** The payment state a text names ('al dia' -> 'AL DÍA'), or null when it names none. */
export function parsePaymentState(text: string): PaymentState | null {
  const wanted = fold(text);
  return PAYMENT_STATE_KEYS.find((k) => fold(k) === wanted) ?? null;
}

/** State of one installment: PAGADA with a payment date, VENCIDA unpaid past due, else PENDIENTE. */
export const INSTALLMENT_STATES = [
  { key: 'PAGADA', color: '#92C755' },
  { key: 'VENCIDA', color: '#F55145' },
  { key: 'PENDIENTE', color: '#FFB80F' },
] as const;
export const INSTALLMENT_STATE = { paid: 'PAGADA', overdue: 'VENCIDA', pending: 'PENDIENTE' } as const;

export function installmentStateColor(state: string): string {
  return INSTALLMENT_STATES.find((s) => s.key === state)?.color ?? '#8a8a8a';
}

/** Spec 000 §2/§8, word for word: the receipt column of a row without an invoice. */
export const NO_RECEIPT_MESSAGE = 'No se encuentra registrado ningun comprobante.';

/** 'Mes {n} de {total}': n = whole months since the start + 1, kept between 1 and the total. */
export function contractMonthLabel(month: number, total: number): string {
  return `Mes ${month} de ${total}`;
}

/** What the contacts column shows for a contact without an e-mail. */
export const NO_EMAIL_TEXT = 'sin email';

/** The contacts column: 'Nombre (Cargo) email' of each contact, joined with '; '. */
export function contactsText(contacts: ReadonlyArray<{ name: string; role: string; email: string | null }>): string {
  return contacts.map((c) => `${c.name} (${c.role}) ${c.email?.trim() || NO_EMAIL_TEXT}`).join('; ');
}
