// Global response handling (spec 002 §8), written once for REST envelopes and GraphQL errors.
import { showPopup } from '../widgets/feedback/dialogs';
import { LEVEL_TITLES, type FeedbackLevel } from '../widgets/feedback/levels';

export const DEFAULT_ERROR_MESSAGE = 'VERIFIQUE SU CONEXIÓN A INTERNET';
export const SESSION_EXPIRED_TITLE = 'Sesión expirada!';
export const SESSION_EXPIRED_TEXT = 'Tu sesión ha expirado por favor ingresa de nuevo al sistema!';
/** The legacy screens let the page settle before the message pops up. */
export const POPUP_DELAY_MS = 600;
/** CSS class put on the input named by `inputid` / `extensions.field` until it loses focus. */
export const FIELD_ERROR_CLASS = 'input-error';

/** A problem reported by the server, in transport-neutral terms. */
export interface ResponseProblem {
  message?: string | null;
  level?: FeedbackLevel;
  /** id or name of the input to focus and highlight. */
  field?: string | null;
  /** The calling screen shows the error itself (legacy `tipo_gestion` non-zero): no popup. */
  handledByCaller?: boolean;
}

let sessionExpiredHandler: () => void = () => window.location.assign('/login');
let sessionPopupOpen = false;

/** Wires what "go to the start page" means (the app passes its router and Apollo cache reset). */
export function configureResponseHandling(options: { onSessionExpired: () => void }): void {
  sessionExpiredHandler = options.onSessionExpired;
}

/** level_code 100 info, 101 warning, 102 or anything else error. */
export function levelFromCode(code: unknown): FeedbackLevel {
  const n = Number(code);
  if (n === 100) return 'info';
  if (n === 101) return 'warning';
  return 'error';
}

export function messageOrDefault(message: string | null | undefined): string {
  const text = typeof message === 'string' ? message.trim() : '';
  return text || DEFAULT_ERROR_MESSAGE;
}

/** Shows 'Sesión expirada!' once (however many requests fail at the same time), then goes to the start page. */
export async function handleSessionExpired(): Promise<void> {
  if (sessionPopupOpen) return;
  sessionPopupOpen = true;
  try {
    await showPopup({ title: SESSION_EXPIRED_TITLE, text: SESSION_EXPIRED_TEXT, level: 'warning' });
  } finally {
    sessionPopupOpen = false;
  }
  sessionExpiredHandler();
}

/** Popup after POPUP_DELAY_MS styled by level, unless the caller handles it; focuses the named field either way. */
export function reportProblem(problem: ResponseProblem): void {
  const field = problem.field?.trim() || null;
  if (field) highlightField(field);
  if (problem.handledByCaller) return;
  const level = problem.level ?? 'error';
  const text = messageOrDefault(problem.message);
  setTimeout(() => {
    void showPopup({ title: LEVEL_TITLES[level], text, level }).then(() => {
      // The popup took the focus away (and with it the highlight): hand both back once it closes.
      if (field) setTimeout(() => highlightField(field), 0);
    });
  }, POPUP_DELAY_MS);
}

/** Focuses the input whose id or name is `field` (inside the open dialog first) and marks it until blur. */
export function highlightField(field: string): boolean {
  const element = findField(field);
  if (!element) return false;
  element.classList.add(FIELD_ERROR_CLASS);
  element.addEventListener('blur', () => element.classList.remove(FIELD_ERROR_CLASS), { once: true });
  element.focus();
  return true;
}

function findField(field: string): HTMLElement | null {
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
  const scopes: ParentNode[] = [...dialogs.reverse(), document];
  for (const scope of scopes) {
    const match = [...scope.querySelectorAll<HTMLElement>('[id], [name]')].find((el) => el.id === field || el.getAttribute('name') === field);
    if (match) return match;
  }
  return null;
}
