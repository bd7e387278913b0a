import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { businessDay, businessTime } from '@domain/dates';
import {
  NotificationParamsDocument,
  NotificationPlanDocument,
  SaveNotificationPlanDocument,
  SendNotificationDocument,
  type SendNotificationMutation,
} from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { NOTIF_TEXT as T } from './messages';
import { MessageStep } from './MessageStep';
import { RecipientsStep, RecipientTable } from './RecipientsStep';
import { stepOneProblem, stepTwoProblem, type WizardState } from './wizard-state';
import './notifications.css';

type Result = SendNotificationMutation['sendNotification'];

function initial(planning: boolean): WizardState {
  // Ecuador's day and hour, as the server reads them, wherever the browser is.
  const today = businessDay();
  const nextMonth = businessDay(new Date(Date.now() + 30 * 86_400_000));
  return {
    channel: 'EMAIL',
    message: '',
    functionIds: [],
    from: today,
    to: today,
    kind: 'REFERENTES',
    recipients: [],
    companyIds: [],
    plan: planning
      ? {
          id: null,
          title: '',
          frequency: 'WEEKLY',
          expiresOn: nextMonth,
          firstDate: today,
          time: businessTime(),
          weekdays: [1],
          months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        }
      : null,
  };
}

/**
 * /enviar_notif/{opcion} (1 sends) and /planifica_notif/4/{sch} (plans; sch 0 new, else the plan
 * edited): three steps, message, recipients, check; moving forward past an unmet requirement
 * puts the user back on that step with its notice. After saving a new plan the screen switches
 * to editing it.
 */
export function SendWizardPage() {
  const { opcion, sch } = useParams();
  const planning = opcion === '4';
  const planId = planning ? Number(sch) || null : null;
  const navigate = useNavigate();
  const [state, setState] = useState<WizardState>(() => initial(planning));
  const [step, setStep] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const { data: params } = useQuery(NotificationParamsDocument);
  const { data: existing } = useQuery(NotificationPlanDocument, { variables: { id: planId ?? 0 }, skip: !planId, fetchPolicy: 'network-only' });
  const [send, { loading: sending }] = useMutation(SendNotificationDocument);
  const [savePlan, { loading: saving }] = useMutation(SaveNotificationPlanDocument);

  useEffect(() => {
    if (!planning) return setState(initial(false));
    const p = existing?.notificationPlan;
    if (!planId) return setState(initial(true));
    if (!p) return;
    setState({
      channel: p.channel,
      message: p.message,
      functionIds: p.functionIds,
      from: p.firstDate,
      to: p.firstDate,
      kind: p.kind,
      recipients: p.recipients,
      companyIds: p.companyIds,
      plan: {
        id: p.id,
        title: p.title,
        frequency: p.frequency,
        expiresOn: p.expiresOn,
        firstDate: p.firstDate,
        time: p.time,
        weekdays: p.weekdays,
        months: p.months,
      },
    });
  }, [planning, planId, existing]);

  const change = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));

  /** Moves toward `target`, stopping (with its notice) at the first step whose requirement is not met. */
  function goTo(target: number) {
    if (target > 0) {
      const problem = stepOneProblem(state);
      if (problem) {
        setStep(0);
        return void toast.warning(problem);
      }
    }
    if (target > 1) {
      const problem = stepTwoProblem(state);
      if (problem) {
        setStep(1);
        return void toast.warning(step === 1 ? problem : problem === T.recipientsRequired ? T.recipientsStep3 : problem);
      }
    }
    setStep(target);
  }

  const input = {
    channel: state.channel,
    message: state.message,
    functionIds: state.functionIds,
    kind: state.kind,
    recipients: state.recipients.map((r) => ({ companyId: r.companyId, referenteId: r.referenteId, userId: r.userId })),
    companyIds: state.companyIds,
  };

  async function submit() {
    const problem = stepOneProblem(state) ?? stepTwoProblem(state);
    if (problem) return goTo(2);
    if (state.plan) {
      const p = state.plan;
      const done = await savePlan({
        variables: {
          input: {
            ...input,
            id: p.id,
            title: p.title,
            frequency: p.frequency,
            expiresOn: p.expiresOn || null,
            firstDate: p.firstDate || null,
            time: p.time || null,
            weekdays: p.weekdays,
            months: p.months,
          },
        },
      });
      const saved = done.data?.saveNotificationPlan;
      if (!saved) return;
      toast.success(saved.message, { title: 'EXITO' });
      if (!p.id) await navigate(`/planifica_notif/4/${saved.plan.id}`, { replace: true });
      return;
    }
    const done = await send({ variables: { input: { ...input, from: state.from, to: state.to } } });
    if (!done.data) return;
    setResult(done.data.sendNotification);
    toast.success(done.data.sendNotification.message);
  }

  const busy = sending || saving;
  const title = state.plan ? (state.plan.id ? T.editing(state.plan.title) : T.planTitle) : T.sendTitle;
  return (
    <section className="page notif-page">
      <h1>{title}</h1>
      <ol className="notif-steps">
        {T.steps.map((name, i) => (
          <li key={name} aria-current={i === step ? 'step' : undefined}>
            <button
              type="button"
              className="btn btn--link"
              onClick={() => goTo(i)}
              style={{ color: 'inherit', background: 'none', border: 0, cursor: 'pointer', font: 'inherit' }}
            >
              {name}
            </button>
          </li>
        ))}
      </ol>
      {step === 0 && <MessageStep state={state} params={params?.notificationParams} onChange={change} />}
      {step === 1 && <RecipientsStep state={state} companies={params?.notificationCompanies ?? []} onChange={change} />}
      {step === 2 && (
        <div className="notif-wizard">
          <dl className="notif-review__meta">
            <dt>{T.channel}</dt>
            <dd>{T.channels[state.channel]}</dd>
            <dt>{T.sendTo}</dt>
            <dd>
              {state.kind === 'COMPANIES'
                ? (params?.notificationCompanies ?? [])
                    .filter((c) => state.companyIds.includes(c.id))
                    .map((c) => c.legalName)
                    .join(', ')
                : `${T.kinds[state.kind]} (${state.recipients.length})`}
            </dd>
            {state.functionIds.length > 0 && (
              <>
                <dt>{T.functions}</dt>
                <dd>
                  {(params?.notificationParams.functions ?? [])
                    .filter((f) => state.functionIds.includes(f.id))
                    .map((f) => f.title)
                    .join(', ')}
                </dd>
              </>
            )}
          </dl>
          {state.channel === 'SMS' ? (
            <p className="notif-review">{state.message}</p>
          ) : (
            <div className="notif-review" dangerouslySetInnerHTML={{ __html: state.message }} />
          )}
          {state.kind !== 'COMPANIES' && <RecipientTable caption={T.chosen} rows={state.recipients} />}
          {result && (
            <>
              <ResultTable caption={`${T.sent} (${result.sent.length})`} lines={result.sent} />
              <ResultTable caption={`${T.notSentTitle} (${result.notSent.length})`} lines={result.notSent} />
            </>
          )}
        </div>
      )}
      <div className="notif-actions" style={{ marginTop: 16 }}>
        <button type="button" className="btn btn--secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
          {T.previous}
        </button>
        {step < 2 ? (
          <button type="button" className="btn btn--primary" onClick={() => goTo(step + 1)}>
            {T.next}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void submit()}>
            {state.plan ? T.save : T.send}
          </button>
        )}
      </div>
    </section>
  );
}

function ResultTable({ caption, lines }: { caption: string; lines: Result['sent'] }) {
  return (
    <table className="notif-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Nombre</th>
          <th scope="col">Destino</th>
          <th scope="col">Empresa</th>
          <th scope="col">Motivo</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={`${l.name}-${i}`}>
            <td>{l.name}</td>
            <td>{l.address}</td>
            <td>{l.companyName}</td>
            <td>{l.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
