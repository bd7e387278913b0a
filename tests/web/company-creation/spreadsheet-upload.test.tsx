import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CompanyImportDocument,
  CreateCompaniesFromSpreadsheetDocument,
  RetryCompanyImportDocument,
  type CompanyImportFieldsFragment,
  type CompanySpreadsheetInput,
  type ImportRowStatus,
} from '../../../web/src/generated/graphql';
import { api, server } from '../msw';
import { renderApp } from '../render-app';
import { mockCreationScreen } from './creation-fixtures';

type Row = CompanyImportFieldsFragment['rows'][number];
const row = (n: number, status: ImportRowStatus, field: string | null = null, message: string | null = null): Row => ({
  __typename: 'CompanyImportRow',
  row: n,
  ruc: '1793456782001',
  accessCode: `lote${n}`,
  legalName: `COMERCIAL ${n}`,
  status,
  field,
  message,
  companyId: status === 'CREATED' ? 100 + n : null,
});

function importOf(rows: Row[], pending: number): CompanyImportFieldsFragment {
  const errors = rows.filter((r) => r.status === 'INVALID').length;
  return {
    __typename: 'CompanyImport',
    hash: 'a'.repeat(64),
    jobId: `crea_empresa_excel.${'a'.repeat(64)}`,
    fileName: 'empresas.xlsx',
    total: rows.length,
    valid: rows.length - errors,
    errors,
    created: rows.filter((r) => r.status === 'CREATED').length,
    failed: rows.filter((r) => r.status === 'FAILED').length,
    pending,
    message: 'Hay errores en el archivo. Revise que haya ingresado todos los campos obligatorios.',
    resubmitted: false,
    state: pending > 0 ? 'IN_PROGRESS' : 'FINISHED',
    attempt: 1,
    failure: null,
    failureCode: null,
    canRetry: false,
    rows,
  };
}

async function openSheetTab(search = '') {
  mockCreationScreen();
  const app = renderApp(`/empresas/creacion?version=1&paso=3${search}`);
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Procesar archivo' });
  return Object.assign(user, { app });
}

describe('spreadsheet upload', () => {
  it("asks for a file with 'Seleccione un archivo para procesar'", async () => {
    let calls = 0;
    server.use(api.mutation(CreateCompaniesFromSpreadsheetDocument, () => (calls++, HttpResponse.json({ data: null }))));
    const user = await openSheetTab();
    await user.click(screen.getByRole('button', { name: 'Procesar archivo' }));
    expect(screen.getByRole('alert').textContent).toContain('Seleccione un archivo para procesar');
    expect(calls).toBe(0);
  });

  it('sends the file as base64, lists each row with its error first, and fills the bar to 100 %', { timeout: 15000 }, async () => {
    const bad = [
      row(18, 'INVALID', 'RUC', 'RUC debe tener 13 caracteres'),
      row(24, 'INVALID', 'RIMPE', 'RIMPE debe ser SI o NO'),
      row(30, 'INVALID', 'PUNTO2', 'PUNTO2 debe tener 3 caracteres numéricos (ejemplo 001)'),
    ];
    const goodPending = Array.from({ length: 20 }, (_, i) => row(i < 10 ? 8 + i : 9 + i, 'PENDING'));
    const goodDone = goodPending.map((r) => row(r.row, 'CREATED'));
    let sent: CompanySpreadsheetInput | undefined;
    server.use(
      api.mutation(CreateCompaniesFromSpreadsheetDocument, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({ data: { __typename: 'Mutation', createCompaniesFromSpreadsheet: importOf([...goodPending, ...bad], 20) } });
      }),
      // Subscriptions are off in component tests: the screen falls back to reading the import.
      api.query(CompanyImportDocument, () => HttpResponse.json({ data: { __typename: 'Query', companyImport: importOf([...goodDone, ...bad], 0) } })),
    );
    const user = await openSheetTab();
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'empresas.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(screen.getByLabelText('Archivo .xlsx (los datos empiezan en la fila 8)'), file);
    expect(screen.getByText('empresas.xlsx')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Procesar archivo' }));

    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Avance de la creación de empresas' }).getAttribute('aria-valuenow')).toBe('100'), {
      timeout: 5000,
    });
    expect(sent).toEqual({ versionId: 1, fileName: 'empresas.xlsx', contentBase64: 'UEsDBAECAw==' });
    expect(screen.getByText(/23 filas: 20 válidas, 3 con errores/)).toBeTruthy();
    expect(screen.getByText(/Creadas 20, fallidas 0, pendientes 0/)).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Resultados de la hoja de cálculo' });
    const firstRows = within(grid)
      .getAllByRole('row')
      .slice(2, 5)
      .map((r) =>
        within(r)
          .getAllByRole('gridcell')
          .slice(0, 4)
          .map((c) => c.textContent),
      );
    expect(firstRows).toEqual([
      ['18', 'Con errores', 'RUC', 'RUC debe tener 13 caracteres'],
      ['24', 'Con errores', 'RIMPE', 'RIMPE debe ser SI o NO'],
      ['30', 'Con errores', 'PUNTO2', 'PUNTO2 debe tener 3 caracteres numéricos (ejemplo 001)'],
    ]);
    expect(within(grid).getAllByText('Creada').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Excel' })).toBeTruthy();
    expect(await screen.findByText('Se crearon 20 empresas desde la hoja de cálculo')).toBeTruthy();
    expect(user.app.location().search).toBe(`?version=1&paso=3&carga=${'a'.repeat(64)}`);
  });

  it('shows the import named in the URL again after a reload, without repeating the success toast', async () => {
    const rows = [row(8, 'CREATED'), row(9, 'FAILED', 'ACCESO', 'el acceso ya ha sido asignado a otra empreasa')];
    server.use(
      api.query(CompanyImportDocument, ({ variables }) =>
        HttpResponse.json({ data: { __typename: 'Query', companyImport: { ...importOf(rows, 0), hash: variables.hash } } }),
      ),
    );
    await openSheetTab(`&carga=${'b'.repeat(64)}`);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Avance de la creación de empresas' }).getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.getByText(/Creadas 1, fallidas 1, pendientes 0/)).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Resultados de la hoja de cálculo' });
    expect(within(grid).getByText('el acceso ya ha sido asignado a otra empreasa')).toBeTruthy();
    expect(screen.queryByText(/Se crearon/)).toBeNull();
  });

  it("offers 'Reintentar' on a failed import and, after Aceptar, runs a new attempt until it ends", { timeout: 15000 }, async () => {
    const hash = 'c'.repeat(64);
    const failure = 'La base de datos no estuvo disponible; las filas pendientes se conservan: use Reintentar';
    const failed = {
      ...importOf([row(8, 'CREATED'), row(9, 'PENDING'), row(10, 'PENDING')], 2),
      hash,
      state: 'FAILED',
      failure,
      failureCode: 'DATABASE_UNAVAILABLE',
      canRetry: true,
    };
    const retried = { ...failed, state: 'IN_PROGRESS', attempt: 2, jobId: `crea_empresa_excel.${hash}-2`, failure: null, failureCode: null, canRetry: false };
    const done = { ...importOf([row(8, 'CREATED'), row(9, 'CREATED'), row(10, 'CREATED')], 0), hash, attempt: 2 };
    let current: CompanyImportFieldsFragment = failed;
    const sent: string[] = [];
    server.use(
      api.query(CompanyImportDocument, () => HttpResponse.json({ data: { __typename: 'Query', companyImport: current } })),
      api.mutation(RetryCompanyImportDocument, ({ variables }) => {
        sent.push(variables.hash);
        current = done;
        return HttpResponse.json({ data: { __typename: 'Mutation', retryCompanyImport: retried } });
      }),
    );
    const user = await openSheetTab(`&carga=${hash}`);
    expect(await screen.findByText(failure)).toBeTruthy();
    expect(screen.getByText(/Creadas 1, fallidas 0, pendientes 2/).textContent).toContain('Estado de la carga: Fallida');

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Se volverán a procesar 2 filas pendientes o fallidas; las empresas ya creadas no se repiten. ¿Desea continuar?');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sent).toEqual([hash]));
    // The screen follows the new attempt (it polls while the import is in process) until it ends.
    await waitFor(() => expect(screen.getByText(/Creadas 3, fallidas 0, pendientes 0/).textContent).toContain('Estado de la carga: Terminada'), {
      timeout: 5000,
    });
    expect(screen.queryByText(failure)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it("does not send anything when 'Reintentar' is cancelled", async () => {
    const hash = 'd'.repeat(64);
    const failed = {
      ...importOf([row(8, 'PENDING')], 1),
      hash,
      state: 'PENDING',
      failure: 'El servicio de procesos no está disponible; intente nuevamente en unos minutos',
      failureCode: 'QUEUE_UNAVAILABLE',
      canRetry: true,
    };
    let calls = 0;
    server.use(
      api.query(CompanyImportDocument, () => HttpResponse.json({ data: { __typename: 'Query', companyImport: failed } })),
      api.mutation(RetryCompanyImportDocument, () => (calls++, HttpResponse.json({ data: null }))),
    );
    const user = await openSheetTab(`&carga=${hash}`);
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toBe(0);
    expect(screen.getByText('El servicio de procesos no está disponible; intente nuevamente en unos minutos')).toBeTruthy();
  });

  it('after a refusal because the queue is unavailable, shows the kept upload with its reason and Reintentar', async () => {
    const queueDown = 'El servicio de procesos no está disponible; intente nuevamente en unos minutos';
    const content = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]);
    const hash = createHash('sha256').update(content).digest('hex');
    const kept = {
      ...importOf([row(8, 'PENDING'), row(9, 'PENDING')], 2),
      hash,
      state: 'PENDING',
      failure: queueDown,
      failureCode: 'QUEUE_UNAVAILABLE',
      canRetry: true,
    };
    const asked: string[] = [];
    server.use(
      api.mutation(CreateCompaniesFromSpreadsheetDocument, () =>
        HttpResponse.json({ data: null, errors: [{ message: queueDown, extensions: { code: 'CONFLICT' } }] }),
      ),
      api.query(
        CompanyImportDocument,
        ({ variables }) => (asked.push(variables.hash), HttpResponse.json({ data: { __typename: 'Query', companyImport: kept } })),
      ),
    );
    const user = await openSheetTab();
    await user.upload(screen.getByLabelText('Archivo .xlsx (los datos empiezan en la fila 8)'), new File([content], 'empresas.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Procesar archivo' }));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(asked).toEqual([hash]);
    expect(screen.getAllByText(queueDown)).toHaveLength(1);
    expect(screen.getByText(/Creadas 0, fallidas 0, pendientes 2/).textContent).toContain('Estado de la carga: Pendiente (sin encolar)');
    expect(user.app.location().search).toBe(`?version=1&paso=3&carga=${hash}`);
  });
});
