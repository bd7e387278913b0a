// Checks of the decimal and integer inputs, with the domain's Spanish messages.
import { AT_LEAST_ZERO_MESSAGE, GREATER_THAN_ZERO_MESSAGE, NUMERIC_MESSAGE, betweenMessage, isBetween, isGreaterThanZero, isNumeric } from '@domain/sanitize';
import { NUMBER_MESSAGES } from './messages';

export interface NumberBounds {
  min?: number;
  max?: number;
  /** Strictly above zero. */
  positive?: boolean;
}

/** The message for a typed number outside its rules, or null; an empty text is left to the form's required check. */
export function numberProblem(text: string, { min, max, positive = false }: NumberBounds): string | null {
  if (text.trim() === '') return null;
  if (!isNumeric(text)) return NUMERIC_MESSAGE;
  if (positive && !isGreaterThanZero(text)) return GREATER_THAN_ZERO_MESSAGE;
  const n = Number(text);
  if (min !== undefined && max !== undefined) return isBetween(text, min, max) ? null : betweenMessage(min, max);
  if (min !== undefined && n < min) return min === 0 ? AT_LEAST_ZERO_MESSAGE : NUMBER_MESSAGES.atLeast(min);
  if (max !== undefined && n > max) return NUMBER_MESSAGES.atMost(max);
  return null;
}

/** The number a sanitized text holds, or null while it is empty or incomplete ('-', '.'). */
export function numberValue(text: string): number | null {
  return isNumeric(text) ? Number(text) : null;
}
