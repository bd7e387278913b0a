import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MyNotificationsDocument, type MyNotificationsQueryVariables } from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

describe('/lsnotificaciones', () => {
  it('filters the inbox by state from the Estado select', async () => {
    const admin = adminUser();
    mockMe({
      ...admin,
      permissions: [...admin.permissions, { __typename: 'ScreenPermission', resource: 'notificaciones', view: 4, create: 4, edit: 4, delete: 4 }],
    });
    const calls: MyNotificationsQueryVariables[] = [];
    server.use(
      api.query(MyNotificationsDocument, ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { __typename: 'Query', myNotifications: { __typename: 'InboxPage', totalCount: 0, unread: 0, items: [] } } });
      }),
    );
    renderApp('/lsnotificaciones');
    await screen.findByRole('heading', { name: 'Notificaciones', level: 1 });
    const select = screen.getByLabelText('Estado') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['ALL', 'Todas'],
      ['UNREAD', 'Nuevas'],
      ['READ', 'Leídas'],
      ['DELETED', 'Eliminadas'],
    ]);
    expect(select.value).toBe('ALL');
    await waitFor(() => expect(calls.at(-1)).toEqual({ state: null, pageSize: 500 }));
    const user = userEvent.setup();
    await user.selectOptions(select, 'Nuevas');
    await waitFor(() => expect(calls.at(-1)).toEqual({ state: 'UNREAD', pageSize: 500 }));
    expect(select.value).toBe('UNREAD');
  });
});
