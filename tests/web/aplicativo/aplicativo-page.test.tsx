import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  AccountingModelsDocument,
  AplicativoCompaniesDocument,
  AplicativoOptionsDocument,
  FixUnbalancedEntriesDocument,
  UnbalancedEntriesDocument,
  UnbalancedEntryLimitDocument,
} from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

const MODULES = [
  ['ACCOUNTING_MODELS', 'Modelos contables por tipo de cuenta'],
  ['INITIAL_PERIOD', 'Período contable inicial'],
  ['UNBALANCED_ENTRIES', 'Asientos descuadrados'],
  ['RESTORE_DOCUMENT', 'Restaurar documento electrónico'],
  ['MENU_OPTIONS', 'Activar opciones de menú'],
].map(([module, title]) => ({ __typename: 'AplicativoOption', module, title }));

function mockApi(fixCalls: unknown[] = []) {
  server.use(
    api.query(AplicativoCompaniesDocument, () =>
      HttpResponse.json({
        data: {
          companies: {
            __typename: 'CompanyPage',
            items: [
              { __typename: 'Company', id: 1, legalName: 'COMERCIAL ANDINA S.A.' },
              { __typename: 'Company', id: 8, legalName: 'RESTAURANTE LA COSTEÑA' },
            ],
          },
        },
      }),
    ),
    api.query(AplicativoOptionsDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          aplicativoOptions:
            variables.companyId === 1
              ? { __typename: 'AplicativoOptions', message: null, modules: MODULES }
              : { __typename: 'AplicativoOptions', message: 'No hay módulos disponibles', modules: [] },
        },
      }),
    ),
    api.query(AccountingModelsDocument, () =>
      HttpResponse.json({
        data: {
          accountingModels: {
            __typename: 'AccountingModels',
            accountTypes: [{ __typename: 'AccountType', code: 1, name: 'ACTIVO' }],
            models: [],
            transactionTypes: [],
            accounts: [],
          },
        },
      }),
    ),
    api.query(UnbalancedEntryLimitDocument, () =>
      HttpResponse.json({
        data: {
          unbalancedEntryLimit: {
            __typename: 'UnbalancedLimit',
            limit: '1.00',
            periods: [{ __typename: 'AccountingPeriod', id: 12, from: '2026-11-01', to: '2026-11-30', locked: false, unbalancedLimit: '1.00' }],
          },
        },
      }),
    ),
    api.query(UnbalancedEntriesDocument, () =>
      HttpResponse.json({
        data: {
          unbalancedEntries: [
            {
              __typename: 'UnbalancedEntry',
              id: 61,
              number: 30,
              date: '2026-01-30',
              transactions: 'FAC 001-001-000000037',
              debit: '1348.62',
              credit: '1348.60',
              balance: '0.02',
              unbalanced: true,
              withinLimit: true,
            },
          ],
        },
      }),
    ),
    api.mutation(FixUnbalancedEntriesDocument, ({ variables }) => {
      fixCalls.push(variables);
      return HttpResponse.json({ data: { fixUnbalancedEntries: { __typename: 'FixEntriesResult', message: 'Se cuadró 1 asiento', fixed: [61] } } });
    }),
  );
}

async function closePopup(user: ReturnType<typeof userEvent.setup>): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.querySelector('.popup__text')?.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  return text;
}

describe('/aplicativo', () => {
  it("says 'Falta empresa' until a company is chosen, and 'No hay módulos disponibles' when the server offers none", async () => {
    mockMe(adminUser());
    mockApi();
    renderApp('/aplicativo');
    await screen.findByText('Falta empresa');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Empresa'), 'RESTAURANTE LA COSTEÑA');
    await screen.findByText('No hay módulos disponibles');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the modules as tabs; module 3 warns without dates or selection, and fixes the chosen entry after confirming', async () => {
    mockMe(adminUser());
    const calls: unknown[] = [];
    mockApi(calls);
    renderApp('/aplicativo');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Empresa'), 'COMERCIAL ANDINA S.A.');
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(MODULES.map((m, i) => `${i + 1}. ${m.title}`));
    await user.click(screen.getByRole('tab', { name: /Asientos descuadrados/ }));
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await closePopup(user)).toBe('Ingrese las fechas desde y hasta (DD/MM/AAAA)');
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '01012026');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '31012026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const grid = await screen.findByRole('grid', { name: 'Asientos descuadrados' });
    await within(grid).findByText('FAC 001-001-000000037');
    await user.click(screen.getByRole('button', { name: 'Cuadrar seleccionados' }));
    expect(await closePopup(user)).toBe('Seleccione al menos un asiento');
    await user.click(within(grid).getByRole('checkbox', { name: 'Seleccionar fila' }));
    await user.click(screen.getByRole('button', { name: 'Cuadrar seleccionados' }));
    const confirmDialog = await screen.findByRole('alertdialog');
    expect(confirmDialog.querySelector('.popup__text')?.textContent).toBe(
      'Se va a agregar una línea de redondeo a 1 asiento (cuenta de redondeo de la empresa). ¿Continuar?',
    );
    await user.click(within(confirmDialog).getByRole('button', { name: 'Aceptar' }));
    await screen.findByText('Se cuadró 1 asiento');
    expect(calls).toEqual([{ companyId: 1, entryIds: [61] }]);
  });
});
