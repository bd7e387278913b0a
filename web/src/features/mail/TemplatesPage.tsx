import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import {
  DeleteMailTemplateDocument,
  MailTemplatesDocument,
  SaveMailTemplateDocument,
  type MailTemplateFieldsFragment,
  type TemplateChannel,
} from '../../generated/graphql';
import { errorCode, graphQLErrorsOf } from '../../app/graphql-errors';
import { confirm, showPopup, showWarning } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';
import { toast } from '../../widgets/feedback/toasts';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { SendMailModal } from '../../widgets/send/SendMailModal';
import { ACCOUNT_TYPES, MAIL_TEXT } from './messages';
import { EMPTY_DRAFT, TemplateEditor, type TemplateDraft } from './TemplateEditor';
import './mail.css';

const T = MAIL_TEXT.templates;
const COLUMNS: ReportColumn[] = [
  { di_column: 'title', di_descri: T.columns.title, type: 'text', width: 240 },
  { di_column: 'type', di_descri: T.columns.type, type: 'text', width: 130 },
  { di_column: 'isDefault', di_descri: T.columns.isDefault, type: 'text', width: 100 },
  { di_column: 'user', di_descri: T.columns.user, type: 'text', width: 170 },
  { di_column: 'updated', di_descri: T.columns.updated, type: 'date', width: 110 },
];
const typeLabel = (value: string | null | undefined) => ACCOUNT_TYPES.find((t) => t.value === value)?.label ?? T.allTypes;
const rowOf = (t: MailTemplateFieldsFragment): ReportRow => ({
  id: t.id,
  title: t.title,
  type: typeLabel(t.accountType),
  isDefault: t.isDefault ? T.yes : T.no,
  user: t.userName,
  updated: String(t.updatedAt).slice(0, 10),
});
const draftOf = (t: MailTemplateFieldsFragment): TemplateDraft => ({
  id: t.id,
  title: t.title,
  body: t.body,
  accountType: t.accountType ?? null,
  categoryId: t.categoryId ?? null,
  isDefault: t.isDefault,
});
const same = (a: TemplateDraft, b: TemplateDraft) => JSON.stringify(a) === JSON.stringify(b);
const hasText = (html: string) =>
  html
    .replace(/<(?!img)[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

/**
 * /correo/plantillas: e-mail templates. Picking one in the list loads it (not while another is
 * being written: the spec's 'Primero debe terminar…'); the editor inserts the recipient's columns
 * as ${…} and tables as $[…]; saving with unknown keys asks first; 'Enviar' opens the send modal.
 * The channel switch lists and edits the SMS templates (type 3: plain text of 160 characters).
 */
export function TemplatesPage() {
  const [channel, setChannel] = useState<TemplateChannel>('EMAIL');
  const { data, refetch } = useQuery(MailTemplatesDocument, { variables: { type: channel }, fetchPolicy: 'cache-and-network' });
  const templates = useMemo(() => data?.mailTemplates ?? [], [data]);
  const rows = useMemo(() => templates.map(rowOf), [templates]);
  const [saved, setSaved] = useState<TemplateDraft>(EMPTY_DRAFT);
  const [draft, setDraft] = useState<TemplateDraft>(EMPTY_DRAFT);
  const [sending, setSending] = useState(false);
  const [save, { loading: saving }] = useMutation(SaveMailTemplateDocument, { context: { handledByCaller: true } });
  const [remove] = useMutation(DeleteMailTemplateDocument);
  const dirty = !same(saved, draft);

  const onRows = useCallback(
    (picked: ReportRow[]) => {
      const t = templates.find((x) => x.id === picked[0]?.id);
      if (!t || t.id === draft.id) return;
      if (dirty) return void showWarning(T.finishFirst);
      setSaved(draftOf(t));
      setDraft(draftOf(t));
    },
    [templates, draft.id, dirty],
  );

  async function submit(confirmUnknown = false): Promise<void> {
    if (!draft.title.trim()) return void showWarning(T.titleRequired);
    if (!hasText(draft.body)) return void showWarning(T.bodyRequired);
    const input = {
      id: draft.id,
      title: draft.title,
      body: draft.body,
      type: channel,
      isDefault: draft.isDefault,
      accountType: draft.accountType,
      categoryId: draft.categoryId,
    };
    try {
      const result = await save({ variables: { input, confirmUnknown } });
      const t = result.data!.saveMailTemplate.template;
      toast.success(result.data!.saveMailTemplate.message);
      setSaved(draftOf(t));
      setDraft(draftOf(t));
      await refetch();
    } catch (error) {
      const first = graphQLErrorsOf(error)[0];
      if (errorCode(first) === 'CONFLICT' && first) {
        if (await confirm({ title: T.confirmUnknownTitle, message: first.message })) return submit(true);
        return;
      }
      void showPopup({ title: LEVEL_TITLES.error, text: first?.message ?? (error as Error).message, level: 'error' });
    }
  }

  async function removeTemplate() {
    if (!draft.id) return void showWarning(T.selectFirst);
    if (!(await confirm({ title: MAIL_TEXT.confirmTitle, message: T.confirmDelete(draft.title) }))) return;
    const result = await remove({ variables: { id: draft.id } }).catch(() => null);
    if (!result?.data) return;
    toast.success(result.data.deleteMailTemplate.message);
    setSaved(EMPTY_DRAFT);
    setDraft(EMPTY_DRAFT);
    await refetch();
  }

  function changeChannel(next: TemplateChannel) {
    if (next === channel) return;
    if (dirty) return void showWarning(T.finishFirst);
    setChannel(next);
    setSaved(EMPTY_DRAFT);
    setDraft(EMPTY_DRAFT);
  }

  function newTemplate() {
    if (dirty) return void showWarning(T.finishFirst);
    setSaved(EMPTY_DRAFT);
    setDraft(EMPTY_DRAFT);
  }

  const hotkeys: Hotkey[] = [
    { key: 'F2', label: T.newTemplate, action: newTemplate },
    { key: 'F3', label: T.save, action: () => submit() },
    {
      key: 'F4',
      label: T.send,
      action: () => (channel === 'SMS' ? void showPopup({ title: LEVEL_TITLES.info, text: T.smsSendHint, level: 'info' }) : setSending(true)),
    },
    { key: 'F8', label: T.remove, action: removeTemplate },
  ];
  const { busy, trigger } = useHotkeys(sending ? [] : hotkeys, { busy: saving });

  return (
    <section className="mail-page page">
      <h1 className="mail-page__title">{T.pageTitle}</h1>
      <HotkeyBar hotkeys={hotkeys} busy={busy} onTrigger={trigger} />
      <div className="mail-templates__channel" role="radiogroup" aria-label={T.channel}>
        <span className="field__label">{T.channel}:</span>
        {(['EMAIL', 'SMS'] as const).map((c) => (
          <label key={c}>
            <input type="radio" name="plantilla-canal" checked={channel === c} onChange={() => changeChannel(c)} /> {T.channels[c]}
          </label>
        ))}
      </div>
      <div className="mail-templates">
        <div className="mail-templates__list">
          <ReportGrid
            columns={COLUMNS}
            data={rows}
            title={T.grid}
            selection="single"
            paging={false}
            height="60vh"
            onSelectionChange={onRows}
            rowKey={(r) => Number(r.id)}
          />
        </div>
        <div className="mail-templates__editor">
          <TemplateEditor draft={draft} onChange={setDraft} channel={channel} />
        </div>
      </div>
      {sending && (
        <SendMailModal contacts={[]} allowAdd templateId={draft.id} subject={draft.title} accountType={draft.accountType} onClose={() => setSending(false)} />
      )}
    </section>
  );
}
