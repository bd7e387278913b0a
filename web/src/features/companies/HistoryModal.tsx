import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CompanyHistoryDocument } from '../../generated/graphql';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn } from '../../widgets/grid/report-column';
import { COMPANY_TEXT as T } from './messages';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';

const H = T.historyModal;
const COLUMNS: readonly ReportColumn[] = [
  { di_column: 'aud_fecha', di_descri: H.date, type: 'text', width: 140 },
  { di_column: 'usr_nombre', di_descri: H.user, type: 'text', width: 200 },
  { di_column: 'observacion', di_descri: H.note, type: 'text', width: 380 },
];

const two = (n: number) => String(n).padStart(2, '0');
/** DD/MM/YYYY HH:mm in the browser's time. */
export function formatHistoryDate(iso: string): string {
  const d = new Date(iso);
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The company's state history: date, user and note of every change, newest first. */
export function HistoryModal({ companyId, companyName, onClose }: { companyId: number; companyName: string; onClose: () => void }) {
  const { data, loading } = useQuery(CompanyHistoryDocument, { variables: { id: companyId }, fetchPolicy: 'network-only' });
  const rows = useMemo(
    () => (data?.companyHistory ?? []).map((h) => ({ aud_fecha: formatHistoryDate(h.at), usr_nombre: h.userName, observacion: h.note ?? '' })),
    [data],
  );
  return (
    <ModalFrame title={H.title(companyName)} size="wide" readOnly onClose={onClose}>
      {() => (
        <>
          {!loading && rows.length === 0 ? <p>{H.empty}</p> : <ReportGrid columns={COLUMNS} data={rows} title={H.title(companyName)} variant="scroll" selection="none" totals={false} />}
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {T.actions.close}
            </button>
          </div>
        </>
      )}
    </ModalFrame>
  );
}
