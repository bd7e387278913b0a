import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CompanyFilter, DEFAULT_COMPANY_FILTER } from '../../../web/src/widgets/forms/CompanyFilter';
import { matchesCompanyFilter, type CompanyFilterValue } from '../../../web/src/widgets/forms/company-filter';

function Harness({ onSubmit }: { onSubmit: (v: CompanyFilterValue) => void }) {
  const [value, setValue] = useState(DEFAULT_COMPANY_FILTER);
  return <CompanyFilter id="emp" value={value} onChange={setValue} onSubmit={onSubmit} />;
}

function setup() {
  const onSubmit = vi.fn<(v: CompanyFilterValue) => void>();
  render(<Harness onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('company list filter', () => {
  it("offers exactly the statuses 'Activa' 1, 'Inactiva' 0, 'Demo' 2, 'Todas' -1", () => {
    setup();
    const options = [...(screen.getByLabelText('Estado') as HTMLSelectElement).options];
    expect(options.map((o) => [o.textContent, o.value])).toEqual([
      ['Activa', '1'],
      ['Inactiva', '0'],
      ['Demo', '2'],
      ['Todas', '-1'],
    ]);
  });

  it('emits { modo bycoding, filtro, emp_activa } on Enter in the text', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Acceso de la empresa'), '  andina {Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ modo: 'bycoding', filtro: 'andina', emp_activa: -1 });
  });

  it.each([
    ['Activa', 1],
    ['Inactiva', 0],
    ['Demo', 2],
    ['Todas', -1],
  ] as const)("emits emp_activa %s as %i with the 'Buscar' button", async (label, code) => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByLabelText('Estado'), label);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ modo: 'bycoding', filtro: '', emp_activa: code });
  });

  it('emits modo byruc with the typed digits', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'RUC' }));
    await user.type(screen.getByLabelText('RUC de la empresa'), '1792456134001');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Activa');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ modo: 'byruc', filtro: '1792456134001', emp_activa: 1 });
  });

  it('drops letters in RUC mode with a message', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'RUC' }));
    const input = screen.getByLabelText('RUC de la empresa') as HTMLInputElement;
    await user.type(input, '17a9-2');
    expect(input.value).toBe('1792');
    expect(screen.getByText('El RUC solo admite números')).not.toBeNull();
    await user.type(input, '4');
    expect(input.value).toBe('17924');
    expect(screen.queryByText('El RUC solo admite números')).not.toBeNull();
    await user.type(input, '{Backspace}');
    expect(screen.queryByText('El RUC solo admite números')).toBeNull();
  });

  it('refuses a 14th digit in RUC mode with a message', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'RUC' }));
    const input = screen.getByLabelText('RUC de la empresa') as HTMLInputElement;
    await user.type(input, '17924561340019');
    expect(input.value).toBe('1792456134001');
    expect(screen.getByText('El RUC no puede tener más de 13 dígitos')).not.toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('El RUC no puede tener más de 13 dígitos').id);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ modo: 'byruc', filtro: '1792456134001', emp_activa: -1 });
  });

  it('keeps only the digits of the text when switching to RUC mode', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Acceso de la empresa'), 'emp17');
    await user.click(screen.getByRole('radio', { name: 'RUC' }));
    expect((screen.getByLabelText('RUC de la empresa') as HTMLInputElement).value).toBe('17');
  });
});

describe('matchesCompanyFilter', () => {
  const andina = { emp_coding: 'andina', emp_ruc: '1792456134001', emp_activa: 1 };
  const blocked = { emp_coding: 'elconstructor', emp_ruc: '1802456713001', emp_activa: 3 };

  it('matches the access code anywhere in any case, and the RUC from its start', () => {
    expect(matchesCompanyFilter(andina, { modo: 'bycoding', filtro: 'NDI', emp_activa: -1 })).toBe(true);
    expect(matchesCompanyFilter(andina, { modo: 'byruc', filtro: '1792', emp_activa: -1 })).toBe(true);
    expect(matchesCompanyFilter(andina, { modo: 'byruc', filtro: '2456', emp_activa: -1 })).toBe(false);
  });

  it("keeps every state with 'Todas' and only the chosen one otherwise", () => {
    expect(matchesCompanyFilter(blocked, { modo: 'bycoding', filtro: '', emp_activa: -1 })).toBe(true);
    expect(matchesCompanyFilter(blocked, { modo: 'bycoding', filtro: '', emp_activa: 1 })).toBe(false);
    expect(matchesCompanyFilter(andina, { modo: 'bycoding', filtro: '', emp_activa: 0 })).toBe(false);
  });
});
