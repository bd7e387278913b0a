/** Visual level shared by toasts and popups (the spec's level_code maps onto it). */
export type FeedbackLevel = 'success' | 'info' | 'warning' | 'error';

export const LEVEL_TITLES: Record<FeedbackLevel, string> = {
  success: 'Éxito',
  info: 'Información',
  warning: 'Advertencia',
  error: 'Error',
};

export const LEVEL_ICONS: Record<FeedbackLevel, string> = {
  success: '✓',
  info: 'i',
  warning: '!',
  error: '×',
};
