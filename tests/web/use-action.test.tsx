import { useMutation, useQuery } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { rest } from '../../web/src/app/rest';
import { ApiTokensDocument, RevokeApiTokenDocument, type RevokeApiTokenMutationVariables } from '../../web/src/generated/graphql';
import { useAction } from '../../web/src/widgets/feedback/use-action';
import { api, server } from './msw';
import { renderWithApi } from './render-api';

const VARIABLES = { filter: { companyId: null, state: null }, page: 1, pageSize: 100 };

/** One screen part wired the way the pages are: a list, a mutation button, a REST button. */
function Harness() {
  const { data, refetch } = useQuery(ApiTokensDocument, { variables: VARIABLES, fetchPolicy: 'network-only' });
  const [revoke] = useMutation(RevokeApiTokenDocument);
  const { run, busy } = useAction();
  return (
    <>
      <p>Total: {data?.apiTokens.totalCount ?? '…'}</p>
      <button type="button" onClick={() => void run(() => revoke({ variables: { id: 7 } }), { message: (done) => done.revokeApiToken.message, refetch })}>
        Revocar
      </button>
      <button
        type="button"
        onClick={() => void run(() => rest<{ estado: number; msg: string }>('aviso', { body: {} }).then((data) => ({ data })), { message: (done) => done.msg })}
      >
        Avisar
      </button>
      {busy && <span>Enviando…</span>}
    </>
  );
}

function mockList() {
  let reads = 0;
  server.use(
    api.query(ApiTokensDocument, () => {
      reads += 1;
      return HttpResponse.json({ data: { __typename: 'Query', apiTokens: { __typename: 'ApiTokenPage', totalCount: reads, items: [] } } });
    }),
  );
  return () => reads;
}

const revoked = {
  data: {
    __typename: 'Mutation',
    revokeApiToken: { __typename: 'RevokedApiToken', message: 'Se revocó el token ERP', apiToken: { __typename: 'ApiToken', id: 7, state: 'REVOKED' } },
  },
};

describe('useAction', () => {
  it("shows the server's message as a success toast and refetches the list", async () => {
    const reads = mockList();
    server.use(api.mutation(RevokeApiTokenDocument, () => HttpResponse.json(revoked)));
    renderWithApi(<Harness />);
    await screen.findByText('Total: 1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Revocar' }));
    expect((await screen.findByRole('status')).textContent).toContain('Se revocó el token ERP');
    await screen.findByText('Total: 2');
    expect(reads()).toBe(2);
  });

  it('sends one request when clicked again while the first one runs', async () => {
    mockList();
    const sent: RevokeApiTokenMutationVariables[] = [];
    server.use(
      api.mutation(RevokeApiTokenDocument, async ({ variables }) => {
        sent.push(variables);
        await delay(200);
        return HttpResponse.json(revoked);
      }),
    );
    renderWithApi(<Harness />);
    await screen.findByText('Total: 1');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Revocar' });
    await user.click(button);
    await screen.findByText('Enviando…');
    await user.click(button);
    await user.click(button);
    await screen.findByText('Total: 2');
    expect(screen.getAllByRole('status').map((t) => t.querySelector('.toast__text')?.textContent)).toEqual(['Se revocó el token ERP']);
    expect(sent).toEqual([{ id: 7 }]);
    expect(screen.queryByText('Enviando…')).toBeNull();
  });

  it('shows a refusal in the Spanish error popup, with no toast and no refetch', async () => {
    const reads = mockList();
    server.use(
      api.mutation(RevokeApiTokenDocument, () =>
        HttpResponse.json({ errors: [{ message: 'El token ya fue revocado', extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    );
    renderWithApi(<Harness />);
    await screen.findByText('Total: 1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revocar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Error')).toBeTruthy();
    expect(dialog.querySelector('.popup__text')?.textContent).toBe('El token ya fue revocado');
    expect(screen.queryByRole('status')).toBeNull();
    expect(reads()).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Not busy any more: the next click sends again.
    expect(screen.queryByText('Enviando…')).toBeNull();
  });

  it("runs a REST call: the envelope's message as the toast, a failure without message as 'VERIFIQUE SU CONEXIÓN A INTERNET'", async () => {
    mockList();
    let calls = 0;
    server.use(
      http.post('http://localhost/rest/aviso', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ estado: 200, msg: 'Aviso enviado' }) : new HttpResponse(null, { status: 502 });
      }),
    );
    renderWithApi(<Harness />);
    await screen.findByText('Total: 1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Avisar' }));
    expect((await screen.findByRole('status')).textContent).toContain('Aviso enviado');
    await user.click(screen.getByRole('button', { name: 'Avisar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.querySelector('.popup__text')?.textContent).toBe('VERIFIQUE SU CONEXIÓN A INTERNET');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(calls).toBe(2);
  });
});
