import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ChangeCompanyStateDocument, type CompaniesQueryVariables, type ChangeCompanyStateMutationVariables } from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';
import { ANDINA, COSTENA, LECTURA, SANMARCOS, listCompany, mockCompanies, mockCompanyEdit } from './company-mocks';

async function openPage(calls: CompaniesQueryVariables[] = []) {
  mockMe(adminUser());
  mockCompanies([ANDINA, COSTENA, LECTURA, SANMARCOS], calls);
  renderApp('/empresas');
  const grid = await screen.findByRole('grid', { name: 'Lista de empresas' });
  await within(grid).findByText('andina');
  return { grid, user: userEvent.setup() };
}

/** Ticks the row of a company in the list grid. */
async function pick(user: ReturnType<typeof userEvent.setup>, grid: HTMLElement, accessCode: string) {
  const row = within(grid).getByText(accessCode).closest('[role="row"]') as HTMLElement;
  await user.click(within(row).getByRole('checkbox'));
}

async function popupText(): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  return dialog.textContent ?? '';
}

describe('company administration tabs', () => {
  it('shows each state as a tag in its spec colour: limegreen ACTIVO, gold DEMO, crimson BLOQUEADO, gray INACTIVO, cornflowerblue LECTURA', async () => {
    mockMe(adminUser());
    mockCompanies([ANDINA, SANMARCOS, listCompany(3, 'bloqueada', 'EMPRESA BLOQUEADA S.A.', 'BLOQUEADO'), COSTENA, LECTURA]);
    renderApp('/empresas');
    const grid = await screen.findByRole('grid', { name: 'Lista de empresas' });
    await within(grid).findByText('andina');
    const badgeOf = (code: string) => {
      const row = within(grid).getByText(code).closest('[role="row"]') as HTMLElement;
      const badge = row.querySelector<HTMLElement>('[data-column="estado"] .rgrid__badge')!;
      return [badge.textContent, badge.style.background];
    };
    expect(['andina', 'sanmarcos', 'bloqueada', 'costena', 'lectura'].map(badgeOf)).toEqual([
      ['ACTIVO', 'limegreen'],
      ['DEMO', 'gold'],
      ['BLOQUEADO', 'crimson'],
      ['INACTIVO', 'gray'],
      ['LECTURA', 'cornflowerblue'],
    ]);
  });

  it('refuses tabs 2 to 4 without exactly one selected company with the spec warning', async () => {
    const { grid, user } = await openPage();
    await user.click(screen.getByRole('tab', { name: '2. Editar empresa' }));
    expect(await popupText()).toContain('Elija una empresa para editarla');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await pick(user, grid, 'andina');
    await pick(user, grid, 'costena');
    await user.click(screen.getByRole('tab', { name: '3. Establecimientos' }));
    expect(await popupText()).toContain('Elija una empresa para editarla');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByRole('tab', { name: '1. Empresas' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the edit tab on the one selected company', async () => {
    const { grid, user } = await openPage();
    mockCompanyEdit(ANDINA);
    await pick(user, grid, 'andina');
    await user.click(screen.getByRole('tab', { name: '2. Editar empresa' }));
    expect(screen.getByRole('tab', { name: '2. Editar empresa' }).getAttribute('aria-selected')).toBe('true');
    const form = await screen.findByRole('form', { name: 'Editar empresa' });
    expect((within(form).getByLabelText('Acceso') as HTMLInputElement).value).toBe('andina');
    expect((within(form).getByLabelText('Puerto') as HTMLInputElement).value).toBe('5432');
    // The stored database password never comes back: the field is empty and says it is kept.
    const password = within(form).getByLabelText('Clave de la base') as HTMLInputElement;
    expect([password.value, password.placeholder]).toEqual(['', 'Guardada: déjela vacía para conservarla']);
  });

  it('names the empty required field with "Faltan datos" before calling the API', async () => {
    const { grid, user } = await openPage();
    mockCompanyEdit(ANDINA);
    await pick(user, grid, 'andina');
    await user.click(screen.getByRole('tab', { name: '2. Editar empresa' }));
    const form = await screen.findByRole('form', { name: 'Editar empresa' });
    await user.clear(within(form).getByLabelText('Base de datos'));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(within(form).getByRole('alert').textContent).toBe('Faltan datosExisten campos obligatorios vacíos');
    expect(document.activeElement).toBe(within(form).getByLabelText('Base de datos'));
  });
  it('shows the company read-only, without the save button, to a user who cannot edit companies', async () => {
    mockMe(adminUser({ permissions: [{ __typename: 'ScreenPermission', resource: 'empresas', view: 1, create: 0, edit: 0, delete: 0 }] }));
    mockCompanies([ANDINA]);
    mockCompanyEdit(ANDINA);
    renderApp('/empresas');
    const grid = await screen.findByRole('grid', { name: 'Lista de empresas' });
    const user = userEvent.setup();
    await within(grid).findByText('andina');
    await pick(user, grid, 'andina');
    await user.click(screen.getByRole('tab', { name: '2. Editar empresa' }));
    const form = await screen.findByRole('form', { name: 'Editar empresa' });
    expect(within(form).getByLabelText('Acceso').closest('fieldset[disabled]')).not.toBeNull();
    expect(within(form).queryByRole('button', { name: 'Guardar' })).toBeNull();
    // Marked read-only, values shown as text.
    expect(within(form).getByRole('note', { name: 'Solo lectura' }).textContent).toBe('Solo lecturaSu perfil no permite modificar estos datos.');
    expect(within(form).getByLabelText('Acceso').closest('fieldset.form--readonly')).not.toBeNull();
  });

  it('asks before another tab replaces the edit form with unsaved edits', async () => {
    const { grid, user } = await openPage();
    mockCompanyEdit(ANDINA);
    await pick(user, grid, 'andina');
    await user.click(screen.getByRole('tab', { name: '2. Editar empresa' }));
    const form = await screen.findByRole('form', { name: 'Editar empresa' });
    // Untouched: the list opens without a question.
    await user.click(screen.getByRole('tab', { name: '1. Empresas' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('tab', { name: '2. Editar empresa' }));
    const port = (await within(await screen.findByRole('form', { name: 'Editar empresa' })).findByLabelText('Puerto')) as HTMLInputElement;
    await user.clear(port);
    await user.type(port, '5433');
    await user.click(screen.getByRole('tab', { name: '1. Empresas' }));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText('Hay cambios sin guardar en este formulario. ¿Desea salir y descartarlos?')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('tab', { name: '2. Editar empresa' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Puerto') as HTMLInputElement).value).toBe('5433');
    await user.click(screen.getByRole('tab', { name: '1. Empresas' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: '1. Empresas' }).getAttribute('aria-selected')).toBe('true'));
    expect(form.isConnected).toBe(false);
  });
});

describe('state change modal', () => {
  it('offers only Bloquear and Desactivar Base for an active company and confirms with the company name', async () => {
    const { grid, user } = await openPage();
    const sent: ChangeCompanyStateMutationVariables[] = [];
    server.use(
      api.mutation(ChangeCompanyStateDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            changeCompanyState: {
              __typename: 'CompanyResult',
              message: 'La empresa COMERCIAL ANDINA S.A. quedó en estado BLOQUEADO',
              company: { ...ANDINA, state: 'BLOCKED' },
            },
          },
        });
      }),
    );
    await pick(user, grid, 'andina');
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const modal = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    const offered = within(within(modal).getByRole('group', { name: 'Cambios disponibles' })).getAllByRole('button');
    expect(offered.map((b) => b.textContent)).toEqual(['Bloquear', 'Desactivar Base']);
    await user.click(offered[0]!);
    expect(await popupText()).toContain('Se cambiará el estado de la empresa COMERCIAL ANDINA S.A., ¿Desea continuar?');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sent).toEqual([{ id: 1, state: 'BLOCKED' }]));
    expect(await screen.findByText('La empresa COMERCIAL ANDINA S.A. quedó en estado BLOQUEADO')).toBeTruthy();
  });

  it('offers only Desactivar Base for a LECTURA company and Activar for an inactive one; cancelling changes nothing', async () => {
    const { grid, user } = await openPage();
    const sent: unknown[] = [];
    server.use(api.mutation(ChangeCompanyStateDocument, ({ variables }) => (sent.push(variables), HttpResponse.json({ data: null }))));
    await pick(user, grid, 'lectura');
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    let modal = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    expect(
      within(within(modal).getByRole('group', { name: 'Cambios disponibles' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Desactivar Base']);
    await user.click(within(modal).getByRole('button', { name: 'Desactivar Base' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    await pick(user, grid, 'lectura');
    await pick(user, grid, 'costena');
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    modal = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    expect(
      within(within(modal).getByRole('group', { name: 'Cambios disponibles' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Activar']);
    expect(sent).toEqual([]);
  });

  it('shows the spec refusal for a demo company instead of offering changes', async () => {
    const { grid, user } = await openPage();
    await pick(user, grid, 'sanmarcos');
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    expect(await popupText()).toContain('No se puede cambiar el estado de la empresa. No hay gestiones disponibles para el estado actual [DEMO]');
    expect(screen.queryByRole('dialog', { name: 'Cambiar estado' })).toBeNull();
  });
});

describe('list filters', () => {
  it('sends the search, the shown states, services and modules to the API and starts again at page 1', async () => {
    const calls: CompaniesQueryVariables[] = [];
    const { user } = await openPage(calls);
    expect(calls[0]).toEqual({
      filter: { text: null, mode: null, states: null, businessLines: null, stateLabels: null, services: null, addOns: null },
      page: 1,
      pageSize: 50,
    });
    await user.type(screen.getByLabelText('Acceso de la empresa'), 'andi');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(calls.at(-1)!.filter).toMatchObject({ text: 'andi', mode: 'ACCESS_CODE' }));
    await user.click(screen.getByText('Más filtros'));
    await user.click(screen.getByRole('checkbox', { name: 'LECTURA' }));
    await user.click(screen.getByRole('checkbox', { name: 'BLOQUEADO' }));
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bloqueo de autorización' }));
    await user.click(screen.getByRole('checkbox', { name: 'Inventario' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        filter: {
          text: 'andi',
          mode: 'ACCESS_CODE',
          states: null,
          businessLines: null,
          stateLabels: ['READ_ONLY', 'BLOCKED'],
          services: ['SMS', 'AUTHORIZATION_BLOCK'],
          addOns: ['INVENTORY'],
        },
        page: 1,
        pageSize: 50,
      }),
    );
    expect(screen.getByText(/3 filtros activos/)).toBeTruthy();
  });

  it('pages through the server by 50 and offers larger pages for exporting more at once', async () => {
    const calls: CompaniesQueryVariables[] = [];
    mockMe(adminUser());
    mockCompanies([ANDINA, COSTENA], calls, 120);
    renderApp('/empresas');
    const pager = await screen.findByRole('navigation', { name: 'Páginas de la lista de empresas' });
    await within(pager).findByText('120 empresas');
    expect(within(pager).getByText('Página 1 de 3')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 2, pageSize: 50 }));
    await user.selectOptions(within(pager).getByLabelText('Filas por página'), '500');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 1, pageSize: 500 }));
    expect(within(pager).getByText('Página 1 de 1')).toBeTruthy();
  });
});
