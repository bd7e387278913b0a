import { describe, it, expect } from 'vitest';
import {
  ACCESS_KEY_LENGTH_MESSAGE,
  accessKeyCheckDigit,
  buildAccessKey,
  isValidAccessKey,
  parseAccessKey,
  type AccessKeyParts,
} from '../../../api/src/domain/access-key.js';

const zeros = (n: number): string => '0'.repeat(n);

// Invoice of 15/03/2024, RUC 1790016919001, production (2), 001-001, sequence 123.
const PARTS: AccessKeyParts = {
  issueDate: '15032024',
  documentType: '01',
  ruc: '1790016919001',
  environment: '2',
  establishment: '001',
  emissionPoint: '001',
  sequence: '000000123',
  numericCode: '12345678',
  emissionType: '1',
};
const FIRST_48 = '150320240117900169190012001001000000123123456781';
// Hand computation, right to left, weights 2,3,4,5,6,7,2,3,…:
//   emissionType 1·2 = 2
//   numericCode 8·3 + 7·4 + 6·5 + 5·6 + 4·7 + 3·2 + 2·3 + 1·4 = 156
//   sequence (…123) 3·5 + 2·6 + 1·7 = 34
//   emissionPoint (001) 1·2 = 2; establishment (001) 1·5 = 5; environment 2·2 = 4
//   ruc (1790016919001) 1·3 + 9·6 + 1·7 + 9·2 + 6·3 + 1·4 + 9·7 + 7·2 + 1·3 = 184
//   documentType (01) 1·4 = 4
//   issueDate (15032024) 4·6 + 2·7 + 0·2 + 2·3 + 3·4 + 0·5 + 5·6 + 1·7 = 93
//   total 484 = 11·44 → 11 - 0 = 11 → check digit 0
const KEY = `${FIRST_48}0`;
// Sequence 124 adds 1 at weight 5: 489, 489 % 11 = 5 → 11 - 5 = 6.
const KEY_124 = '150320240117900169190012001001000000124123456781' + '6';

describe('accessKeyCheckDigit', () => {
  it('gives weight 2 to the rightmost digit: sum 2 → 11 - 2 = 9', () => {
    expect(accessKeyCheckDigit(zeros(47) + '1')).toBe(9);
  });

  it('gives weight 7 to the 6th digit from the right: sum 7 → 4', () => {
    expect(accessKeyCheckDigit(zeros(42) + '1' + zeros(5))).toBe(4);
  });

  it('cycles back to weight 2 on the 7th digit from the right: sum 2 → 9', () => {
    expect(accessKeyCheckDigit(zeros(41) + '1' + zeros(6))).toBe(9);
  });

  it('gives weight 7 to the leftmost (48th from the right) digit: sum 7 → 4', () => {
    expect(accessKeyCheckDigit('1' + zeros(47))).toBe(4);
  });

  it('turns 11 into 0 when the sum is a multiple of 11 (all zeros, sum 0)', () => {
    expect(accessKeyCheckDigit(zeros(48))).toBe(0);
  });

  it('turns 11 into 0 for a nonzero multiple of 11: 4·3 + 5·2 = 22', () => {
    expect(accessKeyCheckDigit(zeros(46) + '45')).toBe(0);
  });

  it('turns 10 into 1 when sum % 11 is 1: 2·3 + 3·2 = 12', () => {
    expect(accessKeyCheckDigit(zeros(46) + '23')).toBe(1);
  });

  it('computes the hand-checked realistic keys', () => {
    expect(accessKeyCheckDigit(FIRST_48)).toBe(0);
    expect(accessKeyCheckDigit(KEY_124.slice(0, 48))).toBe(6);
  });

  it('throws RangeError unless given exactly 48 digits', () => {
    expect(() => accessKeyCheckDigit(zeros(47))).toThrow(RangeError);
    expect(() => accessKeyCheckDigit(zeros(49))).toThrow(RangeError);
    expect(() => accessKeyCheckDigit(zeros(47) + 'a')).toThrow(RangeError);
  });
});

describe('buildAccessKey', () => {
  it('concatenates the parts in SRI order and appends the check digit', () => {
    expect(buildAccessKey(PARTS)).toBe(KEY);
    expect(buildAccessKey({ ...PARTS, sequence: '000000124' })).toBe(KEY_124);
  });

  it('produces 49 digits', () => {
    expect(buildAccessKey(PARTS)).toHaveLength(49);
  });

  it('throws RangeError when a part is shorter, longer or not digits (no padding)', () => {
    expect(() => buildAccessKey({ ...PARTS, sequence: '123' })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...PARTS, ruc: '17900169190010' })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...PARTS, establishment: '00a' })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...PARTS, environment: '' })).toThrow(RangeError);
  });

  it('names the wrong field in the error message', () => {
    expect(() => buildAccessKey({ ...PARTS, numericCode: '1234567' })).toThrow('Clave de acceso: el campo numericCode debe tener 8 dígitos');
  });
});

describe('isValidAccessKey', () => {
  it('accepts keys with the correct check digit', () => {
    expect(isValidAccessKey(KEY)).toBe(true);
    expect(isValidAccessKey(KEY_124)).toBe(true);
    expect(isValidAccessKey(zeros(49))).toBe(true);
    expect(isValidAccessKey(zeros(46) + '231')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidAccessKey(`${FIRST_48}1`)).toBe(false);
    expect(isValidAccessKey(zeros(46) + '230')).toBe(false);
  });

  it('rejects a changed digit in the body', () => {
    // Leftmost digit 1 → 2 adds weight 7: sum 491, 491 % 11 = 7 → check 4, not 0.
    expect(isValidAccessKey(`2${KEY.slice(1)}`)).toBe(false);
  });

  it('rejects keys that are not exactly 49 digits', () => {
    expect(isValidAccessKey(KEY.slice(0, 48))).toBe(false);
    expect(isValidAccessKey(`${KEY}0`)).toBe(false);
    expect(isValidAccessKey('')).toBe(false);
    expect(isValidAccessKey(`${FIRST_48.slice(0, 47)}a0`)).toBe(false);
    expect(isValidAccessKey(` ${KEY}`)).toBe(false);
  });
});

describe('parseAccessKey', () => {
  it('returns every part of a valid key', () => {
    expect(parseAccessKey(KEY)).toEqual({ ...PARTS, checkDigit: '0' });
  });

  it('round-trips with buildAccessKey', () => {
    const parsed = parseAccessKey(KEY_124);
    expect(parsed).not.toBeNull();
    const { checkDigit, ...parts } = parsed!;
    expect(checkDigit).toBe('6');
    expect(buildAccessKey(parts)).toBe(KEY_124);
  });

  it('returns null for a wrong check digit, a wrong length or non-digits', () => {
    expect(parseAccessKey(`${FIRST_48}1`)).toBeNull();
    expect(parseAccessKey(FIRST_48)).toBeNull();
    expect(parseAccessKey(`${FIRST_48.slice(0, 47)}a0`)).toBeNull();
  });
});

describe('ACCESS_KEY_LENGTH_MESSAGE', () => {
  it('is the exact Spanish message', () => {
    expect(ACCESS_KEY_LENGTH_MESSAGE).toBe('El número de autorización debe tener 49 dígitos');
  });
});
