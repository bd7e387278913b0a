import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ReferenteLookupDocument, type ReferenteFieldsFragment, type ReferenteLookupQueryVariables } from '../../../web/src/generated/graphql';
import { ReferenteLookup } from '../../../web/src/widgets/lookup/ReferenteLookup';
import type { DocumentType } from '../../../api/src/domain/referente-id';
import { EMPTY_REFERENTE } from '../../../web/src/widgets/lookup/referente-form';
import { api, server } from '../msw';
import { renderWithApi } from '../render-api';
import { referente } from './render';

/** Answers the lookup (after `latency` ms) with estado 1 and the referente, or estado 2 with null; records what was asked. */
function mockLookup(found: ReferenteFieldsFragment | null, latency = 0) {
  const sent: ReferenteLookupQueryVariables[] = [];
  server.use(
    api.query(ReferenteLookupDocument, async ({ variables }) => {
      sent.push(variables);
      if (latency) await delay(latency);
      return HttpResponse.json({
        data: { __typename: 'Query', referenteLookup: { __typename: 'ReferenteLookup', estado: found ? 'FOUND' : 'NOT_REGISTERED', ref: found } },
      });
    }),
  );
  return sent;
}

function setup(documentType?: DocumentType) {
  const onChange = vi.fn();
  const onFound = vi.fn();
  const onNull = vi.fn();
  renderWithApi(<ReferenteLookup companyId={1} documentType={documentType} onChange={onChange} onFound={onFound} onNull={onNull} />);
  return { onChange, onFound, onNull, user: userEvent.setup() };
}

describe('referente lookup search mode', () => {
  it('searches by CI/RUC by default and remembers the chosen mode under TIPO_BUSCA_REF', async () => {
    const { user } = setup();
    expect(screen.getByRole('radio', { name: 'CI/RUC' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'CI/RUC del referente' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Código' }));
    expect(window.localStorage.getItem('TIPO_BUSCA_REF')).toBe('byid');
    expect(screen.getByRole('textbox', { name: 'Código del referente' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'CI/RUC' }));
    expect(window.localStorage.getItem('TIPO_BUSCA_REF')).toBe('byced');
  });

  it('starts in the mode stored under TIPO_BUSCA_REF', () => {
    window.localStorage.setItem('TIPO_BUSCA_REF', 'byid');
    setup();
    expect(screen.getByRole('radio', { name: 'Código' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Código del referente' })).toBeTruthy();
  });
});

describe('referente lookup answers', () => {
  it('fills the fields and runs onFound when the API answers estado 1', async () => {
    const found = referente();
    const sent = mockLookup(found);
    const { user, onChange, onFound, onNull } = setup();
    await user.type(screen.getByRole('textbox', { name: 'CI/RUC del referente' }), '1710034065{Enter}');
    await waitFor(() => expect(onFound).toHaveBeenCalledExactlyOnceWith(found));
    expect(sent).toEqual([{ companyId: 1, mode: 'BYCED', search: '1710034065', documentType: null }]);
    expect(onChange).toHaveBeenLastCalledWith({
      id: 15,
      idNumber: '1710034065',
      idType: '05',
      name: 'MARÍA JOSÉ',
      surname: 'ÑANDÚ QUISHPE',
      address: 'Av. Amazonas N21-45 y Roca, Quito',
      phone: '02-2541236',
      email: 'maria.nandu@gmail.com',
      mobile: '0987654321',
      userNumber: 1,
    });
    expect(onNull).not.toHaveBeenCalled();
  });

  it('looks up by code in code mode with the Buscar button', async () => {
    window.localStorage.setItem('TIPO_BUSCA_REF', 'byid');
    const found = referente({ id: 42, idNumber: '1790016919001', idType: 'RUC', name: 'ÑANDÚ EXPORT S.A.', surname: null });
    const sent = mockLookup(found);
    const { user, onFound } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Código del referente' }), '42');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onFound).toHaveBeenCalledExactlyOnceWith(found));
    expect(sent).toEqual([{ companyId: 1, mode: 'BYID', search: '42', documentType: null }]);
  });

  it("warns 'Referente no registrado' on estado 2, keeps the typed number as a new cédula and runs onNull", async () => {
    mockLookup(null);
    const { user, onChange, onFound, onNull } = setup();
    const input = screen.getByRole('textbox', { name: 'CI/RUC del referente' }) as HTMLInputElement;
    await user.type(input, '0102030400{Enter}');
    await waitFor(() => expect(onNull).toHaveBeenCalledExactlyOnceWith('0102030400'));
    const toast = await screen.findByText('Referente no registrado');
    expect(toast.closest('.toast')!.className).toContain('toast--warning');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_REFERENTE, idNumber: '0102030400', idType: '05' });
    expect(input.value).toBe('0102030400');
    expect(onFound).not.toHaveBeenCalled();
  });

  it('asks once when Enter is pressed again before the answer arrives', async () => {
    const sent = mockLookup(null, 100);
    const { user, onNull } = setup();
    await user.type(screen.getByRole('textbox', { name: 'CI/RUC del referente' }), '0102030400{Enter}{Enter}');
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(onNull).toHaveBeenCalledOnce());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onNull).toHaveBeenCalledTimes(2));
    expect(sent).toHaveLength(2);
  });

  it('keeps a typed RUC that is not registered with clp_tipoid 04', async () => {
    mockLookup(null);
    const { user, onChange } = setup();
    await user.type(screen.getByRole('textbox', { name: 'CI/RUC del referente' }), '1790016919001{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_REFERENTE, idNumber: '1790016919001', idType: '04' }));
  });
});

describe('referente lookup validation', () => {
  it.each<[string, DocumentType | undefined, string]>([
    ['1710034064', undefined, 'Ingrese un numero de cédula válido'],
    ['1790016918001', undefined, 'Ingrese un número de ruc válido'],
    ['12345', undefined, '¡El número de ruc o cédula no tiene el formato correcto!'],
    ['17100340651', undefined, '¡El número de ruc o cédula no tiene el formato correcto!'],
    ['1790016919001', 1, 'Ingrese un numero de cédula válido'],
    ['1710034065', 2, 'Ingrese un número de ruc válido'],
  ])('refuses %s (document type %s) with "%s", clears the fields and asks nothing', async (typed, documentType, message) => {
    const sent = mockLookup(referente());
    const { user, onChange, onNull } = setup(documentType);
    const input = screen.getByRole('textbox', { name: 'CI/RUC del referente' });
    await user.type(input, `${typed}{Enter}`);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(EMPTY_REFERENTE);
    expect(onNull).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('accepts the cédula a cédula document type asks for', async () => {
    const sent = mockLookup(referente());
    const { user, onFound } = setup(1);
    await user.type(screen.getByRole('textbox', { name: 'CI/RUC del referente' }), '1710034065{Enter}');
    await waitFor(() => expect(onFound).toHaveBeenCalledOnce());
    expect(sent[0]!.documentType).toBe('ID_CARD');
  });

  it('refuses a code that is not a number', async () => {
    window.localStorage.setItem('TIPO_BUSCA_REF', 'byid');
    const sent = mockLookup(referente());
    const { user, onChange } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Código del referente' }), '12a{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('El código del referente debe ser un número');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(EMPTY_REFERENTE);
    expect(sent).toEqual([]);
  });

  it.each([
    ['byced', 'CI/RUC del referente', 'Ingrese el número de CI/RUC del referente'],
    ['byid', 'Código del referente', 'Ingrese el código del referente'],
  ])('warns with the title ADVERTENCIA on an empty search in %s mode', async (mode, label, message) => {
    window.localStorage.setItem('TIPO_BUSCA_REF', mode);
    const sent = mockLookup(referente());
    const { user, onChange } = setup();
    const input = screen.getByRole('textbox', { name: label });
    await user.type(input, '   {Enter}');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('ADVERTENCIA');
    expect(within(dialog).getByText(message)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(sent).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });
});
