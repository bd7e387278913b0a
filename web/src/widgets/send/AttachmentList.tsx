import { useRef, useState } from 'react';
import { showWarning } from '../feedback/dialogs';
import { FILE_MAX_KB, sizeProblem } from '../files/file-rules';
import { uploadFile, type StoredFile } from '../files/upload';
import { SEND_TEXT as T } from './messages';

/**
 * The attachments of a send: files checked against 15360 KB before uploading (the server checks
 * again), images scaled to 1024 px at 0.6; each can be removed before sending.
 */
export function AttachmentList({ files, onChange }: { files: readonly StoredFile[]; onChange: (files: StoredFile[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function add(list: FileList | null) {
    if (!list?.length) return;
    setBusy(true);
    const added: StoredFile[] = [];
    try {
      for (const file of Array.from(list)) {
        const problem = sizeProblem(file.name, file.size, FILE_MAX_KB.ATTACHMENT);
        if (problem && !file.type.startsWith('image/')) {
          await showWarning(problem);
          continue;
        }
        try {
          added.push(await uploadFile(file, { fileClass: 'ATTACHMENT', owner: 'correo' }));
        } catch (error) {
          await showWarning((error as Error).message);
        }
      }
    } finally {
      setBusy(false);
      onChange([...files, ...added]);
    }
  }
  return (
    <fieldset className="send-attachments">
      <legend>{T.attachments}</legend>
      <button type="button" className="btn btn--secondary send-attachments__pick" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? T.uploading : T.attach}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={T.attach}
        disabled={busy}
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = '';
        }}
      />
      <ul className="send-attachments__list">
        {files.map((f) => (
          <li key={f.id}>
            <span>
              {f.name} · {Math.ceil(f.size / 1024)} KB
            </span>
            <button
              type="button"
              className="send-attachments__remove"
              aria-label={T.removeAttachment(f.name)}
              onClick={() => onChange(files.filter((x) => x.id !== f.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
