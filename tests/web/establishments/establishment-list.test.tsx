import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SetHeadOfficeDocument, type SetHeadOfficeMutationVariables } from '../../../web/src/generated/graphql';
import { api, server } from '../msw';
import { mockEstablishments, renderList } from './fixtures';

const bodyRows = () =>
  within(screen.getByRole('grid', { name: 'Establecimientos' }))
    .getAllByRole('row')
    .filter((r) => r.classList.contains('rgrid__row--data'));

function mockSetHeadOffice() {
  const sent: SetHeadOfficeMutationVariables[] = [];
  server.use(
    api.mutation(SetHeadOfficeDocument, ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          setHeadOffice: {
            __typename: 'EstablishmentResult',
            message: 'El establecimiento 002 es ahora la Matriz',
            establishment: { __typename: 'Establishment', id: 2, headOffice: true },
          },
        },
      });
    }),
  );
  return sent;
}

describe('establishment list', () => {
  it('paints the head office row ffc171 and the others ffffff', async () => {
    mockEstablishments();
    renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows().map((r) => r.style.background)).toEqual(['#ffc171', '#ffffff']);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toContain('MATRIZ');
  });

  it('asks before setting the Matriz and sends nothing when cancelled', async () => {
    mockEstablishments();
    const sent = mockSetHeadOffice();
    const user = userEvent.setup();
    renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(within(bodyRows()[1]!).getAllByRole('gridcell')[0]!);
    await user.click(screen.getByRole('button', { name: 'Establecer como Matriz' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Se establecerá el establecimiento 002 SUCURSAL NORTE como Matriz y los demás dejarán de serlo, ¿Desea continuar?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sets the Matriz after Aceptar, shows the message and reloads the list', async () => {
    const calls = mockEstablishments();
    const sent = mockSetHeadOffice();
    const user = userEvent.setup();
    renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(within(bodyRows()[1]!).getAllByRole('gridcell')[0]!);
    await user.click(screen.getByRole('button', { name: 'Establecer como Matriz' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sent).toEqual([{ companyId: 6, id: 2 }]));
    expect(await screen.findByText('El establecimiento 002 es ahora la Matriz')).toBeTruthy();
    await waitFor(() => expect(calls.list).toBe(2));
  });

  it('warns when an action needs a selected establishment', async () => {
    mockEstablishments();
    const user = userEvent.setup();
    const onEdit = vi.fn();
    renderList(onEdit);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(await screen.findByText('Seleccione un establecimiento')).toBeTruthy();
    expect(onEdit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    expect(onEdit).toHaveBeenCalledWith(null);
  });
});
