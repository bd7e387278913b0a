import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ReferenteSearchDocument, type ReferenteSearchQueryVariables } from '../../../web/src/generated/graphql';
import { ReferenteAutocomplete } from '../../../web/src/widgets/lookup/ReferenteAutocomplete';
import { api, server } from '../msw';
import { renderWithApi } from '../render-api';
import { referente } from './render';

const NANDU = referente();
const EXPORT = referente({ id: 16, idNumber: '1790016919001', idType: 'RUC', name: 'ÑANDÚ EXPORT S.A.', surname: null });
const QUISHPE = referente({ id: 17, idNumber: '1712345678', name: 'LUIS', surname: 'QUISHPE ÑANDÚ' });

describe('referente autocomplete', () => {
  it('asks referenteSearch for the company and lists the prefix matches with their CI/RUC', async () => {
    const sent: ReferenteSearchQueryVariables[] = [];
    server.use(
      api.query(ReferenteSearchDocument, ({ variables }) => {
        sent.push(variables);
        // QUISHPE ÑANDÚ only contains the text: the widget must leave it out.
        return HttpResponse.json({ data: { __typename: 'Query', referenteSearch: [NANDU, EXPORT, QUISHPE] } });
      }),
    );
    const onSelect = vi.fn();
    renderWithApi(<ReferenteAutocomplete companyId={3} name="referente" label="Referente por nombre" onSelect={onSelect} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Referente por nombre' });
    await user.type(input, 'ñ');
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(2));
    expect(sent).toEqual([{ companyId: 3, text: 'ñ', limit: 10 }]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['ÑANDÚ QUISHPE MARÍA JOSÉ1710034065', 'ÑANDÚ EXPORT S.A.1790016919001']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(EXPORT);
    expect((input as HTMLInputElement).value).toBe('ÑANDÚ EXPORT S.A.');
  });

  it('matches the start of the cédula/RUC and of the name written name first', async () => {
    server.use(api.query(ReferenteSearchDocument, () => HttpResponse.json({ data: { __typename: 'Query', referenteSearch: [NANDU, QUISHPE] } })));
    renderWithApi(<ReferenteAutocomplete companyId={3} name="referente" label="Referente por nombre" />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Referente por nombre' });
    await user.type(input, '1712');
    await waitFor(() => expect(screen.queryAllByRole('option').map((o) => o.textContent)).toEqual(['QUISHPE ÑANDÚ LUIS1712345678']));
    await user.clear(input);
    await user.type(input, 'maría j');
    await waitFor(() => expect(screen.queryAllByRole('option').map((o) => o.textContent)).toEqual(['ÑANDÚ QUISHPE MARÍA JOSÉ1710034065']));
  });

  it('only logs a failed search: no popup, no suggestions', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      api.query(ReferenteSearchDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'No existe la empresa con código 3', extensions: { code: 'BAD_USER_INPUT', field: 'companyId' } }],
        }),
      ),
    );
    renderWithApi(<ReferenteAutocomplete companyId={3} name="referente" label="Referente por nombre" />);
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Referente por nombre' }), 'ñ');
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryAllByRole('option')).toEqual([]);
  });
});
