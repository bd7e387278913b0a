import { describe, expect, it } from 'vitest';
import { checkText, checkValue, decodeSegment, isSafeUrl, parseId, parseInteger } from '../../api/src/shared/input.js';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const e = error as { code: string; message: string; field: string };
    return { code: e.code, message: e.message, field: e.field };
  }
  return null;
};

describe('input parser', () => {
  it('reads integers within the range and refuses 1e309, 2^70, abc and fractions', () => {
    expect(parseInteger('42', 'page')).toBe(42);
    expect(parseInteger(-2147483648, 'id')).toBe(-2147483648);
    for (const bad of ['1e309', '99999999999999999999', 'abc', '1.5', '', 2147483648, Number.NaN]) {
      expect(
        refusal(() => parseInteger(bad, 'page')),
        String(bad),
      ).toEqual({ code: 'BAD_USER_INPUT', message: 'El campo page debe ser un número entero entre -2147483648 y 2147483647', field: 'page' });
    }
    expect(refusal(() => parseInteger(101, 'pct', [0, 100]))!.message).toBe('El campo pct debe ser un número entero entre 0 y 100');
    expect(parseId('', 'emp_codigo')).toBeNull();
    expect(parseId('7', 'emp_codigo')).toBe(7);
  });

  it('refuses NUL and text past the column, never cutting it', () => {
    expect(checkText('a'.repeat(150), 'usr_nombre', 150)).toHaveLength(150);
    expect(refusal(() => checkText('a'.repeat(151), 'usr_nombre', 150))!.message).toBe('El campo usr_nombre admite hasta 150 caracteres');
    expect(refusal(() => checkText('a\u0000b', 'usuario'))!.message).toBe('El campo usuario no admite el carácter nulo');
  });

  it('walks REST values by their legacy key: nested forms, lists and integer keys', () => {
    expect(refusal(() => checkValue({ usr_nombre: 'x'.repeat(151) }, 'form'))!.message).toBe('El campo usr_nombre admite hasta 150 caracteres');
    expect(
      refusal(() =>
        checkValue(
          Array.from({ length: 1001 }, () => 1),
          'cods',
        ),
      )!.message,
    ).toBe('El campo cods admite hasta 1000 elementos');
    expect(refusal(() => checkValue('1,2,1e309', 'cods'))!.message).toBe('El campo cods debe ser un número entero entre -2147483648 y 2147483647');
    expect(refusal(() => checkValue('99999999999999999999', 'page'))!.field).toBe('page');
    // Text that is no number is left to the route, which refuses it with its own message.
    expect(checkValue('abc', 'emp_codigo')).toBeUndefined();
    expect(refusal(() => checkValue(['1'], 'emp_codigo'))!.field).toBe('emp_codigo');
    expect(refusal(() => checkValue(Number.POSITIVE_INFINITY, 'monto'))!.message).toBe('El campo monto debe ser un número válido');
    expect(checkValue({ emp_codigo: '12', cods: '1,2', texto: 'Andina' }, 'body')).toBeUndefined();
  });

  it('decodes path segments and refuses malformed percent-encoding', () => {
    expect(decodeSegment('a%20b', 'id')).toBe('a b');
    expect(refusal(() => decodeSegment('%', 'id'))!.message).toBe('El campo id no tiene un formato válido');
  });

  it('accepts only relative paths and http(s) addresses as urls', () => {
    for (const ok of ['/ventas/facturas', 'ventas/facturas', '#/ayuda', '?tab=2', 'https://isyplus.ec/a?b=c', 'HTTP://intranet/', ''])
      expect(isSafeUrl(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      'mailto:a@b.ec',
      'http://a b',
    ])
      expect(isSafeUrl(bad), bad).toBe(false);
  });
});
