import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from '../../api/src/graphql/emit-schema.js';

describe('committed schema', () => {
  it('schema.graphql matches the schema the server builds (run npm run schema)', async () => {
    expect(readFileSync('schema.graphql', 'utf8')).toBe(await schemaSdl());
  });
});
