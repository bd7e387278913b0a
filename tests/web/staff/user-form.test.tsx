import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ChangeStaffUserPasswordDocument,
  CreateStaffUserDocument,
  EditStaffUserDocument,
  StaffUserFormDocument,
  type ChangeStaffUserPasswordMutationVariables,
  type CreateStaffUserMutationVariables,
  type EditStaffUserMutationVariables,
  type StaffHierarchy,
} from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

function mockForm(actorHierarchy: StaffHierarchy, user: { id: number; login: string; name: string; hierarchy: StaffHierarchy } | null, lines: number[] = []) {
  server.use(
    api.query(StaffUserFormDocument, () =>
      HttpResponse.json({
        data: {
          staffUserForm: {
            __typename: 'StaffUserForm',
            user: user && { __typename: 'StaffUserRow', ...user, email: null, profileId: 3, sectionId: 1 },
            profiles: [{ __typename: 'StaffProfileOption', id: 3, name: 'Consulta' }],
            sections: [
              { __typename: 'StaffSection', id: 1, name: 'Administración' },
              { __typename: 'StaffSection', id: 2, name: 'Soporte' },
            ],
            areas: [
              { __typename: 'StaffArea', id: 1, name: 'Soporte', active: lines.length > 0, lines },
              { __typename: 'StaffArea', id: 2, name: 'Ventas', active: false, lines: [] },
            ],
            actorHierarchy,
          },
        },
      }),
    ),
  );
}

const ok = (field: string) => ({
  __typename: 'StaffUserResult',
  message: field === 'create' ? 'Creado con Exito' : 'Actualizado con Exito',
  user: { __typename: 'StaffUserRow', id: 9 },
});

describe('/usuarios/{modo}/{usr_codigo}', () => {
  it('crear: a super user sees the administrator flag; the form sends the fields, the password and the areas', async () => {
    mockMe(adminUser({ hierarchy: 'SUPER_USER' }));
    mockForm('SUPER_USER', null);
    const sent: CreateStaffUserMutationVariables[] = [];
    server.use(
      api.mutation(CreateStaffUserDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { createStaffUser: ok('create') } });
      }),
    );
    const { location } = renderApp('/usuarios/crear/0');
    expect(await screen.findByRole('heading', { name: 'Crear Usuario' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Consulta' });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Usuario'), 'nuevo');
    await u.type(screen.getByLabelText('Nombre'), 'Nuevo Usuario');
    await u.selectOptions(screen.getByLabelText('Perfil'), '3');
    await u.selectOptions(screen.getByLabelText('Sección'), '2');
    await u.click(screen.getByRole('checkbox', { name: 'Administrador' }));
    await u.type(screen.getByLabelText('Clave'), 'Clave.2026');
    await u.type(screen.getByLabelText('Confirmar clave'), 'Clave.2026');
    await u.click(screen.getByRole('checkbox', { name: 'Trabaja en Ventas' }));
    const lines = screen.getByRole('group', { name: /Ventas/ });
    await u.click(within(lines).getByRole('checkbox', { name: /Comercial/ }));
    await u.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 3000 });
    expect(sent[0]!.input).toMatchObject({
      login: 'nuevo',
      name: 'Nuevo Usuario',
      email: null,
      profileId: 3,
      sectionId: 2,
      hierarchy: 'ADMINISTRATOR',
      password: 'Clave.2026',
      confirmation: 'Clave.2026',
    });
    expect(sent[0]!.input.areas![0]).toEqual({ id: 1, active: false, lines: [] });
    expect(sent[0]!.input.areas![1]).toEqual({ id: 2, active: true, lines: [1] });
    await waitFor(() => expect(location().pathname).toBe('/usuarios/lista'));
  });

  it('editar: without super user the hierarchy is neither shown nor sent and the login is fixed', async () => {
    mockMe(adminUser({ hierarchy: 'ADMINISTRATOR' }));
    mockForm('ADMINISTRATOR', { id: 5, login: 'consulta', name: 'Diego', hierarchy: 'USER' }, [6]);
    const sent: EditStaffUserMutationVariables[] = [];
    server.use(
      api.mutation(EditStaffUserDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { editStaffUser: ok('edit') } });
      }),
    );
    renderApp('/usuarios/editar/5');
    expect(await screen.findByRole('heading', { name: 'Editar Usuario' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Usuario') as HTMLInputElement).value).toBe('consulta'));
    expect((screen.getByLabelText('Usuario') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Administrador' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          id: 5,
          input: {
            name: 'Diego',
            email: null,
            profileId: 3,
            sectionId: 1,
            hierarchy: null,
            areas: [
              { id: 1, active: true, lines: [6] },
              { id: 2, active: false, lines: [] },
            ],
          },
        },
      ]),
    );
  });

  it('cmbclave: one’s own asks for the current password; another user’s does not', async () => {
    mockMe(adminUser({ id: 1, hierarchy: 'SUPER_USER' }));
    const sent: ChangeStaffUserPasswordMutationVariables[] = [];
    server.use(
      api.mutation(ChangeStaffUserPasswordDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { changeStaffUserPassword: { __typename: 'StaffMessage', message: 'Clave actualizada con éxito' } } });
      }),
    );
    const own = renderApp('/usuarios/cmbclave/1');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Clave actual'), 'admin');
    await u.type(screen.getByLabelText('Nueva clave'), 'Nueva.2026');
    await u.type(screen.getByLabelText('Confirmar clave'), 'Nueva.2026');
    await u.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toEqual([{ id: 1, input: { currentPassword: 'admin', newPassword: 'Nueva.2026', confirmation: 'Nueva.2026' } }]));
    own.unmount();
    renderApp('/usuarios/cmbclave/7');
    await screen.findByLabelText('Nueva clave');
    expect(screen.queryByLabelText('Clave actual')).toBeNull();
  });
});
