import { describe, it, expect } from 'vitest';
import {
  GUIDE_CHARACTERS_MESSAGE,
  GUIDE_LENGTH_MESSAGE,
  GUIDE_ZERO_MESSAGE,
  buildGuideNumber,
  padGuideSequence,
  validateGuideNumber,
} from '../../../api/src/domain/guide-number.js';

describe('padGuideSequence', () => {
  it('left-pads with zeros to 9 digits', () => {
    expect(padGuideSequence('123')).toBe('000000123');
    expect(padGuideSequence(123)).toBe('000000123');
    expect(padGuideSequence('0')).toBe('000000000');
  });

  it('leaves a 9-digit sequence unchanged', () => {
    expect(padGuideSequence('123456789')).toBe('123456789');
  });

  it('throws RangeError for more than 9 digits, non-digits or an empty string', () => {
    expect(() => padGuideSequence('1234567890')).toThrow(RangeError);
    expect(() => padGuideSequence('12a')).toThrow(RangeError);
    expect(() => padGuideSequence('')).toThrow(RangeError);
    expect(() => padGuideSequence(-1)).toThrow(RangeError);
  });
});

describe('buildGuideNumber', () => {
  it('pads establishment and point to 3 and sequence to 9', () => {
    expect(buildGuideNumber(1, 2, 345)).toBe('001002000000345');
    expect(buildGuideNumber('001', '001', '1')).toBe('001001000000001');
    expect(buildGuideNumber('123', '456', '123456789')).toBe('123456123456789');
  });

  it('throws RangeError when a part is too long or not digits', () => {
    expect(() => buildGuideNumber('1234', '001', '1')).toThrow(RangeError);
    expect(() => buildGuideNumber('001', '0a1', '1')).toThrow(RangeError);
    expect(() => buildGuideNumber('001', '001', '1234567890')).toThrow(RangeError);
  });
});

describe('validateGuideNumber', () => {
  it('returns null for 15 digits that are not all zero', () => {
    expect(validateGuideNumber('001001000000001')).toBeNull();
    expect(validateGuideNumber('100000000000000')).toBeNull();
  });

  it('rejects letters or special characters', () => {
    expect(validateGuideNumber('00100100000000a')).toBe(GUIDE_CHARACTERS_MESSAGE);
    expect(validateGuideNumber('001-001-000000001')).toBe(GUIDE_CHARACTERS_MESSAGE);
    expect(validateGuideNumber(' 001001000000001')).toBe(GUIDE_CHARACTERS_MESSAGE);
    expect(validateGuideNumber('1.5')).toBe(GUIDE_CHARACTERS_MESSAGE);
  });

  it('rejects zero', () => {
    expect(validateGuideNumber('000000000000000')).toBe(GUIDE_ZERO_MESSAGE);
  });

  it('rejects fewer than 15 digits', () => {
    expect(validateGuideNumber('00100100000001')).toBe(GUIDE_LENGTH_MESSAGE);
    expect(validateGuideNumber('1')).toBe(GUIDE_LENGTH_MESSAGE);
  });

  it('rejects more than 15 digits with the length message', () => {
    expect(validateGuideNumber('0010010000000011')).toBe(GUIDE_LENGTH_MESSAGE);
  });

  it('treats an empty string as too short', () => {
    expect(validateGuideNumber('')).toBe(GUIDE_LENGTH_MESSAGE);
  });

  it('checks non-digits before zero: a zero with a letter gets the characters message', () => {
    expect(validateGuideNumber('00000000000000x')).toBe(GUIDE_CHARACTERS_MESSAGE);
  });

  it('checks zero before length: a short zero gets the zero message', () => {
    expect(validateGuideNumber('0')).toBe(GUIDE_ZERO_MESSAGE);
    expect(validateGuideNumber('000')).toBe(GUIDE_ZERO_MESSAGE);
  });

  it('checks non-digits before length: a short number with a letter gets the characters message', () => {
    expect(validateGuideNumber('12a')).toBe(GUIDE_CHARACTERS_MESSAGE);
  });
});

describe('guide number messages', () => {
  it('are the exact Spanish texts, with two spaces after ó', () => {
    expect(GUIDE_ZERO_MESSAGE).toBe('¡El numero de guia debe ser diferente a cero!');
    expect(GUIDE_CHARACTERS_MESSAGE).toBe('¡El número de guía no debe contener letras ó  caracteres especiales!');
    expect(GUIDE_CHARACTERS_MESSAGE).toContain('ó  caracteres');
    expect(GUIDE_LENGTH_MESSAGE).toBe('¡El número de guía debe contener 15 números!');
  });
});
