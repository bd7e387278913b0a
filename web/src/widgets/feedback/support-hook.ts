import { createStore } from './store';

/**
 * The last error message shown to the user (an error popup), attached to a support request, and
 * the opener of the support request dialog that the error popup offers when one is mounted.
 */
export const lastErrorStore = createStore<string | null>(null);
export const supportOpenerStore = createStore<((errorText: string | null) => void) | null>(null);
