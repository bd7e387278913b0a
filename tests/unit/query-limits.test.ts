import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { limitsRule } from '../../api/src/graphql/limits.js';

const schema = buildSchema(`type Item { id: Int, children(limit: Int): [Item] } type Query { items(limit: Int): [Item] }`);
const errors = (query: string, limits = { maxDepth: 5, maxAliases: 2, maxCost: 100 }) =>
  validate(schema, parse(query), [...specifiedRules, limitsRule(limits)]).map((e) => e.message);

describe('query limits and fragments', () => {
  it('counts a fragment at every place it is spread', () => {
    // F has 2 aliases; spread twice plus the alias b: 5.
    expect(errors('{ items { ...F } b: items { ...F } } fragment F on Item { x: id y: id }')).toEqual(['La consulta es demasiado compleja: 5 alias superan 2']);
    // Under a paged field: 1 + 10 * 3 = 31 per spread, and 62 for two.
    expect(
      errors('{ items(limit: 5) { ...G } other: items(limit: 5) { ...G } } fragment G on Item { id children { id } }', {
        maxDepth: 5,
        maxAliases: 2,
        maxCost: 61,
      }),
    ).toEqual(['La consulta es demasiado compleja: costo 62 supera 61']);
  });

  it('sees the fan-out of fragments nested in fragments', () => {
    const query = `{ items { ...F3 } }
      fragment F3 on Item { a: children { ...F2 } b: children { ...F2 } }
      fragment F2 on Item { a: children { ...F1 } b: children { ...F1 } }
      fragment F1 on Item { a: children { id } b: children { id } }`;
    // 2 + 4 + 8 aliases; 1 (items) + 2 + 4 + 8 (children) + 8 (id) = 23 fields.
    expect(errors(query, { maxDepth: 5, maxAliases: 13, maxCost: 22 })).toEqual([
      'La consulta es demasiado compleja: 14 alias superan 13',
      'La consulta es demasiado compleja: costo 23 supera 22',
    ]);
  });

  it('stops at a fragment cycle and leaves it to graphql', () => {
    expect(errors('{ items { ...A } } fragment A on Item { children { ...B } } fragment B on Item { children { ...A } }')).toEqual([
      'Cannot spread fragment "A" within itself via "B".',
    ]);
  });
});

describe('query limits and introspection', () => {
  it('lets the full introspection query of graphql-js pass: no depth and no cost', () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect(errors(query, { maxDepth: 1, maxAliases: 0, maxCost: 1 })).toEqual([]);
  });

  it('still counts the aliases of introspection and the data beside it', () => {
    expect(errors('{ a: __schema { queryType { name } } b: __type(name: "Item") { name } c: __schema { t: types { name } } }')).toEqual([
      'La consulta es demasiado compleja: 4 alias superan 2',
    ]);
    const nested = 'children { children { children { children { children { id } } } } }';
    expect(errors(`{ __schema { types { name } } items { ${nested} } }`)).toEqual(['La consulta es demasiado compleja: profundidad 6 supera 5']);
  });
});
