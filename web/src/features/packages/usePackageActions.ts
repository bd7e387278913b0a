import { useMutation } from '@apollo/client/react';
import { BlockAuthorizationDocument, UnblockAuthorizationDocument, type ConnectionRowFieldsFragment } from '../../generated/graphql';
import { confirm, showPopup, showWarning } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';
import { useAction } from '../../widgets/feedback/use-action';
import { PACKAGE_TEXT as T } from './messages';

/**
 * Block and unblock of the authorization of electronic documents: the count is confirmed
 * first; companies without e-mail are confirmed again with the API's message; express
 * companies are listed apart, by access code.
 */
export function usePackageActions(onChanged: () => void) {
  const [block] = useMutation(BlockAuthorizationDocument);
  const [unblock] = useMutation(UnblockAuthorizationDocument);
  const { run, busy } = useAction();

  async function blockSelected(selected: readonly ConnectionRowFieldsFragment[]) {
    if (busy) return;
    if (!selected.length) return void showWarning(T.selectCompanies);
    if (!(await confirm({ title: T.confirmTitle, message: T.confirmBlock(selected.length) }))) return;
    const companyIds = selected.map((c) => c.companyId);
    await run(
      async () => {
        const first = (await block({ variables: { companyIds } })).data?.blockAuthorization;
        // Companies without e-mail: the API's message is confirmed, then the block is sent again.
        if (!first?.needsConfirmation) return { data: first };
        if (!(await confirm({ title: T.confirmTitle, message: first.message }))) return { data: undefined };
        return { data: (await block({ variables: { companyIds, confirmEmptyEmail: true } })).data?.blockAuthorization };
      },
      {
        message: (result) => result.message,
        onSuccess: (result) => {
          if (result.expressAccessCodes.length)
            void showPopup({ title: LEVEL_TITLES.info, text: T.expressList(result.expressAccessCodes.join(', ')), level: 'info' });
        },
        refetch: onChanged,
      },
    );
  }

  async function unblockSelected(selected: readonly ConnectionRowFieldsFragment[]) {
    if (busy) return;
    if (!selected.length) return void showWarning(T.selectCompanies);
    if (!(await confirm({ title: T.confirmTitle, message: T.confirmUnblock(selected.length) }))) return;
    await run(() => unblock({ variables: { companyIds: selected.map((c) => c.companyId) } }), {
      message: (data) => data.unblockAuthorization.message,
      refetch: onChanged,
    });
  }

  return { blockSelected, unblockSelected, busy };
}
