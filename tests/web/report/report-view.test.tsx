import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROVINCE_SALES_COLUMNS, generateSales, salesByProvince } from '../../../web/src/features/widgets-demo/demo-data';
import { ReportView } from '../../../web/src/widgets/report/ReportView';

const ALL = salesByProvince(generateSales(300));
// At most 15 rows: with no saved chart the panel says so and opens the setup.
const ROWS = ALL.slice(0, 10);

describe('report view (table and chart tabs)', () => {
  it('starts on the table tab; the chart tab loads the chart panel, which asks for a chart when none is saved', async () => {
    const user = userEvent.setup();
    render(<ReportView title="Ventas por provincia" columns={PROVINCE_SALES_COLUMNS} data={ROWS} chart={null} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Tabla', 'true'],
      ['Gráfica', 'false'],
    ]);
    expect(screen.getByRole('grid')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Gráfica del informe' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Gráfica' }));
    expect(await screen.findByText('Aún no se ha configurado gráfica para el informe. Configure para mostrar gráfica.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Gráfica' }).getAttribute('aria-selected')).toBe('true');
    // The grid stays mounted (hidden) so its filters survive the visit to the chart.
    expect(screen.getByRole('grid', { hidden: true }).closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });

  it('keeps a grid filter when coming back from the chart tab, and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    // More than 15 rows: no setup dialog opens to take the focus.
    expect(ALL.length).toBe(16);
    render(<ReportView title="Ventas por provincia" columns={PROVINCE_SALES_COLUMNS} data={ALL} chart={null} />);
    const province = String(ALL[0]!.provincia);
    await user.type(screen.getByLabelText('Filtrar Provincia'), province);
    const grid = screen.getByRole('grid');
    expect(
      within(grid)
        .getAllByRole('row')
        .some((r) => r.textContent?.includes(province)),
    ).toBe(true);

    screen.getByRole('tab', { name: 'Tabla' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Gráfica');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Tabla');
    expect((screen.getByLabelText('Filtrar Provincia') as HTMLInputElement).value).toBe(province);
  });
});
