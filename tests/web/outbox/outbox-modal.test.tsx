import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OutboxModal } from '../../../web/src/features/outbox/OutboxModal';
import { OutboxDocument, ResendEmailDocument, type OutboxQuery, type OutboxQueryVariables, type OutboxState } from '../../../web/src/generated/graphql';
import { api, server } from '../msw';
import { renderWithApi } from '../render-api';

type Email = OutboxQuery['outbox']['items'][number];
const email = (id: number, to: string, state: OutboxState, stateLabel: string, error: string | null = null): Email => ({
  __typename: 'OutboxEmail',
  id,
  to,
  subject: 'Saldo de documentos electrónicos de COMERCIAL ANDINA S.A.',
  body: `Estimado(a) ${to}:\n\nSu saldo es 580.`,
  state,
  stateLabel,
  error,
  source: 'conexiones',
  reference: 'paquete:1',
  attempts: error ? 3 : 1,
  createdAt: '2026-11-23T15:04:00.000Z',
  sentAt: state === 'ENVIADO' ? '2026-11-23T15:04:02.000Z' : null,
  userName: 'María Fernanda Jaramillo',
});

function mockOutbox(items: Email[], calls: OutboxQueryVariables[] = []) {
  server.use(
    api.query(OutboxDocument, ({ variables }) => {
      calls.push(variables);
      const text = variables.filter?.text?.toLowerCase();
      const shown = text ? items.filter((e) => e.to.includes(text)) : items;
      return HttpResponse.json({
        data: { __typename: 'Query', outbox: { __typename: 'OutboxPage', totalCount: shown.length, page: 1, pageSize: 200, items: shown } },
      });
    }),
  );
}

const ROWS = [
  email(2, 'psalazar@comercialandina.ec', 'FALLIDO', 'Fallido', 'Buzón no disponible'),
  email(1, 'mjaramillo@comercialandina.ec', 'ENVIADO', 'Enviado'),
];

async function open(calls: OutboxQueryVariables[] = []) {
  mockOutbox(ROWS, calls);
  let closed = 0;
  renderWithApi(<OutboxModal source="conexiones" onClose={() => closed++} />);
  const grid = await screen.findByRole('grid', { name: 'Correos' });
  await within(grid).findByText('mjaramillo@comercialandina.ec');
  return { grid, user: userEvent.setup(), closed: () => closed };
}

async function pick(user: ReturnType<typeof userEvent.setup>, grid: HTMLElement, text: string) {
  await user.click(within(grid).getByText(text));
}

describe('outbox modal', () => {
  it("lists the area's mail, newest first, with each state as a coloured tag, and filters by recipient", async () => {
    const calls: OutboxQueryVariables[] = [];
    const { grid, user } = await open(calls);
    expect(calls[0]).toEqual({ filter: { text: null, source: 'conexiones' }, pageSize: 200 });
    const badges = [...grid.querySelectorAll<HTMLElement>('[data-column="estado"] .rgrid__badge')].map((b) => [b.textContent, b.style.background]);
    expect(badges).toEqual([
      ['Fallido', 'crimson'],
      ['Enviado', 'limegreen'],
    ]);
    await user.type(screen.getByLabelText('Buscar por destinatario o asunto'), 'psalazar{Enter}');
    await waitFor(() => expect(calls.at(-1)).toEqual({ filter: { text: 'psalazar', source: 'conexiones' }, pageSize: 200 }));
    await waitFor(() => expect(within(grid).queryByText('mjaramillo@comercialandina.ec')).toBeNull());
  });

  it('shows the chosen message with its error, and asks for one first', async () => {
    const { grid, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain('Seleccione un correo');
    await user.click(within(popup).getByRole('button', { name: 'Aceptar' }));
    await pick(user, grid, 'psalazar@comercialandina.ec');
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    expect(screen.getByText('Error: Buzón no disponible')).toBeTruthy();
    expect(screen.getByText(/Su saldo es 580\./).textContent).toBe('Estimado(a) psalazar@comercialandina.ec:\n\nSu saldo es 580.');
  });

  it('resends the chosen failed message and reads the outbox again', async () => {
    const calls: OutboxQueryVariables[] = [];
    const resent: number[] = [];
    server.use(
      api.mutation(ResendEmailDocument, ({ variables }) => {
        resent.push(variables.id);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            resendEmail: {
              __typename: 'ResendResult',
              message: 'El correo 2 se puso en cola de envío',
              email: { __typename: 'OutboxEmail', id: 2, state: 'PENDIENTE', stateLabel: 'Pendiente' },
            },
          },
        });
      }),
    );
    const { grid, user } = await open(calls);
    await pick(user, grid, 'psalazar@comercialandina.ec');
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('El correo 2 se puso en cola de envío')).toBeTruthy();
    expect(resent).toEqual([2]);
    await waitFor(() => expect(calls.length).toBe(2));
  });

  it('closes with its close button and with Escape', async () => {
    const { user, closed } = await open();
    // The × of the frame and the Cerrar button of the actions: both close.
    const [frameClose, actionClose] = screen.getAllByRole('button', { name: 'Cerrar' });
    await user.click(actionClose!);
    expect(closed()).toBe(1);
    await user.click(frameClose!);
    expect(closed()).toBe(2);
    await user.keyboard('{Escape}');
    expect(closed()).toBe(3);
  });
});
