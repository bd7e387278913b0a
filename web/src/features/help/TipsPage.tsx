import { businessDay, plusDays } from '@domain/dates';
import './help.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DeleteTipDocument, SaveTipDocument, TipAdminDocument, type TipAdminQuery } from '../../generated/graphql';
import { confirm, showPopup } from '../../widgets/feedback/dialogs';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { ADMIN_TEXT as A } from './messages';
import { useAction } from '../../widgets/feedback/use-action';

type Tip = TipAdminQuery['tips'][number];
const COLUMNS: ReportColumn[] = [
  { di_column: 'tip_vista', di_descri: 'Pantalla', type: 'text', width: 180 },
  { di_column: 'tip_titulo', di_descri: 'Título', type: 'text', width: 220 },
  { di_column: 'tip_mensaj', di_descri: 'Mensaje', type: 'text', width: 320 },
  { di_column: 'tip_hasta', di_descri: 'Hasta', type: 'date', width: 100 },
  { di_column: 'tip_estilo', di_descri: 'Estilo', type: 'text', width: 90 },
  { di_column: 'vigente', di_descri: 'Vigente', type: 'text', width: 80 },
  { di_column: 'usr_nombre', di_descri: 'Usuario', type: 'text', width: 160 },
];
const in30 = () => plusDays(businessDay(), 30);
// Spec 002 §9: style colours; vigente 1 green, otherwise grey.
const cellStyle = (row: ReportRow, column: string) =>
  column === 'tip_estilo'
    ? { color: row.color as string, fontWeight: 700 }
    : column === 'vigente'
      ? { color: row.vigente === 'SÍ' ? 'green' : 'grey', fontWeight: 700 }
      : undefined;

/** /tips: 'Lista de Tips' with a create/edit modal; a tip shows on its screen until its date. */
export function TipsPage() {
  const { data, refetch } = useQuery(TipAdminDocument, { fetchPolicy: 'cache-and-network' });
  const tips = data?.tips ?? [];
  const [selected, setSelected] = useState<Tip | null>(null);
  const [draft, setDraft] = useState<null | {
    id: number | null;
    view: string;
    title: string;
    message: string;
    until: string;
    closable: boolean;
    style: string;
  }>(null);
  const [save] = useMutation(SaveTipDocument);
  const [remove] = useMutation(DeleteTipDocument);
  const { run } = useAction();
  const warn = (text: string) => void showPopup({ title: 'ADVERTENCIA', text, level: 'warning' });

  async function submit() {
    if (!draft) return;
    await run(() => save({ variables: { input: draft } }), {
      message: (done) => done.saveTip.message,
      onSuccess: () => setDraft(null),
      refetch,
    });
  }
  async function onDelete() {
    if (!selected) return warn(A.chooseItem);
    if (!(await confirm({ title: A.confirmTitle, message: A.confirmItem }))) return;
    await run(() => remove({ variables: { id: selected.id } }), {
      message: (done) => done.deleteTip.message,
      onSuccess: () => setSelected(null),
      refetch,
    });
  }
  return (
    <section className="page help-admin">
      <h1 className="help-admin__title">{A.tipsTitle}</h1>
      <div className="help-admin__buttons">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => setDraft({ id: null, view: '', title: '', message: '', until: in30(), closable: true, style: 'success' })}
        >
          {A.create}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() =>
            selected
              ? setDraft({
                  id: selected.id,
                  view: selected.view,
                  title: selected.title,
                  message: selected.message,
                  until: selected.until,
                  closable: selected.closable,
                  style: selected.style,
                })
              : warn(A.chooseItem)
          }
        >
          {A.edit}
        </button>
        <button type="button" className="btn btn--warning" onClick={() => void onDelete()}>
          {A.delete}
        </button>
      </div>
      <ReportGrid
        title={A.tipsTitle}
        columns={COLUMNS}
        data={tips.map((t) => ({
          tip_codigo: t.id,
          tip_vista: t.view,
          tip_titulo: t.title,
          tip_mensaj: t.message,
          tip_hasta: t.until,
          tip_estilo: t.style,
          color: t.color,
          vigente: t.current ? 'SÍ' : 'NO',
          usr_nombre: t.userName ?? '',
        }))}
        selection="single"
        rowKey={(r) => Number(r.tip_codigo)}
        cellStyle={cellStyle}
        onSelectionChange={(rows) => setSelected(tips.find((t) => t.id === rows[0]?.tip_codigo) ?? null)}
      />
      {draft && (
        <ModalFrame title={draft.id ? `${A.edit} tip` : `${A.create} tip`} onClose={() => setDraft(null)}>
          <form
            className="help-admin__form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <label className="help-field">
              <span className="help-field__label">{A.tipView}</span>
              <input
                name="tip_vista"
                required
                maxLength={200}
                placeholder="/empresas"
                value={draft.view}
                onChange={(e) => setDraft({ ...draft, view: e.target.value })}
              />
            </label>
            <label className="help-field">
              <span className="help-field__label">{A.tipTitle}</span>
              <input name="tip_titulo" required maxLength={150} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
            </label>
            <label className="help-field">
              <span className="help-field__label">{A.tipMessage}</span>
              <textarea
                name="tip_mensaj"
                required
                maxLength={1000}
                rows={3}
                value={draft.message}
                onChange={(e) => setDraft({ ...draft, message: e.target.value })}
              />
            </label>
            <label className="help-field">
              <span className="help-field__label">{A.tipUntil}</span>
              <input name="tip_hasta" type="date" required value={draft.until} onChange={(e) => setDraft({ ...draft, until: e.target.value })} />
            </label>
            <label className="help-field">
              <span className="help-field__label">{A.tipStyle}</span>
              <select name="tip_estilo" value={draft.style} onChange={(e) => setDraft({ ...draft, style: e.target.value })}>
                <option value="success">success (verde)</option>
                <option value="warning">warning (naranja)</option>
                <option value="error">error (rojo)</option>
              </select>
            </label>
            <label>
              <input name="tip_cerrar" type="checkbox" checked={draft.closable} onChange={(e) => setDraft({ ...draft, closable: e.target.checked })} />{' '}
              {A.tipClosable}
            </label>
            <div className="help-admin__buttons">
              <button type="submit" className="btn btn--primary">
                {A.save}
              </button>
            </div>
          </form>
        </ModalFrame>
      )}
    </section>
  );
}
