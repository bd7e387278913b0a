import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MySessionsDocument, RevokeOtherSessionsDocument, RevokeSessionDocument, type MySessionsQuery } from '../../web/src/generated/graphql';
import { adminUser } from './fixtures';
import { api, server } from './msw';
import { mockMe, renderApp } from './render-app';

type Row = MySessionsQuery['mySessions'][number];
// Local times, so the expected 'DD/MM/YYYY HH:mm' does not depend on the machine's zone.
const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).toISOString();
const session = (id: string, userAgent: string | null, ip: string | null, current: boolean, day: number): Row => ({
  __typename: 'OpenSession',
  id: id.repeat(64),
  createdAt: at(day, 8, 5),
  lastSeenAt: at(day, 17, 30),
  ip,
  userAgent,
  current,
});

/** msw answers mySessions from `rows` and the two mutations change it, recording what was sent. */
function serveSessions(initial: Row[]) {
  let rows = [...initial];
  const sent: { revoked: string[]; others: number; lists: number } = { revoked: [], others: 0, lists: 0 };
  server.use(
    api.query(MySessionsDocument, () => {
      sent.lists++;
      return HttpResponse.json({ data: { __typename: 'Query', mySessions: rows } });
    }),
    api.mutation(RevokeSessionDocument, ({ variables }) => {
      sent.revoked.push(variables.id);
      rows = rows.filter((r) => r.id !== variables.id);
      return HttpResponse.json({ data: { __typename: 'Mutation', revokeSession: 'Sesión cerrada' } });
    }),
    api.mutation(RevokeOtherSessionsDocument, () => {
      sent.others++;
      const closed = rows.filter((r) => !r.current).length;
      rows = rows.filter((r) => r.current);
      return HttpResponse.json({ data: { __typename: 'Mutation', revokeOtherSessions: `Se cerraron ${closed} sesiones` } });
    }),
  );
  return sent;
}

async function openModal() {
  mockMe(adminUser());
  renderApp('/administracion');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Administrador General/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Sesiones abiertas' }));
  const dialog = screen.getByRole('dialog', { name: 'Sesiones abiertas' });
  await within(dialog).findByRole('table', { name: 'Sesiones abiertas del usuario' });
  return { user, dialog };
}

const tableRows = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );

const THREE = [
  session('a', 'Firefox/140 (Linux)', '127.0.0.1', true, 24),
  session('b', 'Safari/18 (iPhone)', '181.198.4.20', false, 23),
  session('c', null, null, false, 20),
];

describe('open sessions modal', () => {
  it('opens from the user menu and lists every session; the current one is marked and has no Cerrar', async () => {
    serveSessions(THREE);
    const { dialog } = await openModal();
    expect(tableRows(dialog)).toEqual([
      ['24/11/2026 08:05', '24/11/2026 17:30', '127.0.0.1', 'Firefox/140 (Linux)', 'Esta sesión'],
      ['23/11/2026 08:05', '23/11/2026 17:30', '181.198.4.20', 'Safari/18 (iPhone)', 'Cerrar'],
      ['20/11/2026 08:05', '20/11/2026 17:30', 'Desconocido', 'Desconocido', 'Cerrar'],
    ]);
    expect(
      within(within(dialog).getByRole('table'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Cerrar Safari/18 (iPhone) (181.198.4.20)', 'Cerrar Desconocido (Desconocido)']);
  });

  it("'Cerrar' asks first: Cancelar sends nothing; Aceptar closes that session, says so and reads the list again", async () => {
    const sent = serveSessions(THREE);
    const { user, dialog } = await openModal();
    const closeIphone = within(dialog).getByRole('button', { name: 'Cerrar Safari/18 (iPhone) (181.198.4.20)' });
    await user.click(closeIphone);
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('¿Cerrar la sesión de Safari/18 (iPhone) (181.198.4.20)? Quien la use tendrá que ingresar de nuevo.');
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(sent.revoked).toEqual([]);
    await user.click(closeIphone);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect((await screen.findByRole('status')).textContent).toContain('Sesión cerrada');
    expect(sent.revoked).toEqual(['b'.repeat(64)]);
    await waitFor(() => expect(tableRows(dialog).map((r) => r[3])).toEqual(['Firefox/140 (Linux)', 'Desconocido']));
  });

  it("'Cerrar las demás' asks with the count, closes them all but this one and reads the list again; then it is disabled", async () => {
    const sent = serveSessions(THREE);
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar las demás' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('¿Cerrar las otras 2 sesiones abiertas? Esta sesión sigue abierta.');
    await user.click(within(ask).getByRole('button', { name: 'Aceptar' }));
    expect((await screen.findByRole('status')).textContent).toContain('Se cerraron 2 sesiones');
    expect(sent.others).toBe(1);
    await waitFor(() => expect(tableRows(dialog)).toEqual([['24/11/2026 08:05', '24/11/2026 17:30', '127.0.0.1', 'Firefox/140 (Linux)', 'Esta sesión']]));
    expect((within(dialog).getByRole('button', { name: 'Cerrar las demás' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
