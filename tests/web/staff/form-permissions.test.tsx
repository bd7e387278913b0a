import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EditStaffUserDocument, StaffProfilesDocument, StaffUserFormDocument, type CurrentUserFieldsFragment } from '../../../web/src/generated/graphql';
import { adminUser, ALL_RESOURCES, menu } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

/** The demo read-only user: level 1 (ver) on every screen. */
function readOnlyUser(): CurrentUserFieldsFragment {
  return adminUser({
    id: 3,
    login: 'consulta',
    name: 'Diego Armijos Ochoa',
    hierarchy: 'USER',
    menus: [menu(30, 'Administración', null, 0, 1), menu(31, 'Perfiles', '/perfiles/lista', 30, 2), menu(32, 'Usuarios', '/usuarios/lista', 30, 3)],
    permissions: ALL_RESOURCES.map((resource) => ({ __typename: 'ScreenPermission' as const, resource, view: 1, create: 0, edit: 0, delete: 0 })),
  });
}

function mockUserForm(asked: number[] = []) {
  server.use(
    api.query(StaffUserFormDocument, ({ variables }) => {
      asked.push(variables.id);
      return HttpResponse.json({
        data: {
          staffUserForm: {
            __typename: 'StaffUserForm',
            user: variables.id
              ? {
                  __typename: 'StaffUserRow',
                  id: variables.id,
                  login: 'soporte',
                  name: 'María Fernanda Jaramillo',
                  hierarchy: 'USER',
                  email: null,
                  profileId: 3,
                  sectionId: 1,
                }
              : null,
            profiles: [{ __typename: 'StaffProfileOption', id: 3, name: 'Consulta' }],
            sections: [{ __typename: 'StaffSection', id: 1, name: 'Administración' }],
            areas: [],
            actorHierarchy: 'ADMINISTRATOR',
          },
        },
      });
    }),
  );
}

const nameInput = () => screen.getByLabelText('Nombre') as HTMLInputElement;

describe('staff forms by permission', () => {
  it("a user without 'crear' on usuarios gets 'Sin permiso' for /usuarios/crear/0, and the form is never asked for", async () => {
    const asked: number[] = [];
    mockUserForm(asked);
    mockMe(readOnlyUser());
    renderApp('/usuarios/crear/0');
    expect(await screen.findByRole('heading', { name: 'Sin permiso', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(asked).toEqual([]);
  });

  it("without 'editar' the user form is read-only: marked, values as text, no 'Guardar'", async () => {
    mockUserForm();
    mockMe(readOnlyUser());
    renderApp('/usuarios/editar/2');
    expect(await screen.findByRole('heading', { name: 'Ver Usuario', level: 1 })).toBeTruthy();
    await waitFor(() => expect(nameInput().value).toBe('María Fernanda Jaramillo'));
    const note = screen.getByRole('note', { name: 'Solo lectura' });
    expect(note.textContent).toBe('Solo lecturaSu perfil no permite modificar estos datos.');
    expect(nameInput().closest('fieldset')!.disabled).toBe(true);
    expect(nameInput().closest('fieldset')!.classList.contains('form--readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Volver a la lista' })).toBeTruthy();
  });

  it("another user's password needs 'editar': 'Sin permiso'; one's own stays open", async () => {
    mockMe(readOnlyUser());
    const other = renderApp('/usuarios/cmbclave/2');
    expect(await screen.findByRole('heading', { name: 'Sin permiso', level: 1 })).toBeTruthy();
    other.unmount();
    mockMe(readOnlyUser());
    renderApp('/usuarios/cmbclave/3');
    expect(await screen.findByLabelText('Nueva clave')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sin permiso' })).toBeNull();
  });

  it('marks the required fields of the user form', async () => {
    mockUserForm();
    mockMe(adminUser());
    renderApp('/usuarios/crear/0');
    await screen.findByRole('heading', { name: 'Crear Usuario' });
    const required = [...document.querySelectorAll('input[aria-required="true"]')].map((i) => (i as HTMLInputElement).name);
    expect(required).toEqual(['login', 'name', 'password', 'confirmation']);
    expect(nameInput().closest('.field')!.querySelector('.field__required')!.textContent).toBe('*');
  });
});

describe('unsaved changes', () => {
  async function editedUserForm() {
    mockUserForm();
    // Where the menu link leads: an empty profiles list.
    server.use(
      api.query(StaffProfilesDocument, () =>
        HttpResponse.json({
          data: {
            staffProfiles: {
              __typename: 'StaffProfileList',
              items: [],
              permisos: { __typename: 'ScreenPermission', resource: 'perfiles', view: 4, create: 4, edit: 4, delete: 4 },
            },
          },
        }),
      ),
    );
    mockMe(
      adminUser({
        menus: [menu(30, 'Administración', null, 0, 1), menu(32, 'Usuarios', '/usuarios/lista', 30, 2), menu(31, 'Perfiles', '/perfiles/lista', 30, 3)],
      }),
    );
    const app = renderApp('/usuarios/editar/2');
    await screen.findByRole('heading', { name: 'Editar Usuario' });
    await waitFor(() => expect(nameInput().value).toBe('María Fernanda Jaramillo'));
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(nav).getByRole('button', { name: /Administración/ }));
    return app;
  }

  it('leaving a form with unsaved edits asks first; Cancelar keeps the edits, Aceptar leaves', async () => {
    const app = await editedUserForm();
    const user = userEvent.setup();
    // Nothing typed yet: leaving does not ask.
    await user.clear(nameInput());
    await user.type(nameInput(), 'María F. Jaramillo');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await user.click(within(nav).getByRole('link', { name: 'Perfiles' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Cambios sin guardar')).toBeTruthy();
    expect(within(dialog).getByText('Hay cambios sin guardar en este formulario. ¿Desea salir y descartarlos?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.location().pathname).toBe('/usuarios/editar/2');
    expect(nameInput().value).toBe('María F. Jaramillo');
    await user.click(within(nav).getByRole('link', { name: 'Perfiles' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(app.location().pathname).toBe('/perfiles/lista'));
  });

  it('a form left as loaded does not ask, and the browser is asked to warn on closing only while edits are pending', async () => {
    const app = await editedUserForm();
    const user = userEvent.setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(nameInput(), 'x');
    expect(unload()).toBe(true);
    await user.type(nameInput(), '{Backspace}');
    expect(unload()).toBe(false);
    await user.click(within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', { name: 'Perfiles' }));
    await waitFor(() => expect(app.location().pathname).toBe('/perfiles/lista'));
    expect(screen.queryByText('Cambios sin guardar')).toBeNull();
  });

  it('a session expiring on a form with edits asks before discarding them', async () => {
    server.use(
      api.mutation(EditStaffUserDocument, () => HttpResponse.json({ errors: [{ message: 'NO AUTENTICADO', extensions: { code: 'UNAUTHENTICATED' } }] })),
    );
    const app = await editedUserForm();
    const user = userEvent.setup();
    await user.type(nameInput(), ' Ruiz');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const expired = (await screen.findByText('Sesión expirada!')).closest('[role="alertdialog"]') as HTMLElement;
    await user.click(within(expired).getByRole('button', { name: 'Aceptar' }));
    const ask = await screen.findByText('Cambios sin guardar');
    await user.click(within(ask.closest('[role="alertdialog"]') as HTMLElement).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.location().pathname).toBe('/usuarios/editar/2');
    expect(nameInput().value).toBe('María Fernanda Jaramillo Ruiz');
  });
});
