import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  SetStaffProfileActiveDocument,
  SetStaffUserActiveDocument,
  StaffProfilesDocument,
  StaffUsersDocument,
  type StaffProfilesQuery,
  type StaffUsersQuery,
  type StaffUsersQueryVariables,
} from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

const permisos = (level: number) => ({
  __typename: 'ScreenPermission' as const,
  resource: 'perfiles',
  view: level,
  create: level,
  edit: level,
  delete: level >= 3 ? level : 0,
});
type ProfileItem = StaffProfilesQuery['staffProfiles']['items'][number];
const profile = (id: number, name: string, active = true): ProfileItem => ({
  __typename: 'StaffProfileRow',
  id,
  name,
  active,
  activeLabel: active ? 'ACTIVO' : 'INACTIVO',
  users: 1,
  menus: 24,
});
type UserItem = StaffUsersQuery['staffUsers']['items'][number];
const user = (id: number, login: string, name: string): UserItem => ({
  __typename: 'StaffUserRow',
  id,
  login,
  name,
  email: null,
  active: true,
  activeLabel: 'ACTIVO',
  profileId: 3,
  profileName: 'Consulta',
  hierarchy: 'USER',
  hierarchyLabel: 'Usuario',
  sectionName: 'Administración',
});

function mockProfiles(items: ProfileItem[], level = 4) {
  server.use(
    api.query(StaffProfilesDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          staffProfiles: {
            __typename: 'StaffProfileList',
            items: items.filter((p) => variables.active == null || p.active === variables.active),
            permisos: permisos(level),
          },
        },
      }),
    ),
  );
}

/** Picks the row once the list has settled (a refetch that lands after the click would rebuild the rows and drop the pick). */
async function pickRow(grid: HTMLElement, text: string) {
  await waitFor(() => expect(grid.closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false'));
  const row = within(grid).getByText(text).closest('[role="row"]') as HTMLElement;
  await userEvent.setup().click(within(row).getAllByRole('gridcell')[0]!);
  await waitFor(() => expect(within(grid).getByText(text).closest('[role="row"]')?.getAttribute('aria-selected')).toBe('true'));
}

describe('/perfiles/lista', () => {
  it('filters by state and deactivates the selected profile only after the confirmation', async () => {
    mockMe(adminUser());
    mockProfiles([profile(1, 'Administración'), profile(3, 'Consulta'), profile(7, 'Temporal', false)]);
    const calls: Array<{ id: number; active: boolean }> = [];
    server.use(
      api.mutation(SetStaffProfileActiveDocument, ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { setStaffProfileActive: { __typename: 'StaffMessage', message: 'Perfil desactivado con éxito' } } });
      }),
    );
    renderApp('/perfiles/lista');
    const grid = await screen.findByRole('grid', { name: 'Lista de perfiles' });
    await within(grid).findByText('Temporal');
    const u = userEvent.setup();
    await u.selectOptions(screen.getByLabelText('Estado'), 'T');
    await waitFor(() => expect(within(grid).queryByText('Temporal')).toBeNull());
    await u.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Seleccione un registro de la lista');
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await pickRow(grid, 'Consulta');
    await u.click(screen.getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('¿Desea desactivar el perfil Consulta?');
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Desactivar' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(calls).toEqual([{ id: 3, active: false }]));
    expect(await screen.findByText('Perfil desactivado con éxito')).toBeTruthy();
  });

  it('hides activate and deactivate without eliminar on perfiles', async () => {
    mockMe(adminUser());
    mockProfiles([profile(1, 'Administración')], 2);
    renderApp('/perfiles/lista');
    await within(await screen.findByRole('grid', { name: 'Lista de perfiles' })).findByText('Administración');
    expect(screen.queryByRole('button', { name: 'Desactivar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activar' })).toBeNull();
  });
});

describe('/usuarios/lista', () => {
  it('asks by profile and state and activates the selected user after the confirmation', async () => {
    mockMe(adminUser());
    mockProfiles([profile(1, 'Administración'), profile(3, 'Consulta')]);
    const asked: StaffUsersQueryVariables[] = [];
    server.use(
      api.query(StaffUsersDocument, ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            staffUsers: {
              __typename: 'StaffUserList',
              items: [user(3, 'consulta', 'Diego Armijos Ochoa')],
              actorHierarchy: 2,
              canChangePasswords: true,
              permisos: { ...permisos(4), resource: 'usuarios' },
            },
          },
        });
      }),
    );
    const calls: Array<{ id: number; active: boolean }> = [];
    server.use(
      api.mutation(SetStaffUserActiveDocument, ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { setStaffUserActive: { __typename: 'StaffMessage', message: 'Usuario activado con éxito' } } });
      }),
    );
    renderApp('/usuarios/lista');
    const grid = await screen.findByRole('grid', { name: 'Lista de usuarios' });
    await within(grid).findByText('Diego Armijos Ochoa');
    expect(asked[0]).toEqual({ active: true, profileId: null });
    const u = userEvent.setup();
    await screen.findByRole('option', { name: 'Consulta' });
    await u.selectOptions(screen.getByLabelText('Perfil'), '3');
    await waitFor(() => expect(asked.at(-1)).toEqual({ active: true, profileId: 3 }));
    await pickRow(grid, 'consulta');
    await u.click(screen.getByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('¿Desea activar al usuario Diego Armijos Ochoa?');
    await u.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(calls).toEqual([{ id: 3, active: true }]));
  });
});
