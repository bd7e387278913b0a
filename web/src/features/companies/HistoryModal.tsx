import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { CompanyChangesDocument, type CompanyChangeKind } from '../../generated/graphql';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { ServerPager } from '../../widgets/grid/ServerPager';
import type { ReportColumn } from '../../widgets/grid/report-column';
import { COMPANY_TEXT as T } from './messages';
import { Field } from '../../widgets/forms/Field';

const H = T.historyModal;
const PAGE_SIZE = 50;
const KINDS = Object.keys(H.kinds) as CompanyChangeKind[];
const COLUMNS: readonly ReportColumn[] = [
  { di_column: 'aud_fecha', di_descri: H.date, type: 'text', width: 130 },
  { di_column: 'usr_nombre', di_descri: H.user, type: 'text', width: 170, di_total: 'CONT' },
  { di_column: 'clase', di_descri: H.kind, type: 'text', width: 140 },
  { di_column: 'observacion', di_descri: H.note, type: 'text', width: 520 },
];

const two = (n: number) => String(n).padStart(2, '0');
/** DD/MM/YYYY HH:mm in the browser's time. */
export function formatHistoryDate(iso: string): string {
  const d = new Date(iso);
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/**
 * The company's change history: its data, states, establishments, emission points and packages
 * (date, user, kind, action and what changed, old → new), newest first, filterable by kind and
 * paged by the server.
 */
export function HistoryModal({ companyId, companyName, onClose }: { companyId: number; companyName: string; onClose: () => void }) {
  const filterId = useId();
  const [kind, setKind] = useState<CompanyChangeKind | ''>('');
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(CompanyChangesDocument, {
    variables: { id: companyId, kinds: kind ? [kind] : null, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const result = data?.companyChanges;
  const rows = useMemo(
    () =>
      (result?.items ?? []).map((h) => ({
        aud_fecha: formatHistoryDate(h.at),
        usr_nombre: h.userName,
        clase: H.kinds[h.kind],
        observacion: h.note ?? '',
      })),
    [result],
  );
  return (
    <ModalFrame title={H.title(companyName)} size="wide" readOnly onClose={onClose}>
      {() => (
        <>
          <Field id={filterId} label={H.filter} className="company-history__filter">
            <select
              id={filterId}
              className="input"
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as CompanyChangeKind | '');
                setPage(1);
              }}
            >
              <option value="">{H.all}</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {H.kinds[k]}
                </option>
              ))}
            </select>
          </Field>
          {!loading && rows.length === 0 ? (
            <p>{H.empty}</p>
          ) : (
            <ReportGrid columns={COLUMNS} data={rows} title={H.title(companyName)} variant="scroll" selection="none" loading={loading} />
          )}
          <ServerPager
            label={H.pager}
            summary={loading && !result ? H.loading : H.total(result?.totalCount ?? 0)}
            page={page}
            pageSize={PAGE_SIZE}
            total={result?.totalCount ?? 0}
            onPage={setPage}
          />
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
