import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClientGridSearchDocument, ClientSearchSetupDocument } from '../../../web/src/generated/graphql';
import { KIND_USAGE_KEY, mostUsedKind } from '../../../web/src/features/clients/search-kind-usage';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

function mockClients() {
  server.use(
    api.query(ClientSearchSetupDocument, () =>
      HttpResponse.json({
        data: { __typename: 'Query', clientSearchSetup: { __typename: 'ClientSearchSetup', domainMessage: null, domains: [], recent: [] } },
      }),
    ),
    api.query(ClientGridSearchDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          clientGridSearch: {
            __typename: 'ClientSearchResult',
            kind: variables.kind,
            text: variables.text,
            totalCount: 0,
            limit: 100,
            message: null,
            items: [],
          },
        },
      }),
    ),
  );
}

async function openClients() {
  mockMe(adminUser({ permissions: [{ __typename: 'ScreenPermission', resource: 'clientes', view: 4, create: 4, edit: 4, delete: 4 }] }));
  const app = renderApp('/clientes');
  await screen.findByRole('heading', { name: 'Clientes', level: 1 }, { timeout: 8000 });
  return app;
}

beforeEach(() => localStorage.removeItem(KIND_USAGE_KEY));

describe('/clientes starts on the search kind most used', () => {
  it('is the name before any search, then the kind searched by most', async () => {
    mockClients();
    expect(mostUsedKind()).toBe('NAME');
    const app = await openClients();
    const kind = screen.getByLabelText('Buscar por') as HTMLSelectElement;
    expect(kind.value).toBe('NAME');
    const user = userEvent.setup();
    await user.selectOptions(kind, 'RUC');
    await user.type(screen.getByLabelText('Texto a buscar'), '0991{Enter}');
    await user.clear(screen.getByLabelText('Texto a buscar'));
    await user.type(screen.getByLabelText('Texto a buscar'), '1791{Enter}');
    await user.selectOptions(kind, 'EMAIL');
    await user.type(screen.getByLabelText('Texto a buscar'), '@x{Enter}');
    expect(JSON.parse(localStorage.getItem(KIND_USAGE_KEY)!)).toEqual({ RUC: 2, EMAIL: 1 });
    app.unmount();
    mockClients();
    await openClients();
    expect((screen.getByLabelText('Buscar por') as HTMLSelectElement).value).toBe('RUC');
  });
});
