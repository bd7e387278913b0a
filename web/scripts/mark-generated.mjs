// Codegen hook: prepends the "generated" header to each file graphql-codegen writes.
import { readFileSync, writeFileSync } from 'node:fs';

const HEADER =
  '// GENERATED FILE by graphql-codegen (see codegen.ts) from schema.graphql and the .graphql documents under web/src.\n' +
  '// Do not edit by hand: change the schema or a document and run `npm run codegen`.\n';

for (const file of process.argv.slice(2)) {
  if (!/\.(ts|tsx)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  if (!text.startsWith(HEADER)) writeFileSync(file, HEADER + text);
}
