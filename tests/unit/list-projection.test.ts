import { describe, expect, it } from 'vitest';
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { selectedFields } from '../../api/src/graphql/selection.js';
import { projectionSql } from '../../api/src/modules/companies/company-list.service.js';
import { CompanyOrderField } from '../../api/src/modules/companies/company-enums.js';

/** The resolve info of the first root field of a document, as an executor gives it. */
function infoOf(text: string) {
  const document = parse(text);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selected fields of a list item', () => {
  it('reads fields through named and inline fragments, aliases and skipped fields', () => {
    const info = infoOf(`
      query { companies { totalCount items { id name: legalName ...F ... on Company { ruc } state @skip(if: true) } } }
      fragment F on Company { stateView { label } ...G }
      fragment G on Company { serviceFlags { fe } }`);
    expect([...selectedFields(info, ['items'])].sort()).toEqual(['id', 'legalName', 'ruc', 'serviceFlags', 'state', 'stateView']);
    expect([...selectedFields(info, [])].sort()).toEqual(['items', 'totalCount']);
  });

  it('answers the same set for the same document (remembered per field node)', () => {
    const info = infoOf('{ companies { items { id } } }');
    expect(selectedFields(info, ['items'])).toBe(selectedFields(info, ['items']));
  });
});

describe('company list projection', () => {
  it('reads only the columns of the asked fields, with the key and the order column', () => {
    const sql = projectionSql(new Set(['id', 'ruc', 'stateView']), null);
    expect(sql).toBe('e.emp_codigo, e.emp_razons, e.emp_ruc, e.emp_activa, e.emp_ubica');
    const byEnd = projectionSql(new Set(['id']), { field: CompanyOrderField.END_DATE } as never);
    expect(byEnd).toBe("e.emp_codigo, e.emp_razons, to_char(e.fechafin, 'YYYY-MM-DD') as fechafin");
  });

  it('reads every column for a field it does not know (a relation) or without a selection', () => {
    const all = projectionSql(null, null);
    expect(projectionSql(new Set(['id', 'establishments']), null)).toBe(all);
    expect(all).toContain('(e.emp_clavedb is not null) as has_password');
    for (const column of ['e.emp_dir', 'e.emp_modadc', 'e.ver_codigo', 'e.updated_at', 't.tac_descrip']) expect(all).toContain(column);
  });
});
