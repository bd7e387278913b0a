import { describe, it, expect } from 'vitest';
import {
  CEDULA_INVALID_MESSAGE,
  CEDULA_VALID_MESSAGE,
  IDENTITY_FORMAT_MESSAGE,
  RUC_INVALID_MESSAGE,
  RUC_VALID_MESSAGE,
  isValidCedula,
  isValidRuc,
  referenteIdType,
  validateIdentity,
} from '../../../api/src/domain/identity.js';

// Check digits computed by hand with the spec's algorithms.
//
// Cédula: weights 2,1,2,1,2,1,2,1,2 on digits 1-9, products > 9 minus 9, check = (10 - sum % 10) % 10.
//   1710034065: 1·2=2, 7·1=7, 1·2=2, 0·1=0, 0·2=0, 3·1=3, 4·2=8, 0·1=0, 6·2=12→3; sum 25 → (10-5)%10 = 5 ✓
//   0926687856: 0·2=0, 9·1=9, 2·2=4, 6·1=6, 6·2=12→3, 8·1=8, 7·2=14→5, 8·1=8, 5·2=10→1; sum 44 → 6 ✓
//   2405000007: 2·2=4, 4·1=4, 0, 5·1=5, 0…; sum 13 → 7 (province 24, third digit 5: both upper bounds)
//   0919000000: 0·2=0, 9·1=9, 1·2=2, 9·1=9, 0…; sum 20 → (10-0)%10 = 0 (check digit 0 case)
// RUC third digit 6: weights 3,2,7,6,5,4,3,2 on digits 1-8, check = digit 9, 11 - sum % 11 (11 → 0, 10 invalid).
//   1760001550001: 1·3=3, 7·2=14, 6·7=42, 0, 0, 0, 1·3=3, 5·2=10; sum 72; 72 % 11 = 6 → 11-6 = 5 = digit 9 ✓
//   1760001200001: 3 + 14 + 42 + 0 + 0 + 0 + 1·3=3 + 2·2=4 = 66; 66 % 11 = 0 → 11 → 0 = digit 9 ✓
//   17600004d0001: 3 + 14 + 42 + 0 + 0 + 0 + 0 + 4·2=8 = 67; 67 % 11 = 1 → 10 → no digit d can match
// RUC third digit 9: weights 4,3,2,7,6,5,4,3,2 on digits 1-9, check = digit 10, same modulo 11 rule.
//   1790016919001: 1·4=4, 7·3=21, 9·2=18, 0, 0, 1·5=5, 6·4=24, 9·3=27, 1·2=2; sum 101; 101 % 11 = 2 → 9 = digit 10 ✓
//   1790000060001: 4 + 21 + 18 + 0 + 0 + 0 + 0 + 0 + 6·2=12 = 55; 55 % 11 = 0 → 11 → 0 = digit 10 ✓
//   179000001d001: 4 + 21 + 18 + 0 … + 1·2=2 = 45; 45 % 11 = 1 → 10 → no digit d can match
//   2490000006001: 2·4=8, 4·3=12, 9·2=18; sum 38; 38 % 11 = 5 → 6 ✓ (province 24)
//   2590000003001: 8 + 15 + 18 = 41; 41 % 11 = 8 → 3 (checksum right, province 25)
//   0090000004001: 0 + 0 + 18 = 18; 18 % 11 = 7 → 4 (checksum right, province 00)

describe('isValidCedula', () => {
  it('accepts the public examples whose check digits were verified by hand', () => {
    expect(isValidCedula('1710034065')).toBe(true);
    expect(isValidCedula('0926687856')).toBe(true);
  });

  it('accepts province 24 and third digit 5, the upper bounds', () => {
    expect(isValidCedula('2405000007')).toBe(true);
  });

  it('accepts a check digit of 0 when the sum is a multiple of 10', () => {
    expect(isValidCedula('0919000000')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCedula('1710034064')).toBe(false);
    expect(isValidCedula('0926687857')).toBe(false);
    expect(isValidCedula('2405000008')).toBe(false);
  });

  it('rejects province 00 even when the checksum is right', () => {
    expect(isValidCedula('0000000000')).toBe(false);
  });

  it('rejects province 25 and 30 even when the checksum is right', () => {
    // 2500000001: 2·2=4, 5·1=5 → 9 → 1. 3000000004: 3·2=6 → 4.
    expect(isValidCedula('2500000001')).toBe(false);
    expect(isValidCedula('3000000004')).toBe(false);
  });

  it('rejects a third digit of 6 even when the checksum is right', () => {
    // 1760000008: 1·2=2, 7·1=7, 6·2=12→3 → 12 → 8.
    expect(isValidCedula('1760000008')).toBe(false);
  });

  it('rejects anything that is not exactly 10 digits', () => {
    expect(isValidCedula('')).toBe(false);
    expect(isValidCedula('171003406')).toBe(false);
    expect(isValidCedula('17100340650')).toBe(false);
    expect(isValidCedula('171003406a')).toBe(false);
    expect(isValidCedula(' 1710034065')).toBe(false);
    expect(isValidCedula('1710034065 ')).toBe(false);
    expect(isValidCedula('171003406-5')).toBe(false);
  });
});

describe('isValidRuc — natural person (third digit 0..5)', () => {
  it('accepts a valid cédula followed by 001, 002 or 003', () => {
    expect(isValidRuc('1710034065001')).toBe(true);
    expect(isValidRuc('1710034065002')).toBe(true);
    expect(isValidRuc('1710034065003')).toBe(true);
    expect(isValidRuc('0926687856001')).toBe(true);
  });

  it('rejects any other suffix', () => {
    expect(isValidRuc('1710034065000')).toBe(false);
    expect(isValidRuc('1710034065004')).toBe(false);
    expect(isValidRuc('1710034065010')).toBe(false);
    expect(isValidRuc('1710034065101')).toBe(false);
  });

  it('rejects when the first 10 digits are not a valid cédula', () => {
    expect(isValidRuc('1710034064001')).toBe(false);
  });

  it('rejects province 25 even when the cédula checksum is right', () => {
    expect(isValidRuc('2500000001001')).toBe(false);
  });
});

describe('isValidRuc — public entity (third digit 6)', () => {
  it('accepts the public example 1760001550001', () => {
    expect(isValidRuc('1760001550001')).toBe(true);
  });

  it('accepts check digit 0 when 11 - sum % 11 is 11', () => {
    expect(isValidRuc('1760001200001')).toBe(true);
  });

  it('rejects a wrong check digit in position 9', () => {
    expect(isValidRuc('1760001560001')).toBe(false);
    expect(isValidRuc('1760001540001')).toBe(false);
  });

  it('rejects every digit when 11 - sum % 11 is 10', () => {
    for (let d = 0; d <= 9; d++) {
      expect(isValidRuc(`17600004${d}0001`)).toBe(false);
    }
  });

  it('rejects a suffix other than 001, 002, 003', () => {
    expect(isValidRuc('1760001550002')).toBe(true);
    expect(isValidRuc('1760001550000')).toBe(false);
    expect(isValidRuc('1760001550004')).toBe(false);
  });

  it('does not check digit 10, only the last three digits', () => {
    expect(isValidRuc('1760001551001')).toBe(true);
  });
});

describe('isValidRuc — private company (third digit 9)', () => {
  it('accepts the public example 1790016919001', () => {
    expect(isValidRuc('1790016919001')).toBe(true);
  });

  it('accepts check digit 0 when 11 - sum % 11 is 11', () => {
    expect(isValidRuc('1790000060001')).toBe(true);
  });

  it('rejects a wrong check digit in position 10', () => {
    expect(isValidRuc('1790016918001')).toBe(false);
    expect(isValidRuc('1790016910001')).toBe(false);
  });

  it('rejects every digit when 11 - sum % 11 is 10', () => {
    for (let d = 0; d <= 9; d++) {
      expect(isValidRuc(`179000001${d}001`)).toBe(false);
    }
  });

  it('accepts province 24 and rejects provinces 00 and 25 even with a right checksum', () => {
    expect(isValidRuc('2490000006001')).toBe(true);
    expect(isValidRuc('2590000003001')).toBe(false);
    expect(isValidRuc('0090000004001')).toBe(false);
  });

  it('rejects a suffix other than 001, 002, 003', () => {
    expect(isValidRuc('1790016919003')).toBe(true);
    expect(isValidRuc('1790016919000')).toBe(false);
    expect(isValidRuc('1790016919004')).toBe(false);
  });
});

describe('isValidRuc — other cases', () => {
  it('rejects third digits 7 and 8', () => {
    expect(isValidRuc('1770016919001')).toBe(false);
    expect(isValidRuc('1780016919001')).toBe(false);
    expect(isValidRuc('1770001550001')).toBe(false);
    expect(isValidRuc('1780001550001')).toBe(false);
  });

  it('rejects anything that is not exactly 13 digits', () => {
    expect(isValidRuc('')).toBe(false);
    expect(isValidRuc('1710034065')).toBe(false);
    expect(isValidRuc('171003406500')).toBe(false);
    expect(isValidRuc('17100340650010')).toBe(false);
    expect(isValidRuc('171003406500a')).toBe(false);
    expect(isValidRuc('1710034065-001')).toBe(false);
    expect(isValidRuc(' 1710034065001')).toBe(false);
  });
});

describe('validateIdentity', () => {
  it('reports a valid cédula', () => {
    expect(validateIdentity('1710034065')).toEqual({ valid: true, kind: 'cedula', message: 'Cédula válida' });
  });

  it('reports an invalid 10-digit number as an invalid cédula', () => {
    expect(validateIdentity('1710034064')).toEqual({
      valid: false,
      kind: 'cedula',
      message: 'Ingrese un numero de cédula válido',
    });
  });

  it('reports a valid RUC of each kind', () => {
    for (const ruc of ['1710034065001', '1790016919001', '1760001550001']) {
      expect(validateIdentity(ruc)).toEqual({ valid: true, kind: 'ruc', message: 'RUC válido' });
    }
  });

  it('reports an invalid 13-digit number as an invalid RUC', () => {
    expect(validateIdentity('1790016918001')).toEqual({
      valid: false,
      kind: 'ruc',
      message: 'Ingrese un número de ruc válido',
    });
  });

  it('reports kind null and the format message for other lengths or non-digits', () => {
    const expected = { valid: false, kind: null, message: '¡El número de ruc o cédula no tiene el formato correcto!' };
    for (const s of ['', '171003406', '17100340650', '171003406500', '17100340650012', '171003406a', '171003406500a', ' 1710034065']) {
      expect(validateIdentity(s)).toEqual(expected);
    }
  });

  it('exports the exact Spanish messages', () => {
    expect(CEDULA_VALID_MESSAGE).toBe('Cédula válida');
    expect(RUC_VALID_MESSAGE).toBe('RUC válido');
    expect(CEDULA_INVALID_MESSAGE).toBe('Ingrese un numero de cédula válido');
    expect(RUC_INVALID_MESSAGE).toBe('Ingrese un número de ruc válido');
    expect(IDENTITY_FORMAT_MESSAGE).toBe('¡El número de ruc o cédula no tiene el formato correcto!');
  });
});

describe('referenteIdType', () => {
  it('returns 05 for a valid cédula', () => {
    expect(referenteIdType('1710034065')).toBe('05');
  });

  it('returns 04 for a valid RUC', () => {
    expect(referenteIdType('1710034065001')).toBe('04');
    expect(referenteIdType('1790016919001')).toBe('04');
    expect(referenteIdType('1760001550001')).toBe('04');
  });

  it('returns null for invalid ids or other lengths', () => {
    expect(referenteIdType('1710034064')).toBeNull();
    expect(referenteIdType('1790016918001')).toBeNull();
    expect(referenteIdType('171003406')).toBeNull();
    expect(referenteIdType('')).toBeNull();
  });
});
