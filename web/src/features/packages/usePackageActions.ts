import { useMutation } from '@apollo/client/react';
import { BlockAuthorizationDocument, UnblockAuthorizationDocument, type ConnectionRowFieldsFragment } from '../../generated/graphql';
import { confirm, showPopup } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';
import { toast } from '../../widgets/feedback/toasts';
import { PACKAGE_TEXT as T } from './messages';

/**
 * Block and unblock of the authorization of electronic documents: the count is confirmed
 * first; companies without e-mail are confirmed again with the API's message; express
 * companies are listed apart, by access code.
 */
export function usePackageActions(onChanged: () => void) {
  const [block, blocking] = useMutation(BlockAuthorizationDocument);
  const [unblock, unblocking] = useMutation(UnblockAuthorizationDocument);
  const busy = blocking.loading || unblocking.loading;

  async function blockSelected(selected: readonly ConnectionRowFieldsFragment[]) {
    if (busy) return;
    if (!selected.length) return void showPopup({ title: LEVEL_TITLES.warning, text: T.selectCompanies, level: 'warning' });
    if (!(await confirm({ title: T.confirmTitle, message: T.confirmBlock(selected.length) }))) return;
    const companyIds = selected.map((c) => c.companyId);
    let result = (await block({ variables: { companyIds } }).catch(() => ({ data: undefined }))).data?.blockAuthorization;
    if (result?.needsConfirmation) {
      if (!(await confirm({ title: T.confirmTitle, message: result.message }))) return;
      result = (await block({ variables: { companyIds, confirmEmptyEmail: true } }).catch(() => ({ data: undefined }))).data?.blockAuthorization;
    }
    if (!result) return;
    toast.success(result.message);
    if (result.expressAccessCodes.length) void showPopup({ title: LEVEL_TITLES.info, text: T.expressList(result.expressAccessCodes.join(', ')), level: 'info' });
    onChanged();
  }

  async function unblockSelected(selected: readonly ConnectionRowFieldsFragment[]) {
    if (busy) return;
    if (!selected.length) return void showPopup({ title: LEVEL_TITLES.warning, text: T.selectCompanies, level: 'warning' });
    if (!(await confirm({ title: T.confirmTitle, message: T.confirmUnblock(selected.length) }))) return;
    const { data } = await unblock({ variables: { companyIds: selected.map((c) => c.companyId) } }).catch(() => ({ data: undefined }));
    if (!data) return;
    toast.success(data.unblockAuthorization.message);
    onChanged();
  }

  return { blockSelected, unblockSelected, busy };
}
