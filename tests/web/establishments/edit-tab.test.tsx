import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { EstablishmentEditTab } from '../../../web/src/features/establishments/EstablishmentEditTab';
import { SaveEstablishmentDocument, type SaveEstablishmentMutationVariables } from '../../../web/src/generated/graphql';
import { api, server } from '../msw';
import { renderWithApi } from '../render-api';
import { establishment, mockEstablishments } from './fixtures';

function mockSave() {
  const sent: SaveEstablishmentMutationVariables[] = [];
  server.use(
    api.mutation(SaveEstablishmentDocument, ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          saveEstablishment: { __typename: 'EstablishmentResult', message: 'Establecimiento guardado correctamente', establishment: establishment({ id: 9 }) },
        },
      });
    }),
  );
  return sent;
}

const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

describe('establishment edit tab', () => {
  it('starts a new establishment with section ALMACEN, number 001, description COMERCIO and the head office RUC and name', async () => {
    mockEstablishments();
    renderWithApi(<EstablishmentEditTab companyId={6} establishmentId={null} onDone={() => {}} />);
    await waitFor(() => expect(value('Sección *')).toBe('ALMACEN'));
    expect(value('Número de establecimiento *')).toBe('001');
    expect(value('Descripción *')).toBe('COMERCIO');
    expect(value('RUC *')).toBe('1091765300001');
    expect(value('Razón social *')).toBe('UNIDAD EDUCATIVA PARTICULAR SAN MARCOS');
  });

  it('names every empty required field, focuses the first and sends nothing', async () => {
    mockEstablishments();
    const sent = mockSave();
    const user = userEvent.setup();
    renderWithApi(<EstablishmentEditTab companyId={6} establishmentId={null} onDone={() => {}} />);
    await waitFor(() => expect(value('Sección *')).toBe('ALMACEN'));
    await user.clear(screen.getByRole('textbox', { name: 'Sección *' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert').textContent).toContain('Existen campos obligatorios vacíos: Sección, Provincia, Ciudad, Dirección');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Sección *' }));
    expect(sent).toEqual([]);
  });

  it('saves the typed values and goes back', async () => {
    mockEstablishments();
    const sent = mockSave();
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithApi(<EstablishmentEditTab companyId={6} establishmentId={null} onDone={onDone} />);
    await waitFor(() => expect(value('Sección *')).toBe('ALMACEN'));
    await user.type(screen.getByRole('textbox', { name: 'Número de establecimiento *' }), '{Backspace}3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia *' }), '10');
    await user.type(screen.getByRole('combobox', { name: 'Ciudad *' }), 'ibarra');
    await user.type(screen.getByRole('textbox', { name: 'Dirección *' }), 'Calle Bolívar 1-23');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent[0]!.input).toMatchObject({
      id: null,
      number: '003',
      section: 'ALMACEN',
      description: 'COMERCIO',
      province: 10,
      city: 'IBARRA',
      address: 'Calle Bolívar 1-23',
      type: 'COMMERCIAL',
      closingType: 'BY_DATE',
      environment: 'PRODUCTION',
      taxpayerType: null,
    });
    expect(await screen.findByText('Establecimiento guardado correctamente')).toBeTruthy();
  });
});
