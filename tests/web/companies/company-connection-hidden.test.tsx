import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CompanyEditDocument, SaveCompanyDocument, type SaveCompanyMutationVariables } from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';
import { ANDINA, editCompany, mockCompanies } from './company-mocks';

/**
 * Soporte edits companies (level 2 on empresas) but the API hides their database connection
 * from whoever does not administer the screen: the form leaves those fields out, saves without
 * them (null keeps what is stored) and does not ask for them as required.
 */
describe('company edit form without the database connection', () => {
  it('shows only the schema with a notice, and saves the connection fields as null', async () => {
    mockMe(adminUser({ permissions: [{ __typename: 'ScreenPermission', resource: 'empresas', view: 2, create: 2, edit: 2, delete: 0 }] }));
    const hidden = { ...ANDINA, dbHost: null };
    mockCompanies([hidden]);
    const company = { ...editCompany(ANDINA), dbHost: null, dbPort: null, dbName: null, dbUser: null, hasDbPassword: null };
    server.use(api.query(CompanyEditDocument, () => HttpResponse.json({ data: { __typename: 'Query', company, companyLogo: null } })));
    const saved: SaveCompanyMutationVariables[] = [];
    server.use(
      api.mutation(SaveCompanyDocument, ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({
          data: { __typename: 'Mutation', saveCompany: { __typename: 'CompanyResult', message: 'Empresa guardada correctamente', company } },
        });
      }),
    );
    renderApp('/empresas');
    const grid = await screen.findByRole('grid', { name: 'Lista de empresas' }, { timeout: 5_000 });
    const user = userEvent.setup();
    const row = (await within(grid).findByText('andina')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('tab', { name: '2. Editar empresa' }));
    const form = await screen.findByRole('form', { name: 'Editar empresa' });
    expect(form.textContent).toContain(
      'Solo un administrador de empresas ve y cambia la conexión a la base de datos (servidor, puerto, base, usuario y clave); al guardar se conserva la actual.',
    );
    for (const label of ['Servidor (IP)', 'Puerto', 'Base de datos', 'Usuario de la base', 'Clave de la base'])
      expect(within(form).queryByLabelText(label)).toBeNull();
    expect((within(form).getByLabelText('Esquema') as HTMLInputElement).value).toBe('emp_andina');
    await user.clear(within(form).getByLabelText('Teléfono'));
    await user.type(within(form).getByLabelText('Teléfono'), '072555111');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.input).toMatchObject({ id: ANDINA.id, phone: '072555111', dbHost: null, dbPort: null, dbName: null, dbUser: null, dbPassword: null });
    expect(within(form).queryByText('Existen campos obligatorios vacíos')).toBeNull();
  });
});
