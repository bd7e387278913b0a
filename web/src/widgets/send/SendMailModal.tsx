import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { MailTemplatesDocument, NewMailDocument, SendMailDocument, type MailAccountType } from '../../generated/graphql';
import { showWarning } from '../feedback/dialogs';
import { ModalFrame } from '../feedback/ModalFrame';
import { toast } from '../feedback/toasts';
import { TextField } from '../forms/TextField';
import { uploadFile, type StoredFile } from '../files/upload';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { AttachmentList } from './AttachmentList';
import { SEND_TEXT as T } from './messages';
import { RecipientList, type SendContact } from './RecipientList';
import { SendSmsModal } from './SendSmsModal';
import { TemplateSelect } from './TemplateSelect';
import { useRecipients, useTemplateChoice } from './useSendModal';
import './send.css';
import { Field } from '../forms/Field';

export type { SendContact } from './RecipientList';

export interface SendMailModalProps {
  contacts: readonly SendContact[];
  /** Only accounts (and templates) of this type. */
  accountType?: MailAccountType | null;
  title?: string;
  subject?: string;
  templateId?: number | null;
  /** Lets the user add recipients by address. */
  allowAdd?: boolean;
  /** E-mail (templates of type 2, the default) or SMS (type 3: 160 characters, the company's package). */
  channel?: 'EMAIL' | 'SMS';
  /** SMS mode: the company whose package pays the send. */
  companyId?: number | null;
  onClose: () => void;
}

const hasText = (html: string) =>
  html
    .replace(/<(?!img)[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;
const newKey = () => `e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * The shared send modal: account, template, subject, rich message, recipients with select flags
 * and attachments. Recipients are sent one at a time in order; each sent one is unselected and
 * its result shown ('Mensaje enviado a: …' / 'Mensaje NO enviado a: …'); the modal closes when
 * none remain selected. With channel 'SMS' (and the paying company) it is the SMS mode (SendSmsModal).
 */
export function SendMailModal(props: SendMailModalProps) {
  if (props.channel === 'SMS' && props.companyId) {
    const { companyId, contacts, title, templateId, allowAdd, onClose } = props;
    return <SendSmsModal companyId={companyId} contacts={contacts} title={title} templateId={templateId} allowAdd={allowAdd} onClose={onClose} />;
  }
  return <EmailModal {...props} />;
}

/** The e-mail mode of the send modal. */
function EmailModal({
  contacts: initial,
  accountType = null,
  title = T.title,
  subject: initialSubject = '',
  templateId = null,
  allowAdd = false,
  onClose,
}: SendMailModalProps) {
  const accountsQuery = useQuery(NewMailDocument, { variables: { accountType }, fetchPolicy: 'network-only' });
  const templatesQuery = useQuery(MailTemplatesDocument, { variables: { type: 'EMAIL', accountType } });
  const [sendMail] = useMutation(SendMailDocument, { context: { handledByCaller: false } });
  const accounts = useMemo(() => accountsQuery.data?.newMail.accounts ?? [], [accountsQuery.data]);
  const templates = useMemo(() => templatesQuery.data?.mailTemplates ?? [], [templatesQuery.data]);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [subject, setSubject] = useState(initialSubject);
  const [body, setBody] = useState('');
  const { contacts, states, setStates, toggle, add } = useRecipients(initial, (c) => !!c.email);
  const [attachments, setAttachments] = useState<StoredFile[]>([]);
  const [log, setLog] = useState(false);
  const [progress, setProgress] = useState<{ n: number; total: number } | null>(null);

  useEffect(() => {
    if (accountId === null && accounts.length) setAccountId(accounts[0]!.id);
  }, [accounts, accountId]);
  const [template, chooseTemplate] = useTemplateChoice(templates, templateId, (chosen) => {
    setBody(chosen.body);
    if (!subject) setSubject(chosen.title);
  });

  const warn = (text: string) => void showWarning(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress) return;
    if (!accountId) return warn(T.accountRequired);
    if (!subject.trim()) return warn(T.subjectRequired);
    if (!hasText(body)) return warn(T.messageRequired);
    const order = states.flatMap((s, i) => (s.selected ? [i] : []));
    if (!order.length) return warn(T.recipientsRequired);
    const key = newKey();
    const next = [...states];
    for (const [position, index] of order.entries()) {
      setProgress({ n: position + 1, total: order.length });
      const contact = contacts[index]!;
      const { data } = await sendMail({
        variables: {
          input: {
            accountId,
            subject,
            body,
            recipients: [
              {
                email: contact.email,
                values: contact.values ?? [{ prop: 'clp_nombre', value: contact.name }],
                companyId: contact.companyId ?? null,
                contactId: contact.contactId ?? null,
              },
            ],
            attachments: attachments.map((a) => a.id),
            idempotencyKey: `${key}-${index}`,
            log,
            wait: true,
          },
        },
      }).catch(() => ({ data: undefined }));
      if (!data) break;
      const outcome = data.sendMail.results[0]!;
      const ok = outcome.state === 'ENVIADO';
      if (ok) toast.success(outcome.message);
      else toast.error(outcome.message);
      next[index] = { selected: !(ok || outcome.blacklisted), result: { ok, text: outcome.message } };
      setStates([...next]);
    }
    setProgress(null);
    if (next.every((s) => !s.selected)) onClose();
  }

  const noAccount = accountsQuery.data?.newMail.message;
  return (
    <ModalFrame title={title} size="wide" onClose={onClose}>
      {(titleId) => (
        <form className="send-modal" onSubmit={submit} aria-labelledby={titleId}>
          {noAccount && (
            <p className="alert alert--info" role="status">
              {noAccount}
            </p>
          )}
          <div className="send-modal__row">
            <Field id="envio-cuenta" label={T.account}>
              <select id="envio-cuenta" className="input" value={accountId ?? ''} onChange={(e) => setAccountId(Number(e.target.value) || null)}>
                <option value="">{T.chooseAccount}</option>
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name ? `${a.name} <${a.email}>` : a.email} · {a.typeLabel}
                  </option>
                ))}
              </select>
            </Field>
            <TemplateSelect id="envio-plantilla" label={T.template} templates={templates} value={template} onChange={chooseTemplate} />
          </div>
          <TextField id="envio-asunto" name="mai_subject" label={T.subject} value={subject} maxLength={300} onChange={setSubject} />
          <RichTextEditor
            label={T.body}
            value={body}
            onChange={setBody}
            height={250}
            uploadImage={async (file) => {
              try {
                return (await uploadFile(file, { fileClass: 'IMAGE', owner: 'plantilla' })).url;
              } catch (error) {
                warn((error as Error).message);
                return null;
              }
            }}
          />
          <RecipientList contacts={contacts} states={states} disabled={!!progress} onToggle={toggle} onAdd={allowAdd ? add : undefined} onInvalid={warn} />
          <AttachmentList files={attachments} onChange={setAttachments} />
          <label className="send-modal__log">
            <input type="checkbox" checked={log} onChange={(e) => setLog(e.target.checked)} /> {T.log}
          </label>
          <div className="dialog__actions">
            {progress && (
              <span className="send-modal__progress" role="status">
                <progress max={progress.total} value={progress.n - 1} /> {T.sending(progress.n, progress.total)}
              </span>
            )}
            <button type="button" className="btn btn--secondary" onClick={onClose} disabled={!!progress}>
              {T.cancel}
            </button>
            <button type="submit" className="btn btn--primary" disabled={!!progress}>
              {T.send}
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
