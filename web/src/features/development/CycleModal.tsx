import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { DevelopmentUsersDocument, SaveDevelopmentCycleDocument, type DevCycleState } from '../../generated/graphql';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { useAction } from '../../widgets/feedback/use-action';
import { formatDate, parseDate, toIsoDate } from '@domain/dates';
import { DateField } from '../../widgets/forms/DateField';
import { DEV_TEXT as T } from './messages';

/** Today as the date field shows it (DD/MM/AAAA); the API takes the ISO day. */
const today = () => formatDate(new Date());

/** The typed day as ISO; a text that is no day goes as typed, for the API to refuse on its field. */
function isoDay(text: string): string {
  const day = parseDate(text);
  return day ? toIsoDate(day) : text;
}

/** Records a cycle state of a module or an attribute with note, date and one of the active users. */
export function CycleModal({
  target,
  name,
  current,
  onClose,
  onSaved,
}: {
  target: { moduleId?: number; attributeId?: number };
  name: string;
  current: DevCycleState | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const users = useQuery(DevelopmentUsersDocument);
  const [state, setState] = useState<DevCycleState>(current ?? 'ANALYSIS');
  const [note, setNote] = useState('');
  const [date, setDate] = useState(today);
  const [userId, setUserId] = useState('');
  const [save] = useMutation(SaveDevelopmentCycleDocument);
  const { run, busy } = useAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    await run(() => save({ variables: { input: { ...target, state, note, date: isoDay(date), userId: Number(userId) || null } } }), {
      message: (data) => T.cycle.saved(data.r.stateLabel),
      refetch: onSaved,
    });
  }
  return (
    <ModalFrame title={T.cycle.title(name)} onClose={onClose}>
      {(titleId) => (
        <form onSubmit={submit} aria-labelledby={titleId} className="dev-form">
          <div className="field">
            <label className="field__label" htmlFor="cycle-state">
              {T.cycle.state}
            </label>
            <select id="cycle-state" name="state" className="input" value={state} onChange={(e) => setState(e.target.value as DevCycleState)} autoFocus>
              {T.cycleStates.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <DateField id="cycle-date" name="date" label={T.cycle.date} today={new Date()} value={date} onChange={setDate} onCommit={() => undefined} />
          <div className="field">
            <label className="field__label" htmlFor="cycle-user">
              {T.cycle.user}
            </label>
            <select id="cycle-user" name="userId" className="input" value={userId} onChange={(e) => setUserId(e.target.value)}>
              <option value="">{T.cycle.chooseUser}</option>
              {(users.data?.developmentUsers ?? []).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="cycle-note">
              {T.cycle.note}
            </label>
            <textarea id="cycle-note" name="note" className="input" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {T.actions.cancel}
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {T.actions.save}
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
