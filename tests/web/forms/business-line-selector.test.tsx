import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_LINES } from '@domain/business-lines';
import { BusinessLineSelector } from '../../../web/src/widgets/forms/BusinessLineSelector';

function Harness({ onChange }: { onChange: (codes: number[], tacCods: string) => void }) {
  const [codes, setCodes] = useState<number[]>([]);
  return (
    <BusinessLineSelector
      id="lineas"
      value={codes}
      onChange={(next, tacCods) => {
        setCodes(next);
        onChange(next, tacCods);
      }}
    />
  );
}

function setup() {
  const onChange = vi.fn<(codes: number[], tacCods: string) => void>();
  render(<Harness onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

const checkedCodes = () =>
  within(screen.getByRole('list'))
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked)
    .map((c) => Number((c as HTMLInputElement).value));

describe('business-line selector', () => {
  it('lists every business line as a checkbox', () => {
    setup();
    const boxes = within(screen.getByRole('list')).getAllByRole('checkbox');
    expect(boxes).toHaveLength(BUSINESS_LINES.length);
    expect(screen.getByRole('checkbox', { name: 'Hotelería' })).not.toBeNull();
  });

  it.each([
    ['Con inventario', [1, 5, 7, 8, 9, 10, 11, 12, 13, 14, 17, 19], '1,5,7,8,9,10,11,12,13,14,17,19'],
    ['Con contabilidad', [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15, 16, 17, 19, 21, 22], '1,2,3,4,5,6,7,8,9,12,13,14,15,16,17,19,21,22'],
    ['Educación', [6, 16], '6,16'],
    ['Restaurantes', [14, 20, 23], '14,20,23'],
    ['Hoteles', [8, 18, 19], '8,18,19'],
  ])("preset '%s' selects exactly %j", async (label, codes, tacCods) => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Educación' }));
    await user.click(screen.getByRole('button', { name: label }));
    expect(onChange).toHaveBeenLastCalledWith(codes, tacCods);
    expect(checkedCodes()).toEqual(codes);
    expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('true');
  });

  it("'No asignar' (-1) is exclusive: it clears the lines and a line clears it", async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Hoteles' }));
    await user.click(screen.getByRole('checkbox', { name: 'No asignar' }));
    expect(onChange).toHaveBeenLastCalledWith([-1], '-1');
    expect(checkedCodes()).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Comercial' }));
    expect(onChange).toHaveBeenLastCalledWith([1], '1');
    expect((screen.getByRole('checkbox', { name: 'No asignar' }) as HTMLInputElement).checked).toBe(false);
  });

  it('ticks and unticks lines one by one, emitting codes in ascending order', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Restaurantes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Farmacias' }));
    expect(onChange).toHaveBeenLastCalledWith([5, 14], '5,14');
    await user.click(screen.getByRole('checkbox', { name: 'Restaurantes' }));
    expect(onChange).toHaveBeenLastCalledWith([5], '5');
  });

  it('filters the list by name without minding accents or case, and by code', async () => {
    const { user } = setup();
    const search = screen.getByRole('searchbox', { name: 'Buscar línea de negocio' });
    await user.type(search, 'HOTELERIA');
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['8Hotelería']);
    await user.clear(search);
    await user.type(search, '16');
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).value),
    ).toEqual(['16']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('Ninguna línea de negocio coincide con la búsqueda')).not.toBeNull();
  });

  it("'Todas' selects every line and 'Ninguna' clears the selection", async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Todas' }));
    expect(onChange.mock.lastCall![0]).toEqual(BUSINESS_LINES.map(([c]) => c));
    expect(screen.getByRole('group', { name: 'Líneas de negocio 23 seleccionadas' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ninguna' }));
    expect(onChange).toHaveBeenLastCalledWith([], '');
  });
});
