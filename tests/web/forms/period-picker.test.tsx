import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PeriodPicker } from '../../../web/src/widgets/forms/PeriodPicker';
import type { PeriodValue } from '../../../web/src/widgets/forms/period';

const NOW = new Date(2026, 4, 20); // 20/05/2026, in the second quarter

function setup(infPeriodo: number) {
  const onChange = vi.fn<(value: PeriodValue) => void>();
  render(<PeriodPicker id="periodo" infPeriodo={infPeriodo} now={NOW} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe('period picker by quarters (inf_periodo 4)', () => {
  it('starts on the quarter of today and shows its range', () => {
    setup(4);
    expect((screen.getByRole('radio', { name: 'Segundo trimestre' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Rango resultante/).textContent).toBe('Rango resultante: 01/04/2026 – 30/06/2026');
  });

  it.each([
    ['Primer trimestre', 2026, { anioa: 2026, mesa: 1, aniob: 2026, mesb: 3, desde: '01/01/2026', hasta: '31/03/2026' }],
    ['Tercer trimestre', 2026, { anioa: 2026, mesa: 7, aniob: 2026, mesb: 9, desde: '01/07/2026', hasta: '30/09/2026' }],
    ['Cuarto trimestre', 2025, { anioa: 2025, mesa: 10, aniob: 2025, mesb: 12, desde: '01/10/2025', hasta: '31/12/2025' }],
  ])('%s of %i emits its months and days', async (name, year, expected) => {
    const { onChange, user } = setup(4);
    if (year !== 2026) await user.selectOptions(screen.getByLabelText('Año'), String(year));
    await user.click(screen.getByRole('radio', { name }));
    expect(onChange).toHaveBeenLastCalledWith(expected);
  });

  it('Q2 2026 is 01/04/2026 – 30/06/2026 (months 4 to 6)', async () => {
    const { onChange, user } = setup(4);
    await user.click(screen.getByRole('radio', { name: 'Primer trimestre' }));
    await user.click(screen.getByRole('radio', { name: 'Segundo trimestre' }));
    expect(onChange).toHaveBeenLastCalledWith({ anioa: 2026, mesa: 4, aniob: 2026, mesb: 6, desde: '01/04/2026', hasta: '30/06/2026' });
  });

  it('ends the first quarter of a leap year on 31/03 and keeps the chosen quarter when the year changes', async () => {
    const { onChange, user } = setup(4);
    await user.click(screen.getByRole('radio', { name: 'Primer trimestre' }));
    await user.selectOptions(screen.getByLabelText('Año'), '2024');
    expect(onChange).toHaveBeenLastCalledWith({ anioa: 2024, mesa: 1, aniob: 2024, mesb: 3, desde: '01/01/2024', hasta: '31/03/2024' });
  });

  it('offers years from ten years back to next year', () => {
    setup(4);
    const years = [...(screen.getByLabelText('Año') as HTMLSelectElement).options].map((o) => o.value);
    expect(years[0]).toBe('2016');
    expect(years.at(-1)).toBe('2027');
  });
});

describe.each([2, 3])('period picker by months (inf_periodo %i)', (infPeriodo) => {
  it('starts on the current month and emits anioa/mesa to aniob/mesb with the month days', async () => {
    const { onChange, user } = setup(infPeriodo);
    expect(screen.getByText(/Rango resultante/).textContent).toBe('Rango resultante: 01/05/2026 – 31/05/2026');
    await user.selectOptions(screen.getByLabelText('Año desde'), '2025');
    await user.selectOptions(screen.getByLabelText('Mes desde'), 'Noviembre');
    await user.selectOptions(screen.getByLabelText('Mes hasta'), 'Febrero');
    expect(onChange).toHaveBeenLastCalledWith({ anioa: 2025, mesa: 11, aniob: 2026, mesb: 2, desde: '01/11/2025', hasta: '28/02/2026' });
  });

  it('refuses a start period after the end period and emits nothing for it', async () => {
    const { onChange, user } = setup(infPeriodo);
    await user.selectOptions(screen.getByLabelText('Mes desde'), 'Junio');
    expect(screen.getByRole('alert').textContent).toContain("El periodo 'Desde' no puede ser posterior al periodo 'Hasta'");
    expect(onChange).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Año hasta'), '2027');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ anioa: 2026, mesa: 6, aniob: 2027, mesb: 5, desde: '01/06/2026', hasta: '31/05/2027' });
  });
});
