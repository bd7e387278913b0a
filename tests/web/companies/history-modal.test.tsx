import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HistoryModal } from '../../../web/src/features/companies/HistoryModal';
import { CompanyHistoryDocument } from '../../../web/src/generated/graphql';
import { renderWithApi } from '../render-api';
import { api, server } from '../msw';

describe('company state history modal', () => {
  it('lists date (DD/MM/YYYY HH:mm), user and note, and opens with focus on its close button', async () => {
    server.use(
      api.query(CompanyHistoryDocument, ({ variables }) =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            companyHistory:
              variables.id === 7
                ? [{ __typename: 'CompanyHistoryEntry', at: new Date(2026, 10, 20, 9, 5).toISOString(), userName: 'Soporte Técnico', note: 'Bloquear: ACTIVO → BLOQUEADO' }]
                : [],
          },
        }),
      ),
    );
    renderWithApi(<HistoryModal companyId={7} companyName="COMERCIAL ANDINA S.A." onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    const row = await within(dialog).findByText('Soporte Técnico');
    expect(row.closest('[role="row"]')?.textContent).toContain('20/11/2026 09:05');
    expect(row.closest('[role="row"]')?.textContent).toContain('Bloquear: ACTIVO → BLOQUEADO');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Cerrar');
  });
});
