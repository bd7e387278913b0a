import './help.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { BannerAdminDocument, DeleteBannerDocument, SaveBannerDocument, type BannerAdminQuery } from '../../generated/graphql';
import { confirm, showPopup } from '../../widgets/feedback/dialogs';
import { helpFileUrl, uploadHelpFile } from './help-upload';
import { ADMIN_TEXT as A } from './messages';
import { useAction } from '../../widgets/feedback/use-action';

type Banner = BannerAdminQuery['banners'][number];
/** Spec 002 §9: advertising business lines. */
const LINES: ReadonlyArray<readonly [number, string]> = [
  [1, 'Comercio'],
  [2, 'Hoteleria'],
  [3, 'Constructoras'],
  [4, 'Educación'],
  [5, 'Fundaciones'],
  [6, 'Transporte'],
  [7, 'Servicios'],
  [8, 'Asociaciones'],
  [9, 'Restaurantes'],
  [10, 'Facturación Electrónica'],
  [11, 'Comercio Electrónico'],
  [0, 'Publicidad Página Inicio'],
];

/** /publicidad: banners per business line; new / edit (Nuevo, Editar) / delete with confirmation. */
export function BannersPage() {
  const { data, refetch } = useQuery(BannerAdminDocument, { fetchPolicy: 'cache-and-network' });
  const banners = data?.banners ?? [];
  const [line, setLine] = useState(0);
  const [editing, setEditing] = useState<Banner | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // A new key empties the file input after saving or cancelling.
  const [pickerKey, setPickerKey] = useState(0);
  useEffect(() => {
    const url = image ? URL.createObjectURL(image) : null;
    setPreview(url);
    return () => void (url && URL.revokeObjectURL(url));
  }, [image]);
  const [save] = useMutation(SaveBannerDocument);
  const [remove] = useMutation(DeleteBannerDocument);
  const { run } = useAction();

  async function submit() {
    if (!editing && !image) return void showPopup({ title: 'ADVERTENCIA', text: A.adImageRequired, level: 'warning' });
    const imageFileId = image ? await uploadHelpFile(image, 'IMAGE', 'publicidad', editing?.id) : null;
    if (image && !imageFileId) return;
    const input = { id: editing?.id ?? null, line, fileName: image?.name ?? editing?.fileName ?? null, imageFileId };
    await run(() => save({ variables: { input } }), {
      message: (done) => done.saveBanner.message,
      onSuccess: () => {
        setEditing(null);
        setImage(null);
        setPickerKey((k) => k + 1);
      },
      refetch,
    });
  }
  async function onDelete(b: Banner) {
    if (!(await confirm({ title: A.confirmTitle, message: A.confirmAd(b.fileName) }))) return;
    // Deleting an ad is told by a success popup with the file's name, not by the server's message.
    await run(() => remove({ variables: { id: b.id } }), {
      onSuccess: () => void showPopup({ title: A.deletedTitle, text: b.fileName, level: 'success' }),
      refetch,
    });
  }
  return (
    <section className="page help-admin">
      <h1 className="help-admin__title">{A.adsTitle}</h1>
      <form
        className="help-admin__form card"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="help-field__label">{editing ? `${A.edit}: ${editing.fileName}` : A.create}</p>
        <label className="help-field">
          <span className="help-field__label">{A.adLine}</span>
          <select name="pub_lineaemp" value={line} onChange={(e) => setLine(Number(e.target.value))}>
            {LINES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="help-field">
          <span className="help-field__label">{A.adImage}</span>
          <input
            key={pickerKey}
            type="file"
            name="image"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
        </label>
        {image && preview && <img className="help-admin__preview" src={preview} alt={image.name} data-picked={image.name} />}
        <div className="help-admin__buttons">
          <button type="submit" className="btn btn--primary">
            {A.save}
          </button>
          {editing && (
            <button type="button" className="btn btn--secondary" onClick={() => (setEditing(null), setImage(null), setPickerKey((k) => k + 1))}>
              {A.cancel}
            </button>
          )}
        </div>
      </form>
      <ul className="help-tutorials">
        {banners.map((b) => (
          <li key={b.id} className="card help-tutorial" data-banner-admin={b.fileName}>
            <img src={helpFileUrl(b.imageFileId)} alt={b.fileName} style={{ width: '100%', borderRadius: 6 }} />
            <strong>{b.fileName}</strong>
            <span className="help-tutorial__meta">{b.lineName}</span>
            <div className="help-admin__buttons">
              <button type="button" className="btn btn--secondary" onClick={() => (setEditing(b), setLine(b.line))}>
                {A.edit}
              </button>
              <button type="button" className="btn btn--warning" onClick={() => void onDelete(b)}>
                {A.delete}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
