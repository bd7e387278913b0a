import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceModal } from '../../../web/src/features/contract-payments/InvoiceModal';
import { HttpResponse } from 'msw';
import { ContractInvoiceDocument, type InstallmentHistoryQueryVariables } from '../../../web/src/generated/graphql';
import { api, server } from '../msw';
import { adminUser } from '../fixtures';
import { renderWithApi } from '../render-api';
import { mockMe, renderApp } from '../render-app';
import { ANDINA, mockContractPayments, mockHistory, mockInvoice, PACIFICO, SIN_COMPROBANTE } from './payment-mocks';

async function openPage() {
  mockMe(adminUser());
  mockContractPayments([ANDINA, PACIFICO, SIN_COMPROBANTE]);
  renderApp('/empresas/pagos_contrato');
  const grid = await screen.findByRole('grid', { name: 'Pagos de contrato' });
  await within(grid).findByText(ANDINA.legalName);
  return { grid, user: userEvent.setup() };
}

const cellOf = (grid: HTMLElement, name: string, column: string) =>
  (within(grid).getByText(name).closest('[role="row"]') as HTMLElement).querySelector<HTMLElement>(`[data-column="${column}"]`)!;
const rowTexts = (grid: HTMLElement) =>
  [...grid.querySelectorAll<HTMLElement>('.rgrid__body [role="row"]')].map((r) =>
    within(r)
      .getAllByRole('gridcell')
      .map((c) => c.textContent),
  );

describe('installment history modal', () => {
  it("opens from the company name with the contract's installments: due date, value, payment, state, receipt", async () => {
    const calls: InstallmentHistoryQueryVariables[] = [];
    mockHistory(PACIFICO.ruc, calls);
    const { grid, user } = await openPage();
    await user.click(cellOf(grid, PACIFICO.legalName, 'emp_razons'));
    const dialog = await screen.findByRole('dialog', { name: `Historial de cuotas · ${PACIFICO.legalName}` });
    expect(calls).toEqual([{ ruc: PACIFICO.ruc }]);
    expect(dialog.textContent).toContain('ZAMBRANO MOREIRA CARLOS ANDRÉS');
    expect(dialog.textContent).toContain('Contrato 2 · 1 de 3 cuotas pagadas');
    expect(dialog.textContent).toContain('$35,00');
    const history = within(dialog).getByRole('grid');
    expect(rowTexts(history)).toEqual([
      ['1', '23/03/2026', '35,00', '23/03/2026', 'PAGADA', '001-002-000005002'],
      ['2', '23/04/2026', '35,00', '', 'VENCIDA', ''],
      ['3', '23/05/2026', '35,00', '', 'PENDIENTE', ''],
    ]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Cerrar');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with Enter on the focused company name (keyboard only)', async () => {
    mockHistory(PACIFICO.ruc);
    const { grid, user } = await openPage();
    // Focus the first row's RUC, go down to the second row, right to its name.
    await user.click(cellOf(grid, ANDINA.legalName, 'emp_ruc'));
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(await screen.findByRole('dialog', { name: `Historial de cuotas · ${PACIFICO.legalName}` })).toBeTruthy();
  });

  it("says 'El cliente no tiene un contrato registrado.' (info) and shows no modal when the lookup finds no contract", async () => {
    mockHistory('otro-ruc');
    const { grid, user } = await openPage();
    await user.click(cellOf(grid, ANDINA.legalName, 'emp_razons'));
    const popup = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(popup.textContent).toContain('Información');
    expect(popup.textContent).toContain('El cliente no tiene un contrato registrado.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a receipt of the history opens its invoice over it', async () => {
    mockHistory(PACIFICO.ruc);
    const codes: Array<number | null | undefined> = [];
    mockInvoice(codes);
    const { grid, user } = await openPage();
    await user.click(cellOf(grid, PACIFICO.legalName, 'emp_razons'));
    const dialog = await screen.findByRole('dialog', { name: /Historial de cuotas/ });
    await user.click(within(dialog).getByText('001-002-000005002'));
    expect(await screen.findByRole('dialog', { name: 'Factura 001-002-000005002' })).toBeTruthy();
    expect(codes).toEqual([102]);
  });
});

describe('receipt column', () => {
  it('opens the invoice modal of the row (trn_codigo)', async () => {
    const codes: Array<number | null | undefined> = [];
    mockInvoice(codes);
    const { grid, user } = await openPage();
    await user.click(cellOf(grid, PACIFICO.legalName, 'trn_compro'));
    expect(await screen.findByRole('dialog', { name: 'Factura 001-002-000005002' })).toBeTruthy();
    expect(codes).toEqual([PACIFICO.invoiceId]);
  });

  it("a row without a receipt shows the info 'No se encuentra registrado ningun comprobante.'", async () => {
    const codes: Array<number | null | undefined> = [];
    mockInvoice(codes);
    const { grid, user } = await openPage();
    await user.click(cellOf(grid, SIN_COMPROBANTE.legalName, 'trn_compro'));
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByRole('heading').textContent).toBe('Información');
    expect(popup.textContent).toContain('No se encuentra registrado ningun comprobante.');
    expect(codes).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('F4 opens the receipt of the selected contract', async () => {
    mockInvoice();
    const { grid, user } = await openPage();
    await user.click(cellOf(grid, ANDINA.legalName, 'emp_ruc'));
    await user.keyboard('{F4}');
    expect(await screen.findByRole('dialog', { name: 'Factura 001-002-000005002' })).toBeTruthy();
  });
});

describe('invoice modal', () => {
  it('shows number, date, billed name and RUC, concept, es-EC money and the journal entry with its totals', async () => {
    mockInvoice();
    const onClose = vi.fn();
    renderWithApi(<InvoiceModal invoiceId={102} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Factura 001-002-000005002' });
    const facts = [...dialog.querySelectorAll('.payments-facts__item, .payments-amounts__item')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]);
    expect(facts).toEqual([
      ['Fecha', '23/07/2026'],
      ['Facturado a', 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.'],
      ['RUC', '0991874526001'],
      ['Concepto', 'Cuota 6 de 12 del contrato'],
      ['Subtotal', '$1.234,50'],
      ['IVA', '$185,18'],
      ['Total', '$1.419,68'],
    ]);
    const entry = within(dialog).getByRole('grid');
    expect(rowTexts(entry)).toEqual([
      ['1', '1.1.02.01', 'Clientes', '1.419,68', '0,00'],
      ['2', '4.1.01.03', 'Venta de documentos electrónicos', '0,00', '1.234,50'],
      ['3', '2.1.07.01', 'IVA en ventas 15%', '0,00', '185,18'],
    ]);
    // The entry balances: both totals are the invoice total.
    expect(['asi_debe', 'asi_haber'].map((c) => entry.querySelector(`.rgrid__foot [data-column="${c}"]`)?.textContent)).toEqual(['1.419,68', '1.419,68']);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says the invoice does not exist and closes when the lookup answers null', async () => {
    server.use(api.query(ContractInvoiceDocument, () => HttpResponse.json({ data: { __typename: 'Query', invoice: null } })));
    const onClose = vi.fn();
    renderWithApi(<InvoiceModal invoiceId={555} onClose={onClose} />);
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain('No existe la factura 555');
    await userEvent.click(within(popup).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
