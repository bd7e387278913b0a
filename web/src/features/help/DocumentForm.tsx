import { useEffect, useState } from 'react';
import type { HelpAdminQuery, HelpDocumentFieldsFragment } from '../../generated/graphql';
import { showPopup } from '../../widgets/feedback/dialogs';
import { ADMIN_TEXT as A } from './messages';

type Screen = HelpAdminQuery['helpScreens'][number];
export interface DocumentDraft {
  id: number | null;
  title: string;
  kinds: string;
  screenId: number | null;
  /** A PDF picked to upload (sent to the files service when saving). */
  pdf: File | null;
  videoUrl: string;
  lineUrl: string;
}

export const draftOf = (doc: HelpDocumentFieldsFragment | null): DocumentDraft =>
  doc
    ? {
        id: doc.id,
        title: doc.title,
        kinds: doc.kinds,
        screenId: doc.screens[0]?.screenId ?? null,
        pdf: null,
        videoUrl: doc.videoUrl ?? '',
        lineUrl: doc.lineUrl ?? '',
      }
    : { id: null, title: '', kinds: 'P', screenId: null, pdf: null, videoUrl: '', lineUrl: '' };

const warn = (text: string) => void showPopup({ title: 'ADVERTENCIA', text, level: 'warning' });

/**
 * Tab 3: the document editor (spec 001 §5): the screen where the help opens, the kinds P/V/L,
 * the PDF (a PDF unless editing one), the video link and the online link.
 */
export function DocumentForm({
  screens,
  draft,
  editing,
  onSave,
}: {
  screens: Screen[];
  draft: DocumentDraft;
  editing: boolean;
  onSave: (d: DocumentDraft) => void;
}) {
  const [value, setValue] = useState(draft);
  useEffect(() => setValue(draft), [draft]);
  const set = <K extends keyof DocumentDraft>(key: K, v: DocumentDraft[K]) => setValue((d) => ({ ...d, [key]: v }));
  const toggleKind = (k: string) => set('kinds', ['P', 'V', 'L'].filter((x) => (x === k ? !value.kinds.includes(k) : value.kinds.includes(x))).join(''));

  function submit() {
    if (!value.screenId && !editing) return warn(A.screenRequired);
    if (value.kinds.includes('P') && !value.pdf && !editing) return warn(A.pdfRequired);
    if (value.kinds.includes('V') && !value.videoUrl.trim()) return warn(A.videoRequired);
    if (value.kinds.includes('L') && !value.lineUrl.trim()) return warn(A.lineRequired);
    onSave(value);
  }

  return (
    <form
      className="help-admin__form card"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="help-field">
        <span className="help-field__label">{A.screen}</span>
        <select name="hpa_codigo" value={value.screenId ?? ''} onChange={(e) => set('screenId', e.target.value ? Number(e.target.value) : null)}>
          <option value="">{A.screenPlaceholder}</option>
          {screens.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name ? `${s.name} (${s.route})` : s.route}
            </option>
          ))}
        </select>
      </label>
      <label className="help-field">
        <span className="help-field__label">{A.docTitle}</span>
        <input name="hdo_descrip" required maxLength={200} value={value.title} onChange={(e) => set('title', e.target.value)} />
      </label>
      <fieldset className="help-admin__kinds">
        <legend className="help-field__label">{A.kinds}</legend>
        {['P', 'V', 'L'].map((k) => (
          <label key={k}>
            <input type="checkbox" name={`tipo_${k}`} checked={value.kinds.includes(k)} onChange={() => toggleKind(k)} /> {A.kindLabels[k]}
          </label>
        ))}
      </fieldset>
      {value.kinds.includes('P') && (
        <label className="help-field">
          <span className="help-field__label">{A.pdf}</span>
          <input
            type="file"
            name="archivo"
            accept="application/pdf,.pdf"
            onChange={async (e) => {
              const input = e.currentTarget;
              const file = input.files?.[0];
              if (!file) return;
              // Really a PDF by its first bytes (the server checks again): a renamed image is refused here already.
              if ((await file.slice(0, 5).text()) !== '%PDF-') {
                input.value = '';
                setValue((d) => ({ ...d, pdf: null }));
                return warn(A.notPdf);
              }
              setValue((d) => ({ ...d, pdf: file }));
            }}
          />
        </label>
      )}
      {value.kinds.includes('V') && (
        <label className="help-field">
          <span className="help-field__label">{A.video}</span>
          <input name="hdo_urlvideo" type="url" maxLength={300} value={value.videoUrl} onChange={(e) => set('videoUrl', e.target.value)} />
        </label>
      )}
      {value.kinds.includes('L') && (
        <label className="help-field">
          <span className="help-field__label">{A.link}</span>
          <input name="hdo_urlline" type="url" maxLength={300} value={value.lineUrl} onChange={(e) => set('lineUrl', e.target.value)} />
        </label>
      )}
      <div className="help-admin__buttons">
        <button type="submit" className="btn btn--primary">
          {A.save}
        </button>
      </div>
    </form>
  );
}
