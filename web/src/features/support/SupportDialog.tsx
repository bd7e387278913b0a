import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { SendSupportRequestDocument, SupportAdminsDocument, type SupportState } from '../../generated/graphql';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { toast } from '../../widgets/feedback/toasts';
import { uploadFile } from '../../widgets/files/upload';
import { CHOOSABLE_STATES, STATE_LABELS, SUPPORT_TEXT as T } from './messages';
import { CAPTURE_SKIP } from './screenshot';
import { FormActions } from '../../widgets/forms/FormActions';

export type SupportDialogMode = { kind: 'new'; screenshot: File | null; errorText: string | null } | { kind: 'reply'; requestId: number; addressedTo?: number };

/**
 * The support request dialog (spec 002 §2): a new request with the screenshot of the screen the
 * user was on and the last error shown to them (both visible and removable), addressed to one
 * administrator or to all; or a reply with the state it leaves the request in.
 */
export function SupportDialog({ mode, onClose, onSent }: { mode: SupportDialogMode; onClose: () => void; onSent?: () => void }) {
  const id = useId();
  const isReply = mode.kind === 'reply';
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [screenshot, setScreenshot] = useState<File | null>(mode.kind === 'new' ? mode.screenshot : null);
  const [errorText, setErrorText] = useState<string | null>(mode.kind === 'new' ? mode.errorText : null);
  const [addressedTo, setAddressedTo] = useState(mode.kind === 'reply' ? (mode.addressedTo ?? 0) : 0);
  const [state, setState] = useState<SupportState | ''>('');
  const [busy, setBusy] = useState(false);
  const admins = useQuery(SupportAdminsDocument, { skip: isReply });
  const [send] = useMutation(SendSupportRequestDocument, { refetchQueries: ['SupportRequests'] });
  const preview = useMemo(() => (screenshot ? URL.createObjectURL(screenshot) : null), [screenshot]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return void setProblem(T.messageRequired);
    setProblem(null);
    setBusy(true);
    try {
      const stored = screenshot ? await uploadFile(screenshot, { fileClass: 'IMAGE', owner: 'soporte' }) : null;
      const result = await send({
        variables: {
          input: {
            message,
            addressedTo,
            replyTo: mode.kind === 'reply' ? mode.requestId : null,
            state: isReply && state ? state : null,
            errorMessage: errorText,
            screenshotId: stored?.id ?? null,
          },
        },
      });
      const done = result.data?.sendSupportRequest;
      if (done) {
        toast.success(done.message);
        onSent?.();
        onClose();
      }
    } catch (error) {
      // The response handler already showed the server's message; an upload refusal is shown here.
      if (error instanceof Error && !CombinedGraphQLErrors.is(error)) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div {...{ [CAPTURE_SKIP]: '' }}>
      <ModalFrame title={isReply ? T.replyTitle : T.newTitle} size="wide" onClose={onClose}>
        {(titleId) => (
          <form className="support-dialog" aria-labelledby={titleId} onSubmit={(e) => void submit(e)} noValidate>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-mensaje`}>
                {T.messageLabel}
              </label>
              <textarea
                id={`${id}-mensaje`}
                className={`input support-dialog__message${problem ? ' input-error' : ''}`}
                rows={5}
                value={message}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problema` : undefined}
                onChange={(e) => {
                  setMessage(e.target.value);
                  if (problem && e.target.value.trim()) setProblem(null);
                }}
              />
              {problem && (
                <p id={`${id}-problema`} className="alert alert--warning" role="alert">
                  {problem}
                </p>
              )}
            </div>
            {isReply ? (
              <div className="field">
                <label className="field__label" htmlFor={`${id}-estado`}>
                  {T.stateLabel}
                </label>
                <select id={`${id}-estado`} className="input" value={state} onChange={(e) => setState(e.target.value as SupportState | '')}>
                  <option value="">{T.keepState}</option>
                  {CHOOSABLE_STATES.map((s) => (
                    <option key={s} value={s}>
                      {STATE_LABELS[s]}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <div className="field">
                <label className="field__label" htmlFor={`${id}-admin`}>
                  {T.adminLabel}
                </label>
                <select id={`${id}-admin`} className="input" value={addressedTo} onChange={(e) => setAddressedTo(Number(e.target.value))}>
                  <option value={0}>{T.allAdmins}</option>
                  {(admins.data?.supportAdmins ?? []).map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {errorText && (
              <div className="support-dialog__error">
                <p className="field__label">{T.errorLabel}</p>
                <p className="alert alert--error">{errorText}</p>
                <button type="button" className="btn btn--secondary" onClick={() => setErrorText(null)}>
                  {T.removeError}
                </button>
              </div>
            )}
            {mode.kind === 'new' && (
              <figure className="support-dialog__shot">
                <figcaption className="field__label">{T.screenshot}</figcaption>
                {preview ? (
                  <>
                    <img src={preview} alt={T.screenshot} className="support-dialog__image" />
                    <button type="button" className="btn btn--secondary" onClick={() => setScreenshot(null)}>
                      {T.removeScreenshot}
                    </button>
                  </>
                ) : (
                  <p className="form-hint">{mode.screenshot ? T.noScreenshot : T.captureFailed}</p>
                )}
              </figure>
            )}
            <FormActions cancelLabel={T.cancel} onCancel={onClose} submitLabel={busy ? T.sending : T.send} disabled={busy} />
          </form>
        )}
      </ModalFrame>
    </div>
  );
}
