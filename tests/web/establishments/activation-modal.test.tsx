import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ActivateEinvoicingDocument, type ActivateEinvoicingMutationVariables } from '../../../web/src/generated/graphql';
import { api, server } from '../msw';
import { BRANCH, establishment, HEAD, mockEstablishments, renderList } from './fixtures';

function mockActivate(answer?: { message: string; field: string }) {
  const sent: ActivateEinvoicingMutationVariables[] = [];
  server.use(
    api.mutation(ActivateEinvoicingDocument, ({ variables }) => {
      sent.push(variables);
      if (answer) {
        return HttpResponse.json({
          data: null,
          errors: [{ message: answer.message, extensions: { code: 'BAD_USER_INPUT', field: answer.field, level: 'warning' } }],
        });
      }
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          activateEinvoicing: { __typename: 'EinvoicingActivation', message: 'Facturación electrónica activada', einvoicing: true, headOffice: HEAD },
        },
      });
    }),
  );
  return sent;
}

async function openModal(items = [HEAD, BRANCH]) {
  mockEstablishments(items);
  const user = userEvent.setup();
  renderList();
  await user.click(await screen.findByRole('button', { name: 'Activar facturación electrónica' }));
  const dialog = await screen.findByRole('dialog', { name: 'Activación de facturación electrónica' });
  return { user, dialog, modal: within(dialog) };
}

/** The message under a field, found through its aria-describedby. */
function problemOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('electronic invoicing activation modal', () => {
  it('starts on the head office with environment 2 and code 12345678 when it has none', async () => {
    const { modal } = await openModal();
    expect((modal.getByRole('combobox', { name: 'Establecimiento Matriz' }) as HTMLSelectElement).value).toBe('1');
    expect((modal.getByRole('combobox', { name: 'Ambiente' }) as HTMLSelectElement).value).toBe('2');
    expect((modal.getByRole('textbox', { name: 'Código numérico' }) as HTMLInputElement).value).toBe('12345678');
    expect((modal.getByRole('textbox', { name: 'Dirección' }) as HTMLInputElement).value).toBe('Av. Teodoro Gómez de la Torre 9-52');
  });

  it('shows every broken rule under its field and the toast, and sends nothing', async () => {
    const sent = mockActivate();
    const { user, modal } = await openModal([establishment({ address: '', email: null, taxpayerType: null, numericCode: null }), BRANCH]);
    const code = modal.getByRole('textbox', { name: 'Código numérico' });
    await user.clear(code);
    await user.type(code, '1234567');
    await user.click(modal.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('Existe errores en el envío del formulario')).toBeTruthy();
    expect(problemOf(modal.getByRole('textbox', { name: 'Dirección' }))).toBe('Verifique la dirección que consta en el SRI');
    expect(problemOf(modal.getByRole('textbox', { name: 'Correo' }))).toBe('Debe coincidir con el colocado en la facturación electrónica');
    expect(problemOf(modal.getByRole('combobox', { name: 'Tipo de contribuyente' }))).toBe('Verifique el tipo de contribuyente en el SRI');
    expect(modal.getByText('Debe contener 8 caracteres')).toBeTruthy();
    expect(document.activeElement).toBe(modal.getByRole('textbox', { name: 'Dirección' }));
    expect(sent).toEqual([]);
  });

  it('asks for the matrix establishment when none is chosen', async () => {
    mockActivate();
    const { user, modal } = await openModal();
    await user.selectOptions(modal.getByRole('combobox', { name: 'Establecimiento Matriz' }), '');
    await user.click(modal.getByRole('button', { name: 'Activar' }));
    expect(problemOf(modal.getByRole('combobox', { name: 'Establecimiento Matriz' }))).toBe('Seleccione el establecimiento Matriz.');
  });

  it('requires the special taxpayer authorization number for type 2', async () => {
    const sent = mockActivate();
    const { user, modal } = await openModal();
    await user.selectOptions(modal.getByRole('combobox', { name: 'Tipo de contribuyente' }), '2');
    await user.click(modal.getByRole('button', { name: 'Activar' }));
    expect(problemOf(modal.getByRole('textbox', { name: 'Autorización de contribuyente especial' }))).toBe(
      'Debe indicar el # de autorización del contribuyente especial',
    );
    expect(screen.getByText('Existe errores en el envío del formulario')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('choosing another establishment loads its data and forces environment 2 and code 12345678', async () => {
    const { user, modal } = await openModal([
      HEAD,
      establishment({
        id: 2,
        number: '002',
        description: 'SUCURSAL',
        headOffice: false,
        address: 'Calle Bolívar 1-23',
        environment: 'TEST',
        numericCode: null,
      }),
    ]);
    await user.selectOptions(modal.getByRole('combobox', { name: 'Establecimiento Matriz' }), '2');
    expect((modal.getByRole('textbox', { name: 'Dirección' }) as HTMLInputElement).value).toBe('Calle Bolívar 1-23');
    expect((modal.getByRole('combobox', { name: 'Ambiente' }) as HTMLSelectElement).value).toBe('2');
    expect((modal.getByRole('textbox', { name: 'Código numérico' }) as HTMLInputElement).value).toBe('12345678');
  });

  it('sends the head office data and closes with the success message', async () => {
    const sent = mockActivate();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          companyId: 6,
          input: {
            establishmentId: 1,
            address: 'Av. Teodoro Gómez de la Torre 9-52',
            email: 'colecturia@uesanmarcos.edu.ec',
            taxpayerType: 'SOCIETY',
            specialTaxpayerAuth: null,
            numericCode: '12345678',
          },
        },
      ]),
    );
    expect(await screen.findByText('Facturación electrónica activada')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Activación de facturación electrónica' })).toBeNull());
  });

  it("puts the server's refusal under the field it names", async () => {
    mockActivate({ message: 'Debe coincidir con el colocado en la facturación electrónica', field: 'input.email' });
    const { user, modal } = await openModal();
    await user.click(modal.getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(problemOf(modal.getByRole('textbox', { name: 'Correo' }))).toBe('Debe coincidir con el colocado en la facturación electrónica'));
    expect(screen.getByText('Existe errores en el envío del formulario')).toBeTruthy();
  });
});
