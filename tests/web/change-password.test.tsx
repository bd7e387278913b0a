import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ChangePasswordDocument } from '../../web/src/generated/graphql';
import { adminUser } from './fixtures';
import { api, server } from './msw';
import { mockMe, renderApp } from './render-app';

async function openModal() {
  mockMe(adminUser());
  const app = renderApp('/administracion');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Administrador General/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Cambiar clave' }));
  const dialog = screen.getByRole('dialog', { name: 'Cambiar clave' });
  return { app, user, dialog };
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, current: string, next: string, again: string) {
  const box = within(dialog);
  if (current) await user.type(box.getByLabelText('Clave actual'), current);
  if (next) await user.type(box.getByLabelText('Nueva clave'), next);
  if (again) await user.type(box.getByLabelText('Confirmar nueva clave'), again);
  await user.click(box.getByRole('button', { name: 'Guardar' }));
}

describe('change-password modal', () => {
  it('opens from the user menu with the three named fields', async () => {
    const { dialog } = await openModal();
    const box = within(dialog);
    expect(document.activeElement).toBe(box.getByLabelText('Clave actual'));
    expect(box.getByLabelText('Clave actual').getAttribute('name')).toBe('currentPassword');
    expect(box.getByLabelText('Nueva clave').getAttribute('name')).toBe('newPassword');
    expect(box.getByLabelText('Confirmar nueva clave').getAttribute('name')).toBe('confirmation');
  });

  it.each([
    ['', 'nuevaclave1', 'nuevaclave1', 'Ingrese la clave actual', 'Clave actual'],
    ['actual', '', 'nuevaclave1', 'Ingrese la nueva clave', 'Nueva clave'],
    ['actual', 'nuevaclave1', '', 'Confirme la nueva clave', 'Confirmar nueva clave'],
    ['actual', 'corta', 'corta', 'La nueva clave debe tener al menos 8 caracteres', 'Nueva clave'],
    ['actual', 'nuevaclave1', 'nuevaclave2', 'La clave y la confirmación de la clave no coinciden.', 'Confirmar nueva clave'],
  ])('refuses current=%j new=%j confirmation=%j with "%s"', async (current, next, again, message, label) => {
    let calls = 0;
    server.use(
      api.mutation(ChangePasswordDocument, () => {
        calls++;
        return HttpResponse.json({ data: { __typename: 'Mutation', changePassword: true } });
      }),
    );
    const { user, dialog } = await openModal();
    await fill(user, dialog, current, next, again);
    expect(within(dialog).getByRole('alert').textContent).toContain(message);
    expect(document.activeElement).toBe(within(dialog).getByLabelText(label));
    expect(calls).toBe(0);
  });

  it("sends the form, shows 'Clave actualizada con éxito' and closes", async () => {
    let sent: unknown;
    server.use(
      api.mutation(ChangePasswordDocument, ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { __typename: 'Mutation', changePassword: true } });
      }),
    );
    const { user, dialog } = await openModal();
    await fill(user, dialog, 'actual123', 'nuevaclave1', 'nuevaclave1');
    expect((await screen.findByRole('status')).textContent).toContain('Clave actualizada con éxito');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual({ input: { currentPassword: 'actual123', newPassword: 'nuevaclave1', confirmation: 'nuevaclave1' } });
  });

  it('highlights the field named by a BAD_USER_INPUT error and shows its message in the modal', async () => {
    server.use(
      api.mutation(ChangePasswordDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'La clave actual no es correcta', extensions: { code: 'BAD_USER_INPUT', field: 'input.currentPassword' } }],
        }),
      ),
    );
    const { user, dialog } = await openModal();
    await fill(user, dialog, 'equivocada', 'nuevaclave1', 'nuevaclave1');
    const current = within(dialog).getByLabelText('Clave actual');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('La clave actual no es correcta'));
    expect(document.activeElement).toBe(current);
    expect(current.classList.contains('input-error')).toBe(true);
    // The modal shows the message itself: no global popup on top.
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes with Escape and with Cancelar', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Administrador General/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Cambiar clave' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens at /modal/paswd over the administration home and returns there when closed', async () => {
    mockMe(adminUser());
    const app = renderApp('/modal/paswd');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar clave' });
    expect(screen.getByRole('heading', { name: 'Administración' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(app.location().pathname).toBe('/administracion'));
  });
});
