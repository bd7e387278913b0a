import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  SaveSmsContractDocument,
  SmsCompanyByRucDocument,
  type SaveSmsContractMutationVariables,
  SentSmsSummaryDocument,
  SmsContractsDocument,
  type SentSmsSummaryQuery,
  type SentSmsSummaryQueryVariables,
  type SmsContractsQuery,
} from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

type Contract = SmsContractsQuery['smsContracts']['items'][number];
type Sent = SentSmsSummaryQuery['sentSms']['items'][number];

const contract = (companyId: number, accessCode: string, legalName: string, contracted: number, used: number, failed: number): Contract => ({
  __typename: 'SmsContract',
  id: companyId + 100,
  companyId,
  accessCode,
  legalName,
  ruc: `179${String(companyId).padStart(7, '0')}001`,
  contracted,
  contractType: 'POR_PAQUETE',
  contractedLabel: contracted === -1 ? 'Ilimitado' : `${contracted} - Por paquete`,
  used,
  failed,
  available: contracted === -1 ? null : contracted - used,
});
const ANDINA = contract(1, 'andina', 'COMERCIAL ANDINA S.A.', 500, 2, 1);
const FARMAUSTRO = contract(3, 'farmaustro', 'FARMACIAS DEL AUSTRO FARMAUSTRO S.A.', -1, 2, 0);

const sms = (id: number, mobile: string, state: 'ENVIADO' | 'FALLIDO', error: string | null = null): Sent => ({
  __typename: 'SentSms',
  id,
  accessCode: 'andina',
  legalName: 'COMERCIAL ANDINA S.A.',
  mobile,
  recipientName: 'Pedro Salazar',
  message: 'Comercial Andina: recordatorio de pago',
  state,
  createdAt: '2026-11-26T13:01:00.000Z',
  sentAt: state === 'ENVIADO' ? '2026-11-26T13:01:02.000Z' : null,
  error,
  userName: 'Administrador General',
});

function mockLists(sentCalls: SentSmsSummaryQueryVariables[] = []) {
  server.use(
    api.query(SmsContractsDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          smsContracts: { __typename: 'SmsContractPage', totalCount: 2, page: variables.page ?? 1, pageSize: 50, items: [ANDINA, FARMAUSTRO] },
        },
      }),
    ),
    api.query(SentSmsSummaryDocument, ({ variables }) => {
      sentCalls.push(variables);
      const failed = variables.filter?.outcome === 'FAILED';
      const items = failed
        ? [sms(3, '0991112200', 'FALLIDO', 'La pasarela SMS respondió 422: Número inexistente: 0991112200')]
        : [sms(1, '0987654321', 'ENVIADO'), sms(2, '0991234567', 'ENVIADO')];
      return HttpResponse.json({
        data: { __typename: 'Query', sentSms: { __typename: 'SentSmsPage', totalCount: items.length, page: 1, pageSize: 100, items } },
      });
    }),
  );
}

const rowOf = (grid: HTMLElement, text: string) => within(grid).getByText(text).closest('[role="row"]') as HTMLElement;
const cellOf = (row: HTMLElement, column: string) => row.querySelector<HTMLElement>(`[data-column="${column}"]`)!;

describe('/sms/empresas and /sms/enviados', () => {
  it('lists the packages with the spec columns, asks for a company before review and reviews the chosen one with F3', async () => {
    mockMe(adminUser());
    const sentCalls: SentSmsSummaryQueryVariables[] = [];
    mockLists(sentCalls);
    const { location } = renderApp('/sms/empresas');
    const grid = await screen.findByRole('grid', { name: 'Empresas con paquete SMS' });
    await within(grid).findByText('andina');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paquetes Contratados');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers.slice(0, 5)).toEqual(['Acceso', 'Razon social', 'Paquete contratado', 'SMS utilizados', 'SMS fallidos']);
    const farm = rowOf(grid, 'farmaustro');
    expect([cellOf(farm, 'sms_contratados').textContent, cellOf(farm, 'sms_disponibles').textContent]).toEqual(['Ilimitado', 'Ilimitado']);
    expect(cellOf(rowOf(grid, 'andina'), 'sms_contratados').textContent).toBe('500 - Por paquete');

    const user = userEvent.setup();
    await user.keyboard('{F3}');
    const popup = await screen.findByRole('alertdialog');
    expect(popup.querySelector('.popup__text')?.textContent).toBe('Seleccione una empresa de la lista');
    await user.click(within(popup).getByRole('button', { name: 'Aceptar' }));

    await user.click(cellOf(rowOf(grid, 'andina'), 'emp_razons'));
    await user.keyboard('{F3}');
    await waitFor(() => expect(location().pathname).toBe('/sms/enviados'));
    expect(location().search).toBe('?empresa=1&nombre=COMERCIAL%20ANDINA%20S.A.');
    await screen.findByText('Empresa: COMERCIAL ANDINA S.A.');
    await waitFor(() => expect(sentCalls.at(-1)?.filter).toMatchObject({ outcome: 'SENT', companyId: 1 }));
  });

  it('toggles the sent and failed tables with the tabs and F6, for today by default', async () => {
    mockMe(adminUser());
    const sentCalls: SentSmsSummaryQueryVariables[] = [];
    mockLists(sentCalls);
    renderApp('/sms/enviados');
    const sent = await screen.findByRole('grid', { name: 'SMS enviados' });
    await within(sent).findByText('0987654321');
    // Today in Ecuador (UTC-5 all year), wherever the test runs: the server reads the range there.
    const iso = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    expect(sentCalls[0]!.filter).toEqual({ from: iso, to: iso, outcome: 'SENT', companyId: null });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '2. Fallidos' }));
    const failed = await screen.findByRole('grid', { name: 'SMS fallidos' });
    const row = rowOf(failed, '0991112200');
    expect(cellOf(row, 'motivo').textContent).toBe('La pasarela SMS respondió 422: Número inexistente: 0991112200');
    expect(sentCalls.at(-1)!.filter).toMatchObject({ outcome: 'FAILED' });
    await user.keyboard('{F6}');
    await within(await screen.findByRole('grid', { name: 'SMS enviados' })).findByText('0991234567');
    expect(screen.getByRole('navigation', { name: 'Páginas de SMS' }).textContent).toContain('2 SMS');
  });

  it("replaces the selected company's package after a confirmation (F4), refusing an empty amount", async () => {
    mockMe(adminUser());
    mockLists();
    const saves: SaveSmsContractMutationVariables[] = [];
    server.use(
      api.query(SmsCompanyByRucDocument, ({ variables }) =>
        HttpResponse.json({
          data: { __typename: 'Query', company: variables.ruc === ANDINA.ruc ? { __typename: 'Company', id: 1, legalName: ANDINA.legalName } : null },
        }),
      ),
      api.mutation(SaveSmsContractDocument, ({ variables }) => {
        saves.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            saveSmsContract: { __typename: 'SmsContract', id: 900, companyId: 1, contracted: 600, contractedLabel: '600 - Tarifa fija' },
          },
        });
      }),
    );
    renderApp('/sms/empresas');
    const grid = await screen.findByRole('grid', { name: 'Empresas con paquete SMS' });
    await within(grid).findByText('andina');
    const user = userEvent.setup();
    await user.click(cellOf(rowOf(grid, 'andina'), 'emp_razons'));
    await user.keyboard('{F4}');
    const modal = await screen.findByRole('dialog', { name: 'Paquete SMS' });
    expect((within(modal).getByLabelText('RUC de la empresa') as HTMLInputElement).value).toBe(ANDINA.ruc);
    const amount = within(modal).getByLabelText('SMS contratados') as HTMLInputElement;
    expect(amount.value).toBe('500');
    await user.clear(amount);
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup.querySelector('.popup__text')?.textContent).toBe('Ingrese los SMS contratados (un entero mayor que cero) o marque Ilimitado');
    await user.click(within(popup).getByRole('button', { name: 'Aceptar' }));
    await user.type(amount, '600');
    await user.selectOptions(within(modal).getByLabelText('Tipo de contrato'), 'Tarifa fija');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('¿Dejar vigente el paquete SMS 600 - Tarifa fija para COMERCIAL ANDINA S.A.? Empieza sin SMS utilizados.');
    expect(saves).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(saves).toEqual([{ input: { companyId: 1, contracted: 600, contractType: 'TARIFA_FIJA' } }]));
    await screen.findByText('Paquete SMS guardado');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Paquete SMS' })).toBeNull());
  });
});
