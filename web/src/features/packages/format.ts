import { formatMoney, formatNumber } from '@domain/money';

/** es-EC integers (1.234) and money ($1.234,50), from the shared domain. */
export const formatInteger = (n: number) => formatNumber(n, 0);
export { formatMoney };
/** 'YYYY-MM-DD' as DD/MM/YYYY. */
export const dmy = (iso: string | null | undefined) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');
