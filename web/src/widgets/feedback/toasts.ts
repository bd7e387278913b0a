import { createStore } from './store';
import type { FeedbackLevel } from './levels';

/** The spec's toast lifetime. */
export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  level: FeedbackLevel;
  title?: string;
  text: string;
  detail?: string;
}

export interface ToastOptions {
  title?: string;
  detail?: string;
  /** Milliseconds before closing by itself; 0 keeps it until closed. */
  duration?: number;
}

export const toastStore = createStore<readonly Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(level: FeedbackLevel, text: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const toast: Toast = { id, level, text, title: options.title, detail: options.detail };
  toastStore.set((list) => [...list, toast]);
  const duration = options.duration ?? TOAST_DURATION_MS;
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => closeToast(id), duration),
    );
  return id;
}

export function closeToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  toastStore.set((list) => list.filter((t) => t.id !== id));
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toastStore.set([]);
}

export const toast = {
  success: (text: string, options?: ToastOptions) => showToast('success', text, options),
  info: (text: string, options?: ToastOptions) => showToast('info', text, options),
  warning: (text: string, options?: ToastOptions) => showToast('warning', text, options),
  error: (text: string, options?: ToastOptions) => showToast('error', text, options),
};
