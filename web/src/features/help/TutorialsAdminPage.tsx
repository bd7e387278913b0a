import './help.css';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  DeleteTutorialDocument,
  DeleteTutorialStepDocument,
  SaveTutorialDocument,
  SaveTutorialStepDocument,
  TutorialAdminDocument,
  TutorialPresentationDocument,
  type TutorialAdminQuery,
} from '../../generated/graphql';
import { confirm, showPopup } from '../../widgets/feedback/dialogs';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn } from '../../widgets/grid/report-column';
import { RichTextEditor } from '../../widgets/rich-text/RichTextEditor';
import { TabList } from '../../widgets/TabList';
import { uploadHelpFile } from './help-upload';
import { ADMIN_TEXT as A, HELP_TEXT as T } from './messages';
import { TutorialDialog } from './TutorialDialog';
import { useAction } from '../../widgets/feedback/use-action';

type Tutorial = TutorialAdminQuery['tutorials'][number];
const TITLE = 'Administración Guías Rápidas';
const TABS = ['Lista', 'Datos de la guía', 'Contenido'];
const COLUMNS: ReportColumn[] = [
  { di_column: 'tut_orden', di_descri: 'Orden', type: 'integer', width: 70 },
  { di_column: 'tut_title', di_descri: 'Título', type: 'text', width: 320 },
  { di_column: 'tut_subtitle', di_descri: 'Subtítulo', type: 'text', width: 320 },
  { di_column: 'activo', di_descri: 'Activa', type: 'text', width: 70 },
  { di_column: 'pasos', di_descri: 'Pasos', type: 'integer', width: 70 },
];
const warn = (text: string) => void showPopup({ title: 'ADVERTENCIA', text, level: 'warning' });
const emptyStep = { id: null as number | null, descriptionHtml: '', subtextHtml: '', navigationText: '', image: null as File | null };

/** /tutoriales: tab 1 list, tab 2 the tutorial's data, tab 3 its steps; the presentation to preview. */
export function TutorialsAdminPage() {
  const [tab, setTab] = useState(0);
  const { data, refetch } = useQuery(TutorialAdminDocument, { fetchPolicy: 'cache-and-network' });
  const tutorials = data?.tutorials ?? [];
  const [selected, setSelected] = useState<Tutorial | null>(null);
  const [draft, setDraft] = useState({ id: null as number | null, title: '', subtitle: '', order: '', active: false, time: '0' });
  const [step, setStep] = useState(emptyStep);
  const [previewing, setPreviewing] = useState(false);
  const [loadSteps, steps] = useLazyQuery(TutorialPresentationDocument, { fetchPolicy: 'network-only' });
  const [saveTutorial] = useMutation(SaveTutorialDocument);
  const [saveStep] = useMutation(SaveTutorialStepDocument);
  const [removeTutorial] = useMutation(DeleteTutorialDocument);
  const [removeStep] = useMutation(DeleteTutorialStepDocument);
  const { run } = useAction();

  function editData(t: Tutorial | null) {
    // Spec 002 §9: a new tutorial's order is count + 1, inactive, time 0.
    setDraft(
      t
        ? { id: t.id, title: t.title, subtitle: t.subtitle ?? '', order: String(t.order), active: t.active, time: String(t.time) }
        : { id: null, title: '', subtitle: '', order: String(tutorials.length + 1), active: false, time: '0' },
    );
    setTab(1);
  }
  function openDetails() {
    if (!draft.id) return warn(selected ? 'Primero debe guardar el tutorial.' : 'Seleccione un item para ver detalles');
    void loadSteps({ variables: { id: draft.id } }).catch(() => undefined);
    setStep(emptyStep);
    setTab(2);
  }
  async function submitData() {
    const input = {
      id: draft.id,
      title: draft.title,
      subtitle: draft.subtitle || null,
      order: Number(draft.order) || null,
      active: draft.active,
      time: Number(draft.time) || 0,
    };
    await run(() => saveTutorial({ variables: { input } }), {
      message: (done) => done.saveTutorial.message,
      onSuccess: (done) => setDraft((d) => ({ ...d, id: done.saveTutorial.id })),
      refetch,
    });
  }
  async function submitStep() {
    if (!draft.id) return warn('Primero debe guardar el tutorial.');
    if (!step.id && !step.image) return warn('Debe subir una imagen para el contenido.');
    if (!step.descriptionHtml.replace(/<[^>]*>|&nbsp;|\s/g, '')) return warn('Ingrese por favor la descripción.');
    const input = {
      id: step.id,
      tutorialId: draft.id,
      descriptionHtml: step.descriptionHtml,
      subtextHtml: step.subtextHtml || null,
      navigationText: step.navigationText || null,
      imageFileId: null as number | null,
    };
    if (step.image) {
      input.imageFileId = await uploadHelpFile(step.image, 'IMAGE', 'guia', step.id);
      if (!input.imageFileId) return;
    }
    await run(() => saveStep({ variables: { input } }), {
      message: (done) => done.saveTutorialStep.message,
      onSuccess: () => setStep(emptyStep),
      refetch: [steps.refetch, refetch],
    });
  }
  async function deleteTutorial() {
    if (!selected) return warn(A.chooseItem);
    if (!(await confirm({ title: A.confirmTitle, message: A.confirmItem }))) return;
    await run(() => removeTutorial({ variables: { id: selected.id } }), {
      message: (done) => done.deleteTutorial.message,
      onSuccess: () => setSelected(null),
      refetch,
    });
  }
  async function deleteStep(id: number) {
    if (!(await confirm({ title: A.confirmTitle, message: A.confirmItem }))) return;
    await run(() => removeStep({ variables: { id } }), {
      message: (done) => done.deleteTutorialStep.message,
      refetch: steps.refetch,
    });
  }

  return (
    <section className="page help-admin">
      <h1 className="help-admin__title">{TITLE}</h1>
      <TabList
        id="tutoriales"
        label={TITLE}
        tabs={TABS}
        selected={tab}
        onSelect={(i) => (i === 0 ? setTab(0) : i === 1 ? editData(selected) : openDetails())}
      />
      {tab === 0 && (
        <div id="tutoriales-panel-0" role="tabpanel">
          <div className="help-admin__buttons">
            <button type="button" className="btn btn--primary" onClick={() => editData(null)}>
              {A.create}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => (selected ? editData(selected) : warn(A.chooseItem))}>
              {A.edit}
            </button>
            <button type="button" className="btn btn--warning" onClick={() => void deleteTutorial()}>
              {A.delete}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => (selected ? setPreviewing(true) : warn('Seleccione un item para ver detalles'))}
            >
              Presentación
            </button>
          </div>
          <ReportGrid
            title={TITLE}
            columns={COLUMNS}
            data={tutorials.map((t) => ({
              tut_codigo: t.id,
              tut_orden: t.order,
              tut_title: t.title,
              tut_subtitle: t.subtitle ?? '',
              activo: t.active ? 'SÍ' : 'NO',
              pasos: t.stepCount,
            }))}
            selection="single"
            rowKey={(r) => Number(r.tut_codigo)}
            onSelectionChange={(rows) => setSelected(tutorials.find((t) => t.id === rows[0]?.tut_codigo) ?? null)}
          />
        </div>
      )}
      {tab === 1 && (
        <form
          id="tutoriales-panel-1"
          role="tabpanel"
          className="help-admin__form card"
          onSubmit={(e) => {
            e.preventDefault();
            void submitData();
          }}
        >
          <label className="help-field">
            <span className="help-field__label">Título</span>
            <input name="tut_title" required maxLength={200} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
          </label>
          <label className="help-field">
            <span className="help-field__label">Subtítulo</span>
            <input name="tut_subtitle" maxLength={300} value={draft.subtitle} onChange={(e) => setDraft({ ...draft, subtitle: e.target.value })} />
          </label>
          <div className="help-admin__buttons">
            <label className="help-field">
              <span className="help-field__label">{A.order}</span>
              <input name="tut_orden" type="number" min={0} value={draft.order} onChange={(e) => setDraft({ ...draft, order: e.target.value })} />
            </label>
            <label className="help-field">
              <span className="help-field__label">Tiempo (minutos)</span>
              <input name="tut_time" type="number" min={0} max={600} value={draft.time} onChange={(e) => setDraft({ ...draft, time: e.target.value })} />
            </label>
            <label className="help-field">
              <span className="help-field__label">Activa</span>
              <input name="tut_activo" type="checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} />
            </label>
          </div>
          <div className="help-admin__buttons">
            <button type="submit" className="btn btn--primary">
              {A.save}
            </button>
            <button type="button" className="btn btn--secondary" onClick={openDetails}>
              Contenido
            </button>
          </div>
        </form>
      )}
      {tab === 2 && (
        <div id="tutoriales-panel-2" role="tabpanel" className="help-admin__topics">
          <ol className="help-admin__list card help-admin__tree">
            {(steps.data?.tutorial?.steps ?? []).map((s) => (
              <li key={s.id} className="help-admin__buttons">
                <button
                  type="button"
                  className="help-sub"
                  onClick={() =>
                    setStep({
                      id: s.id,
                      descriptionHtml: s.descriptionHtml,
                      subtextHtml: s.subtextHtml ?? '',
                      navigationText: s.navigationText ?? '',
                      image: null,
                    })
                  }
                >
                  {T.step(s.order, steps.data?.tutorial?.steps.length ?? 0)} · {s.navigationText}
                </button>
                <button type="button" className="btn btn--warning" onClick={() => void deleteStep(s.id)}>
                  {A.delete}
                </button>
              </li>
            ))}
          </ol>
          <form
            className="help-admin__form card"
            onSubmit={(e) => {
              e.preventDefault();
              void submitStep();
            }}
          >
            <RichTextEditor
              label="Descripción"
              value={step.descriptionHtml}
              height={100}
              onChange={(html) => setStep((s) => ({ ...s, descriptionHtml: html }))}
            />
            <RichTextEditor label="Texto secundario" value={step.subtextHtml} height={60} onChange={(html) => setStep((s) => ({ ...s, subtextHtml: html }))} />
            <label className="help-field">
              <span className="help-field__label">Texto de navegación</span>
              <input name="tud_navdescri" maxLength={100} value={step.navigationText} onChange={(e) => setStep({ ...step, navigationText: e.target.value })} />
            </label>
            <label className="help-field">
              <span className="help-field__label">Imagen</span>
              <input
                type="file"
                name="tud_img"
                accept="image/png,image/jpeg,image/gif,image/webp"
                onChange={(e) => {
                  const image = e.target.files?.[0] ?? null;
                  setStep((s) => ({ ...s, image }));
                }}
              />
            </label>
            <div className="help-admin__buttons">
              <button type="submit" className="btn btn--primary">
                {A.save}
              </button>
            </div>
          </form>
        </div>
      )}
      {previewing && selected && (
        <TutorialDialog key={selected.id} tutorialId={selected.id} onNextTutorial={() => setPreviewing(false)} onClose={() => setPreviewing(false)} />
      )}
    </section>
  );
}
