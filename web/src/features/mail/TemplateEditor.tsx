import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { MailTemplateCategoriesDocument, MailTemplateColumnsDocument, type MailAccountType, type TemplateChannel } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { SelectField } from '../../widgets/forms/SelectField';
import { TextField } from '../../widgets/forms/TextField';
import { uploadFile } from '../../widgets/files/upload';
import { RichTextEditor, type RichTextHandle } from '../../widgets/rich-text/RichTextEditor';
import { ACCOUNT_TYPES, MAIL_TEXT } from './messages';
import { SmsTemplateText } from './SmsTemplateText';

const T = MAIL_TEXT.templates;

export interface TemplateDraft {
  id: number | null;
  title: string;
  body: string;
  accountType: MailAccountType | null;
  categoryId: number | null;
  isDefault: boolean;
}

export const EMPTY_DRAFT: TemplateDraft = { id: null, title: '', body: '', accountType: null, categoryId: null, isDefault: false };

/** The template form: title, account type, category, default flag, the 250 px editor (SMS: plain text of 160 characters) and the columns to insert. */
export function TemplateEditor({
  draft,
  onChange,
  channel = 'EMAIL',
}: {
  draft: TemplateDraft;
  onChange: (draft: TemplateDraft) => void;
  channel?: TemplateChannel;
}) {
  const editor = useRef<RichTextHandle>(null);
  const sms = channel === 'SMS';
  const columns = useQuery(MailTemplateColumnsDocument).data?.mailTemplateColumns ?? [];
  const categories = useQuery(MailTemplateCategoriesDocument).data?.mailTemplateCategories ?? [];
  const set = (patch: Partial<TemplateDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="mail-template-form">
      <TextField id="plantilla-titulo" name="title" label={T.title} value={draft.title} maxLength={200} onChange={(title) => set({ title })} />
      <div className="mail-template-form__row">
        <SelectField
          id="plantilla-tipo"
          label={T.accountType}
          value={draft.accountType ?? ''}
          blank={T.allTypes}
          options={ACCOUNT_TYPES}
          onChange={(value) => {
            const accountType = (value || null) as MailAccountType | null;
            set({ accountType, categoryId: categories.find((c) => c.accountType === accountType)?.id ?? null });
          }}
        />
        <SelectField
          id="plantilla-categoria"
          label={T.category}
          value={draft.categoryId ?? ''}
          blank={T.noCategory}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(value) => set({ categoryId: Number(value) || null })}
        />
        <label className="mail-template-form__default">
          <input type="checkbox" checked={draft.isDefault} onChange={(e) => set({ isDefault: e.target.checked })} /> {T.isDefault}
        </label>
      </div>
      {/* SMS go out as written (one text for every recipient): no placeholders to insert. */}
      {!sms && (
        <div className="mail-template-form__columns" role="group" aria-label={T.insert}>
          <span className="field__label">{T.insert}:</span>
          {columns
            .filter((c) => c.include)
            .map((c) => (
              <button
                key={c.prop}
                type="button"
                className="chip"
                aria-label={T.insertLabel(c.label, c.placeholder)}
                title={c.placeholder}
                onClick={() => editor.current?.insertText(c.placeholder)}
              >
                {c.label}
              </button>
            ))}
        </div>
      )}
      {sms ? (
        <SmsTemplateText value={draft.body} onChange={(body) => set({ body })} />
      ) : (
        <RichTextEditor
          ref={editor}
          label={T.body}
          value={draft.body}
          height={250}
          onChange={(body) => set({ body })}
          uploadImage={async (file) => {
            try {
              return (await uploadFile(file, { fileClass: 'IMAGE', owner: 'plantilla', ownerId: draft.id })).url;
            } catch (error) {
              void showWarning((error as Error).message);
              return null;
            }
          }}
        />
      )}
    </div>
  );
}
