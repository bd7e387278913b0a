import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ApiTokenCompaniesDocument,
  ApiTokensDocument,
  CreateApiTokenDocument,
  RevokeApiTokenDocument,
  type ApiTokensQuery,
  type ApiTokensQueryVariables,
  type CreateApiTokenMutationVariables,
} from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

type Token = ApiTokensQuery['apiTokens']['items'][number];
const TOKEN = 'isy_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const row = (id: number, name: string, state: 'ACTIVE' | 'REVOKED'): Token => ({
  __typename: 'ApiToken',
  id,
  companyId: 1,
  companyName: 'COMERCIAL ANDINA S.A.',
  name,
  prefix: 'isy_AbCdEfGh',
  state,
  createdAt: '2026-11-26T15:00:00.000Z',
  createdBy: 'Administrador General',
  lastUsedAt: null,
  revokedAt: state === 'REVOKED' ? '2026-11-26T16:00:00.000Z' : null,
  revokedBy: state === 'REVOKED' ? 'Administrador General' : null,
});

function signIn() {
  const admin = adminUser();
  mockMe({ ...admin, permissions: [...admin.permissions, { __typename: 'ScreenPermission', resource: 'apitokens', view: 4, create: 4, edit: 4, delete: 4 }] });
}

function mockTokens(items: () => Token[], calls: ApiTokensQueryVariables[] = []) {
  server.use(
    api.query(ApiTokensDocument, ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { __typename: 'Query', apiTokens: { __typename: 'ApiTokenPage', totalCount: items().length, items: items() } } });
    }),
    api.query(ApiTokenCompaniesDocument, () =>
      HttpResponse.json({
        data: { __typename: 'Query', apiTokenCompanies: [{ __typename: 'ApiTokenCompany', id: 1, name: 'COMERCIAL ANDINA S.A.', accessCode: 'andina' }] },
      }),
    ),
  );
  return calls;
}

describe('/tokens_api', () => {
  it('creates a token (F2) and shows its text once; the list shows only the prefix', async () => {
    signIn();
    let items: Token[] = [];
    mockTokens(() => items);
    const created: CreateApiTokenMutationVariables[] = [];
    server.use(
      api.mutation(CreateApiTokenDocument, ({ variables }) => {
        created.push(variables);
        items = [row(7, 'ERP', 'ACTIVE')];
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createApiToken: {
              __typename: 'CreatedApiToken',
              token: TOKEN,
              message: 'Se creó el token ERP. Cópielo ahora: no se volverá a mostrar',
              apiToken: { __typename: 'ApiToken', id: 7, prefix: 'isy_AbCdEfGh' },
            },
          },
        });
      }),
    );
    renderApp('/tokens_api');
    await screen.findByRole('heading', { name: 'Tokens de API', level: 1 });
    const user = userEvent.setup();
    await user.keyboard('{F2}');
    const modal = await screen.findByRole('dialog', { name: 'Nuevo token de API' });
    await user.click(within(modal).getByRole('button', { name: 'Crear token' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup.querySelector('.popup__text')?.textContent).toBe('Seleccione la empresa del token');
    await user.click(within(popup).getByRole('button', { name: 'Aceptar' }));
    await user.selectOptions(within(modal).getByLabelText('Empresa'), 'COMERCIAL ANDINA S.A. (andina)');
    await user.type(within(modal).getByLabelText('Nombre del token'), 'ERP');
    await user.click(within(modal).getByRole('button', { name: 'Crear token' }));
    const shown = (await within(modal).findByLabelText('Token (cópielo ahora: no se volverá a mostrar)')) as HTMLInputElement;
    expect(shown.value).toBe(TOKEN);
    expect(created).toEqual([{ input: { companyId: 1, name: 'ERP' } }]);
    await user.click(within(modal).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    const grid = await screen.findByRole('grid', { name: 'Tokens de API' });
    await within(grid).findByText('isy_AbCdEfGh…');
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('revokes the selected token (F4) after a confirmation; filters by state through the address', async () => {
    signIn();
    let items = [row(7, 'ERP', 'ACTIVE')];
    const calls = mockTokens(() => items);
    const revoked: number[] = [];
    server.use(
      api.mutation(RevokeApiTokenDocument, ({ variables }) => {
        revoked.push(variables.id);
        items = [row(7, 'ERP', 'REVOKED')];
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            revokeApiToken: {
              __typename: 'RevokedApiToken',
              message: 'Se revocó el token ERP: ya no se acepta en la API',
              apiToken: { __typename: 'ApiToken', id: 7, state: 'REVOKED' },
            },
          },
        });
      }),
    );
    const { router } = renderApp('/tokens_api?estado=ACTIVE');
    const grid = await screen.findByRole('grid', { name: 'Tokens de API' });
    await within(grid).findByText('ERP');
    expect(calls[0]!.filter).toEqual({ companyId: null, state: 'ACTIVE' });
    const user = userEvent.setup();
    await user.click(within(grid).getByText('ERP'));
    await user.keyboard('{F4}');
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('¿Revocar el token ERP de COMERCIAL ANDINA S.A.? La API lo rechazará desde ahora y no se puede deshacer.');
    expect(revoked).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(revoked).toEqual([7]));
    await screen.findByText('Se revocó el token ERP: ya no se acepta en la API');
    await within(grid).findByText('REVOCADO');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Todos');
    expect(router.state.location.search).toBe('');
  });
});
