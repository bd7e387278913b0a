import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  ChangeSupportStateDocument,
  SendSupportTechnicalMessageDocument,
  SupportAdminsDocument,
  SupportReviewDocument,
  type SupportState,
} from '../../generated/graphql';
import { useSessionUser } from '../../app/session';
import { showPopup } from '../../widgets/feedback/dialogs';
import { refetchQuietly, useAction } from '../../widgets/feedback/use-action';
import { storedFileUrl } from '../../widgets/files/upload';
import { CHOOSABLE_STATES, STATE_LABELS, SUPPORT_TEXT as T } from './messages';
import { dateTimeText } from '../../widgets/grid/cell-format';
import { SupportDialog } from './SupportDialog';
import { onSupportEvent } from './useSupportEvents';
import './support.css';
import { Field } from '../../widgets/forms/Field';

const HISTORY_LABEL: Record<string, string> = { CREATED: 'Enviada', REPLY: 'Respuesta', STATE: 'Cambio de estado', TECHNICAL: 'Mensaje a soporte técnico' };

/**
 * /revisa/soporte/{not_codigo} 'Revisar solicitud de colaboración': the request with its
 * screenshot and stored error, the replies, the technical-support thread, the users to notify
 * and the history; the state selector, a reply and the message to technical support (state 5).
 * It follows the request live: any event of it reloads the screen.
 */
export function SupportReviewPage() {
  const id = Number(useParams().not_codigo) || 0;
  const me = useSessionUser();
  const { data, refetch } = useQuery(SupportReviewDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const [changeState] = useMutation(ChangeSupportStateDocument);
  const [sendTechnical] = useMutation(SendSupportTechnicalMessageDocument);
  const changing = useAction();
  const sendingTechnical = useAction();
  const [state, setState] = useState<SupportState | ''>('');
  const [replying, setReplying] = useState(false);
  const [techTo, setTechTo] = useState(0);
  const [techMessage, setTechMessage] = useState('');
  const [techModules, setTechModules] = useState('');
  const [techEmail, setTechEmail] = useState(false);
  const review = data?.supportRequest;
  const request = review?.request;

  useEffect(() => onSupportEvent((event) => event.requestId === id && void refetchQuietly(refetch)), [id, refetch]);
  useEffect(() => {
    if (request) setState(request.state === 'NEW' ? '' : request.state);
  }, [request]);

  async function applyState() {
    if (!state || !request || state === request.state) return;
    await changing.run(() => changeState({ variables: { id, state } }), { message: (data) => data.changeSupportState.message });
  }

  async function submitTechnical(event: FormEvent) {
    event.preventDefault();
    if (!techMessage.trim()) return void showPopup({ title: T.technical, text: T.messageRequired, level: 'warning' });
    await sendingTechnical.run(
      () =>
        sendTechnical({ variables: { input: { requestId: id, message: techMessage, to: techTo, modules: techModules || null, notifyByEmail: techEmail } } }),
      { message: (data) => data.sendSupportTechnicalMessage.message, onSuccess: () => setTechMessage(''), refetch },
    );
  }

  if (!request || !review) return <section className="page" aria-busy="true" />;
  const others = review.usersToNotify.filter((u) => u.id !== me.id);
  const replyTarget = request.senderId === me.id ? request.addressedTo : request.senderId;

  return (
    <section className="support-review page">
      <h1 className="page__title">{T.reviewTitle}</h1>
      <Link to={request.senderId === me.id ? '/soporte' : '/soporte?tipo=1'}>{T.back}</Link>
      <article className="support-review__section" aria-labelledby="soporte-solicitud">
        <h2 id="soporte-solicitud">
          {T.request} N° {request.id}
        </h2>
        <p className="support-review__meta">
          <span>{dateTimeText(request.sentAt as string)}</span>
          <span>{request.senderName}</span>
          <span>→ {request.addressedTo === 0 ? T.everyone : request.addressedName}</span>
          <strong data-estado={request.state}>{STATE_LABELS[request.state]}</strong>
        </p>
        <p className="support-review__message">{request.message}</p>
        {request.errorMessage && (
          <button
            type="button"
            className="btn btn--warning"
            onClick={() => void showPopup({ title: T.errorTitle, text: request.errorMessage!, level: 'error' })}
          >
            {T.showError}
          </button>
        )}
        {request.screenshotId && (
          <p>
            <a href={storedFileUrl(request.screenshotId)} target="_blank" rel="noreferrer">
              <img className="support-review__image" src={storedFileUrl(request.screenshotId)} alt={T.screenshot} />
            </a>
          </p>
        )}
        <div className="support-review__actions">
          <Field id="soporte-cambio" label={T.stateLabel}>
            <select id="soporte-cambio" className="input" value={state} onChange={(e) => setState(e.target.value as SupportState)}>
              <option value="" disabled>
                {STATE_LABELS.NEW}
              </option>
              {CHOOSABLE_STATES.map((s) => (
                <option key={s} value={s}>
                  {STATE_LABELS[s]}
                </option>
              ))}
            </select>
          </Field>
          <button type="button" className="btn btn--secondary" disabled={changing.busy || !state || state === request.state} onClick={() => void applyState()}>
            {T.changeState}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => setReplying(true)}>
            {T.reply}
          </button>
        </div>
      </article>

      <section className="support-review__section" aria-labelledby="soporte-respuestas">
        <h2 id="soporte-respuestas">{T.replies}</h2>
        {review.replies.length === 0 ? (
          <p className="form-hint">{T.noReplies}</p>
        ) : (
          <ul className="support-review__list">
            {review.replies.map((r) => (
              <li key={r.id}>
                <strong>{r.senderName}</strong> · {dateTimeText(r.sentAt as string)} · {STATE_LABELS[r.state]}
                <p className="support-review__message">{r.message}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="support-review__section" aria-labelledby="soporte-tecnico">
        <h2 id="soporte-tecnico">{T.technical}</h2>
        {review.technicalMessages.length === 0 ? (
          <p className="form-hint">{T.noTechnical}</p>
        ) : (
          <table className="support-table">
            <thead>
              <tr>
                <th>{T.technicalColumns.from}</th>
                <th>{T.technicalColumns.to}</th>
                <th>{T.technicalColumns.date}</th>
                <th>{T.technicalColumns.message}</th>
              </tr>
            </thead>
            <tbody>
              {review.technicalMessages.map((m) => (
                <tr key={m.id}>
                  <td>{m.fromName}</td>
                  <td>{m.toName}</td>
                  <td>{dateTimeText(m.sentAt as string)}</td>
                  <td className="support-review__message">{m.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <form className="support-review__actions" onSubmit={(e) => void submitTechnical(e)} aria-label={T.sendTechnical}>
          <Field id="soporte-tecnico-para" label={T.technicalTo}>
            <TechnicianPicker id="soporte-tecnico-para" value={techTo} onChange={setTechTo} known={others} />
          </Field>
          <Field id="soporte-tecnico-mensaje" label={T.technicalMessage}>
            <textarea id="soporte-tecnico-mensaje" className="input" rows={2} cols={40} value={techMessage} onChange={(e) => setTechMessage(e.target.value)} />
          </Field>
          <Field id="soporte-tecnico-modulos" label={T.modules}>
            <input id="soporte-tecnico-modulos" className="input" value={techModules} onChange={(e) => setTechModules(e.target.value)} />
          </Field>
          <label>
            <input type="checkbox" checked={techEmail} onChange={(e) => setTechEmail(e.target.checked)} /> {T.notifyEmail}
          </label>
          <button type="submit" className="btn btn--primary" disabled={sendingTechnical.busy || !techTo}>
            {T.sendTechnical}
          </button>
        </form>
      </section>

      <section className="support-review__section" aria-labelledby="soporte-notificar">
        <h2 id="soporte-notificar">{T.notify}</h2>
        <p>{review.usersToNotify.map((u) => u.name).join(', ')}</p>
      </section>

      <section className="support-review__section" aria-labelledby="soporte-historial">
        <h2 id="soporte-historial">{T.history}</h2>
        <table className="support-table">
          <tbody>
            {review.history.map((h) => (
              <tr key={h.id}>
                <td>{dateTimeText(h.at as string)}</td>
                <td>{h.actorName}</td>
                <td>{HISTORY_LABEL[h.action] ?? h.action}</td>
                <td>{h.toState ? `${h.fromState ? STATE_LABELS[h.fromState] : ''} → ${STATE_LABELS[h.toState]}` : ''}</td>
                <td className="support-review__message">{h.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {replying && (
        <SupportDialog
          mode={{ kind: 'reply', requestId: id, addressedTo: replyTarget }}
          onClose={() => setReplying(false)}
          onSent={() => void refetchQuietly(refetch)}
        />
      )}
    </section>
  );
}

/** Who a technical-support message can go to: the administrators and everyone taking part, but the user. */
function TechnicianPicker({
  id,
  value,
  onChange,
  known,
}: {
  id: string;
  value: number;
  onChange: (id: number) => void;
  known: readonly { id: number; name: string }[];
}) {
  const me = useSessionUser();
  const admins = useQuery(SupportAdminsDocument);
  const choices = new Map<number, string>();
  for (const u of [...(admins.data?.supportAdmins ?? []), ...known]) if (u.id !== me.id) choices.set(u.id, u.name);
  return (
    <select id={id} className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
      <option value={0} disabled>
        —
      </option>
      {[...choices].map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
