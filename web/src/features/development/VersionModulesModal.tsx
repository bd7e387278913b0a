import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { DevelopmentVersionDocument, SaveDevelopmentVersionModulesDocument } from '../../generated/graphql';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { useAction } from '../../widgets/feedback/use-action';
import { DEV_TEXT as T } from './messages';
import { FormActions } from '../../widgets/forms/FormActions';

/** Assigns modules to a version: every module of the catalogue, checked when the version has it. */
export function VersionModulesModal({ versionId, name, onClose, onSaved }: { versionId: number; name: string; onClose: () => void; onSaved: () => void }) {
  const { data } = useQuery(DevelopmentVersionDocument, { variables: { versionId }, fetchPolicy: 'network-only' });
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [save] = useMutation(SaveDevelopmentVersionModulesDocument);
  const { run, busy } = useAction();
  const modules = data?.developmentVersion?.modules;
  useEffect(() => {
    if (modules) setChecked(new Set(modules.filter((m) => m.assigned).map((m) => m.id)));
  }, [modules]);
  const toggle = (id: number) => setChecked((set) => (set.has(id) ? new Set([...set].filter((x) => x !== id)) : new Set([...set, id])));
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    await run(() => save({ variables: { versionId, moduleIds: [...checked] } }), { message: (done) => done.r.message, refetch: onSaved });
  }
  return (
    <ModalFrame title={T.versions.assignTitle(name)} onClose={onClose}>
      {(titleId) => (
        <form onSubmit={submit} aria-labelledby={titleId} className="dev-form">
          <fieldset className="dev-modules">
            <legend>{T.versions.modules}</legend>
            {modules?.map((m) => (
              <label key={m.id} className="dev-modules__item">
                <input type="checkbox" checked={checked.has(m.id)} onChange={() => toggle(m.id)} /> {`${m.areaName} · ${m.name}`}
              </label>
            ))}
          </fieldset>
          <FormActions cancelLabel={T.actions.cancel} onCancel={onClose} submitLabel={T.actions.save} disabled={busy || !modules} />
        </form>
      )}
    </ModalFrame>
  );
}
