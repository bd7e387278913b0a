import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from '../../../web/src/widgets/forms/DateRangePicker';
import type { DateRangeValue } from '../../../web/src/widgets/forms/date-range';

const NOW = new Date(2026, 3, 15);

function setup(single = false) {
  const onChange = vi.fn<(value: DateRangeValue) => void>();
  render(<DateRangePicker id="rango" now={NOW} single={single} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, `${text}{Enter}`);
}

describe('date-range picker validation', () => {
  it.each(['31/02/2026', '15/13/2026', '15/04/2000', '1/4/2026', '15/04/26'])(
    "refuses '%s' with the spec's error, highlights 'Desde' and emits nothing",
    async (typed) => {
      const { onChange, user } = setup();
      const desde = screen.getByLabelText('Desde');
      await retype(user, desde, typed);
      const alert = screen.getByRole('alert');
      expect(alert.querySelector('p')!.textContent).toBe('UNA DE LAS FECHAS INGRESADAS ES INVÁLIDA');
      expect(alert.textContent).toContain('Revise: Desde');
      expect(desde.getAttribute('aria-invalid')).toBe('true');
      expect(desde.classList.contains('input-error')).toBe(true);
      expect(desde.getAttribute('aria-describedby')).toBe(alert.id);
      expect(screen.getByLabelText('Hasta').getAttribute('aria-invalid')).toBeNull();
      expect(onChange).not.toHaveBeenCalled();
    },
  );

  it('takes 01/01/2001, the first day after the year 2000, and refuses 31/12/2000', async () => {
    const { onChange, user } = setup();
    await retype(user, screen.getByLabelText('Desde'), '31/12/2000');
    expect(screen.getByRole('alert').querySelector('p')!.textContent).toBe('UNA DE LAS FECHAS INGRESADAS ES INVÁLIDA');
    await retype(user, screen.getByLabelText('Desde'), '01/01/2001');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      desde: '01/01/2001',
      hasta: '15/04/2026',
      from: new Date(2001, 0, 1),
      to: new Date(2026, 3, 15),
      fromIso: '2001-01-01',
      toIso: '2026-04-15',
    });
  });

  it('names both fields when both dates are invalid', async () => {
    const { user } = setup();
    await user.clear(screen.getByLabelText('Desde'));
    await retype(user, screen.getByLabelText('Hasta'), '30/02/2026');
    expect(screen.getByRole('alert').textContent).toContain('Revise: Desde y Hasta');
  });

  it('refuses a start after the end, naming both fields, and emits nothing', async () => {
    const { onChange, user } = setup();
    await retype(user, screen.getByLabelText('Desde'), '20/04/2026');
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')!.textContent).toBe("La fecha 'Desde' no puede ser posterior a la fecha 'Hasta'");
    expect(screen.getByLabelText('Desde').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Hasta').getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emits the typed range once it is valid and clears the error', async () => {
    const { onChange, user } = setup();
    await retype(user, screen.getByLabelText('Desde'), '31/02/2026');
    await retype(user, screen.getByLabelText('Desde'), '01/03/2026');
    await retype(user, screen.getByLabelText('Hasta'), '31/03/2026');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange.mock.calls.map(([v]) => [v.desde, v.hasta])).toEqual([
      ['01/03/2026', '15/04/2026'],
      ['01/03/2026', '31/03/2026'],
    ]);
    expect(onChange.mock.calls[1]![0].to).toEqual(new Date(2026, 2, 31));
  });

  it('writes the slashes while digits are typed', async () => {
    const { onChange, user } = setup();
    const desde = screen.getByLabelText('Desde') as HTMLInputElement;
    await user.clear(desde);
    await user.type(desde, '05012026');
    expect(desde.value).toBe('05/01/2026');
    await user.tab();
    await user.tab();
    expect(onChange.mock.calls[0]![0]).toMatchObject({ desde: '05/01/2026', hasta: '15/04/2026' });
  });

  it('commits when the field is left (past its calendar button), not only on Enter', async () => {
    const { onChange, user } = setup();
    const desde = screen.getByLabelText('Desde');
    await user.clear(desde);
    await user.type(desde, '99/99/2026');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir calendario de Desde' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Hasta'));
    expect(screen.getByRole('alert').textContent).toContain('UNA DE LAS FECHAS INGRESADAS ES INVÁLIDA');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("single-date mode (rep_fecha 1) has one 'Fecha' field and emits it as both desde and hasta", async () => {
    const { onChange, user } = setup(true);
    expect(screen.queryByLabelText('Desde')).toBeNull();
    expect(screen.queryByLabelText('Hasta')).toBeNull();
    await retype(user, screen.getByLabelText('Fecha'), '10/04/2026');
    expect(onChange.mock.calls[0]![0]).toMatchObject({ desde: '10/04/2026', hasta: '10/04/2026' });
    const presets = screen.getByRole('group', { name: 'Rangos rápidos' });
    expect([...presets.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Hoy', 'Ayer']);
  });

  it("single-date mode names 'Fecha' when the date is invalid", async () => {
    const { onChange, user } = setup(true);
    await retype(user, screen.getByLabelText('Fecha'), '32/01/2026');
    expect(screen.getByRole('alert').textContent).toBe('×UNA DE LAS FECHAS INGRESADAS ES INVÁLIDARevise: Fecha');
    expect(onChange).not.toHaveBeenCalled();
  });
});
