import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.js';

describe('generated web client', () => {
  it('web/src/generated matches schema.graphql and the .graphql documents (run npm run codegen)', async () => {
    const outputs = await generate({ ...config, hooks: {}, silent: true, verbose: false }, false);
    expect(outputs.length).toBeGreaterThanOrEqual(3);
    for (const output of outputs) {
      const committed = readFileSync(output.filename, 'utf8');
      const [first, second] = committed.split('\n');
      expect(first, output.filename).toMatch(/^\/\/ GENERATED FILE/);
      expect(committed, output.filename).toBe(`${first}\n${second}\n${output.content}`);
    }
  });
});
