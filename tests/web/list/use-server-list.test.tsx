import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../web/src/app/apollo';
import { DoctorsDocument, type DoctorsQuery, type DoctorsQueryVariables } from '../../../web/src/generated/graphql';
import { useServerList } from '../../../web/src/widgets/list/useServerList';
import { readListState, writeListState, type FilterCodec, type ListState } from '../../../web/src/widgets/list/url-params';
import { doctor, mockDoctors } from '../doctors/doctor-mocks';

interface Filters {
  text: string;
}
const codec: FilterCodec<Filters> = { read: (p) => ({ text: p.get('texto') ?? '' }), write: (f) => ({ texto: f.text }) };
const toVariables = ({ filters, page, pageSize }: ListState<Filters>): DoctorsQueryVariables => ({
  filter: { text: filters.text || null },
  page,
  pageSize,
});

let list: ReturnType<typeof useServerList<DoctorsQuery, DoctorsQueryVariables, Filters, DoctorsQuery['doctors']>> | null = null;

function Probe() {
  const state = useServerList(DoctorsDocument, (d) => d.doctors, { codec, pageSize: 50, variables: toVariables });
  list = state;
  return <p>{state.loading ? 'loading' : `total ${state.totalCount}, page ${state.page}, rows ${state.pageSize}`}</p>;
}

function renderAt(path: string) {
  const client = createApolloClient({ subscriptions: false });
  const router = createMemoryRouter([{ path: '/lista', element: <Probe /> }], { initialEntries: [path] });
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { router, search: () => router.state.location.search };
}

describe('useServerList: the URL is the list state', () => {
  it('writes page, size, sort and filter to the URL with exact values; back restores the earlier state', async () => {
    const calls: DoctorsQueryVariables[] = [];
    mockDoctors([doctor(1, 'Ana')], calls);
    const { router, search } = renderAt('/lista');
    await screen.findByText('total 1, page 1, rows 50');
    expect(search()).toBe('');
    expect(calls.at(-1)).toEqual({ filter: { text: null }, page: 1, pageSize: 50 });

    act(() => list!.setPage(2));
    expect(search()).toBe('?pagina=2');
    await waitFor(() => expect(calls.at(-1)).toEqual({ filter: { text: null }, page: 2, pageSize: 50 }));

    act(() => list!.setSort({ field: 'nombre', desc: true }));
    expect(search()).toBe('?orden=-nombre');
    expect(list!.sort).toEqual({ field: 'nombre', desc: true });

    act(() => list!.setFilters({ text: 'ana' }));
    expect(search()).toBe('?texto=ana&orden=-nombre');
    await waitFor(() => expect(calls.at(-1)).toEqual({ filter: { text: 'ana' }, page: 1, pageSize: 50 }));

    act(() => list!.setPageSize(100));
    expect(search()).toBe('?texto=ana&orden=-nombre&filas=100');

    act(() => list!.setFilters({ text: '' }));
    act(() => list!.setSort(null));
    act(() => list!.setPageSize(50));
    expect(search()).toBe('');

    await act(() => router.navigate(-4));
    expect(search()).toBe('?texto=ana&orden=-nombre');
    expect(list!.filters).toEqual({ text: 'ana' });
    expect(list!.page).toBe(1);
  });

  it('the same search submitted again reads the list again from the server, with the URL unchanged', async () => {
    const calls: DoctorsQueryVariables[] = [];
    mockDoctors([doctor(1, 'Ana')], calls);
    const { search } = renderAt('/lista?texto=ana');
    await screen.findByText('total 1, page 1, rows 50');
    expect(calls).toHaveLength(1);
    act(() => list!.setFilters({ text: 'ana' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ filter: { text: 'ana' }, page: 1, pageSize: 50 });
    expect(search()).toBe('?texto=ana');
  });

  it('a reload at a URL restores the list from it', async () => {
    const calls: DoctorsQueryVariables[] = [];
    mockDoctors([doctor(1, 'Ana')], calls);
    renderAt('/lista?texto=ana&pagina=3&filas=20&orden=nombre');
    await screen.findByText('total 1, page 3, rows 20');
    expect(list!.filters).toEqual({ text: 'ana' });
    expect(list!.sort).toEqual({ field: 'nombre', desc: false });
    expect(calls).toEqual([{ filter: { text: 'ana' }, page: 3, pageSize: 20 }]);
  });

  it('reads and writes the same state (round trip), leaving the defaults and other keys as they are', () => {
    const defaults = { pageSize: 50 };
    const state = { filters: { text: 'x y' }, sort: { field: 'ruc', desc: false }, page: 4, pageSize: 30 };
    const params = writeListState(state, codec, defaults, new URLSearchParams('tab=2'));
    expect(params.toString()).toBe('tab=2&texto=x+y&orden=ruc&pagina=4&filas=30');
    expect(readListState(params, codec, defaults)).toEqual(state);
    expect(readListState(new URLSearchParams('pagina=0&filas=abc'), codec, defaults)).toEqual({ filters: { text: '' }, sort: null, page: 1, pageSize: 50 });
  });
});
