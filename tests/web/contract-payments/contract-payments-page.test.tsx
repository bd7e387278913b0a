import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContractPaymentsQueryVariables } from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { mockMe, renderApp } from '../render-app';
import { ANDINA, counts, mockContractPayments, PACIFICO, SIN_COMPROBANTE } from './payment-mocks';

async function openPage(calls: ContractPaymentsQueryVariables[] = [], stateCounts = counts(2, 1, 0, 0)) {
  mockMe(adminUser());
  mockContractPayments([ANDINA, PACIFICO, SIN_COMPROBANTE], calls, stateCounts);
  renderApp('/empresas/pagos_contrato');
  const grid = await screen.findByRole('grid', { name: 'Pagos de contrato' });
  await within(grid).findByText(ANDINA.legalName);
  return { grid, user: userEvent.setup() };
}

const rowOf = (grid: HTMLElement, name: string) => within(grid).getByText(name).closest('[role="row"]') as HTMLElement;
const cellOf = (row: HTMLElement, column: string) => row.querySelector<HTMLElement>(`[data-column="${column}"]`)!;
const chips = () => within(screen.getByRole('group', { name: 'Filtros rápidos por estado de pago' })).getAllByRole('button');

describe('contract payments list', () => {
  it('shows one row per contract: state tags in their colours, contacts as Nombre (Cargo) email, the total', async () => {
    const { grid } = await openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pagos de contrato');
    const andina = rowOf(grid, ANDINA.legalName);
    expect(cellOf(andina, 'contactos').textContent).toBe('María José Jaramillo (Gerente) mjaramillo@comercialandina.ec; Pedro Salazar (Contador) sin email');
    expect(cellOf(andina, 'mes_contrato_str').textContent).toBe('Mes 5 de 12');
    expect(cellOf(andina, 'trn_fecreg').textContent).toBe('23/07/2026');
    const state = cellOf(rowOf(grid, PACIFICO.legalName), 'estado').querySelector<HTMLElement>('.rgrid__badge')!;
    expect([state.textContent, state.style.background]).toEqual(['VENCIDO', '#F55145']);
    // The enum AL_DIA is shown as the screen's 'AL DÍA'.
    expect(cellOf(andina, 'estado').textContent).toBe('AL DÍA');
    const access = cellOf(andina, 'estadoAcceso').querySelector<HTMLElement>('.rgrid__badge')!;
    expect([access.textContent, access.style.background]).toEqual(['ACTIVO', 'limegreen']);
    expect(cellOf(rowOf(grid, PACIFICO.legalName), 'valor_vencido').textContent).toBe('70,00');
    expect(screen.getByRole('navigation', { name: 'Páginas de la lista de contratos' }).textContent).toContain('3 contratos');
  });

  it("chips show the server's counts; pressing one asks for that state, pressing it again clears it", async () => {
    const calls: ContractPaymentsQueryVariables[] = [];
    const { grid, user } = await openPage(calls, counts(2, 1, 0, 0));
    expect(chips().map((c) => c.textContent)).toEqual(['VENCIDO 2', 'AL DÍA 1', 'PAGADO 0', 'INACTIVO 0']);
    await user.click(chips()[0]!);
    await waitFor(() => expect(calls.at(-1)!.filter?.paymentStates).toEqual(['VENCIDO']));
    await waitFor(() => expect(within(grid).queryByText(ANDINA.legalName)).toBeNull());
    expect(chips()[0]!.getAttribute('aria-pressed')).toBe('true');
    // Another chip replaces the first; the pressed one pressed again clears the quick filter.
    await user.click(chips()[1]!);
    await waitFor(() => expect(calls.at(-1)!.filter?.paymentStates).toEqual(['AL_DIA']));
    await user.click(chips()[1]!);
    await waitFor(() => expect(calls.at(-1)!.filter?.paymentStates).toBeNull());
    expect(chips().map((c) => c.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false', 'false']);
    await within(grid).findByText(ANDINA.legalName);
  });

  it('the filter modal (F2) sends text, company and contract states, types and start dates as the query filter', async () => {
    const calls: ContractPaymentsQueryVariables[] = [];
    const { user } = await openPage(calls);
    await user.keyboard('{F2}');
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar pagos de contrato' });
    await user.type(within(dialog).getByLabelText('RUC o razón social'), 'andina');
    await user.click(within(within(dialog).getByRole('group', { name: 'Estado de la empresa' })).getByRole('checkbox', { name: 'BLOQUEADO' }));
    const contract = within(dialog).getByRole('group', { name: 'Estado del contrato' });
    await user.click(within(contract).getByRole('checkbox', { name: 'BLOQUEADO' }));
    await user.type(within(dialog).getByLabelText('Desde'), '01012026');
    await user.type(within(dialog).getByLabelText('Hasta'), '31032026');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(calls.at(-1)!.filter).toEqual({
        text: 'andina',
        paymentStates: null,
        companyStates: ['BLOCKED'],
        contractStates: ['BLOQUEADO'],
        businessLines: null,
        startFrom: '2026-01-01',
        startTo: '2026-03-31',
      }),
    );
    expect(calls.at(-1)!.page).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('4 filtros activos')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() =>
      expect(calls.at(-1)!.filter).toEqual({
        text: null,
        paymentStates: null,
        companyStates: null,
        contractStates: null,
        businessLines: null,
        startFrom: null,
        startTo: null,
      }),
    );
  });

  it('the filter modal refuses an unreadable or reversed start date and sends nothing', async () => {
    const calls: ContractPaymentsQueryVariables[] = [];
    const { user } = await openPage(calls);
    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar pagos de contrato' });
    const from = within(dialog).getByLabelText('Desde');
    await user.type(from, '31022026');
    const before = calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('UNA DE LAS FECHAS INGRESADAS ES INVÁLIDA');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    await user.clear(from);
    await user.type(from, '01042026');
    await user.type(within(dialog).getByLabelText('Hasta'), '01012026');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(within(dialog).getByRole('alert').textContent).toContain("La fecha 'Desde' no puede ser posterior a la fecha 'Hasta'");
    expect(calls.length).toBe(before);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('F3 and F4 need a selected contract', async () => {
    const { user } = await openPage();
    for (const key of ['{F3}', '{F4}']) {
      await user.keyboard(key);
      const popup = await screen.findByRole('alertdialog');
      expect(popup.textContent, key).toContain('Seleccione un contrato de la lista');
      await user.click(within(popup).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
