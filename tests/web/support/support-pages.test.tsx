import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  SupportDefaultStateDocument,
  SupportRequestsDocument,
  type SupportRequestsQuery,
  type SupportRequestsQueryVariables,
  type SupportState,
} from '../../../web/src/generated/graphql';
import { toastText } from '../../../web/src/features/support/useSupportEvents';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

type Request = SupportRequestsQuery['supportRequests']['items'][number];

const request = (id: number, state: SupportState, message: string): Request => ({
  __typename: 'SupportRequest',
  id,
  state,
  stateLabel: '',
  message,
  sentAt: '2026-11-26T15:30:00.000Z',
  senderId: 3,
  senderName: 'Diego Armijos Ochoa',
  addressedTo: 0,
  addressedName: null,
  errorMessage: null,
  screenshotId: null,
  screenshotUrl: null,
  replyTo: null,
});

function mockSupport(defaultState: SupportState, calls: SupportRequestsQueryVariables[]) {
  server.use(
    api.query(SupportDefaultStateDocument, () => HttpResponse.json({ data: { __typename: 'Query', supportDefaultState: defaultState } })),
    api.query(SupportRequestsDocument, ({ variables }) => {
      calls.push(variables);
      const items = variables.filter?.state === 'ISYPLUS' ? [request(7, 'ISYPLUS', 'No puedo emitir facturas')] : [];
      return HttpResponse.json({
        data: { __typename: 'Query', supportRequests: { __typename: 'SupportRequestPage', totalCount: items.length, page: 1, pageSize: 100, items } },
      });
    }),
  );
}

describe('/soporte lists', () => {
  it("titles the received list 'Solicitudes' and opens it on Soporte Isyplus for a support-side user", async () => {
    const calls: SupportRequestsQueryVariables[] = [];
    mockSupport('ISYPLUS', calls);
    mockMe(adminUser());
    renderApp('/soporte?tipo=1');
    expect(await screen.findByRole('heading', { name: 'Solicitudes', level: 1 })).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ box: 'RECEIVED', state: 'ISYPLUS' }));
    expect((screen.getByLabelText('Estado', { selector: 'select' }) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Soporte Isyplus');
    const grid = await screen.findByRole('grid', { name: 'Solicitudes' });
    expect(await within(grid).findByText('No puedo emitir facturas')).toBeTruthy();
    expect(within(grid).getByText('Todos')).toBeTruthy();
  });

  it("titles the sent list 'Enviadas', opens it on Soporte Técnico for other users, and the filter can show every state", async () => {
    const calls: SupportRequestsQueryVariables[] = [];
    mockSupport('TECHNICAL', calls);
    mockMe(adminUser({ isSupport: false }));
    renderApp('/soporte');
    expect(await screen.findByRole('heading', { name: 'Enviadas', level: 1 })).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ box: 'SENT', state: 'TECHNICAL' }));
    await userEvent.selectOptions(screen.getByLabelText('Estado', { selector: 'select' }), 'Todos');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ box: 'SENT', state: null }));
    await userEvent.click(screen.getByRole('tab', { name: /Solicitudes/ }));
    expect(await screen.findByRole('heading', { name: 'Solicitudes', level: 1 })).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ box: 'RECEIVED', state: null }));
  });
});

describe('support toasts', () => {
  const event = {
    __typename: 'SupportEvent' as const,
    eventId: '9',
    requestId: 7,
    userName: 'Diego Armijos Ochoa',
    senderId: 3,
    userId: 2,
    state: 'NEW' as SupportState,
    at: '2026-11-26T15:30:00.000Z',
  };
  it("uses the spec's texts for a request and a technician message", () => {
    expect(toastText({ ...event, kind: 'NEW_REQUEST', message: 'No puedo emitir' })).toBe('LLego una solicitud: Diego Armijos Ochoa - No puedo emitir');
    expect(toastText({ ...event, kind: 'REPLY', message: 'Ya está' })).toBe('LLego una solicitud: Diego Armijos Ochoa - Ya está');
    expect(toastText({ ...event, kind: 'TECHNICAL_MESSAGE', userName: 'Administrador General', message: 'Renueve el certificado' })).toBe(
      'LLego un mensaje de: Administrador General - Renueve el certificado',
    );
  });
});
