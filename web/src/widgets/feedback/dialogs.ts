import { createStore } from './store';
import { LEVEL_TITLES, type FeedbackLevel } from './levels';
import { lastErrorStore } from './support-hook';

export interface PopupRequest {
  id: number;
  title: string;
  text: string;
  level: FeedbackLevel;
  resolve: () => void;
}

export interface ConfirmRequest {
  id: number;
  title: string;
  message: string;
  resolve: (accepted: boolean) => void;
}

/** Popups queue up: the first one is on screen, the rest wait their turn. */
export const popupStore = createStore<readonly PopupRequest[]>([]);
export const confirmStore = createStore<readonly ConfirmRequest[]>([]);

let nextId = 1;

/** Shows a modal message with an 'Aceptar' button; resolves once the user closes it. */
export function showPopup(options: { title: string; text: string; level: FeedbackLevel }): Promise<void> {
  if (options.level === 'error') lastErrorStore.set(options.text);
  return new Promise((resolve) => {
    const id = nextId++;
    const request: PopupRequest = {
      ...options,
      id,
      resolve: () => {
        popupStore.set((list) => list.filter((p) => p.id !== id));
        resolve();
      },
    };
    popupStore.set((list) => [...list, request]);
  });
}

/** The screens' warning popup: title 'Advertencia', warning style; resolves once the user closes it. */
export function showWarning(text: string): Promise<void> {
  return showPopup({ title: LEVEL_TITLES.warning, text, level: 'warning' });
}

/** Asks for confirmation ('Aceptar' / 'Cancelar', warning style); resolves true only on 'Aceptar'. */
export function confirm(options: { title: string; message: string }): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const request: ConfirmRequest = {
      ...options,
      id,
      resolve: (accepted) => {
        confirmStore.set((list) => list.filter((c) => c.id !== id));
        resolve(accepted);
      },
    };
    confirmStore.set((list) => [...list, request]);
  });
}

/** Closes every dialog (cancelling confirmations); used between tests and on sign-out. */
export function clearDialogs(): void {
  for (const c of confirmStore.get()) c.resolve(false);
  for (const p of popupStore.get()) p.resolve();
}
