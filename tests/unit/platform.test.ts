import { buildSchema, parse, validate, specifiedRules } from 'graphql';
import { describe, expect, it } from 'vitest';
import { limitsRule } from '../../api/src/graphql/limits.js';
import { errorEnvelope, successEnvelope } from '../../api/src/rest/envelope.js';
import { AppError } from '../../api/src/shared/app-error.js';
import { permisosForLevel } from '../../api/src/shared/permissions.js';
import { decryptSecret, encryptSecret } from '../../api/src/shared/secrets.js';

const schema = buildSchema(`type Item { id: Int, children(limit: Int): [Item] } type Query { items(limit: Int): [Item] }`);
const errors = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, limitsRule({ maxDepth: 5, maxAliases: 2, maxCost: 100 })]).map((e) => e.message);

describe('query limits', () => {
  it('multiplies the cost by 10 under each paged field', () => {
    // 1 (items) + 10 (id) + 10 (children) + 10 (id) = 31
    expect(errors('{ items(limit: 5) { id children { id } } }')).toEqual([]);
    // 1 + 10 + 10 + 100 (id under two paged fields) = 121
    expect(errors('{ items(limit: 5) { id children(limit: 5) { id } } }')).toEqual(['La consulta es demasiado compleja: costo 121 supera 100']);
  });

  it('counts depth and aliases through fragments', () => {
    expect(
      errors(
        '{ a: items { ...F } b: items { id } c: items { id } } fragment F on Item { children { children { children { children { children { id } } } } } }',
      ),
    ).toEqual(['La consulta es demasiado compleja: profundidad 6 supera 5', 'La consulta es demasiado compleja: 3 alias superan 2']);
  });
});

describe('secrets at rest', () => {
  const key = Buffer.alloc(32, 7);
  it('round-trips and never stores the plain text', () => {
    const stored = encryptSecret(key, 'clave-de-la-base');
    expect(stored).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('clave-de-la-base');
    expect(decryptSecret(key, stored)).toBe('clave-de-la-base');
  });
  it('fails with another key or an altered value', () => {
    const stored = encryptSecret(key, 'x');
    expect(() => decryptSecret(Buffer.alloc(32, 8), stored)).toThrow();
    expect(() => decryptSecret(key, stored.slice(0, -2) + 'AA')).toThrow();
  });
});

describe('legacy envelope', () => {
  it('success carries every success flag the old clients read', () => {
    expect(successEnvelope({ datos: [1] }, 'Guardado')).toEqual({
      estado: 200,
      status: 200,
      cod: 1,
      msg: 'Guardado',
      msj: 'Guardado',
      level_code: 100,
      tipo_gestion: 0,
      datos: [1],
    });
  });
  it('an input refusal keeps HTTP 200, names the input and is a warning', () => {
    expect(errorEnvelope(AppError.input('emp_ruc', 'Debe ingresar un RUC válido!'))).toEqual({
      status: 200,
      body: {
        estado: 400,
        status: 400,
        cod: 0,
        code: 'BAD_USER_INPUT',
        msg: 'Debe ingresar un RUC válido!',
        msj: 'Debe ingresar un RUC válido!',
        level_code: 101,
        tipo_gestion: 0,
        inputid: 'emp_ruc',
      },
    });
  });
  it('an unexpected error hides its details', () => {
    expect(errorEnvelope(new Error('detalle interno'))).toMatchObject({
      status: 500,
      body: { cod: -1, msg: 'Ocurrió un error inesperado. Intente nuevamente o comuníquese con soporte.' },
    });
  });
});

describe('permisos levels', () => {
  it('a create level of 2 or lower is a non-administrator; deleting needs 3', () => {
    expect(permisosForLevel(0)).toEqual({ ver: 0, crear: 0, editar: 0, eliminar: 0 });
    expect(permisosForLevel(1)).toEqual({ ver: 1, crear: 0, editar: 0, eliminar: 0 });
    expect(permisosForLevel(2)).toEqual({ ver: 2, crear: 2, editar: 2, eliminar: 0 });
    expect(permisosForLevel(3)).toEqual({ ver: 3, crear: 3, editar: 3, eliminar: 3 });
  });
});
