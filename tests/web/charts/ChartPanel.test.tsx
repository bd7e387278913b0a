import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChartPanel } from '../../../web/src/widgets/charts/ChartPanel';
import { FeedbackHost } from '../../../web/src/widgets/feedback/FeedbackHost';
import { COLUMNS, manyRows, provinceRow, ROWS, setupOf } from './chart-fixtures';

const NOT_CONFIGURED = 'Aún no se ha configurado gráfica para el informe. Configure para mostrar gráfica.';
const TOO_MUCH_DATA = 'El informe tiene demasiados datos (más de 15 filas) para mostrar una gráfica por defecto. Configure la gráfica para mostrarla.';

function renderPanel(props: Partial<Parameters<typeof ChartPanel>[0]> = {}) {
  return render(
    <>
      <ChartPanel columns={COLUMNS} rows={ROWS} savedSetup={null} fallbackWidth={900} {...props} />
      <FeedbackHost />
    </>,
  );
}

describe('chart panel without a saved chart', () => {
  it('says the chart is not configured and opens the chart setup', () => {
    renderPanel({ rows: manyRows(15) });
    expect(screen.getByRole('status').textContent).toContain(NOT_CONFIGURED);
    expect(screen.getByRole('dialog', { name: 'Configurar gráfica' })).toBeDefined();
  });

  it('with more than 15 rows warns that there is no default chart and draws nothing', () => {
    renderPanel({ rows: manyRows(16) });
    expect(screen.getByRole('alert').textContent).toContain(TOO_MUCH_DATA);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(NOT_CONFIGURED)).toBeNull();
    expect(screen.queryByTestId('chart-canvas')).toBeNull();
  });

  it('asks for a chart type before accepting the setup', async () => {
    const onSetupChange = vi.fn();
    renderPanel({ onSetupChange });
    const dialog = screen.getByRole('dialog', { name: 'Configurar gráfica' });
    expect(
      within(dialog)
        .getAllByRole('radio', { checked: true })
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Una serie por columna (filas como categorías)']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Debe seleccionar el tipo de gráfica');
    expect(onSetupChange).not.toHaveBeenCalled();
  });

  it('draws the chart the user sets up and hands the setup over to be saved', async () => {
    const onSetupChange = vi.fn();
    renderPanel({ onSetupChange });
    const dialog = screen.getByRole('dialog', { name: 'Configurar gráfica' });
    await userEvent.click(within(dialog).getByLabelText('Barras verticales'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onSetupChange).toHaveBeenCalledWith(expect.objectContaining({ type: 1, legendColumn: 'provincia', series: ['facturas'] }));
    expect(await screen.findByTestId('chart-canvas')).toBeDefined();
    expect(screen.queryByText(NOT_CONFIGURED)).toBeNull();
  });
});

describe('chart setup modal', () => {
  it("refuses a text column as series with the column's description", async () => {
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Configurar gráfica' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Columna para agregar como serie'), 'provincia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(within(dialog).getByRole('alert').textContent).toContain("Error al agregar columna: 'Provincia', la serie debe ser numérica");
    expect(within(dialog).queryByRole('button', { name: 'Quitar la serie Provincia' })).toBeNull();
  });

  it('adds back a series removed when every column was already a series', async () => {
    const numeric = COLUMNS.filter((c) => c.type !== 'text');
    render(
      <ChartPanel columns={numeric} rows={ROWS} savedSetup={setupOf({ legendColumn: null, series: ['facturas', 'subtotal', 'total'] })} fallbackWidth={900} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    const dialog = screen.getByRole('dialog', { name: 'Configurar gráfica' });
    expect(within(dialog).getByRole('button', { name: 'Agregar' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar la serie Total' }));
    // The picker shows the only column left; 'Agregar' adds that one without choosing it again.
    expect((within(dialog).getByLabelText('Columna para agregar como serie') as HTMLSelectElement).value).toBe('total');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(within(dialog).getByRole('button', { name: 'Quitar la serie Total' })).toBeDefined();
  });

  it('refuses a pie with two series and keeps the modal open', async () => {
    const onSetupChange = vi.fn();
    renderPanel({ onSetupChange });
    const dialog = screen.getByRole('dialog', { name: 'Configurar gráfica' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Columna para agregar como serie'), 'total');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await userEvent.click(within(dialog).getByLabelText('Pastel'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Para gráficas de pastel se debe configurar la categoría y UNA serie');
    expect(onSetupChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Configurar gráfica' })).toBe(dialog);
  });

  it('refuses to accept without series', async () => {
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Configurar gráfica' });
    await userEvent.click(within(dialog).getByLabelText('Barras verticales'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar la serie Documentos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Las series de la gráfica no han sido definidas');
  });

  it('disables the series mode of pie-like charts and saves them in mode 0', async () => {
    const onSetupChange = vi.fn();
    renderPanel({ onSetupChange });
    const dialog = screen.getByRole('dialog', { name: 'Configurar gráfica' });
    await userEvent.click(within(dialog).getByLabelText('Una serie por fila (columnas como categorías)'));
    await userEvent.click(within(dialog).getByLabelText('Dona 3D'));
    expect(within(dialog).getByRole('group', { name: 'Modo de series' }).hasAttribute('disabled')).toBe(true);
    expect((within(dialog).getByLabelText('Una serie por columna (filas como categorías)') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onSetupChange).toHaveBeenCalledWith(expect.objectContaining({ type: 11, seriesMode: 0 }));
  });

  it('explains on the 3D options that Nivo draws them in 2D', () => {
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Configurar gráfica' });
    for (const name of ['Columnas 3D', 'Pastel 3D', 'Dona 3D']) {
      expect(within(dialog).getByLabelText(name).closest('label')!.getAttribute('title')).toBe(
        'Nivo no dibuja 3D: se muestra una versión 2D con efecto de profundidad',
      );
    }
    expect(within(dialog).getByLabelText('Pastel').closest('label')!.hasAttribute('title')).toBe(false);
  });

  it('keeps Tab inside the modal', async () => {
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Configurar gráfica' });
    within(dialog).getByRole('button', { name: 'Aceptar' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Aceptar' }));
  });

  it('accepts with Enter from a field and closes with Escape without saving', async () => {
    const onSetupChange = vi.fn();
    renderPanel({ onSetupChange });
    let dialog = screen.getByRole('dialog', { name: 'Configurar gráfica' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Barras verticales'));
    await userEvent.click(within(dialog).getByLabelText('Líneas'));
    await userEvent.keyboard('{Enter}');
    expect(onSetupChange).toHaveBeenCalledTimes(1);
    expect(onSetupChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 4 }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    dialog = screen.getByRole('dialog', { name: 'Configurar gráfica' });
    await userEvent.click(within(dialog).getByLabelText('Área'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSetupChange).toHaveBeenCalledTimes(1);
  });
});

describe('chart panel with a saved chart', () => {
  it('draws bars with es-EC value ticks and labels and cut category labels', async () => {
    const rows = [provinceRow('Santo Domingo de los Tsáchilas', 'EC-SD', 1, 1500, 1725), ...ROWS];
    renderPanel({ rows, savedSetup: setupOf({ series: ['subtotal', 'total'], showLabels: true }) });
    const canvas = await screen.findByTestId('chart-canvas');
    await waitFor(() => expect(canvas.querySelector('svg')).not.toBeNull(), { timeout: 10_000 });
    const texts = [...canvas.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toContain('Santo Doming...');
    expect(texts).toContain('1.200');
    expect(texts).toContain('1.725,00');
    expect(texts).toContain('920,58');
    expect(texts).not.toContain('Santo Domingo de los Tsáchilas');
    expect(texts).toContain('Subtotal');
  });

  it("grows by 10 % with 'Ampliar' and shrinks by 10 % with 'Reducir'", async () => {
    renderPanel({ savedSetup: setupOf({}) });
    const canvas = await screen.findByTestId('chart-canvas');
    expect(canvas.style.height).toBe('600px');
    await userEvent.click(screen.getByRole('button', { name: 'Ampliar' }));
    expect(canvas.style.height).toBe('660px');
    expect(canvas.style.width).toBe('990px');
    await userEvent.click(screen.getByRole('button', { name: 'Reducir' }));
    expect(canvas.style.height).toBe('594px');
  });

  it('refuses from the type picker a pie over two series, keeping the chart', async () => {
    renderPanel({ savedSetup: setupOf({ series: ['subtotal', 'total'] }) });
    await userEvent.selectOptions(screen.getByLabelText('Tipo de gráfica'), '3');
    expect(screen.getByRole('status').textContent).toContain('Para gráficas de pastel se debe configurar la categoría y UNA serie');
    expect((screen.getByLabelText('Tipo de gráfica') as HTMLSelectElement).value).toBe('1');
  });

  it('restores the saved chart only after confirming the spec text', async () => {
    renderPanel({ savedSetup: setupOf({}) });
    const picker = screen.getByLabelText('Tipo de gráfica') as HTMLSelectElement;
    await userEvent.selectOptions(picker, '2');
    expect(picker.value).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Restablecer gráfica' }));
    let question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain('Restablecer configuraciones definidas por defecto para la gráfica.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(picker.value).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Restablecer gráfica' }));
    question = screen.getByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(picker.value).toBe('1'));
  });

  it('shows no chart information when the result is empty', () => {
    renderPanel({ rows: [], savedSetup: setupOf({}) });
    expect(screen.getByRole('alert').textContent).toContain('No se pudo generar gráfica, no se encontró información de gráfica');
    expect(screen.queryByTestId('chart-canvas')).toBeNull();
  });
});

describe('PNG export', () => {
  it('offers 1000 and 1200 px wide images', async () => {
    renderPanel({ savedSetup: setupOf({}) });
    await userEvent.click(screen.getByRole('button', { name: /Exportar/ }));
    const menu = screen.getByRole('menu', { name: 'Exportar' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['PNG de 1000 px', 'PNG de 1200 px']);
    expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]);
    act(() => {
      (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('saved chart from the screen', () => {
  it('keeps the user’s chart when the screen passes an equal definition again, and starts over on a different one', async () => {
    const view = renderPanel({ savedSetup: setupOf({}) });
    const picker = screen.getByLabelText('Tipo de gráfica') as HTMLSelectElement;
    await userEvent.selectOptions(picker, '4');
    view.rerender(
      <>
        <ChartPanel columns={COLUMNS} rows={ROWS} savedSetup={setupOf({})} fallbackWidth={900} />
        <FeedbackHost />
      </>,
    );
    expect(picker.value).toBe('4');
    view.rerender(
      <>
        <ChartPanel columns={COLUMNS} rows={ROWS} savedSetup={setupOf({ type: 2 })} fallbackWidth={900} />
        <FeedbackHost />
      </>,
    );
    expect(picker.value).toBe('2');
  });
});
