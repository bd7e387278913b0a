import { describe, expect, it } from 'vitest';
import { checkReferenteId } from '../../../api/src/domain/referente-id';

// 1710034065 is a valid cédula; a natural person's RUC is the cédula followed by 001.
const CEDULA = '1710034065';
const PERSON_RUC = `${CEDULA}001`;

describe('referente ID rule (spec: referente lookup widget)', () => {
  it('a valid 10-digit cédula is type 05 and a valid 13-digit RUC type 04', () => {
    expect(checkReferenteId(CEDULA)).toEqual({ valid: true, idType: '05' });
    expect(checkReferenteId(PERSON_RUC)).toEqual({ valid: true, idType: '04' });
  });

  it('a 10-digit number failing the check gives the cédula message, a 13-digit one the RUC message', () => {
    expect(checkReferenteId('1710034066')).toEqual({ valid: false, message: 'Ingrese un numero de cédula válido' });
    expect(checkReferenteId('1710034066001')).toEqual({ valid: false, message: 'Ingrese un número de ruc válido' });
  });

  it('any other length is invalid', () => {
    expect(checkReferenteId('17100340')).toEqual({ valid: false, message: '¡El número de ruc o cédula no tiene el formato correcto!' });
  });

  it('a required document type fixes the length: cédula (1) needs 10, RUC (2) needs 13', () => {
    expect(checkReferenteId(PERSON_RUC, 1)).toEqual({ valid: false, message: 'Ingrese un numero de cédula válido' });
    expect(checkReferenteId(CEDULA, 2)).toEqual({ valid: false, message: 'Ingrese un número de ruc válido' });
    expect(checkReferenteId(CEDULA, 1)).toEqual({ valid: true, idType: '05' });
    expect(checkReferenteId(PERSON_RUC, 2)).toEqual({ valid: true, idType: '04' });
  });
});
