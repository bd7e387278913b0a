import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import {
  ClientGridSearchDocument,
  ClientSearchDocument,
  ClientSearchSetupDocument,
  type ClientFieldsFragment,
  type ClientSearchFieldsFragment,
  type ClientSearchKind,
} from '../../generated/graphql';
import { reportProblem } from '../../app/response';

/** Name of the header search box (app/layout/ClientSearch.tsx): focus goes back there on no match. */
export const HEADER_SEARCH_FIELD = 'clientSearch';
/** Name of the grid's text input, the field the API names when it refuses an empty filter. */
export const GRID_TEXT_FIELD = 'text';

/**
 * The clients shown on /clientes: the most recent ones until a search, then the result. A
 * search without a match shows the API's warning and hands the focus back to the box it came
 * from. Refusals (empty filter) go through the global response handling.
 */
export function useClientSearch() {
  const apollo = useApolloClient();
  const setup = useQuery(ClientSearchSetupDocument, { fetchPolicy: 'network-only' });
  const [result, setResult] = useState<ClientSearchFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);
  // Clients changed on this screen since the list arrived (the flag toggle answers the new copy).
  const [changed, setChanged] = useState<ReadonlyMap<number, ClientFieldsFragment>>(new Map());

  // The last search, so a change made elsewhere (the company edit tab) can refresh the list.
  const last = useRef<{ search: () => Promise<ClientSearchFieldsFragment | undefined>; field: string } | null>(null);

  function show(found: ClientSearchFieldsFragment, field: string | null) {
    setResult(found);
    setChanged(new Map());
    if (found.message && field) reportProblem({ message: found.message, level: 'warning', field });
  }

  async function run(search: () => Promise<ClientSearchFieldsFragment | undefined>, field: string, quiet = false) {
    last.current = { search, field };
    setBusy(true);
    try {
      const found = await search();
      if (found) show(found, quiet ? null : field);
    } catch {
      // Already shown by the global response handling (the refusal focuses its field).
    } finally {
      setBusy(false);
    }
  }

  /** The header box's search: e-mail with '@', name otherwise. */
  const searchFromHeader = (text: string) =>
    run(
      async () => (await apollo.query({ query: ClientSearchDocument, variables: { text }, fetchPolicy: 'network-only' })).data?.clientSearch,
      HEADER_SEARCH_FIELD,
    );

  /** The grid's search by cparams kind. */
  const searchByKind = (kind: ClientSearchKind, text: string) =>
    run(
      async () => (await apollo.query({ query: ClientGridSearchDocument, variables: { kind, text }, fetchPolicy: 'network-only' })).data?.clientGridSearch,
      GRID_TEXT_FIELD,
    );

  /** Reads the list again (the last search, or the recent clients) without repeating its warning. */
  function refresh() {
    if (last.current) void run(last.current.search, last.current.field, true);
    else void setup.refetch();
  }

  /** Puts a changed client in place of its old copy. */
  function replaceClient(client: ClientFieldsFragment) {
    setChanged((current) => new Map(current).set(client.id, client));
  }

  const listed = result ? result.items : setup.data?.clientSearchSetup.recent;
  const clients = useMemo(() => (listed ?? []).map((c) => changed.get(c.id) ?? c), [listed, changed]);
  return {
    clients,
    result,
    busy: busy || (setup.loading && !setup.data),
    domains: setup.data?.clientSearchSetup.domains ?? [],
    domainMessage: setup.data?.clientSearchSetup.domainMessage ?? null,
    searchFromHeader,
    searchByKind,
    replaceClient,
    refresh,
  };
}
