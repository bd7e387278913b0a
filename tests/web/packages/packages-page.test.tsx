import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ConnectionPackageDocument,
  CreateConnectionPackageDocument,
  PackageInvoiceDocument,
  type BlockAuthorizationMutationVariables,
  type ConnectionPackagesQueryVariables,
  type CreateConnectionPackageMutationVariables,
} from '../../../web/src/generated/graphql';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';
import { ANDINA, COSTENA, MITAD, mockBlock, mockPackages, packagesUser } from './package-mocks';

async function openPage(calls: ConnectionPackagesQueryVariables[] = [], create = 4) {
  mockMe(packagesUser(create));
  mockPackages([ANDINA, MITAD, COSTENA], calls, create);
  renderApp('/empresas/conexiones');
  const grid = await screen.findByRole('grid', { name: 'Empresas y sus paquetes' });
  await within(grid).findByText('andina');
  return { grid, user: userEvent.setup() };
}

async function pick(user: ReturnType<typeof userEvent.setup>, grid: HTMLElement, accessCode: string) {
  const row = within(grid).getByText(accessCode).closest('[role="row"]') as HTMLElement;
  await user.click(within(row).getByRole('checkbox'));
}

async function closePopup(user: ReturnType<typeof userEvent.setup>): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.querySelector('.popup__text')?.textContent ?? dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  return text;
}

const chips = () => within(screen.getByRole('group', { name: 'Filtros rápidos de saldo' })).getAllByRole('button');

describe('/empresas/conexiones list', () => {
  it('shows the quick balance filters with their colours and counts; pressing the pressed one clears it', async () => {
    const calls: ConnectionPackagesQueryVariables[] = [];
    const { grid, user } = await openPage(calls);
    expect(chips().map((c) => [c.textContent, c.style.getPropertyValue('--chip-color'), c.getAttribute('aria-pressed')])).toEqual([
      ['Excedido 1', '#F55145', 'false'],
      ['Por completar 0', '#FFB80F', 'false'],
      ['Sin asignar 1', '#5c5c5c', 'false'],
      ['Disponible 1', '#92C755', 'false'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Excedido 1' }));
    await waitFor(() => expect(calls.at(-1)!.filter!.balance).toEqual(['EXCEDIDO']));
    await waitFor(() => expect(within(grid).queryByText('andina')).toBeNull());
    expect(within(grid).getByText('mitadmundo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excedido 1' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Excedido 1' }));
    await waitFor(() => expect(calls.at(-1)!.filter!.balance).toBeNull());
    await within(grid).findByText('andina');
  });

  it('disables the quick filters while searching by RUC', async () => {
    const calls: ConnectionPackagesQueryVariables[] = [];
    const { user } = await openPage(calls);
    await user.click(screen.getByRole('button', { name: 'Excedido 1' }));
    await user.type(screen.getByLabelText('RUC'), '1792');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(calls.at(-1)!.filter).toMatchObject({ ruc: '1792', balance: null }));
    expect(chips().every((c) => (c as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByText('Los filtros rápidos no se usan mientras busca por RUC')).toBeTruthy();
  });

  it('paints the balance and contract-state cells and sums the search in the summary', async () => {
    const { grid } = await openPage();
    const row = within(grid).getByText('mitadmundo').closest('[role="row"]') as HTMLElement;
    const badge = row.querySelector<HTMLElement>('[data-column="filtro"] .rgrid__badge')!;
    expect([badge.textContent, badge.style.background]).toEqual(['Excedido', '#F55145']);
    const summary = screen.getByLabelText('Resumen');
    expect([...summary.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['3', '1.234', '567', '667', '0']);
  });

  it('asks for exactly one contract for the details and a selected package to edit, with the spec messages', async () => {
    const { grid, user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Ver detalles' }));
    expect(await closePopup(user)).toBe('Debe seleccionar un contrato para ver detalles');
    await pick(user, grid, 'andina');
    await pick(user, grid, 'mitadmundo');
    await user.click(screen.getByRole('button', { name: 'Ver detalles' }));
    expect(await closePopup(user)).toBe('Debe seleccionar solo un contrato');
    await pick(user, grid, 'andina');
    await pick(user, grid, 'mitadmundo');
    await pick(user, grid, 'costena');
    await user.click(screen.getByRole('button', { name: 'Editar paquete' }));
    expect(await closePopup(user)).toBe('Debe seleccionar un paquete');
  });

  it('works from the keyboard: F4 asks for a contract, F2 opens a new package for the selected company', async () => {
    const { grid, user } = await openPage();
    await user.keyboard('{F4}');
    expect(await closePopup(user)).toBe('Debe seleccionar un contrato para ver detalles');
    await pick(user, grid, 'costena');
    await user.keyboard('{F2}');
    expect(await screen.findByRole('form', { name: 'Nuevo paquete' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '2. Paquete' }).getAttribute('aria-selected')).toBe('true');
  });

  it('confirms the count before blocking, confirms again for companies without e-mail and lists express companies apart', async () => {
    const calls: BlockAuthorizationMutationVariables[] = [];
    mockBlock(
      [
        {
          message: 'La empresa HOTEL MITAD DEL MUNDO HOTMIMUN S.A. no tiene email configurado. ¿Desea continuar de todas formas?',
          needsConfirmation: true,
          withoutEmail: ['HOTEL MITAD DEL MUNDO HOTMIMUN S.A.'],
        },
        { message: 'Se bloqueó la autorización de documentos electrónicos de 1 empresa', companyIds: [], expressAccessCodes: ['mitadmundo'], count: 1 },
      ],
      calls,
    );
    const { grid, user } = await openPage();
    await pick(user, grid, 'mitadmundo');
    await user.click(screen.getByRole('button', { name: 'Bloquear autorización' }));
    const first = await screen.findByRole('alertdialog');
    expect(first.textContent).toContain('Se bloqueará la autorización de documentos electrónicos de 1 empresa, ¿Desea continuar?');
    await user.click(within(first).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('no tiene email configurado'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(calls).toEqual([{ companyIds: [5] }, { companyIds: [5], confirmEmptyEmail: true }]));
    expect(await screen.findByText('Se bloqueó la autorización de documentos electrónicos de 1 empresa')).toBeTruthy();
    expect(await closePopup(user)).toBe('Empresas express (su bloqueo se aplica por acceso): mitadmundo');
  });

  it('cancelling the count confirmation blocks nothing', async () => {
    const calls: BlockAuthorizationMutationVariables[] = [];
    mockBlock([{ message: 'x' }], calls);
    const { grid, user } = await openPage();
    await pick(user, grid, 'mitadmundo');
    await user.click(screen.getByRole('button', { name: 'Bloquear autorización' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
  });
});

describe('/empresas/conexiones package form', () => {
  it('opens a new package with notify 15 % and block T by default and sends it for the selected company', async () => {
    const sent: CreateConnectionPackageMutationVariables[] = [];
    server.use(
      api.mutation(CreateConnectionPackageDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          errors: [
            {
              message: 'Este paquete es Gratuito, solo un administrador puede gestionar este tipo de paquetes',
              extensions: { code: 'FORBIDDEN', field: 'input.contractType', level: 'warning' },
            },
          ],
        });
      }),
    );
    const { grid, user } = await openPage([], 2);
    await pick(user, grid, 'costena');
    await user.click(screen.getByRole('button', { name: 'Nuevo paquete' }));
    const form = await screen.findByRole('form', { name: 'Nuevo paquete' });
    expect((within(form).getByLabelText('Notificar al (%) de saldo') as HTMLInputElement).value).toBe('15');
    expect((within(form).getByLabelText('Bloquear al agotarse') as HTMLInputElement).checked).toBe(true);
    await user.type(within(form).getByLabelText('Paquete (documentos)'), '100');
    await user.selectOptions(within(form).getByLabelText('Tipo de contrato'), 'GRATUITO');
    expect(within(form).getByText('Solo un administrador registra paquetes gratuitos.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await closePopup(user)).toBe('Este paquete es Gratuito, solo un administrador puede gestionar este tipo de paquetes');
    expect(sent).toEqual([
      {
        input: {
          companyId: 8,
          packageSize: 100,
          contractType: 'GRATUITO',
          purchaseDate: null,
          endDate: null,
          notifyPercentage: 15,
          block: true,
          note: null,
          invoiceNumber: null,
        },
      },
    ]);
  });

  it("sends the typed days as the API's dates (AAAA-MM-DD) and refuses a day that does not exist before sending", async () => {
    const sent: CreateConnectionPackageMutationVariables[] = [];
    server.use(
      api.mutation(CreateConnectionPackageDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          errors: [
            {
              message: 'Toda contratación de paquete debe estar asociada a una factura. Seleccione la factura asociada.',
              extensions: { code: 'BAD_USER_INPUT', field: 'invoiceNumber', level: 'warning' },
            },
          ],
        });
      }),
    );
    const { grid, user } = await openPage([], 2);
    await pick(user, grid, 'costena');
    await user.click(screen.getByRole('button', { name: 'Nuevo paquete' }));
    const form = await screen.findByRole('form', { name: 'Nuevo paquete' });
    await user.type(within(form).getByLabelText('Paquete (documentos)'), '100');
    await user.type(within(form).getByLabelText('Fecha de compra'), '31/02/2026');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await closePopup(user)).toBe('La fecha de compra no es una fecha válida (DD/MM/AAAA)');
    expect(sent).toEqual([]);
    await user.clear(within(form).getByLabelText('Fecha de compra'));
    await user.type(within(form).getByLabelText('Fecha de compra'), '01/12/2026');
    await user.type(within(form).getByLabelText('Fecha fin'), '30/11/2027');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await closePopup(user);
    expect(sent.map((v) => [v.input.purchaseDate, v.input.endDate, v.input.contractType])).toEqual([['2026-12-01', '2027-11-30', 'POR_PAQUETE']]);
  });

  it("looks up the invoice: its total from the exact Money text, or the spec's refusal when the lookup finds none", async () => {
    server.use(
      api.query(PackageInvoiceDocument, ({ variables }) =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            invoice:
              variables.number === '4521'
                ? {
                    __typename: 'Invoice',
                    id: 9,
                    number: '001-001-000004521',
                    date: '2026-11-02',
                    ruc: '1790000000001',
                    name: 'CLIENTE',
                    concept: null,
                    total: '1234567.89',
                    cancelled: false,
                    packageId: null,
                  }
                : null,
          },
        }),
      ),
    );
    const { grid, user } = await openPage();
    await pick(user, grid, 'costena');
    await user.click(screen.getByRole('button', { name: 'Nuevo paquete' }));
    const form = await screen.findByRole('form', { name: 'Nuevo paquete' });
    const field = within(form).getByLabelText('Factura (número o código)');
    await user.type(field, '4521');
    await user.click(within(form).getByRole('button', { name: 'Buscar factura' }));
    expect((await within(form).findByRole('status', {}, { timeout: 3000 })).textContent).toContain('total $1.234.567,89');
    await user.clear(field);
    await user.type(field, '9999');
    await user.click(within(form).getByRole('button', { name: 'Buscar factura' }));
    expect(await within(form).findByText('9999 verifique que haya ingresado el número correcto.')).toBeTruthy();
  });

  it('shows a package read-only until editing is enabled', async () => {
    server.use(
      api.query(ConnectionPackageDocument, () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            connectionPackage: {
              __typename: 'ConnectionPackage',
              id: 101,
              ruc: ANDINA.ruc,
              state: 'ACTIVO',
              stateLabel: 'ACTIVO',
              purchaseDate: '2026-01-10',
              endDate: '2027-01-10',
              packageSize: 500,
              acquired: 500,
              carriedOver: 0,
              previousId: null,
              used: 100,
              saldo: 400,
              excess: 0,
              contractType: 'POR_PAQUETE',
              contractTypeLabel: 'Por paquete',
              notifyPercentage: 20,
              block: false,
              note: 'Renovación',
              invoiceId: 7,
              invoiceNumber: '001-001-000000007',
              billedRuc: ANDINA.ruc,
              billedName: ANDINA.legalName,
              related: false,
              notificationState: 'Sin notificación',
              createdBy: 'Administrador General',
              createdAt: '2026-01-10T15:00:00.000Z',
              updatedAt: '2026-01-10T15:00:00.000Z',
              cancelledAt: null,
              cancelledBy: null,
              cancelReason: null,
            },
          },
        }),
      ),
    );
    const { grid, user } = await openPage();
    await pick(user, grid, 'andina');
    await user.click(screen.getByRole('button', { name: 'Editar paquete' }));
    const form = await screen.findByRole('form', { name: 'Editar paquete 101' });
    const size = (await within(form).findByLabelText('Paquete (documentos)')) as HTMLInputElement;
    // The whole form is one fieldset, disabled until editing is enabled.
    expect([size.value, size.closest('fieldset')!.disabled]).toEqual(['500', true]);
    expect((within(form).getByLabelText('Fecha fin') as HTMLInputElement).value).toBe('10/01/2027');
    expect(within(form).queryByRole('button', { name: 'Guardar' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Habilitar edición' }));
    expect(within(form).getByLabelText('Paquete (documentos)').closest('fieldset')!.disabled).toBe(false);
    expect(within(form).getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });
});
