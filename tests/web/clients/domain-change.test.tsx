import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientDomainsDocument, ClientSearchSetupDocument } from '../../../web/src/generated/graphql';
import { browserNavigation } from '../../../web/src/features/clients/domain-change';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

const DOMAINS = [
  { __typename: 'ClientDomain' as const, id: 1, name: 'Isyplus Contable', url: 'https://contable.isyplus.ec' },
  { __typename: 'ClientDomain' as const, id: 7, name: 'Isyplus Facturación', url: 'https://fe.isyplus.ec' },
];

function mockScreen() {
  server.use(
    api.query(ClientSearchSetupDocument, () =>
      HttpResponse.json({
        data: { __typename: 'Query', clientSearchSetup: { __typename: 'ClientSearchSetup', domainMessage: null, domains: DOMAINS.slice(0, 1), recent: [] } },
      }),
    ),
    api.query(ClientDomainsDocument, () => HttpResponse.json({ data: { __typename: 'Query', clientDomains: DOMAINS } })),
  );
}

/** Opens /clientes, the domain modal, picks a domain and accepts; returns the path the browser was sent to. */
async function changeDomainTo(name: string): Promise<string[]> {
  const reloads = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
  mockMe(adminUser({ permissions: [{ __typename: 'ScreenPermission', resource: 'clientes', view: 4, create: 4, edit: 4, delete: 4 }] }));
  mockScreen();
  renderApp('/clientes');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cambiar dominio' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar dominio' });
  const accept = within(dialog).getByRole('button', { name: 'Cambiar' }) as HTMLButtonElement;
  expect(accept.disabled).toBe(true);
  await user.click(await within(dialog).findByRole('radio', { name: new RegExp(name) }));
  await user.click(accept);
  return reloads.mock.calls.map(([path]) => path);
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.__APP_CONFIG__;
});

describe('domain change modal on /clientes', () => {
  it('lists the domains and reloads the browser to /cambio/dominio/{code}?submit', async () => {
    expect(await changeDomainTo('Isyplus Facturación')).toEqual(['/cambio/dominio/7?submit']);
  });

  it('prefixes /soporte in deployment mode 2', async () => {
    window.__APP_CONFIG__ = { deployMode: 2 };
    expect(await changeDomainTo('Isyplus Contable')).toEqual(['/soporte/cambio/dominio/1?submit']);
  });

  it('closes without reloading when cancelled', async () => {
    const reloads = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    mockMe(adminUser());
    mockScreen();
    renderApp('/clientes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cambiar dominio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar dominio' });
    await user.click(await within(dialog).findByRole('radio', { name: /Isyplus Contable/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reloads).not.toHaveBeenCalled();
  });
});
