import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { DevelopmentUsersDocument, SaveDevelopmentCycleDocument, type DevCycleState } from '../../generated/graphql';
import { FormModal } from '../../widgets/feedback/FormModal';
import { useAction } from '../../widgets/feedback/use-action';
import { formatDate, parseDate, toIsoDate } from '@domain/dates';
import { DateField } from '../../widgets/forms/DateField';
import { pairOptions, SelectField } from '../../widgets/forms/SelectField';
import { TextAreaField } from '../../widgets/forms/TextAreaField';
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
    <FormModal
      title={T.cycle.title(name)}
      onClose={onClose}
      onSubmit={submit}
      className="dev-form"
      cancelLabel={T.actions.cancel}
      submitLabel={T.actions.save}
      disabled={busy}
    >
      <SelectField
        id="cycle-state"
        name="state"
        label={T.cycle.state}
        value={state}
        options={pairOptions(T.cycleStates)}
        onChange={(v) => setState(v as DevCycleState)}
        autoFocus
      />
      <DateField id="cycle-date" name="date" label={T.cycle.date} today={new Date()} value={date} onChange={setDate} onCommit={() => undefined} />
      <SelectField
        id="cycle-user"
        name="userId"
        label={T.cycle.user}
        value={userId}
        blank={T.cycle.chooseUser}
        options={(users.data?.developmentUsers ?? []).map((u) => ({ value: u.id, label: u.name }))}
        onChange={setUserId}
      />
      <TextAreaField id="cycle-note" name="note" label={T.cycle.note} rows={3} value={note} onChange={setNote} />
    </FormModal>
  );
}
