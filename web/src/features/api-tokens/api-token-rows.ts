import type { ApiTokensQuery } from '../../generated/graphql';
import { dateTimeText } from '../../widgets/grid/cell-format';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { TOKENS_TEXT } from './messages';

const C = TOKENS_TEXT.columns;
type Token = ApiTokensQuery['apiTokens']['items'][number];

export const TOKEN_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'emp_razons', di_descri: C.company, type: 'text', width: 280 },
  { di_column: 'tok_nombre', di_descri: C.name, type: 'text', width: 200 },
  { di_column: 'tok_prefijo', di_descri: C.prefix, type: 'text', width: 130 },
  { di_column: 'estado', di_descri: C.state, type: 'text', width: 110 },
  { di_column: 'tok_fecreg', di_descri: C.created, type: 'text', width: 150 },
  { di_column: 'creador', di_descri: C.createdBy, type: 'text', width: 170 },
  { di_column: 'tok_ultuso', di_descri: C.lastUsed, type: 'text', width: 150 },
  { di_column: 'tok_revocado', di_descri: C.revoked, type: 'text', width: 150 },
  { di_column: 'revoca', di_descri: C.revokedBy, type: 'text', width: 170 },
];

export function tokenRow(t: Token): ReportRow {
  return {
    tok_codigo: t.id,
    emp_codigo: t.companyId,
    emp_razons: t.companyName,
    tok_nombre: t.name,
    tok_prefijo: `${t.prefix}…`,
    estado: TOKENS_TEXT.states[t.state] ?? t.state,
    tok_fecreg: dateTimeText(t.createdAt),
    creador: t.createdBy ?? '',
    tok_ultuso: dateTimeText(t.lastUsedAt),
    tok_revocado: dateTimeText(t.revokedAt),
    revoca: t.revokedBy ?? '',
  };
}

export const tokenKey = (row: ReportRow) => Number(row.tok_codigo);
