import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuickStateFilter } from '../../../web/src/widgets/forms/QuickStateFilter';
import { filterByStates, type QuickFilterMode } from '../../../web/src/widgets/forms/quick-filter';

interface Invoice {
  numero: string;
  estado: string;
}

const STATES = [
  { value: 'AUT', label: 'Autorizada' },
  { value: 'PEN', label: 'Pendiente' },
  { value: 'REC', label: 'Rechazada' },
  { value: 'ANU', label: 'Anulada' },
];

// 3 authorised, 2 pending, 1 rejected, none cancelled.
const INVOICES: Invoice[] = ['AUT', 'PEN', 'AUT', 'REC', 'PEN', 'AUT'].map((estado, i) => ({ numero: `001-001-00000000${i + 1}`, estado }));

function Harness({ mode }: { mode: QuickFilterMode }) {
  const [selected, setSelected] = useState<string[]>([]);
  const shown = filterByStates(INVOICES, (r) => r.estado, selected);
  return (
    <>
      <QuickStateFilter states={STATES} records={INVOICES} stateOf={(r) => r.estado} mode={mode} selected={selected} onChange={setSelected} />
      <output aria-label="Seleccionados">{selected.join(',')}</output>
      <ul aria-label="Facturas">
        {shown.map((r) => (
          <li key={r.numero}>{r.estado}</li>
        ))}
      </ul>
    </>
  );
}

const chip = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const pressed = () =>
  within(screen.getByRole('group', { name: 'Filtro rápido por estado' }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.firstChild!.textContent);
const shownStates = () =>
  within(screen.getByRole('list', { name: 'Facturas' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('quick state filter', () => {
  it('shows each state with the count of matching records, zero included', () => {
    render(<Harness mode="single" />);
    const chips = within(screen.getByRole('group', { name: 'Filtro rápido por estado' })).getAllByRole('button');
    expect(chips.map((c) => [c.firstChild!.textContent, c.querySelector('.chip__count')!.textContent])).toEqual([
      ['Autorizada', '3'],
      ['Pendiente', '2'],
      ['Rechazada', '1'],
      ['Anulada', '0'],
    ]);
    expect(screen.getByRole('button', { name: 'Anulada 0' })).toBe(chips[3]);
    expect(chips[0]!.getAttribute('title')).toBe('3 registros');
    expect(chips[2]!.getAttribute('title')).toBe('1 registro');
  });

  it('single mode keeps one state: choosing another replaces it, choosing it again clears it', async () => {
    render(<Harness mode="single" />);
    const user = userEvent.setup();
    await user.click(chip('Pendiente'));
    expect(pressed()).toEqual(['Pendiente']);
    expect(shownStates()).toEqual(['PEN', 'PEN']);
    await user.click(chip('Autorizada'));
    expect(pressed()).toEqual(['Autorizada']);
    expect(screen.getByLabelText('Seleccionados').textContent).toBe('AUT');
    await user.click(chip('Autorizada'));
    expect(pressed()).toEqual([]);
    expect(shownStates()).toHaveLength(6);
  });

  it('multiple mode adds states and clears only the one chosen again', async () => {
    render(<Harness mode="multiple" />);
    const user = userEvent.setup();
    await user.click(chip('Autorizada'));
    await user.click(chip('Rechazada'));
    expect(screen.getByLabelText('Seleccionados').textContent).toBe('AUT,REC');
    expect(shownStates()).toEqual(['AUT', 'AUT', 'REC', 'AUT']);
    await user.click(chip('Autorizada'));
    expect(pressed()).toEqual(['Rechazada']);
    expect(shownStates()).toEqual(['REC']);
  });

  it('works from the keyboard: Tab to a chip, Enter or Space toggles it', async () => {
    render(<Harness mode="multiple" />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(pressed()).toEqual(['Autorizada', 'Pendiente']);
    await user.keyboard(' ');
    expect(pressed()).toEqual(['Autorizada']);
  });
});
