import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { ImportReportsDocument } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { fileToBase64 } from '../company-creation/file-transfer';

export const IMPORT_TEXT = {
  title: 'Crear informes desde una hoja de cálculo',
  invalidFile: 'Seleccione un archivo válido',
  hint: 'Hoja .xlsx con una fila de títulos (Nombre, Módulo, Categoría, Función, Período, Fecha única, Asociación, Ítems, Activo, Mensaje, Salida) y un informe por fila; la lista exportada sirve de plantilla.',
  created: (n: number) => `${n} ${n === 1 ? 'informe creado' : 'informes creados'}`,
} as const;

/** reporte_from_file: the spreadsheet goes to the server, which parses and creates the reports (all or none). */
export function ReportImportModal({ companyId, onDone, onClose }: { companyId: number; onDone: () => void; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, uploading] = useMutation(ImportReportsDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !/\.xlsx$/i.test(file.name)) return setProblem(IMPORT_TEXT.invalidFile);
    setProblem(null);
    const answer = await upload({
      variables: { companyId, contentBase64: await fileToBase64(file) },
      context: { handledByCaller: true },
    }).catch((e: Error) => {
      setProblem(e.message);
      return null;
    });
    if (!answer?.data) return;
    toast.success(IMPORT_TEXT.created(answer.data.importReports.length));
    onDone();
    onClose();
  };

  return (
    <ModalFrame title={IMPORT_TEXT.title} onClose={onClose}>
      {(titleId) => (
        <form className="reports-page__criteria" aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
          <p className="form-hint">{IMPORT_TEXT.hint}</p>
          <div className="field">
            <label htmlFor="informes-archivo">Archivo</label>
            <input
              id="informes-archivo"
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
          {problem && <FormAlert message={problem} />}
          <div className="reports-page__actions">
            <button type="submit" className="btn btn--primary" disabled={uploading.loading}>
              Crear informes
            </button>
            <button type="button" className="btn" onClick={onClose}>
              Cerrar
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
