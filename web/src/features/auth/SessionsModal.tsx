import './sessions.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDate, formatTime } from '@domain/dates.js';
import { MySessionsDocument, RevokeOtherSessionsDocument, RevokeSessionDocument, type MySessionsQuery } from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { toast } from '../../widgets/feedback/toasts';
import { SESSIONS_TEXT as T } from './sessions-text';

type SessionRow = MySessionsQuery['mySessions'][number];

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${formatDate(date)} ${formatTime(date)}`;
};
const where = (row: SessionRow) => `${row.userAgent ?? T.unknown} (${row.ip ?? T.unknown})`;

/** The signed-in user's open sessions: close one ('Cerrar') or all but this one ('Cerrar las demás'), after confirming. */
export function SessionsModal({ onClose }: { onClose: () => void }) {
  const { data, loading, refetch } = useQuery(MySessionsDocument, { fetchPolicy: 'network-only' });
  const [revoke, { loading: revoking }] = useMutation(RevokeSessionDocument);
  const [revokeOthers, { loading: revokingOthers }] = useMutation(RevokeOtherSessionsDocument);
  const rows = data?.mySessions ?? [];
  const others = rows.filter((r) => !r.current).length;
  const busy = revoking || revokingOthers;

  async function closeOne(row: SessionRow) {
    if (busy || !(await confirm({ title: T.confirmTitle, message: T.confirmOne(where(row)) }))) return;
    // A refusal is shown by the global handler; the list is read again either way.
    const { data: done } = await revoke({ variables: { id: row.id } }).catch(() => ({ data: undefined }));
    if (done) toast.success(done.revokeSession);
    await refetch();
  }

  async function closeOthers() {
    if (busy || !(await confirm({ title: T.confirmTitle, message: T.confirmOthers(others) }))) return;
    const { data: done } = await revokeOthers().catch(() => ({ data: undefined }));
    if (done) toast.success(done.revokeOtherSessions);
    await refetch();
  }

  return (
    <ModalFrame title={T.title} size="wide" readOnly onClose={onClose}>
      {loading && !data ? (
        <p>{T.loading}</p>
      ) : (
        <table className="sessions-table" aria-label={T.tableLabel}>
          <thead>
            <tr>
              <th scope="col">{T.columns.createdAt}</th>
              <th scope="col">{T.columns.lastSeenAt}</th>
              <th scope="col">{T.columns.ip}</th>
              <th scope="col">{T.columns.userAgent}</th>
              <th scope="col">
                <span className="visually-hidden">{T.closeOne}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={row.current ? 'sessions-table__current' : undefined}>
                <td>{when(row.createdAt)}</td>
                <td>{when(row.lastSeenAt)}</td>
                <td>{row.ip ?? T.unknown}</td>
                <td className="sessions-table__agent">{row.userAgent ?? T.unknown}</td>
                <td>
                  {row.current ? (
                    <span className="sessions-table__here">{T.current}</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn--secondary"
                      disabled={busy}
                      onClick={() => void closeOne(row)}
                      aria-label={`${T.closeOne} ${where(row)}`}
                    >
                      {T.closeOne}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn--danger" disabled={busy || others === 0} onClick={() => void closeOthers()}>
          {T.closeOthers}
        </button>
      </div>
    </ModalFrame>
  );
}
