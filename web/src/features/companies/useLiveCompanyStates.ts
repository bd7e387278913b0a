import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { CompanyStateChangedDocument } from '../../generated/graphql';

// A bulk change announces every company at once: one list read for the burst.
const BURST_MS = 250;

/**
 * Keeps the shown page current when any agent changes a company's state: a change to a company
 * on the page reads the page again (new label, colour, end date and the offered changes).
 */
export function useLiveCompanyStates(shownIds: readonly number[], reload: () => void): void {
  const latest = useRef({ shown: new Set(shownIds), reload });
  latest.current = { shown: new Set(shownIds), reload };
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useSubscription(CompanyStateChangedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.companyStateChanged;
      if (!change || !latest.current.shown.has(change.companyId) || timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current.reload();
      }, BURST_MS);
    },
  });
}
