import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { MailTemplatesDocument, SendSmsFromModalDocument, SmsPackageDocument } from '../../generated/graphql';
import { showWarning } from '../feedback/dialogs';
import { ModalFrame } from '../feedback/ModalFrame';
import { toast } from '../feedback/toasts';
import { SMS_SEND_TEXT as S, SEND_TEXT as T } from './messages';
import type { SendContact } from './RecipientList';
import { SmsRecipientList } from './SmsRecipientList';
import { TemplateSelect } from './TemplateSelect';
import { useRecipients, useTemplateChoice } from './useSendModal';
import './send.css';
import { refetchQuietly } from '../feedback/use-action';
import { Field } from '../forms/Field';

/** SMS text limit (spec 002 §9). */
export const SMS_MAX = 160;

export interface SendSmsModalProps {
  /** The company whose SMS package pays the send. */
  companyId: number;
  contacts: readonly SendContact[];
  title?: string;
  templateId?: number | null;
  allowAdd?: boolean;
  onClose: () => void;
}

const newKey = () => `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * The send modal in SMS mode (templates of type 3): a plain message of at most 160 characters
 * (longer text is cut with 'Ha llegado al límite…'), recipients with a mobile, the company's
 * package checked before sending ('No tiene un paquete de SMS contratado.', 'Usted solo tiene
 * disponibles N sms'). The selected recipients go in one request to the SMS service (the one of
 * POST /rest/enviosms/lista/0), which checks all of it again under the package's lock.
 */
export function SendSmsModal({ companyId, contacts: initial, title = S.title, templateId = null, allowAdd = false, onClose }: SendSmsModalProps) {
  const templatesQuery = useQuery(MailTemplatesDocument, { variables: { type: 'SMS' } });
  const packageQuery = useQuery(SmsPackageDocument, { variables: { companyId }, fetchPolicy: 'network-only' });
  const [readPackage] = useLazyQuery(SmsPackageDocument, { fetchPolicy: 'network-only' });
  const [sendSms] = useMutation(SendSmsFromModalDocument, { context: { handledByCaller: false } });
  const templates = useMemo(() => templatesQuery.data?.mailTemplates ?? [], [templatesQuery.data]);
  const [body, setBody] = useState('');
  const { contacts, states, setStates, toggle, add } = useRecipients(initial, (c) => !!c.mobile);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());

  const warn = (text: string) => void showWarning(text);
  /** Keeps at most 160 characters; a longer text is cut and the user told. */
  const setMessage = (text: string) => {
    if ([...text].length > SMS_MAX) {
      setBody([...text].slice(0, SMS_MAX).join(''));
      warn(S.tooLong);
    } else setBody(text);
  };

  const [template, chooseTemplate] = useTemplateChoice(templates, templateId, (chosen) => setMessage(chosen.body));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!body.trim()) return warn(S.messageRequired);
    const order = states.flatMap((s, i) => (s.selected ? [i] : []));
    if (!order.length) return warn(S.recipientsRequired);
    setBusy(true);
    try {
      const pkg = (await readPackage({ variables: { companyId } }).catch(() => ({ data: undefined }))).data?.smsContract;
      if (!pkg) return warn(S.noPackage);
      if (pkg.available !== null && pkg.available !== undefined && order.length > pkg.available) return warn(S.available(pkg.available));
      const recipients = order.map((i) => ({ mobile: contacts[i]!.mobile ?? null, name: contacts[i]!.name, referenteId: contacts[i]!.contactId ?? null }));
      const { data } = await sendSms({ variables: { input: { companyId, message: body.trim(), recipients, requestKey: key.current } } }).catch(() => ({
        data: undefined,
      }));
      if (!data) return;
      key.current = newKey();
      toast.success(data.sendSms.message);
      const next = states.map((s, i) => (order.includes(i) ? { selected: false, result: { ok: true, text: S.queued(contacts[i]!.mobile ?? '') } } : s));
      setStates(next);
      void refetchQuietly(packageQuery.refetch);
      if (next.every((s) => !s.selected)) onClose();
    } finally {
      setBusy(false);
    }
  }

  const pkg = packageQuery.data?.smsContract;
  const length = [...body].length;
  return (
    <ModalFrame title={title} size="wide" onClose={onClose}>
      {(titleId) => (
        <form className="send-modal send-modal--sms" onSubmit={submit} aria-labelledby={titleId}>
          {packageQuery.data && (
            <p className={`alert ${pkg ? 'alert--info' : 'alert--warning'}`} role="status">
              {pkg ? S.packageInfo(pkg.contractedLabel, pkg.available ?? null) : S.noPackage}
            </p>
          )}
          <TemplateSelect id="envio-plantilla-sms" label={S.template} templates={templates} value={template} onChange={chooseTemplate} />
          <Field id="envio-sms-texto" label={S.body}>
            <textarea
              id="envio-sms-texto"
              className="input send-modal__sms"
              rows={4}
              value={body}
              disabled={busy}
              aria-describedby="envio-sms-cuenta"
              onChange={(e) => setMessage(e.target.value)}
            />
            <span id="envio-sms-cuenta" className={`send-modal__counter${length >= SMS_MAX ? ' send-modal__counter--full' : ''}`}>
              {S.counter(length, SMS_MAX)}
            </span>
          </Field>
          <SmsRecipientList contacts={contacts} states={states} disabled={busy} onToggle={toggle} onAdd={allowAdd ? add : undefined} onInvalid={warn} />
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose} disabled={busy}>
              {T.cancel}
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {T.send}
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
