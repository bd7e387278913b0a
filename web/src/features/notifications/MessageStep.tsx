import type { NotificationChannel, NotificationParamsQuery, PlanFrequency } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { RichTextEditor } from '../../widgets/rich-text/RichTextEditor';
import { NOTIF_TEXT as T, SMS_LIMIT } from './messages';
import { cutSms, monthDays, type PlanFields, type WizardState } from './wizard-state';
import { Field } from '../../widgets/forms/Field';
import { SelectField } from '../../widgets/forms/SelectField';

type Params = NotificationParamsQuery['notificationParams'];

interface Props {
  state: WizardState;
  params: Params | undefined;
  onChange: (patch: Partial<WizardState>) => void;
}

const CHANNELS: readonly NotificationChannel[] = ['EMAIL', 'SMS', 'SYSTEM'];
const FREQUENCIES: readonly PlanFrequency[] = ['WEEKLY', 'MONTHLY', 'DAILY', 'ONCE'];

/** Step 1: channel and message (for e-mail also the report functions and their date range); the plan's fields when planning. */
export function MessageStep({ state, params, onChange }: Props) {
  const setSms = (text: string) => {
    const { text: kept, cut } = cutSms(text);
    if (cut) toast.warning(T.smsLimit);
    onChange({ message: kept });
  };
  const plan = state.plan;
  const setPlan = (patch: Partial<PlanFields>) => onChange({ plan: { ...plan!, ...patch } });
  const toggle = (list: number[], value: number, on: boolean) => (on ? [...new Set([...list, value])].sort((a, b) => a - b) : list.filter((v) => v !== value));
  return (
    <div className="notif-wizard">
      {plan && (
        <fieldset>
          <legend>{T.planTitle}</legend>
          <div className="notif-page__bar">
            <Field id="npl_titulo" label={T.planFields.title}>
              <input id="npl_titulo" name="npl_titulo" className="input" size={40} value={plan.title} onChange={(e) => setPlan({ title: e.target.value })} />
            </Field>
            <SelectField
              id="npl_frecuencia"
              name="npl_frecuencia"
              label={T.planFields.frequency}
              value={plan.frequency}
              options={FREQUENCIES.map((f) => ({ value: f, label: T.frequencies[f] }))}
              onChange={(value) => setPlan({ frequency: value as PlanFrequency })}
            />
            <Field id="npd_fenvio" label={T.planFields.firstDate}>
              <input
                id="npd_fenvio"
                name="npd_fenvio"
                type="date"
                className="input"
                value={plan.firstDate}
                onChange={(e) => setPlan({ firstDate: e.target.value })}
              />
            </Field>
            <Field id="npd_hora" label={T.planFields.time}>
              <input id="npd_hora" name="npd_hora" type="time" className="input" value={plan.time} onChange={(e) => setPlan({ time: e.target.value })} />
            </Field>
            <Field id="npl_fcaduca" label={T.planFields.expires}>
              <input
                id="npl_fcaduca"
                name="npl_fcaduca"
                type="date"
                className="input"
                value={plan.expiresOn}
                onChange={(e) => setPlan({ expiresOn: e.target.value })}
              />
            </Field>
          </div>
          {plan.frequency === 'WEEKLY' && (
            <fieldset>
              <legend>{T.planFields.weekdays}</legend>
              <div className="notif-choices">
                {T.weekdays.map((name, i) => (
                  <label key={name}>
                    <input
                      type="checkbox"
                      name="dias"
                      checked={plan.weekdays.includes(i + 1)}
                      onChange={(e) => setPlan({ weekdays: toggle(plan.weekdays, i + 1, e.target.checked) })}
                    />
                    {name}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {(plan.frequency === 'WEEKLY' || plan.frequency === 'MONTHLY') && (
            <fieldset>
              <legend>{T.planFields.months}</legend>
              <div className="notif-months">
                {T.months.map((name, i) => (
                  <label key={name}>
                    <input
                      type="checkbox"
                      name="meses"
                      checked={plan.months.includes(i + 1)}
                      onChange={(e) => setPlan({ months: toggle(plan.months, i + 1, e.target.checked) })}
                    />
                    {name} ({T.days(monthDays(params?.februaryDays ?? 28)[i]!)})
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </fieldset>
      )}
      <fieldset>
        <legend>{T.channel}</legend>
        <div className="notif-choices" role="radiogroup">
          {CHANNELS.map((c) => (
            <label key={c}>
              <input
                type="radio"
                name="enviar_por"
                value={c}
                checked={state.channel === c}
                onChange={() =>
                  onChange({
                    channel: c,
                    functionIds: c === 'EMAIL' ? state.functionIds : [],
                    message: c === 'SMS' ? cutSms(state.message.replace(/<[^>]*>/g, ' ').trim()).text : state.message,
                  })
                }
              />
              {T.channels[c]}
            </label>
          ))}
        </div>
      </fieldset>
      {state.channel === 'SMS' ? (
        <Field id="notif-sms" label={T.message}>
          <textarea id="notif-sms" name="mensaje" className="notif-textarea" value={state.message} onChange={(e) => setSms(e.target.value)} />
          <span className="notif-counter" aria-live="polite">
            {T.counter([...state.message].length, SMS_LIMIT)}
          </span>
        </Field>
      ) : (
        <RichTextEditor label={T.message} value={state.message} onChange={(html) => onChange({ message: html })} height={160} />
      )}
      {state.channel === 'EMAIL' && (
        <fieldset>
          <legend>{T.functions}</legend>
          <table className="notif-table">
            <tbody>
              {(params?.functions ?? []).map((f) => (
                <tr key={f.id}>
                  <td>
                    <input
                      type="checkbox"
                      id={`fn-${f.id}`}
                      name="funciones"
                      checked={state.functionIds.includes(f.id)}
                      onChange={(e) => onChange({ functionIds: toggle(state.functionIds, f.id, e.target.checked) })}
                    />
                  </td>
                  <td>
                    <label htmlFor={`fn-${f.id}`}>{f.title}</label>
                  </td>
                  <td>{f.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!plan && state.functionIds.length > 0 && (
            <div className="notif-page__bar">
              <Field id="notif-desde" label={T.rangeFrom}>
                <input id="notif-desde" name="desde" type="date" className="input" value={state.from} onChange={(e) => onChange({ from: e.target.value })} />
              </Field>
              <Field id="notif-hasta" label={T.rangeTo}>
                <input id="notif-hasta" name="hasta" type="date" className="input" value={state.to} onChange={(e) => onChange({ to: e.target.value })} />
              </Field>
            </div>
          )}
        </fieldset>
      )}
    </div>
  );
}
