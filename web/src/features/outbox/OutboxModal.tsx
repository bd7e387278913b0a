import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { OutboxDocument, ResendEmailDocument, type OutboxQuery, type OutboxState } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { useAction } from '../../widgets/feedback/use-action';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import type { CellStyleFn } from '../../widgets/grid/row-paint';
import { formatHistoryDate } from '../companies/HistoryModal';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { OUTBOX_TEXT as T } from './messages';
import './outbox.css';

type Email = OutboxQuery['outbox']['items'][number];
const C = T.columns;
const COLUMNS: readonly ReportColumn[] = [
  { di_column: 'fecha', di_descri: C.date, type: 'text', width: 130 },
  { di_column: 'para', di_descri: C.to, type: 'text', width: 230 },
  { di_column: 'asunto', di_descri: C.subject, type: 'text', width: 320 },
  { di_column: 'estado', di_descri: C.state, type: 'text', width: 150 },
  { di_column: 'origen', di_descri: C.source, type: 'text', width: 100 },
  { di_column: 'intentos', di_descri: C.attempts, type: 'integer', width: 80 },
];
const STATE_COLORS: Record<OutboxState, string> = {
  ENVIADO: 'limegreen',
  GUARDADO: 'cornflowerblue',
  PENDIENTE: 'gold',
  FALLIDO: 'crimson',
  RECHAZADO: 'darkred',
};
const stateCell: CellStyleFn = (row, column) => {
  if (column !== 'estado') return undefined;
  const colour = STATE_COLORS[row.estado_clave as OutboxState];
  return colour ? { background: colour, color: colour === 'gold' || colour === 'limegreen' ? '#1a1a1a' : '#ffffff', badge: true } : undefined;
};
const emailKey = (row: ReportRow) => Number(row.cor_codigo);

/** The e-mail outbox: what was sent, what waits, what failed, and what was only stored (no SMTP server). */
export function OutboxModal({ source, onClose }: { source?: string; onClose: () => void }) {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  const { data, loading, refetch } = useQuery(OutboxDocument, {
    variables: { filter: { text: applied || null, source: source ?? null }, pageSize: 200 },
    fetchPolicy: 'network-only',
  });
  const [resend] = useMutation(ResendEmailDocument);
  const resending = useAction();
  const [picked, setPicked] = useState<Email | null>(null);
  const [shown, setShown] = useState<Email | null>(null);
  const items = useMemo(() => data?.outbox.items ?? [], [data]);
  const rows = useMemo(
    () =>
      items.map((e) => ({
        cor_codigo: e.id,
        fecha: formatHistoryDate(e.createdAt),
        para: e.to,
        asunto: e.subject,
        estado: e.stateLabel,
        estado_clave: e.state,
        origen: e.source,
        intentos: e.attempts,
      })),
    [items],
  );
  const onRows = useCallback((selected: ReportRow[]) => setPicked(items.find((e) => e.id === selected[0]?.cor_codigo) ?? null), [items]);

  function withOne(run: (email: Email) => void) {
    if (!picked) return void showWarning(T.selectOne);
    run(picked);
  }
  async function resendPicked(email: Email) {
    if (resending.busy) return;
    await resending.run(() => resend({ variables: { id: email.id } }), { message: (done) => done.resendEmail.message, refetch });
  }

  return (
    <ModalFrame title={T.title} size="extra" readOnly onClose={onClose}>
      {() => (
        <div className="outbox">
          <form
            className="outbox__search"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setApplied(text.trim());
            }}
          >
            <label className="field__label" htmlFor="outbox-texto">
              {T.search}
            </label>
            <input id="outbox-texto" className="input" value={text} onChange={(e) => setText(e.target.value)} />
            <span className="form-hint">{T.total(data?.outbox.totalCount ?? 0)}</span>
          </form>
          {!loading && rows.length === 0 ? (
            <p>{T.empty}</p>
          ) : (
            <ReportGrid
              columns={COLUMNS}
              data={rows}
              title={T.grid}
              variant="scroll"
              selection="single"
              totals={false}
              onSelectionChange={onRows}
              cellStyle={stateCell}
              rowKey={emailKey}
            />
          )}
          {shown && (
            <section className="outbox__body" aria-label={T.body(shown.to, shown.subject)}>
              <p className="form-hint">{T.body(shown.to, shown.subject)}</p>
              {shown.error && <p className="outbox__error">{T.error(shown.error)}</p>}
              <pre>{shown.body}</pre>
            </section>
          )}
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={() => withOne(setShown)}>
              {T.view}
            </button>
            <button type="button" className="btn btn--secondary" disabled={resending.busy} onClick={() => withOne((e) => void resendPicked(e))}>
              {T.resend}
            </button>
            <button type="button" className="btn btn--primary" onClick={onClose}>
              {T.close}
            </button>
          </div>
        </div>
      )}
    </ModalFrame>
  );
}
