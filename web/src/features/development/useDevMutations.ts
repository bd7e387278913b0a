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
import { useAction, type ActionOutcome } from '../../widgets/feedback/use-action';
import { DEV_TEXT as T } from './messages';

type Outcome = ActionOutcome<{ r: { message: string } }>;

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
  const { run } = useAction();
  /** Shows the server's message and refreshes; refusals are shown by the global response handling. */
  const send = async (work: () => Promise<Outcome>) => Boolean(await run(work, { message: (data) => data.r.message, refetch: refresh }));
  const remove = async (message: string, work: () => Promise<Outcome>) => {
    if (!(await confirm({ title: T.confirmTitle, message }))) return false;
    return send(work);
  };
  return {
    saveModule: (input: { id?: number | null; areaId: number; name: string; type: DevModuleType | null; description: string }) =>
      send(() => saveModule({ variables: { input } })),
    saveAttribute: (input: { id?: number | null; moduleId: number; name: string; type: DevAttributeType | null }) =>
      send(() => saveAttribute({ variables: { input } })),
    saveFunctional: (input: { id?: number | null; attributeId: number; description: string }) => send(() => saveFunctional({ variables: { input } })),
    saveVersion: (input: { id?: number | null; name: string; description: string }) => send(() => saveVersion({ variables: { input } })),
    deleteModule: (id: number, name: string) => remove(T.confirm.module(name), () => deleteModule({ variables: { id } })),
    deleteAttribute: (id: number, name: string) => remove(T.confirm.attribute(name), () => deleteAttribute({ variables: { id } })),
    deleteFunctional: (id: number, text: string) => remove(T.confirm.functional(text), () => deleteFunctional({ variables: { id } })),
    deleteVersion: (id: number, name: string) => remove(T.confirm.version(name), () => deleteVersion({ variables: { id } })),
  };
}
