import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PickersDemo } from '../../../web/src/features/widgets-demo/PickersDemo';

const accessCodes = () =>
  within(screen.getByRole('table', { name: 'Empresas encontradas' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.firstChild!.textContent);

describe("widgets demo 'Fechas y filtros'", () => {
  it('filters the eight demo companies with what the company filter emits', async () => {
    render(<PickersDemo />);
    const user = userEvent.setup();
    expect(accessCodes()).toEqual(['andina', 'pacifico', 'farmaustro', 'lojaexpress', 'mitadmundo', 'sanmarcos', 'elconstructor', 'costena']);
    await user.selectOptions(screen.getByLabelText('Estado'), 'Demo');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(accessCodes()).toEqual(['sanmarcos']);
    expect(screen.getByText('{ "modo": "bycoding", "filtro": "", "emp_activa": 2 }')).not.toBeNull();
    await user.selectOptions(screen.getByLabelText('Estado'), 'Inactiva');
    await user.click(screen.getByRole('radio', { name: 'RUC' }));
    await user.type(screen.getByLabelText('RUC de la empresa'), '1391{Enter}');
    expect(accessCodes()).toEqual(['costena']);
  });

  it('shows the business lines the demo starts with as tac_cods', () => {
    render(<PickersDemo />);
    expect(screen.getByText('{ "tac_cods": "6,16" }')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Educación' }).getAttribute('aria-pressed')).toBe('true');
  });
});
