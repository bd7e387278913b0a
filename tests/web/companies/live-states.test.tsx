import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import { createMemoryRouter } from 'react-router';
import { Observable, type Subscriber } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { App, wireSessionExpiry } from '../../../web/src/app/App';
import { createApolloClient } from '../../../web/src/app/apollo';
import { routes } from '../../../web/src/app/routes';
import type { CompaniesQueryVariables, CompanyStateChangedSubscription } from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { mockLayoutDefaults, mockMe } from '../render-app';
import { ANDINA, COSTENA, listCompany, mockCompanies } from './company-mocks';

/** The app with HTTP as usual and a subscription link the test pushes events into (as the server's socket would). */
function renderWithLiveLink(path: string) {
  mockLayoutDefaults();
  const sockets: Array<Subscriber<ApolloLink.Result>> = [];
  const live = new ApolloLink(() => new Observable<ApolloLink.Result>((subscriber) => void sockets.push(subscriber)));
  const http = createApolloClient({ subscriptions: false });
  const client = new ApolloClient({
    link: ApolloLink.split((op) => op.operationType === OperationTypeNode.SUBSCRIPTION, live, http.link),
    cache: new InMemoryCache({ typePolicies: { ScreenPermission: { keyFields: false } } }),
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  wireSessionExpiry(router, client);
  render(<App client={client} router={router} />);
  const push = (change: CompanyStateChangedSubscription['companyStateChanged']) => {
    for (const s of sockets) s.next({ data: { companyStateChanged: change } });
  };
  return { sockets, push };
}

function badge(grid: HTMLElement, code: string): [string | null, string] {
  const row = within(grid).getByText(code).closest('[role="row"]') as HTMLElement;
  const tag = row.querySelector<HTMLElement>('[data-column="estado"] .rgrid__badge')!;
  return [tag.textContent, tag.style.background];
}

const change = (companyId: number, accessCode: string) => ({
  __typename: 'CompanyStateChange' as const,
  companyId,
  accessCode,
  state: 'BLOCKED',
  label: 'BLOQUEADO',
  color: 'crimson',
  readOnly: false,
  endDate: null,
  changedBy: 'María Fernanda Jaramillo',
  at: '2026-11-22T13:00:00.000Z',
});

describe('company list with live state changes', () => {
  it("shows another agent's state change on a listed company without a manual reload", async () => {
    mockMe(adminUser());
    const calls: CompaniesQueryVariables[] = [];
    mockCompanies([ANDINA, COSTENA], calls);
    const { sockets, push } = renderWithLiveLink('/empresas');
    const grid = await screen.findByRole('grid', { name: 'Lista de empresas' });
    await within(grid).findByText('andina');
    expect(badge(grid, 'andina')).toEqual(['ACTIVO', 'limegreen']);
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    const rowOf = (code: string) => within(grid).getByText(code).closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(rowOf('andina')).getByRole('checkbox'));
    expect(screen.getByText('1 seleccionada')).toBeTruthy();

    // The server now holds andina blocked by the other agent; the socket announces it.
    mockCompanies([listCompany(ANDINA.id, 'andina', ANDINA.legalName, 'BLOQUEADO'), COSTENA], calls);
    const before = calls.length;
    push(change(ANDINA.id, 'andina'));
    await waitFor(() => expect(badge(grid, 'andina')).toEqual(['BLOQUEADO', 'crimson']));
    expect(calls.length).toBe(before + 1);
    // The agent's selection survives the refresh.
    expect(rowOf('andina').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('1 seleccionada')).toBeTruthy();
  }, 60_000);

  it('does not read the list again for a company that is not on the page', async () => {
    mockMe(adminUser());
    const calls: CompaniesQueryVariables[] = [];
    mockCompanies([ANDINA], calls);
    const { sockets, push } = renderWithLiveLink('/empresas');
    const grid = await screen.findByRole('grid', { name: 'Lista de empresas' });
    await within(grid).findByText('andina');
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    const before = calls.length;
    push(change(4242, 'otra'));
    await new Promise((r) => setTimeout(r, 400));
    expect(calls.length).toBe(before);
    expect(badge(grid, 'andina')).toEqual(['ACTIVO', 'limegreen']);
  });
});
