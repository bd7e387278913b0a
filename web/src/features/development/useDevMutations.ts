import { useMutation } from '@apollo/client/react';
import {
  DeleteDevelopmentAttributeDocument,
  DeleteDevelopmentFunctionalDocument,
  DeleteDevelopmentModuleDocument,
  DeleteDevelopmentVersionDocument,
  SaveDevelopmentAttributeDocument,
  SaveDevelopmentFunctionalDocument,
  SaveDevelopmentModuleDocument,
  SaveDevelopmentVersionDocument,
  type DevAttributeType,
  type DevModuleType,
} from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { DEV_TEXT as T } from './messages';

type Outcome = { data?: { r: { message: string } } | null };
/** Runs a mutation and shows its message; refusals are shown by the global response handling. */
async function withToast(run: () => Promise<Outcome>): Promise<boolean> {
  const { data } = await run().catch(() => ({ data: undefined }));
  if (!data) return false;
  toast.success(data.r.message);
  return true;
}

/** Save and confirmed delete of every catalogue item, then `refresh`. */
export function useDevMutations(refresh: () => unknown) {
  const [saveModule] = useMutation(SaveDevelopmentModuleDocument);
  const [saveAttribute] = useMutation(SaveDevelopmentAttributeDocument);
  const [saveFunctional] = useMutation(SaveDevelopmentFunctionalDocument);
  const [saveVersion] = useMutation(SaveDevelopmentVersionDocument);
  const [deleteModule] = useMutation(DeleteDevelopmentModuleDocument);
  const [deleteAttribute] = useMutation(DeleteDevelopmentAttributeDocument);
  const [deleteFunctional] = useMutation(DeleteDevelopmentFunctionalDocument);
  const [deleteVersion] = useMutation(DeleteDevelopmentVersionDocument);
  const after = async (ok: boolean) => {
    if (ok) await refresh();
    return ok;
  };
  const remove = async (message: string, run: () => Promise<Outcome>) => {
    if (!(await confirm({ title: T.confirmTitle, message }))) return false;
    return after(await withToast(run));
  };
  return {
    saveModule: async (input: { id?: number | null; areaId: number; name: string; type: DevModuleType | null; description: string }) => after(await withToast(() => saveModule({ variables: { input } }))),
    saveAttribute: async (input: { id?: number | null; moduleId: number; name: string; type: DevAttributeType | null }) => after(await withToast(() => saveAttribute({ variables: { input } }))),
    saveFunctional: async (input: { id?: number | null; attributeId: number; description: string }) => after(await withToast(() => saveFunctional({ variables: { input } }))),
    saveVersion: async (input: { id?: number | null; name: string; description: string }) => after(await withToast(() => saveVersion({ variables: { input } }))),
    deleteModule: (id: number, name: string) => remove(T.confirm.module(name), () => deleteModule({ variables: { id } })),
    deleteAttribute: (id: number, name: string) => remove(T.confirm.attribute(name), () => deleteAttribute({ variables: { id } })),
    deleteFunctional: (id: number, text: string) => remove(T.confirm.functional(text), () => deleteFunctional({ variables: { id } })),
    deleteVersion: (id: number, name: string) => remove(T.confirm.version(name), () => deleteVersion({ variables: { id } })),
  };
}
