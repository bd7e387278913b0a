import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from '../../../web/src/widgets/forms/DateRangePicker';
import type { DateRangeValue } from '../../../web/src/widgets/forms/date-range';

const NOW = new Date(2026, 3, 15);

async function openDesdeCalendar() {
  const onChange = vi.fn<(value: DateRangeValue) => void>();
  render(<DateRangePicker id="rango" now={NOW} onChange={onChange} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Abrir calendario de Desde' }));
  const dialog = screen.getByRole('dialog', { name: 'Calendario de Desde' });
  return { onChange, user, dialog };
}

describe('calendar popover', () => {
  it('opens on the field date with Spanish month and Monday-first day names, today focused', async () => {
    const { dialog } = await openDesdeCalendar();
    const box = within(dialog);
    expect(box.getByRole('heading').textContent).toBe('Abril 2026');
    expect(box.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom']);
    expect(document.activeElement).toBe(box.getByRole('button', { name: 'miércoles, 15 de abril de 2026' }));
    expect(box.getByRole('button', { name: 'miércoles, 15 de abril de 2026' }).getAttribute('aria-current')).toBe('date');
    // April 2026 starts on a Wednesday: the first row begins with Monday 30 March.
    expect(box.getAllByRole('row')[1]!.textContent).toBe('303112345');
  });

  it('moves by day and week with the arrows, by month with PageUp/PageDown, and picks with Enter', async () => {
    const { onChange, user, dialog } = await openDesdeCalendar();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(document.activeElement!.getAttribute('aria-label')).toBe('viernes, 24 de abril de 2026');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement!.getAttribute('aria-label')).toBe('jueves, 16 de abril de 2026');
    await user.keyboard('{PageUp}');
    expect(within(dialog).getByRole('heading').textContent).toBe('Marzo 2026');
    expect(document.activeElement!.getAttribute('aria-label')).toBe('lunes, 16 de marzo de 2026');
    await user.keyboard('{PageDown}{PageDown}');
    expect(within(dialog).getByRole('heading').textContent).toBe('Mayo 2026');
    await user.keyboard('{PageUp}{PageUp}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const desde = screen.getByLabelText('Desde') as HTMLInputElement;
    expect(desde.value).toBe('16/03/2026');
    expect(document.activeElement).toBe(desde);
    expect(onChange.mock.calls[0]![0]).toMatchObject({ desde: '16/03/2026', hasta: '15/04/2026' });
  });

  it('clamps the day when paging into a shorter month (31/01 → 28/02)', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker id="rango" now={NOW} defaultValue={{ desde: '31/01/2026', hasta: '15/04/2026' }} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abrir calendario de Desde' }));
    await user.keyboard('{PageDown}');
    expect(document.activeElement!.getAttribute('aria-label')).toBe('sábado, 28 de febrero de 2026');
  });

  it('closes with Escape without changing the field and gives the focus back to it', async () => {
    const { onChange, user } = await openDesdeCalendar();
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const desde = screen.getByLabelText('Desde') as HTMLInputElement;
    expect(desde.value).toBe('15/04/2026');
    expect(document.activeElement).toBe(desde);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks a day with the mouse, and refuses it when it falls after Hasta', async () => {
    const { onChange, user, dialog } = await openDesdeCalendar();
    await user.click(within(dialog).getByRole('button', { name: 'martes, 21 de abril de 2026' }));
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('21/04/2026');
    expect(screen.getByRole('alert').querySelector('p')!.textContent).toBe("La fecha 'Desde' no puede ser posterior a la fecha 'Hasta'");
    expect(onChange).not.toHaveBeenCalled();
  });

  it('pages months with the header buttons and opens from the input with Alt+ArrowDown', async () => {
    render(<DateRangePicker id="rango" now={NOW} onChange={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Hasta'));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = screen.getByRole('dialog', { name: 'Calendario de Hasta' });
    await user.click(within(dialog).getByRole('button', { name: 'Mes siguiente' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Mayo 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Mes anterior' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mes anterior' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Marzo 2026');
  });

  it('closes when the focus leaves the field and its calendar with Tab', async () => {
    const { user } = await openDesdeCalendar();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when clicking outside', async () => {
    const { user } = await openDesdeCalendar();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
