import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { createSchema } from './schema.js';

/** The SDL committed as schema.graphql: sorted so diffs stay readable. */
export async function schemaSdl(): Promise<string> {
  const schema = await createSchema({ publish() {}, subscribe: async function* () {} } as never);
  return `# Generado desde el código del servidor (npm run schema). No editar a mano.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const target = process.argv[2] ?? 'schema.graphql';
  writeFileSync(target, await schemaSdl());
  console.log(`schema escrito en ${target}`);
}
