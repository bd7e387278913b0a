import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CancelEmissionPointDocument,
  CreateElectronicPointDocument,
  type CancelEmissionPointMutationVariables,
  type CreateElectronicPointMutationVariables,
} from '../../../web/src/generated/graphql';
import { api, server } from '../msw';
import { mockEstablishments, point, renderList } from './fixtures';

const rowsOf = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((r) => r.classList.contains('rgrid__row--data'));

async function openPoints() {
  const user = userEvent.setup();
  renderList();
  const list = await screen.findByRole('grid', { name: 'Establecimientos' });
  await waitFor(() => expect(rowsOf(list)).toHaveLength(2));
  await user.click(within(rowsOf(list)[0]!).getAllByRole('gridcell')[0]!);
  await user.click(screen.getByRole('button', { name: 'Puntos de emisión electrónicos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Puntos de emisión electrónicos del establecimiento 001' });
  return { user, dialog };
}

describe('electronic-invoice point modal', () => {
  it('creates point 002 PtoElec002 by default and stays open on the reloaded list', async () => {
    mockEstablishments();
    const sent: CreateElectronicPointMutationVariables[] = [];
    server.use(
      api.mutation(CreateElectronicPointDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createElectronicPoint: { __typename: 'EmissionPointResult', message: 'Punto de emisión electrónico 002 creado', einvoicing: false, points: [] },
          },
        });
      }),
    );
    const { user, dialog } = await openPoints();
    expect((within(dialog).getByRole('textbox', { name: 'Número' }) as HTMLInputElement).value).toBe('002');
    expect((within(dialog).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('PtoElec002');
    await user.click(within(dialog).getByRole('button', { name: 'Crear punto electrónico' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { companyId: 6, input: { establishmentId: 1, number: '002', name: 'PtoElec002', description: '', address: 'Av. Teodoro Gómez de la Torre 9-52' } },
      ]),
    );
    expect(await screen.findByText('Punto de emisión electrónico 002 creado')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Puntos de emisión electrónicos del establecimiento 001' })).toBeTruthy();
  });

  it('names the point after a typed number and refuses a number that is not 3 digits', async () => {
    mockEstablishments();
    const { user, dialog } = await openPoints();
    const number = within(dialog).getByRole('textbox', { name: 'Número' });
    await user.clear(number);
    await user.type(number, '3');
    expect((within(dialog).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('PtoElec3');
    await user.click(within(dialog).getByRole('button', { name: 'Crear punto electrónico' }));
    expect(within(dialog).getByText('El número del punto de emisión debe tener 3 dígitos (ejemplo 002)')).toBeTruthy();
  });

  it('asks before cancelling a point and sends its code after Aceptar', async () => {
    mockEstablishments(undefined, [point({ id: 7 })]);
    const sent: CancelEmissionPointMutationVariables[] = [];
    server.use(
      api.mutation(CancelEmissionPointDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { __typename: 'Mutation', cancelEmissionPoint: { __typename: 'EmissionPointResult', message: 'Punto de emisión 001 anulado', points: [] } },
        });
      }),
    );
    const { user, dialog } = await openPoints();
    const grid = within(dialog).getByRole('grid');
    await user.click(within(rowsOf(grid)[0]!).getAllByRole('gridcell')[0]!);
    expect((within(dialog).getByRole('button', { name: 'Reactivar' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Anular' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('Se anulará el punto de emisión 001, ¿Desea continuar?');
    await user.click(within(ask).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sent).toEqual([{ companyId: 6, id: 7 }]));
    expect(await screen.findByText('Punto de emisión 001 anulado')).toBeTruthy();
  });
});
