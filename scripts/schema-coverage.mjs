#!/usr/bin/env node
// Descriptions of the GraphQL schema as an integrator sees them (schema.graphql):
//   node scripts/schema-coverage.mjs [schema.graphql] [--check]
// Prints the share of output fields, arguments and input fields with a description (the issue
// asks for at least 95 %), the types and enum values without one, and the descriptions that
// only name a column (`nroestab`, `emp_modadc leído`) or repeat the field's own name.
// With --check it exits with 1 when the share is under 95 % or a column-only description remains.
import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isIntrospectionType, isObjectType, isSpecifiedScalarType } from 'graphql';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--')) ?? 'schema.graphql';
const check = args.includes('--check');
const schema = buildSchema(readFileSync(file, 'utf8'));

const COLUMN = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/; // emp_modadc, usr_codigo
const IDENTIFIER = /^[a-z][a-z0-9]*$/; // nroestab, provcod
const FILLERS = new Set(['leído', 'leido', 'guardado', 'de', 'del', 'en', 'la', 'el']);

/** A description that says nothing but a column (or the field's own name). */
function onlyColumn(description, name) {
  const text = description.trim().replace(/[.:]$/, '');
  if (text.toLowerCase() === name.toLowerCase()) return true;
  const words = text.split(/\s+/);
  if (words.length === 1) return COLUMN.test(words[0]) || IDENTIFIER.test(words[0]);
  // `emp_modadc leído`, `ver_codigo de la versión`? Only when every other word is a filler.
  return COLUMN.test(words[0]) && words.slice(1).every((w) => FILLERS.has(w.toLowerCase()));
}

const counts = { fields: [0, 0], arguments: [0, 0], inputFields: [0, 0], types: [0, 0], enumValues: [0, 0] };
const missing = [];
const columnOnly = [];
function see(kind, coordinate, name, description) {
  counts[kind][1]++;
  if (description && description.trim()) {
    counts[kind][0]++;
    if (onlyColumn(description, name)) columnOnly.push(`${coordinate}: "${description.trim()}"`);
  } else missing.push(`${kind.padEnd(11)} ${coordinate}`);
}

for (const type of Object.values(schema.getTypeMap())) {
  if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
  see('types', type.name, type.name, type.description);
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      see('fields', `${type.name}.${field.name}`, field.name, field.description);
      for (const arg of field.args) see('arguments', `${type.name}.${field.name}.${arg.name}`, arg.name, arg.description);
    }
  } else if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) see('inputFields', `${type.name}.${field.name}`, field.name, field.description);
  } else if (isEnumType(type)) {
    for (const value of type.getValues()) see('enumValues', `${type.name}.${value.name}`, value.name, value.description);
  }
}

const pct = ([done, all]) => (all === 0 ? 100 : (100 * done) / all);
const line = (label, c) => `${label.padEnd(38)} ${String(c[0]).padStart(5)} / ${String(c[1]).padEnd(5)} ${pct(c).toFixed(1).padStart(5)} %`;
const main = [counts.fields, counts.arguments, counts.inputFields].reduce((a, c) => [a[0] + c[0], a[1] + c[1]], [0, 0]);
console.log(`Descripciones en ${file}`);
console.log(line('campos de salida', counts.fields));
console.log(line('argumentos', counts.arguments));
console.log(line('campos de entrada', counts.inputFields));
console.log(line('campos + argumentos + entradas', main));
console.log(line('tipos', counts.types));
console.log(line('valores de enumeraciones', counts.enumValues));
if (missing.length) console.log(`\nSin descripción (${missing.length}):\n  ${missing.join('\n  ')}`);
if (columnOnly.length) console.log(`\nSolo nombran una columna o repiten el nombre (${columnOnly.length}):\n  ${columnOnly.join('\n  ')}`);
if (check && (pct(main) < 95 || columnOnly.length > 0)) process.exit(1);
