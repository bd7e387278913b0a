import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY_COLUMNS, companyRow } from '../../../web/src/features/companies/company-list-rows';
import { buildChartModel } from '../../../web/src/widgets/charts/chart-data';
import { COUNT_COLUMN_ID, listChartSetup } from '../../../web/src/widgets/report/ListView';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';
import { CompaniesDocument } from '../../../web/src/generated/graphql';
import { ANDINA, COSTENA, LECTURA, SANMARCOS, listCompany, mockCompanies } from './company-mocks';

const COMPANIES = [ANDINA, COSTENA, LECTURA, SANMARCOS, listCompany(12, 'norte', 'DISTRIBUIDORA DEL NORTE S.A.', 'ACTIVO')];

async function openList() {
  mockMe(adminUser());
  mockCompanies(COMPANIES);
  renderApp('/empresas');
  const grid = await screen.findByRole('grid', { name: 'Lista de empresas' }, { timeout: 8000 });
  await within(grid).findByText('andina');
  return { grid, user: userEvent.setup() };
}

const summary = () => screen.getByRole('navigation', { name: /empresas/i }).querySelector('.rgrid-pager__info')!.textContent;

describe('the company list is a report grid with totals, a chart and counts of what is shown', () => {
  it('counts the companies in the totals row, and after a column filter the footer and the pager say "x de y"', async () => {
    const { grid, user } = await openList();
    expect(grid.querySelector('.rgrid__foot [data-column="emp_razons"]')!.textContent).toBe('5');
    expect(summary()).toBe('5 empresas');
    await user.type(screen.getByLabelText('Filtrar Acceso'), 'andina');
    expect(grid.querySelector('.rgrid__foot [data-column="emp_razons"]')!.textContent).toBe('1');
    expect(summary()).toBe('1 de 5 empresas');
    await user.clear(screen.getByLabelText('Filtrar Acceso'));
    expect(summary()).toBe('5 empresas');
  });

  it('has a chart tab that opens on the companies per state', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('tab', { name: 'Gráfica' }));
    expect(await screen.findByRole('heading', { name: 'Cantidad por estado' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('Aún no se ha configurado gráfica para el informe. Configure para mostrar gráfica.')).toBeNull();
  });

  it('the default chart counts the rows of each state', () => {
    const setup = listChartSetup(COMPANY_COLUMNS, 'estado');
    expect(setup).toMatchObject({ type: 3, legendColumn: 'estado', series: [COUNT_COLUMN_ID], title: 'Cantidad por estado' });
    const rows = COMPANIES.map(companyRow).map((r) => ({ ...r, [COUNT_COLUMN_ID]: 1 }));
    const model = buildChartModel(setup, [...COMPANY_COLUMNS, { di_column: COUNT_COLUMN_ID, di_descri: 'Cantidad', type: 'integer', width: 80 }], rows);
    expect(model.categories).toEqual(['ACTIVO', 'INACTIVO', 'LECTURA', 'DEMO']);
    expect(model.series[0]!.values).toEqual([2, 1, 1, 1]);
  });

  it('shows skeleton rows while the list loads, never a count of 0', async () => {
    mockMe(adminUser());
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockCompanies(COMPANIES);
    // The list's answer waits until the loading state has been looked at.
    server.use(
      api.query(CompaniesDocument, async () => {
        await held;
        // Nothing returned: the request goes on to mockCompanies' answer.
        return undefined;
      }),
    );
    renderApp('/empresas');
    const grid = await screen.findByRole('grid', { name: 'Lista de empresas' }, { timeout: 8000 });
    expect(grid.querySelectorAll('.rgrid__row--skeleton')).toHaveLength(5);
    expect(grid.querySelector('.rgrid__foot')).toBeNull();
    expect(grid.textContent).not.toContain('No hay registros');
    expect(summary()).toBe('Cargando empresas…');
    answer();
    await within(grid).findByText('andina');
    expect(grid.querySelector('.rgrid__row--skeleton')).toBeNull();
    expect(summary()).toBe('5 empresas');
  });
});
