import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { GraphQLEmailAddress, GraphQLLocalDate } from 'graphql-scalars';
import { AppError } from '../shared/app-error.js';

/**
 * The typed scalars of the schema. Money never passes through binary floating point: columns
 * are `numeric`, `pg` reads them as strings, and this scalar writes them with two decimals.
 */

const MONEY_TEXT = /^(-?)(\d{1,13})(?:\.(\d{1,6}))?$/;

/** "12.5" → "12.50"; more decimals round half away from zero on the digits, never on a float. */
export function moneyText(value: string): string {
  const match = MONEY_TEXT.exec(value.trim());
  if (!match) throw new TypeError(`Money: valor no decimal ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = BigInt(whole + (fraction + '000').slice(0, 3));
  const cents = (digits + 5n) / 10n;
  return formatCents(sign === '-' ? -cents : cents);
}

/** Whole cents (bigint) of a money text: exact arithmetic for totals computed in Node. */
export function toCents(value: string | number): bigint {
  const text = typeof value === 'number' ? integerText(value) : moneyText(value);
  const [whole, fraction] = text.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction);
  return text.startsWith('-') ? -cents : cents;
}

export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative && abs !== 0n ? `-${text}` : text;
}

function integerText(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Money: ${value} no es exacto; lea la columna numeric como texto`);
  return `${value}.00`;
}

function parseMoney(value: unknown): string {
  if (typeof value === 'string' && MONEY_TEXT.test(value.trim())) {
    const [, fraction = ''] = value.trim().split('.');
    if (fraction.length <= 2) return moneyText(value);
  }
  if (typeof value === 'number' && Number.isSafeInteger(value)) return integerText(value);
  throw AppError.input('', 'El valor debe ser un monto con hasta dos decimales (por ejemplo "12.50")');
}

export const MoneyScalar = new GraphQLScalarType<string, string>({
  name: 'Money',
  description:
    'Monto exacto en dólares de los Estados Unidos, escrito como texto con dos decimales ("1234.50"). Nunca pasa por coma flotante binaria; en la entrada se acepta texto o un entero.',
  serialize(value) {
    if (typeof value === 'string') return moneyText(value);
    if (typeof value === 'number') return integerText(value);
    if (typeof value === 'bigint') return `${value}.00`;
    throw new TypeError(`Money: valor no decimal ${String(value)}`);
  },
  parseValue: parseMoney,
  parseLiteral(ast: ValueNode) {
    // The literal's own text: "12.5" stays digits, never a binary double.
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return parseMoney(ast.kind === Kind.STRING ? ast.value : ast.value);
    throw AppError.input('', 'El valor debe ser un monto con hasta dos decimales (por ejemplo "12.50")');
  },
});

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date ('AAAA-MM-DD') as the `date` columns keep it; a Date is read in local time. */
export function localDateText(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

const localDate = GraphQLLocalDate.toConfig();
export const LocalDateScalar = new GraphQLScalarType<string, string>({
  ...localDate,
  description: "Fecha de calendario sin hora ni zona, en formato ISO 8601 'AAAA-MM-DD' (por ejemplo '2026-11-25').",
  serialize(value) {
    if (value instanceof Date) return localDateText(value);
    return localDate.serialize!(value) as string;
  },
});

export const EmailScalar = GraphQLEmailAddress;
