import type { SupportRequestFieldsFragment } from '../../generated/graphql';
import { dateTimeText } from '../../widgets/grid/cell-format';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { STATE_LABELS, SUPPORT_TEXT } from './messages';

const C = SUPPORT_TEXT.columns;

export const LIST_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'not_codigo', di_descri: C.id, type: 'integer', width: 80, pin: 'left' },
  { di_column: 'not_fenvio', di_descri: C.date, type: 'text', width: 150 },
  { di_column: 'nom_user', di_descri: C.sender, type: 'text', width: 220 },
  { di_column: 'cla_nombre', di_descri: C.addressed, type: 'text', width: 220 },
  { di_column: 'estado', di_descri: C.state, type: 'text', width: 150 },
  { di_column: 'not_mensaje', di_descri: C.message, type: 'text', width: 420 },
];

export function listRow(r: SupportRequestFieldsFragment): ReportRow {
  return {
    not_codigo: r.id,
    not_fenvio: dateTimeText(r.sentAt as string),
    nom_user: r.senderName,
    cla_nombre: r.addressedTo === 0 ? SUPPORT_TEXT.everyone : (r.addressedName ?? ''),
    estado: STATE_LABELS[r.state],
    not_mensaje: r.message,
  };
}

export const rowKey = (row: ReportRow) => Number(row.not_codigo);
