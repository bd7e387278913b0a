import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ClientSearchDocument, ClientSearchSetupDocument, ClientSuggestionsDocument, type ClientSuggestionsQuery } from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

type Suggestion = ClientSuggestionsQuery['clientSearch']['items'][number];
const ZAMBRANO: Suggestion = {
  __typename: 'Client',
  id: 2,
  name: 'ZAMBRANO MOREIRA CARLOS ANDRÉS',
  idNumber: '0991874526001',
  email: 'czambrano@dispacifico.com.ec',
  tradeName: 'Distribuidora del Pacífico',
  companies: [{ __typename: 'ClientCompany', id: 12, accessCode: 'pacifico', legalName: 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.' }],
};
const ARMIJOS: Suggestion = {
  ...ZAMBRANO,
  id: 4,
  name: 'ARMIJOS OCHOA JORGE EDUARDO',
  idNumber: '1191234567001',
  email: 'gerencia@lojaexpress.ec',
  companies: [],
};
const NO_NAME = 'El nombre especificado no coincide con ningún cliente';

/** The server's header search as the suggestions ask it: by any word of the legal name here. */
function mockSuggestions(asked: string[]) {
  server.use(
    api.query(ClientSuggestionsDocument, ({ variables }) => {
      asked.push(`${variables.text}|${variables.limit}`);
      const items = 'pacifico distribuidora'.includes(variables.text.toLowerCase()) ? [ZAMBRANO, ARMIJOS] : [];
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          clientSearch: {
            __typename: 'ClientSearchResult',
            kind: 'NAME',
            text: variables.text,
            totalCount: items.length,
            message: items.length ? null : NO_NAME,
            items,
          },
        },
      });
    }),
    api.query(ClientSearchSetupDocument, () =>
      HttpResponse.json({
        data: { __typename: 'Query', clientSearchSetup: { __typename: 'ClientSearchSetup', domainMessage: null, domains: [], recent: [] } },
      }),
    ),
    api.query(ClientSearchDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          clientSearch: { __typename: 'ClientSearchResult', kind: 'RUC', text: variables.text, totalCount: 0, limit: 100, message: null, items: [] },
        },
      }),
    ),
  );
}

async function signIn() {
  mockMe(adminUser({ permissions: [{ __typename: 'ScreenPermission', resource: 'clientes', view: 4, create: 4, edit: 4, delete: 4 }] }));
  const app = renderApp('/administracion');
  await screen.findByRole('navigation', { name: 'Menú principal' }, { timeout: 8000 });
  return app;
}

describe('header client search', () => {
  it('suggests clients as the user types (by legal name too) and Enter on a highlighted one opens /clientes on its RUC', async () => {
    const asked: string[] = [];
    mockSuggestions(asked);
    const app = await signIn();
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Buscar cliente' });
    expect(box.getAttribute('placeholder')).toBe('Buscar cliente por nombre, RUC, email o acceso');
    await user.type(box, 'pacifico');
    const list = await screen.findByRole('listbox', { name: 'Clientes sugeridos' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'ZAMBRANO MOREIRA CARLOS ANDRÉS0991874526001 · czambrano@dispacifico.com.ec · pacifico · DISTRIBUIDORA DEL PACIFICO CIA. LTDA.',
      'ARMIJOS OCHOA JORGE EDUARDO1191234567001 · gerencia@lojaexpress.ec',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    // Typing pauses before asking: one question for the whole word, 8 suggestions at most.
    expect(asked).toEqual(['pacifico|8']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location().pathname).toBe('/clientes'));
    expect(app.location().search).toBe('?q=1191234567001');
  });

  it('a text that matches nobody warns without blocking and keeps the focus in the box', async () => {
    mockSuggestions([]);
    const app = await signIn();
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Buscar cliente' });
    await user.type(box, 'zzqx');
    expect((await screen.findByText(NO_NAME, { selector: '.client-search__nomatch' })).getAttribute('role')).toBe('status');
    await user.keyboard('{Enter}');
    const toast = await screen.findByText(NO_NAME, { selector: '.toast *' });
    expect(toast).toBeTruthy();
    // No modal: nothing to dismiss, the user goes on typing where they were.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(box);
    expect(app.location().pathname).toBe('/administracion');
    await user.type(box, 'a');
    expect((box as HTMLInputElement).value).toBe('zzqxa');
  });
});
