import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.js';
import { sourceAllowed } from '../../api/src/http/security.js';

const key = Buffer.alloc(32, 1);
const origins = (value: string) => loadConfig({ ALLOWED_ORIGINS: value }, { secretKey: key }).allowedOrigins;

describe('ALLOWED_ORIGINS', () => {
  it('reads a comma-separated list of origins, none by default', () => {
    expect(loadConfig({}, { secretKey: key }).allowedOrigins).toEqual([]);
    expect(origins(' https://Soporte.Isyplus.ec , http://10.0.0.5:8080/, https://a.ec:443')).toEqual([
      'https://soporte.isyplus.ec',
      'http://10.0.0.5:8080',
      'https://a.ec',
    ]);
  });

  it('refuses anything that is not a bare http(s) origin', () => {
    for (const bad of ['soporte.isyplus.ec', 'https://a.ec/ruta', 'ftp://a.ec', 'https://a.ec?x=1', 'https://u:p@a.ec', '*']) {
      expect(() => origins(bad), bad).toThrow(`ALLOWED_ORIGINS debe ser una lista de orígenes separados por comas, como https://soporte.ejemplo.ec: '${bad}'`);
    }
  });
});

describe('the origin rule', () => {
  it("passes the server's own host, a configured origin and no origin; refuses the rest", () => {
    const allowed = ['https://soporte.isyplus.ec'];
    expect(sourceAllowed(undefined, 'api.isyplus.ec', allowed)).toBe(true);
    expect(sourceAllowed('https://api.isyplus.ec', 'api.isyplus.ec', allowed)).toBe(true);
    expect(sourceAllowed('https://api.isyplus.ec/empresas?x=1', 'api.isyplus.ec', allowed)).toBe(true);
    expect(sourceAllowed('https://soporte.isyplus.ec', 'api.isyplus.ec', allowed)).toBe(true);
    expect(sourceAllowed('http://soporte.isyplus.ec', 'api.isyplus.ec', allowed)).toBe(false);
    expect(sourceAllowed('https://api.isyplus.ec:8443', 'api.isyplus.ec', allowed)).toBe(false);
    expect(sourceAllowed('null', 'api.isyplus.ec', allowed)).toBe(false);
    expect(sourceAllowed('https://otro.example', undefined, allowed)).toBe(false);
  });
});
