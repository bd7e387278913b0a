import type { MyNotificationsQuery } from '../../generated/graphql';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { NOTIF_TEXT as T } from './messages';

type Item = MyNotificationsQuery['myNotifications']['items'][number];

export const INBOX_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'not_fenvio', di_descri: T.columns.date, type: 'text', width: 150 },
  { di_column: 'nom_user', di_descri: T.columns.sender, type: 'text', width: 190 },
  { di_column: 'mensaje', di_descri: T.columns.message, type: 'text', width: 460 },
  { di_column: 'npl_titulo', di_descri: T.columns.plan, type: 'text', width: 180 },
  { di_column: 'estado', di_descri: T.columns.state, type: 'text', width: 110 },
];

export const plain = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
};

/** Today shows HH:mm, older 'DD MMM' (spec 002 §9 item dates). */
export function itemDate(iso: string, now = new Date()): string {
  const tz = 'America/Guayaquil';
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(d);
  const at = new Date(iso);
  if (day(at) === day(now)) return new Intl.DateTimeFormat('es-EC', { timeZone: tz, hour: '2-digit', minute: '2-digit', hour12: false }).format(at);
  return new Intl.DateTimeFormat('es-EC', { timeZone: tz, day: '2-digit', month: 'short' }).format(at).replace('.', '');
}

export function inboxRow(n: Item): ReportRow {
  return {
    not_codigo: n.id,
    not_fenvio: itemDate(n.sentAt),
    nom_user: n.senderName,
    mensaje: plain(n.message),
    npl_titulo: n.planTitle ?? '',
    estado: T.stateLabels[n.state] ?? n.state,
    not_estado: n.state,
  };
}
