import { describe, expect, it } from 'vitest';
import { cutSms, monthDays, stepOneProblem, stepTwoProblem, type WizardState } from '../../../web/src/features/notifications/wizard-state';

const base: WizardState = {
  channel: 'EMAIL',
  message: '',
  functionIds: [],
  from: '2026-01-01',
  to: '2026-01-31',
  kind: 'REFERENTES',
  recipients: [],
  companyIds: [],
  plan: null,
};

describe('send wizard steps (spec 002 §5)', () => {
  it('step 1: message required for SMS and system; e-mail may go with a report function instead', () => {
    expect(stepOneProblem({ ...base, channel: 'SYSTEM', message: '<p> </p>' })).toBe('Ingrese por favor el mensaje a enviar.');
    expect(stepOneProblem({ ...base, channel: 'SMS', message: '  ' })).toBe('Ingrese por favor el mensaje a enviar.');
    expect(stepOneProblem({ ...base, channel: 'EMAIL', message: '<p></p>' })).toBe(
      'Ingrese por favor el mensaje o seleccione una funcion de la lista Reportes a enviar',
    );
    expect(stepOneProblem({ ...base, channel: 'EMAIL', message: '', functionIds: [1] })).toBeNull();
    expect(stepOneProblem({ ...base, channel: 'SYSTEM', message: '<p>Hola</p>' })).toBeNull();
  });

  it('step 2: at least one recipient, or a company when sending to all companies', () => {
    expect(stepTwoProblem(base)).toBe('Agregue al menos un referente para poder enviar la notificación.');
    expect(stepTwoProblem({ ...base, kind: 'COMPANIES' })).toBe('Seleccione una empresa a enviar la notificación');
    expect(stepTwoProblem({ ...base, kind: 'COMPANIES', companyIds: [3] })).toBeNull();
  });

  it('cuts SMS text at 160 characters and says so; February days come from the server', () => {
    expect(cutSms('a'.repeat(160))).toEqual({ text: 'a'.repeat(160), cut: false });
    expect(cutSms('ñ'.repeat(170))).toEqual({ text: 'ñ'.repeat(160), cut: true });
    expect(monthDays(29)).toEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
});
