import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DoctorsQueryVariables, ExtendDoctorTrialMutationVariables, SetDoctorValidityMutationVariables } from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { mockMe, renderApp } from '../render-app';
import { CEVALLOS, mockDoctors, mockExtend, mockSetValidity, ORDONEZ, TORRES } from './doctor-mocks';

type User = ReturnType<typeof userEvent.setup>;

async function openPage(path = '/medicosadm/1', calls: DoctorsQueryVariables[] = [], rights?: { canChangeValidity: boolean; canExtendTrial: boolean }) {
  mockMe(adminUser());
  mockDoctors([CEVALLOS, TORRES, ORDONEZ], calls, rights);
  renderApp(path);
  const grid = await screen.findByRole('grid', { name: 'Médicos' });
  await within(grid).findByText(CEVALLOS.fullName);
  return { grid, user: userEvent.setup() };
}

const rowOf = (grid: HTMLElement, name: string) => within(grid).getByText(name).closest('[role="row"]') as HTMLElement;
const cellOf = (row: HTMLElement, column: string) => row.querySelector<HTMLElement>(`[data-column="${column}"]`)!;
const pick = async (user: User, grid: HTMLElement, name: string) => user.click(within(rowOf(grid, name)).getByRole('checkbox'));

async function closePopup(user: User): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.querySelector('.popup__text')?.textContent ?? dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  return text;
}

describe('/medicosadm', () => {
  it('shows the columns with the plan state and validity as coloured tags, and the total', async () => {
    const { grid } = await openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administración de médicos');
    const torres = rowOf(grid, TORRES.fullName);
    const state = cellOf(torres, 'pla_estado_str').querySelector<HTMLElement>('.rgrid__badge')!;
    expect([state.textContent, state.style.background]).toEqual(['CADUCADO', 'crimson']);
    expect(cellOf(torres, 'caducaen').textContent).toBe('Caducó hace 30 días');
    expect(cellOf(torres, 'pla_fecini').textContent).toBe('24/09/2026');
    const validity = cellOf(rowOf(grid, ORDONEZ.fullName), 'med_valido_str').querySelector<HTMLElement>('.rgrid__badge')!;
    expect([validity.textContent, validity.style.background]).toEqual(['VÁLIDO', 'limegreen']);
    expect(screen.getByRole('navigation', { name: 'Páginas de la lista de médicos' }).textContent).toContain('3 médicos');
  });

  it('searches by ID or name (an empty text gets the spec warning) and applies the filters as they change', async () => {
    const calls: DoctorsQueryVariables[] = [];
    const { user } = await openPage('/medicosadm/1', calls);
    const form = screen.getByRole('search', { name: 'Buscar médicos' });
    await user.click(within(form).getByRole('button', { name: 'Buscar' }));
    expect(await closePopup(user)).toBe('INGRESE LA CÉDULA O RUC DEL MÉDICO PARA BUSCAR POR CED/RUC');
    await user.selectOptions(within(form).getByLabelText('Buscar por'), 'NAME');
    await user.click(within(form).getByRole('button', { name: 'Buscar' }));
    expect(await closePopup(user)).toBe('INGRESE LA CÉDULA O RUC DEL MÉDICO PARA BUSCAR POR NOMBRE');
    await user.type(within(form).getByLabelText('Texto a buscar'), 'belen{Enter}');
    await waitFor(() => expect(calls.at(-1)!.filter).toEqual({ searchBy: 'NAME', text: 'belen', planType: null, planState: null, validity: null }));
    await user.selectOptions(within(form).getByLabelText('Estado del plan'), 'Por caducar');
    await user.selectOptions(within(form).getByLabelText('Validez'), 'No válido');
    await waitFor(() => expect(calls.at(-1)!.filter).toEqual({ searchBy: 'NAME', text: 'belen', planType: null, planState: 'EXPIRING', validity: 'INVALID' }));
    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(calls.at(-1)!.filter).toEqual({ searchBy: null, text: null, planType: null, planState: null, validity: null }));
  });

  it('with modo 1 toggles the validity of the chosen doctor after a confirmation (to validate -> valid)', async () => {
    const calls: SetDoctorValidityMutationVariables[] = [];
    mockSetValidity(calls);
    const { grid, user } = await openPage();
    await user.click(cellOf(rowOf(grid, CEVALLOS.fullName), 'med_valido_str'));
    const confirmDialog = await screen.findByRole('alertdialog');
    expect(confirmDialog.textContent).toContain('¿Marcar al médico CEVALLOS ANDRADE MARÍA BELÉN como VÁLIDO?');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);
    await user.click(cellOf(rowOf(grid, ORDONEZ.fullName), 'med_valido_str'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(calls).toEqual([{ doctorId: ORDONEZ.id, validity: 'INVALID' }]));
  });

  it('with modo 0, or without the right, answers the info message and sends nothing', async () => {
    const calls: SetDoctorValidityMutationVariables[] = [];
    mockSetValidity(calls);
    const { grid, user } = await openPage('/medicosadm/0');
    await user.click(cellOf(rowOf(grid, CEVALLOS.fullName), 'med_valido_str'));
    expect(await closePopup(user)).toBe('No tiene los permisos para realizar esta acción');
    await pick(user, grid, TORRES.fullName);
    await user.keyboard('{F3}');
    expect(await closePopup(user)).toBe('No tiene los permisos para realizar esta acción');
    expect(calls).toEqual([]);
  });

  it('extends the chosen test plans by 1 day by default or the days typed; 0 days gets the spec warning; a paid plan is refused', async () => {
    const calls: ExtendDoctorTrialMutationVariables[] = [];
    mockExtend(calls);
    const { grid, user } = await openPage();
    await user.keyboard('{F4}');
    expect(await closePopup(user)).toBe('Seleccione los médicos a los que se va a extender el período de prueba');
    await pick(user, grid, ORDONEZ.fullName);
    await user.keyboard('{F4}');
    expect(await closePopup(user)).toBe('Solo se extiende el período de prueba; tienen un plan pagado o no tienen plan: ORDÓÑEZ VINTIMILLA JUAN CARLOS');
    await pick(user, grid, ORDONEZ.fullName);
    await pick(user, grid, CEVALLOS.fullName);
    await pick(user, grid, TORRES.fullName);
    await user.keyboard('{F4}');
    const dialog = await screen.findByRole('dialog', { name: 'Extender período de prueba' });
    const days = within(dialog).getByLabelText('Días a extender') as HTMLInputElement;
    expect(days.value).toBe('1');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Extender' }));
    expect(await closePopup(user)).toBe('Debe indicar el número de días que se va a extender');
    await user.clear(days);
    await user.type(days, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Extender' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          days: 15,
          plans: [
            { doctorId: CEVALLOS.id, planStart: CEVALLOS.planStart },
            { doctorId: TORRES.id, planStart: TORRES.planStart },
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extender período de prueba' })).toBeNull());
    expect(await screen.findByText('Período de prueba extendido 15 días para 2 médicos')).toBeTruthy();
  });
});
