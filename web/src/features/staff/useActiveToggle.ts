import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { STAFF_TEXT as T } from './messages';

/** The state selector's value ('' all, 'T' active, 'F' inactive) as the lists' Boolean filter. */
export const activeFilter = (value: string): boolean | null => (value === 'T' ? true : value === 'F' ? false : null);

/**
 * Activate/deactivate with the spec's confirmation first: the selected row (else a warning),
 * the question, then the mutation; the server's message as a toast and a reload.
 */
export async function toggleActive(options: {
  selected: { id: number; name: string } | null;
  active: boolean;
  question: (name: string, active: boolean) => string;
  run: () => Promise<string | undefined>;
  reload: () => void;
}): Promise<void> {
  if (!options.selected) return void showWarning(T.selectOne);
  if (!(await confirm({ title: T.confirmTitle, message: options.question(options.selected.name, options.active) }))) return;
  const message = await options.run().catch(() => undefined);
  if (message) {
    toast.success(message);
    options.reload();
  }
}
