import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HistoryModal } from '../../../web/src/features/companies/HistoryModal';
import { CompanyChangesDocument, type CompanyChangesQueryVariables } from '../../../web/src/generated/graphql';
import { renderWithApi } from '../render-api';
import { api, server } from '../msw';

const CHANGES = [
  {
    __typename: 'CompanyChange' as const,
    id: 9,
    at: new Date(2026, 10, 21, 10, 30).toISOString(),
    userName: 'Administrador General',
    kind: 'COMPANY' as const,
    note: 'andina · COMERCIAL ANDINA S.A.: Teléfono: 07-2570000 → 07-2571111',
  },
  {
    __typename: 'CompanyChange' as const,
    id: 8,
    at: new Date(2026, 10, 20, 9, 5).toISOString(),
    userName: 'Soporte Técnico',
    kind: 'STATE' as const,
    note: 'Bloquear: ACTIVO → BLOQUEADO',
  },
];

function mockChanges(calls: CompanyChangesQueryVariables[]) {
  server.use(
    api.query(CompanyChangesDocument, ({ variables }) => {
      calls.push(variables);
      const items = variables.id === 7 ? CHANGES.filter((c) => !variables.kinds?.length || variables.kinds.includes(c.kind)) : [];
      return HttpResponse.json({
        data: { __typename: 'Query', companyChanges: { __typename: 'CompanyChangePage', totalCount: items.length, page: 1, pageSize: 50, items } },
      });
    }),
  );
}

describe('company change history modal', () => {
  it('lists date (DD/MM/YYYY HH:mm), user, kind and what changed, old → new, and opens with focus on its close button', async () => {
    const calls: CompanyChangesQueryVariables[] = [];
    mockChanges(calls);
    renderWithApi(<HistoryModal companyId={7} companyName="COMERCIAL ANDINA S.A." onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Historial de cambios · COMERCIAL ANDINA S.A.' });
    const edit = (await within(dialog).findByText('Administrador General')).closest('[role="row"]')!;
    expect(edit.textContent).toContain('21/11/2026 10:30');
    expect(edit.textContent).toContain('Datos de la empresa');
    expect(edit.textContent).toContain('Teléfono: 07-2570000 → 07-2571111');
    const state = within(dialog).getByText('Soporte Técnico').closest('[role="row"]')!;
    expect(state.textContent).toContain('Estados');
    expect(state.textContent).toContain('Bloquear: ACTIVO → BLOQUEADO');
    expect(within(dialog).getByText('2 cambios')).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Cerrar');
    expect(calls[0]).toMatchObject({ id: 7, kinds: null, page: 1, pageSize: 50 });
  });

  it('filters by kind on the server', async () => {
    const calls: CompanyChangesQueryVariables[] = [];
    mockChanges(calls);
    renderWithApi(<HistoryModal companyId={7} companyName="COMERCIAL ANDINA S.A." onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Administrador General');
    const filter = within(dialog).getByLabelText('Mostrar') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'Todos los cambios',
      'Estados',
      'Datos de la empresa',
      'Establecimientos',
      'Puntos de emisión',
      'Paquetes',
    ]);
    await userEvent.selectOptions(filter, 'STATE');
    await waitFor(() => expect(within(dialog).queryByText('Administrador General')).toBeNull());
    expect(within(dialog).getByText('Soporte Técnico')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ kinds: ['STATE'], page: 1 });
    expect(within(dialog).getByText('1 cambio')).toBeTruthy();
  });
});
