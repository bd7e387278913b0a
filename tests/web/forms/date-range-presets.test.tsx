import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from '../../../web/src/widgets/forms/DateRangePicker';
import type { DateRangeValue } from '../../../web/src/widgets/forms/date-range';

// Wednesday 15/04/2026, mid-afternoon: the presets must ignore the time of day.
const NOW = new Date(2026, 3, 15, 16, 30);

function renderPicker(props: Partial<Parameters<typeof DateRangePicker>[0]> = {}) {
  const onChange = vi.fn<(value: DateRangeValue) => void>();
  render(<DateRangePicker id="rango" now={NOW} onChange={onChange} {...props} />);
  return { onChange, desde: screen.getByLabelText('Desde') as HTMLInputElement, hasta: screen.getByLabelText('Hasta') as HTMLInputElement };
}

describe('date-range picker presets', () => {
  it('starts on today for both fields (the default date range)', () => {
    const { desde, hasta } = renderPicker();
    expect([desde.value, hasta.value]).toEqual(['15/04/2026', '15/04/2026']);
    expect(screen.getByRole('button', { name: 'Hoy' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lists the eight presets in the spec order', () => {
    renderPicker();
    const group = screen.getByRole('group', { name: 'Rangos rápidos' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Hoy',
      'Ayer',
      'Semana',
      'Mes',
      'Mes anterior',
      'Año',
      'Futuro',
      'Próxima semana',
    ]);
  });

  it.each([
    ['Hoy', '15/04/2026', '15/04/2026'],
    ['Ayer', '14/04/2026', '14/04/2026'],
    ['Semana', '13/04/2026', '19/04/2026'],
    ['Mes', '01/04/2026', '30/04/2026'],
    ['Mes anterior', '01/03/2026', '31/03/2026'],
    ['Año', '01/01/2026', '31/12/2026'],
    ['Futuro', '15/04/2026', '15/04/2027'],
    ['Próxima semana', '20/04/2026', '26/04/2026'],
  ])("'%s' fills and emits %s – %s", async (label, from, to) => {
    const { onChange, desde, hasta } = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect([desde.value, hasta.value]).toEqual([from, to]);
    expect(onChange).toHaveBeenCalledTimes(1);
    const emitted = onChange.mock.calls[0]![0];
    expect([emitted.desde, emitted.hasta]).toEqual([from, to]);
    const iso = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');
    expect([emitted.fromIso, emitted.toIso]).toEqual([iso(from), iso(to)]);
    expect(emitted.from).toEqual(new Date(Number(from.slice(6)), Number(from.slice(3, 5)) - 1, Number(from.slice(0, 2))));
    expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('true');
  });

  it('takes today from the system clock when no now is given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 11, 31, 9, 0));
    const onChange = vi.fn();
    render(<DateRangePicker id="rango" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima semana' }));
    expect(onChange.mock.calls[0]![0]).toMatchObject({ desde: '05/01/2026', hasta: '11/01/2026' });
  });
});
