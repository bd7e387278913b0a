import { readFileSync } from 'node:fs';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from '../../api/src/graphql/emit-schema.js';

// What integrators were last given (schema.published.graphql) against what the code builds: a
// change that breaks a client passes only when docs/graphql-changes.md lists its path (lines
// starting with - `Type.field` …). Dangerous and safe changes pass.

/** The paths listed in docs/graphql-changes.md, as graphql-inspector names them. */
function listedPaths(markdown: string): Set<string> {
  const paths = new Set<string>();
  let example = false;
  for (const line of markdown.split('\n')) {
    // The examples of the format (fenced blocks) list nothing.
    if (line.trimStart().startsWith('```')) example = !example;
    if (example) continue;
    // One path, or several separated by commas ("- `A.b`, `A.c`: …").
    const found = /^\s*-\s+(`[^`]+`(?:\s*,\s*`[^`]+`)*)/.exec(line);
    if (found) for (const [, path] of found[1]!.matchAll(/`([^`]+)`/g)) paths.add(path!);
  }
  return paths;
}

async function breakingChanges(): Promise<Change[]> {
  const published = buildSchema(readFileSync('schema.published.graphql', 'utf8'));
  const current = buildSchema(await schemaSdl());
  const changes = await diff(published, current);
  return changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
}

describe('breaking changes against schema.published.graphql', () => {
  it('lists every breaking change in docs/graphql-changes.md', async () => {
    const listed = listedPaths(readFileSync('docs/graphql-changes.md', 'utf8'));
    const unlisted = (await breakingChanges()).filter((change) => !change.path || !listed.has(change.path));
    expect(unlisted.map((change) => `${change.path ?? '(sin ruta)'}: ${change.message}`)).toEqual([]);
  });

  it('finds a removed field, a changed type and a required argument, and lets an added field pass', async () => {
    const before = buildSchema('type Query { a: Int b(x: Int): String c: Float }');
    const after = buildSchema('type Query { b(x: Int!): String c: String d: Int }');
    const changes = await diff(before, after);
    const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking).map((c) => c.path);
    expect(breaking.sort()).toEqual(['Query.a', 'Query.b.x', 'Query.c']);
    expect(changes.find((c) => c.path === 'Query.d')?.criticality.level).toBe(CriticalityLevel.NonBreaking);
  });

  it('reads the listed paths of the format in the header of docs/graphql-changes.md', () => {
    const markdown =
      'Formato:\n```md\n- `Company.accessType`: ejemplo\n```\n## Pendientes\n\n- `CodeLabel`: se unió con `CodeOption`\n  - `Company.state` sigue\n- sin ruta\n- `Query.companies.page`, `Query.companies.pageSize`: no nulos, ver `Otro.campo`';
    expect([...listedPaths(markdown)]).toEqual(['CodeLabel', 'Company.state', 'Query.companies.page', 'Query.companies.pageSize']);
  });
});
