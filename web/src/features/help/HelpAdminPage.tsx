import './help.css';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import {
  DeleteHelpDocumentDocument,
  DeleteHelpTopicDocument,
  HelpAdminDocument,
  HelpDocumentsDocument,
  SaveHelpDocumentDocument,
  SaveHelpTopicDocument,
  type HelpDocumentFieldsFragment,
} from '../../generated/graphql';
import { confirm, showPopup } from '../../widgets/feedback/dialogs';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { TabList } from '../../widgets/TabList';
import { DocumentForm, draftOf, type DocumentDraft } from './DocumentForm';
import { ADMIN_TEXT as A } from './messages';
import { emptyTopic, TopicForm, type TopicDraft } from './TopicForm';
import { uploadHelpFile } from './help-upload';
import { useAction } from '../../widgets/feedback/use-action';

const DOC_COLUMNS: ReportColumn[] = [
  { di_column: 'hdo_orden', di_descri: 'Orden', type: 'integer', width: 70 },
  { di_column: 'hdo_descrip', di_descri: 'Descripción', type: 'text', width: 320 },
  { di_column: 'hdo_tipo', di_descri: 'Tipo', type: 'text', width: 70 },
  { di_column: 'pantallas', di_descri: 'Pantallas', type: 'text', width: 220 },
];
const docRow = (d: HelpDocumentFieldsFragment): ReportRow => ({
  hdo_codigo: d.id,
  hdo_orden: d.order,
  hdo_descrip: d.title,
  hdo_tipo: d.kinds,
  pantallas: d.screens.map((s) => s.route).join(', '),
});

/** /ayudas: tab 1 topics and sub-topics, tab 2 the sub-topic's documents, tab 3 the document editor. */
export function HelpAdminPage() {
  const [tab, setTab] = useState(0);
  const { data, refetch } = useQuery(HelpAdminDocument, { fetchPolicy: 'cache-and-network' });
  const topics = useMemo(() => data?.helpTopics ?? [], [data]);
  const [topicDraft, setTopicDraft] = useState<TopicDraft>(emptyTopic());
  const [subtopic, setSubtopic] = useState<number | null>(null);
  const [loadDocs, docs] = useLazyQuery(HelpDocumentsDocument, { fetchPolicy: 'network-only' });
  const [selectedDoc, setSelectedDoc] = useState<HelpDocumentFieldsFragment | null>(null);
  const [docDraft, setDocDraft] = useState<DocumentDraft>(draftOf(null));
  const [saveTopic] = useMutation(SaveHelpTopicDocument);
  const [deleteTopic] = useMutation(DeleteHelpTopicDocument);
  const [saveDoc] = useMutation(SaveHelpDocumentDocument);
  const [deleteDoc] = useMutation(DeleteHelpDocumentDocument);
  const { run } = useAction();

  useEffect(() => {
    if (subtopic) void loadDocs({ variables: { topicId: subtopic } }).catch(() => undefined);
  }, [subtopic, loadDocs]);
  const documents = docs.data?.helpDocuments ?? [];
  const reloadDocs = () => subtopic && void docs.refetch({ topicId: subtopic }).catch(() => undefined);

  function pick(id: number) {
    const all = topics.flatMap((t) => [t, ...t.subtopics]);
    const t = all.find((x) => x.id === id);
    if (!t) return;
    setTopicDraft({
      id: t.id,
      title: t.title,
      subtitle: t.subtitle ?? '',
      icon: t.icon ?? '',
      parentId: t.parentId ?? null,
      businessLines: [...t.businessLines],
    });
    setSubtopic(t.parentId ? t.id : null);
  }
  async function onSaveTopic(d: TopicDraft) {
    const done = await run(
      () =>
        saveTopic({
          variables: {
            input: { id: d.id, title: d.title, subtitle: d.subtitle || null, icon: d.icon || null, parentId: d.parentId, businessLines: d.businessLines },
          },
        }),
      {
        message: (done) => done.saveHelpTopic.message,
        refetch,
      },
    );
    if (!done) return;
    setTopicDraft({ ...d, id: done.saveHelpTopic.id });
    if (d.parentId) setSubtopic(done.saveHelpTopic.id);
  }
  async function onDeleteTopic() {
    const id = topicDraft.id;
    if (!id) return void showPopup({ title: 'ADVERTENCIA', text: A.chooseItem, level: 'warning' });
    if (!(await confirm({ title: A.confirmTitle, message: A.confirmTopic(topicDraft.title) }))) return;
    await run(() => deleteTopic({ variables: { id } }), {
      message: (done) => done.deleteHelpTopic.message,
      onSuccess: () => {
        setTopicDraft(emptyTopic());
        setSubtopic(null);
      },
      refetch,
    });
  }
  async function onSaveDoc(d: DocumentDraft) {
    const pdfFileId = d.pdf && d.kinds.includes('P') ? await uploadHelpFile(d.pdf, 'PDF', 'ayuda', d.id) : null;
    if (d.pdf && d.kinds.includes('P') && !pdfFileId) return;
    const input = {
      id: d.id,
      topicId: subtopic!,
      title: d.title,
      kinds: d.kinds,
      screenId: d.screenId,
      pdfName: d.pdf?.name ?? null,
      pdfFileId,
      videoUrl: d.videoUrl || null,
      lineUrl: d.lineUrl || null,
    };
    await run(() => saveDoc({ variables: { input } }), {
      message: (done) => done.saveHelpDocument.message,
      onSuccess: () => {
        reloadDocs();
        setTab(1);
      },
    });
  }
  async function onDeleteDoc() {
    if (!selectedDoc) return void showPopup({ title: 'ADVERTENCIA', text: A.chooseItem, level: 'warning' });
    if (!(await confirm({ title: A.confirmTitle, message: A.confirmDoc(selectedDoc.title) }))) return;
    await run(() => deleteDoc({ variables: { id: selectedDoc.id } }), {
      message: (done) => done.deleteHelpDocument.message,
      onSuccess: () => {
        setSelectedDoc(null);
        reloadDocs();
      },
    });
  }

  const subtopicName = topics.flatMap((t) => t.subtopics).find((s) => s.id === subtopic)?.title;
  return (
    <section className="page help-admin">
      <h1 className="help-admin__title">{A.helpTitle}</h1>
      <TabList id="ayudas" label={A.helpTitle} tabs={A.helpTabs} selected={tab} onSelect={setTab} disabled={(i) => i > 0 && !subtopic} />
      {tab === 0 && (
        <div id="ayudas-panel-0" role="tabpanel" className="help-admin__topics">
          <div className="help-admin__tree card">
            <div className="help-admin__buttons">
              <button type="button" className="btn btn--secondary" onClick={() => (setTopicDraft(emptyTopic()), setSubtopic(null))}>
                {A.newTopic}
              </button>
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => {
                  const parent = topicDraft.parentId ?? topicDraft.id;
                  if (!parent) return void showPopup({ title: 'ADVERTENCIA', text: A.chooseItem, level: 'warning' });
                  setTopicDraft(emptyTopic(parent));
                }}
              >
                {A.newSubtopic}
              </button>
            </div>
            <ul className="help-admin__list">
              {topics.map((t) => (
                <li key={t.id}>
                  <button type="button" className={`help-sub${topicDraft.id === t.id ? ' help-sub--active' : ''}`} onClick={() => pick(t.id)}>
                    <strong>{t.title}</strong>
                  </button>
                  <ul className="help-admin__list help-admin__list--sub">
                    {t.subtopics.map((s) => (
                      <li key={s.id}>
                        <button type="button" className={`help-sub${topicDraft.id === s.id ? ' help-sub--active' : ''}`} onClick={() => pick(s.id)}>
                          {s.title} <span className="help-sub__subtitle">({s.documentCount})</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
          <TopicForm topics={topics} draft={topicDraft} onSave={(d) => void onSaveTopic(d)} onDelete={() => void onDeleteTopic()} />
        </div>
      )}
      {tab === 1 && (
        <div id="ayudas-panel-1" role="tabpanel">
          <h2 className="help-docs__title">{subtopicName}</h2>
          <div className="help-admin__buttons">
            <button type="button" className="btn btn--primary" onClick={() => (setDocDraft(draftOf(null)), setSelectedDoc(null), setTab(2))}>
              {A.create}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() =>
                selectedDoc ? (setDocDraft(draftOf(selectedDoc)), setTab(2)) : void showPopup({ title: 'ADVERTENCIA', text: A.chooseItem, level: 'warning' })
              }
            >
              {A.edit}
            </button>
            <button type="button" className="btn btn--warning" onClick={() => void onDeleteDoc()}>
              {A.delete}
            </button>
          </div>
          <ReportGrid
            title={subtopicName ?? A.helpTabs[1]}
            columns={DOC_COLUMNS}
            data={documents.map(docRow)}
            variant="plain"
            selection="single"
            rowKey={(r) => Number(r.hdo_codigo)}
            onSelectionChange={(rows) => setSelectedDoc(documents.find((d) => d.id === rows[0]?.hdo_codigo) ?? null)}
          />
        </div>
      )}
      {tab === 2 && (
        <div id="ayudas-panel-2" role="tabpanel">
          <h2 className="help-docs__title">{subtopicName}</h2>
          <DocumentForm screens={data?.helpScreens ?? []} draft={docDraft} editing={docDraft.id !== null} onSave={(d) => void onSaveDoc(d)} />
        </div>
      )}
    </section>
  );
}
