import { describe, expect, it } from 'vitest';
import { formFieldOf } from '../../web/src/app/graphql-errors';

const withExtensions = (extensions: Record<string, unknown>) => ({ message: 'Dato no válido', extensions });

describe('formFieldOf: the form input an input error names', () => {
  it('drops the argument and list positions from the GraphQL argument path', () => {
    expect(formFieldOf(withExtensions({ field: 'input.email' }))).toBe('email');
    expect(formFieldOf(withExtensions({ field: 'input.taxpayer.province' }))).toBe('taxpayer.province');
    expect(formFieldOf(withExtensions({ field: 'companyIds.3' }))).toBe('companyIds');
    expect(formFieldOf(withExtensions({ field: 'input.menus.2.title' }))).toBe('menus.title');
  });

  it('keeps an argument name and an older answer without a path as they are', () => {
    expect(formFieldOf(withExtensions({ field: 'companyId' }))).toBe('companyId');
    expect(formFieldOf(withExtensions({ field: 'buscar' }))).toBe('buscar');
  });

  it("prefers the service's legacy name, which the older forms use", () => {
    expect(formFieldOf(withExtensions({ field: 'input.taxpayer.province', legacyField: 'infoadc.provcod' }))).toBe('infoadc.provcod');
    expect(formFieldOf(withExtensions({ field: 'infocontrib.ruc', legacyField: 'infocontrib.ruc' }))).toBe('infocontrib.ruc');
  });

  it('names nothing when the error names no field', () => {
    expect(formFieldOf(withExtensions({ code: 'CONFLICT' }))).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
  });
});
