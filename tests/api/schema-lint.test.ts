import { execFileSync } from 'node:child_process';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` on the schema integrators receive: every type, field, argument, input field
// and enum value described, GraphQL naming conventions, no duplicate types (eslint.config.js).

async function lint(text?: string): Promise<ESLint.LintResult> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = text === undefined ? await eslint.lintFiles(['schema.graphql']) : await eslint.lintText(text, { filePath: 'schema.graphql' });
  return result!;
}

const findings = (result: ESLint.LintResult) => result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`);

describe('schema lint', () => {
  it('finds nothing in schema.graphql', async () => {
    const result = await lint();
    expect(findings(result).slice(0, 40), `${result.errorCount} hallazgos`).toEqual([]);
  });

  it('describes at least 95 % of fields, arguments and input fields, none with only a column name', () => {
    // Exits with 1 under 95 % or with a column-only description; the output lists them.
    let output = '';
    let failed = false;
    try {
      output = execFileSync(process.execPath, ['scripts/schema-coverage.mjs', 'schema.graphql', '--check'], { encoding: 'utf8' });
    } catch (error) {
      failed = true;
      output = (error as { stdout?: string }).stdout ?? String(error);
    }
    expect(failed, output.slice(0, 4000)).toBe(false);
  });

  it('catches a missing description, a bad name, a type prefix and a duplicate type', async () => {
    const result = await lint(`
"""Raíz"""
type Query {
  """Empresa"""
  empresa_datos: Int
  companyId: Int
}
"""Empresa"""
type Company {
  """Nombre de la empresa"""
  companyName: String
}
"""Otra"""
type Company {
  """Código"""
  code: String
}
"""Estado"""
enum State {
  """Activa"""
  active
}
`);
    const rules = new Set(result.messages.map((m) => m.ruleId));
    expect(rules).toEqual(
      new Set([
        '@graphql-eslint/require-description',
        '@graphql-eslint/naming-convention',
        '@graphql-eslint/no-typename-prefix',
        '@graphql-eslint/unique-type-names',
      ]),
    );
  });
});
