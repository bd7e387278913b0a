import './help.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DeleteFaqDocument, FaqAdminDocument, SaveFaqDocument, type FaqAdminQuery } from '../../generated/graphql';
import { confirm, showPopup } from '../../widgets/feedback/dialogs';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn } from '../../widgets/grid/report-column';
import { RichTextEditor } from '../../widgets/rich-text/RichTextEditor';
import { TabList } from '../../widgets/TabList';
import { ADMIN_TEXT as A } from './messages';
import { useAction } from '../../widgets/feedback/use-action';

type Faq = FaqAdminQuery['faqs']['items'][number];
const COLUMNS: ReportColumn[] = [
  { di_column: 'faq_orden', di_descri: 'Orden', type: 'integer', width: 70 },
  { di_column: 'faq_title', di_descri: 'Título', type: 'text', width: 420 },
  { di_column: 'faq_parent', di_descri: 'Grupo', type: 'integer', width: 70 },
  { di_column: 'visible', di_descri: 'Visible', type: 'text', width: 80 },
];
/** Spec 001 §9: the FAQ editor is 470 px high. */
const EDITOR_HEIGHT = 470;
const warn = (text: string, level: 'warning' | 'info' = 'warning') => void showPopup({ title: level === 'info' ? 'INFORMACIÓN' : 'ADVERTENCIA', text, level });

/** /faqs: tab 1 the list (order, title, group, visible), tab 2 the edit form with the rich-text answer. */
export function FaqAdminPage() {
  const [tab, setTab] = useState(0);
  const { data, refetch } = useQuery(FaqAdminDocument, { fetchPolicy: 'cache-and-network' });
  const items = data?.faqs.items ?? [];
  const [selected, setSelected] = useState<Faq | null>(null);
  const [draft, setDraft] = useState({ id: null as number | null, title: '', answerHtml: '', order: '', group: '1', active: false });
  const [save] = useMutation(SaveFaqDocument);
  const [remove] = useMutation(DeleteFaqDocument);
  const { run } = useAction();

  function edit(faq: Faq | null) {
    // Spec 001 §9: a new FAQ gets order count + 1, group 1, inactive.
    setDraft(
      faq
        ? { id: faq.id, title: faq.title, answerHtml: faq.answerHtml, order: String(faq.order), group: String(faq.group), active: faq.active }
        : { id: null, title: '', answerHtml: '', order: String((data?.faqs.totalCount ?? 0) + 1), group: '1', active: false },
    );
    setTab(1);
  }
  async function submit() {
    if (!draft.answerHtml.replace(/<[^>]*>|&nbsp;|\s/g, '')) return warn(A.faqBodyRequired, 'info');
    const input = {
      id: draft.id,
      title: draft.title,
      answerHtml: draft.answerHtml,
      order: Number(draft.order) || null,
      group: Number(draft.group) || 1,
      active: draft.active,
    };
    const done = await run(() => save({ variables: { input } }), {
      message: (done) => done.saveFaq.message,
      refetch,
    });
    if (!done) return;
    setTab(0);
  }
  async function onDelete() {
    const target = tab === 1 && draft.id ? (items.find((f) => f.id === draft.id) ?? null) : selected;
    if (!target) return warn(A.chooseItem);
    if (!(await confirm({ title: A.confirmTitle, message: A.confirmItem }))) return;
    const done = await run(() => remove({ variables: { id: target.id } }), {
      message: (done) => done.deleteFaq.message,
      onSuccess: () => setSelected(null),
      refetch,
    });
    if (!done) return;
    setTab(0);
  }

  return (
    <section className="page help-admin">
      <h1 className="help-admin__title">{A.faqTitle}</h1>
      <TabList id="faqs" label={A.faqTitle} tabs={A.faqTabs} selected={tab} onSelect={(i) => (i === 1 ? edit(selected) : setTab(0))} />
      {tab === 0 ? (
        <div id="faqs-panel-0" role="tabpanel">
          <div className="help-admin__buttons">
            <button type="button" className="btn btn--primary" onClick={() => edit(null)}>
              {A.create}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => (selected ? edit(selected) : warn(A.chooseItem))}>
              {A.edit}
            </button>
            <button type="button" className="btn btn--warning" onClick={() => void onDelete()}>
              {A.delete}
            </button>
          </div>
          <ReportGrid
            title={A.faqTitle}
            columns={COLUMNS}
            data={items.map((f) => ({ faq_codigo: f.id, faq_orden: f.order, faq_title: f.title, faq_parent: f.group, visible: f.active ? 'SÍ' : 'NO' }))}
            selection="single"
            rowKey={(r) => Number(r.faq_codigo)}
            onSelectionChange={(rows) => setSelected(items.find((f) => f.id === rows[0]?.faq_codigo) ?? null)}
            onOpenRow={(row) => edit(items.find((f) => f.id === row.faq_codigo) ?? null)}
          />
        </div>
      ) : (
        <form
          id="faqs-panel-1"
          role="tabpanel"
          className="help-admin__form card"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label className="help-field">
            <span className="help-field__label">{A.question}</span>
            <input name="faq_title" required maxLength={300} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
          </label>
          <div className="help-admin__buttons">
            <label className="help-field">
              <span className="help-field__label">{A.group}</span>
              <input name="faq_parent" type="number" min={1} value={draft.group} onChange={(e) => setDraft({ ...draft, group: e.target.value })} />
            </label>
            <label className="help-field">
              <span className="help-field__label">{A.order}</span>
              <input name="faq_orden" type="number" min={0} value={draft.order} onChange={(e) => setDraft({ ...draft, order: e.target.value })} />
            </label>
            <label className="help-field">
              <span className="help-field__label">{A.visible}</span>
              <input name="faq_activo" type="checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} />
            </label>
          </div>
          <RichTextEditor label={A.answer} value={draft.answerHtml} height={EDITOR_HEIGHT} onChange={(html) => setDraft((d) => ({ ...d, answerHtml: html }))} />
          <div className="help-admin__buttons">
            <button type="submit" className="btn btn--primary">
              {A.save}
            </button>
            {draft.id && (
              <button type="button" className="btn btn--warning" onClick={() => void onDelete()}>
                {A.delete}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
