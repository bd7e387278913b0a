import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BulkStateModal } from '../../../web/src/features/companies/BulkStateModal';
import { GroupTypeModal } from '../../../web/src/features/companies/GroupTypeModal';
import { BulkChangeCompanyStateDocument, BulkChangeCompanyTypeDocument } from '../../../web/src/generated/graphql';
import { api, server } from '../msw';
import { renderWithApi } from '../render-api';

describe('bulk changes of the company list', () => {
  it('asks before setting a state on every selected company, sends it and announces the result', async () => {
    const sent: unknown[] = [];
    server.use(
      api.mutation(BulkChangeCompanyStateDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { __typename: 'Mutation', bulkChangeCompanyState: { __typename: 'BulkChangeResult', message: 'Se actualizaron 3 empresas', count: 3 } },
        });
      }),
    );
    const onChanged = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApi(<BulkStateModal companyIds={[4, 5, 6]} onClose={onClose} onChanged={onChanged} />);
    expect(screen.getByText('3 empresas seleccionadas')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Nuevo estado'), 'BLOQUEADO');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Se cambiará el estado de 3 empresa(s) a BLOQUEADO, ¿Desea continuar?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Se actualizaron 3 empresas')).toBeTruthy();
    expect(sent).toEqual([{ ids: [4, 5, 6], state: 'BLOCKED', endDate: null }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const sent: unknown[] = [];
    server.use(
      api.mutation(BulkChangeCompanyTypeDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { __typename: 'Mutation', bulkChangeCompanyType: { __typename: 'BulkChangeResult', message: 'x', count: 1 } } });
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApi(
      <GroupTypeModal
        companyIds={[4]}
        businessLines={[
          { code: 1, name: 'Comercial' },
          { code: 8, name: 'Hotelería' },
        ]}
        onClose={onClose}
        onChanged={vi.fn()}
      />,
    );
    expect(screen.getByText('1 empresa seleccionada')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Tipo de empresa'), '8 · Hotelería');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Se asignará el tipo Hotelería a 1 empresa(s), ¿Desea continuar?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
