import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ClientCompaniesDocument,
  ClientGridSearchDocument,
  ClientSearchDocument,
  ClientSearchSetupDocument,
  ClientSuggestionsDocument,
  SetClientFormUpdateDocument,
  type ClientFieldsFragment,
  type ClientSearchFieldsFragment,
  type ClientSearchKind,
} from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

// The company edit tab belongs to the company administration and loads its own data: a stand-in
// shows which company the clients screen asked it to open.
vi.mock('../../../web/src/features/companies/CompanyEditTab', () => ({
  CompanyEditTab: ({ companyId, onSaved }: { companyId: number; onSaved?: () => void }) => (
    <div>
      <p data-testid="company-edit-tab">Edición de la empresa {companyId}</p>
      <button type="button" onClick={onSaved}>
        Guardar empresa
      </button>
    </div>
  ),
}));

const ZAMBRANO: ClientFieldsFragment = {
  __typename: 'Client',
  id: 2,
  idNumber: '0991874526001',
  name: 'ZAMBRANO MOREIRA CARLOS ANDRÉS',
  tradeName: 'Distribuidora del Pacífico',
  email: 'czambrano@dispacifico.com.ec',
  phone: '04-2687450',
  formUpdate: 'ENABLED',
  formUpdateLabel: 'HABILITADO',
  formState: 'PENDING',
  formStateLabel: 'PENDIENTE',
  color: '#FFB80F',
  companies: [
    {
      __typename: 'ClientCompany',
      id: 12,
      accessCode: 'pacifico',
      legalName: 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.',
      ruc: '0991874526001',
      state: 'ACTIVE',
      stateLabel: 'ACTIVO',
      stateColor: 'limegreen',
    },
  ],
};

const BRIONES: ClientFieldsFragment = {
  ...ZAMBRANO,
  id: 10,
  idNumber: '0992451769001',
  name: 'BRIONES CASTILLO HÉCTOR RAÚL',
  tradeName: 'Importadora Briones',
  email: 'hbriones@importadorabriones.com',
  formUpdate: 'DISABLED',
  formUpdateLabel: 'DESHABILITADO',
  companies: [],
};

const NO_COMPANY = 'No se encontró ruc de la empresa. Empresa sin acceso no se pueden ver los datos relacionados.';

function found(kind: ClientSearchKind, text: string, items: ClientFieldsFragment[], message: string | null = null): ClientSearchFieldsFragment {
  return { __typename: 'ClientSearchResult', kind, text, totalCount: items.length, limit: 100, message, items };
}

/** The screen's first query: recent clients and the domains. */
function mockSetup(recent: ClientFieldsFragment[] = [ZAMBRANO, BRIONES], domainMessage: string | null = null) {
  server.use(
    api.query(ClientSearchSetupDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          clientSearchSetup: {
            __typename: 'ClientSearchSetup',
            domainMessage,
            domains: domainMessage ? [] : [{ __typename: 'ClientDomain', id: 1, name: 'Isyplus Contable', url: 'https://contable.isyplus.ec' }],
            recent,
          },
        },
      }),
    ),
  );
}

const CLIENTS_ADMIN = [{ __typename: 'ScreenPermission' as const, resource: 'clientes', view: 4, create: 4, edit: 4, delete: 4 }];

async function signIn(path: string, permissions = CLIENTS_ADMIN) {
  mockMe(adminUser({ permissions }));
  const app = renderApp(path);
  await screen.findByRole('navigation', { name: 'Menú principal' });
  return app;
}

async function openClients(path = '/clientes', permissions = CLIENTS_ADMIN) {
  const app = await signIn(path, permissions);
  await screen.findByRole('heading', { name: 'Clientes', level: 1 });
  return app;
}

const gridRows = () => [...screen.getByRole('grid').querySelectorAll<HTMLElement>('.rgrid__body [role="row"]')];
const cell = (row: HTMLElement, column: string) => row.querySelector(`[data-column="${column}"]`)?.textContent ?? '';
const rowOf = (name: string) => gridRows().find((r) => cell(r, 'clp_apenom') === name)!;

describe('/clientes from the header search box', () => {
  it('goes from the header box to /clientes and searches the text at once as an e-mail when it has @', async () => {
    mockSetup();
    const searched: string[] = [];
    server.use(
      api.query(ClientSearchDocument, ({ variables }) => {
        searched.push(variables.text);
        return HttpResponse.json({ data: { __typename: 'Query', clientSearch: found('EMAIL', variables.text, [ZAMBRANO]) } });
      }),
      // The box's own suggestions before it opens the list.
      api.query(ClientSuggestionsDocument, ({ variables }) =>
        HttpResponse.json({ data: { __typename: 'Query', clientSearch: found('EMAIL', variables.text, [ZAMBRANO]) } }),
      ),
    );
    const app = await signIn('/administracion');
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Buscar cliente' }), 'CZAMBRANO@{Enter}');
    await waitFor(() => expect(app.location().pathname).toBe('/clientes'));
    await waitFor(() => expect(searched).toEqual(['CZAMBRANO@']));
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    const row = gridRows()[0]!;
    expect(cell(row, 'clp_apenom')).toBe('ZAMBRANO MOREIRA CARLOS ANDRÉS');
    expect(cell(row, 'emp_coding')).toBe('pacifico');
    expect(cell(row, 'emp_razons')).toBe('DISTRIBUIDORA DEL PACIFICO CIA. LTDA.');
    expect(cell(row, 'estado')).toBe('ACTIVO');
    expect(row.querySelector<HTMLElement>('[data-column="estado"] .rgrid__badge')!.style.background).toBe('limegreen');
    expect((screen.getByLabelText('Buscar por') as HTMLSelectElement).value).toBe('EMAIL');
    expect((screen.getByLabelText('Texto a buscar') as HTMLInputElement).value).toBe('CZAMBRANO@');
    expect(screen.getByText(/1 cliente\(s\) encontrado\(s\)\./)).toBeTruthy();
  });

  it('keeps the info message for an empty header box and does not search', async () => {
    mockSetup();
    await openClients();
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar cliente' }), '{Enter}');
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Ingrese el email o nombre del cliente a buscar.');
  });

  it('warns when no client matches and returns the focus to the header box', async () => {
    mockSetup();
    server.use(
      api.query(ClientSearchDocument, ({ variables }) =>
        HttpResponse.json({
          data: { __typename: 'Query', clientSearch: found('NAME', variables.text, [], 'El nombre especificado no coincide con ningún cliente') },
        }),
      ),
    );
    await openClients('/clientes?q=zzzz');
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText('Advertencia')).toBeTruthy();
    expect(within(dialog).getByText('El nombre especificado no coincide con ningún cliente')).toBeTruthy();
    expect(gridRows().filter((r) => cell(r, 'clp_apenom'))).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const box = screen.getByRole('combobox', { name: 'Buscar cliente' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect((screen.getByLabelText('Buscar por') as HTMLSelectElement).value).toBe('NAME');
  });
});

describe('the clients grid search', () => {
  it('offers the six cparams kinds in order and searches by the chosen one', async () => {
    mockSetup();
    const calls: Array<{ kind: string; text: string }> = [];
    server.use(
      api.query(ClientGridSearchDocument, ({ variables }) => {
        calls.push({ kind: variables.kind, text: variables.text });
        return HttpResponse.json({ data: { __typename: 'Query', clientGridSearch: found(variables.kind, variables.text, [ZAMBRANO]) } });
      }),
    );
    await openClients();
    const kind = screen.getByLabelText('Buscar por') as HTMLSelectElement;
    expect([...kind.options].map((o) => o.textContent)).toEqual(['1. RUC', '2. Razón social', '3. Nombre comercial', '4. Acceso', '5. Nombre', '6. Email']);
    const user = userEvent.setup();
    await user.selectOptions(kind, 'LEGAL_NAME');
    await user.type(screen.getByLabelText('Texto a buscar'), 'distribuidora{Enter}');
    await waitFor(() => expect(calls).toEqual([{ kind: 'LEGAL_NAME', text: 'distribuidora' }]));
    await user.selectOptions(kind, 'ACCESS');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(calls[1]).toEqual({ kind: 'ACCESS', text: 'distribuidora' }));
  });

  it("shows the API's refusal of an empty filter and focuses the text", async () => {
    mockSetup();
    server.use(
      api.query(ClientGridSearchDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Ingrese criterio de búsqueda', extensions: { code: 'BAD_USER_INPUT', field: 'text', level: 'warning' } }],
        }),
      ),
    );
    await openClients();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText('Ingrese criterio de búsqueda')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Texto a buscar')));
  });

  it('lists the recent clients first and warns when no domain is configured', async () => {
    mockSetup([ZAMBRANO, BRIONES], 'No se ha detectado DOMINIO informar al área de desarrollo.');
    await openClients();
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toContain('No se ha detectado DOMINIO informar al área de desarrollo.');
    // A client without a company keeps its row, with the company cells empty.
    expect(cell(rowOf('BRIONES CASTILLO HÉCTOR RAÚL'), 'emp_coding')).toBe('');
  });
});

describe('form-update flag clp_estupd', () => {
  it('shows HABILITADO for 0 and changes it only after the confirmation', async () => {
    mockSetup();
    const sent: Array<{ clientId: number; formUpdate: string }> = [];
    server.use(
      api.mutation(SetClientFormUpdateDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            setClientFormUpdate: {
              __typename: 'ClientFormUpdateResult',
              message: 'El formulario de actualización de ZAMBRANO MOREIRA CARLOS ANDRÉS quedó DESHABILITADO',
              client: { ...ZAMBRANO, formUpdate: 'DISABLED', formUpdateLabel: 'DESHABILITADO' },
            },
          },
        });
      }),
    );
    await openClients();
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    expect(cell(rowOf('ZAMBRANO MOREIRA CARLOS ANDRÉS'), 'estupd')).toBe('HABILITADO');
    const user = userEvent.setup();
    await user.click(within(rowOf('ZAMBRANO MOREIRA CARLOS ANDRÉS')).getAllByRole('gridcell')[0]!);
    const toggle = screen.getByRole('button', { name: 'Formulario: HABILITADO' });

    await user.click(toggle);
    let dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Se cambiará el formulario de actualización de ZAMBRANO MOREIRA CARLOS ANDRÉS a DESHABILITADO, ¿Desea continuar?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(sent).toEqual([]);

    await user.click(toggle);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sent).toEqual([{ clientId: 2, formUpdate: 'DISABLED' }]));
    expect((await screen.findByRole('status')).textContent).toContain('El formulario de actualización de ZAMBRANO MOREIRA CARLOS ANDRÉS quedó DESHABILITADO');
    await waitFor(() => expect(cell(rowOf('ZAMBRANO MOREIRA CARLOS ANDRÉS'), 'estupd')).toBe('DESHABILITADO'));
  });

  it("hides the toggle from a user without 'editar' on clientes", async () => {
    mockSetup();
    await openClients('/clientes', [{ __typename: 'ScreenPermission', resource: 'clientes', view: 1, create: 0, edit: 0, delete: 0 }]);
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Formulario|Cambiar formulario/ })).toBeNull();
  });
});

describe('the company edit tab', () => {
  it("opens the selected client's company in tab 2 with a double click", async () => {
    mockSetup();
    await openClients();
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    fireEvent.doubleClick(within(rowOf('ZAMBRANO MOREIRA CARLOS ANDRÉS')).getAllByRole('gridcell')[1]!);
    const tab = await screen.findByRole('tab', { name: '2. Empresa: pacifico' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('company-edit-tab').textContent).toBe('Edición de la empresa 12');
    await userEvent.click(screen.getByRole('tab', { name: '1. Clientes' }));
    expect(screen.queryByTestId('company-edit-tab')).toBeNull();
    expect(gridRows()).toHaveLength(2);
  });

  it('reads the clients again after the opened company is saved', async () => {
    mockSetup();
    const searched: string[] = [];
    server.use(
      api.query(ClientGridSearchDocument, ({ variables }) => {
        searched.push(variables.text);
        return HttpResponse.json({ data: { __typename: 'Query', clientGridSearch: found(variables.kind, variables.text, [ZAMBRANO]) } });
      }),
    );
    await openClients();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Texto a buscar'), 'zambrano{Enter}');
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    fireEvent.doubleClick(within(gridRows()[0]!).getAllByRole('gridcell')[1]!);
    await user.click(await screen.findByRole('button', { name: 'Guardar empresa' }));
    await waitFor(() => expect(searched).toEqual(['zambrano', 'zambrano']));
  });

  it("asks the API for a client without a company and shows 'No se encontró ruc de la empresa...'", async () => {
    mockSetup();
    const asked: number[] = [];
    server.use(
      api.query(ClientCompaniesDocument, ({ variables }) => {
        asked.push(variables.clientId);
        return HttpResponse.json({ data: null, errors: [{ message: NO_COMPANY, extensions: { code: 'CONFLICT', level: 'warning' } }] });
      }),
    );
    await openClients();
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    const user = userEvent.setup();
    await user.click(within(rowOf('BRIONES CASTILLO HÉCTOR RAÚL')).getAllByRole('gridcell')[0]!);
    await user.click(screen.getByRole('button', { name: 'Abrir empresa' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText(NO_COMPANY)).toBeTruthy();
    expect(asked).toEqual([10]);
    expect((screen.getByRole('tab', { name: '2. Empresa' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
