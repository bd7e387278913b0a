import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ArticleSearchDocument,
  ArticleSearchOptionsDocument,
  type ArticleFieldsFragment,
  type ArticleSearchQueryVariables,
} from '../../web/src/generated/graphql';
import { ArticleSearch } from '../../web/src/widgets/lookup/ArticleSearch';
import { formatPrice } from '../../web/src/widgets/lookup/article-search';
import { api, server } from './msw';
import { renderWithApi } from './render-api';

/** Factory: an article as the API returns it. */
function article(overrides: Partial<ArticleFieldsFragment> & Pick<ArticleFieldsFragment, 'id' | 'code' | 'name'>): ArticleFieldsFragment {
  return {
    __typename: 'Article',
    typeId: 1,
    typeName: 'COMERCIAL',
    sectionId: 10,
    sectionName: 'PEQUEÑOS ELECTRODOMÉSTICOS',
    unit: 'UNIDAD',
    price: '39.90',
    taxed: true,
    ...overrides,
  };
}

const CATALOGUE = [
  article({ id: 1, code: 'PE-001', name: 'CAFETERA DE GOTEO 12 TAZAS' }),
  article({ id: 2, code: 'PE-002', name: 'CAFETERA EXPRESO 15 BAR', price: '1129.00' }),
  article({ id: 3, code: 'TEC-001', name: 'CABLE HDMI 2.0 DE 1.8 M', sectionId: 11, sectionName: 'TECNOLOGÍA', price: '8.50' }),
  article({ id: 4, code: 'LB-001', name: 'REFRIGERADORA NO FROST 14 PIES', sectionId: 12, sectionName: 'LÍNEA BLANCA', price: '749.00' }),
];

/** A fake API: the options of the setup and a search that answers every article merely containing the text (the widget keeps prefixes only). */
function serve(setup: Partial<{ mode: 'NAME' | 'CODE'; typeId: number | null; sectionId: number | null }> = {}) {
  const sent: ArticleSearchQueryVariables[] = [];
  server.use(
    api.query(ArticleSearchOptionsDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          articleCatalogOptions: {
            __typename: 'ArticleCatalogOptions',
            sections: [
              { __typename: 'ArticleSection', id: 12, name: 'LÍNEA BLANCA', articleCount: 5 },
              { __typename: 'ArticleSection', id: 10, name: 'PEQUEÑOS ELECTRODOMÉSTICOS', articleCount: 9 },
              { __typename: 'ArticleSection', id: 11, name: 'TECNOLOGÍA', articleCount: 10 },
            ],
            types: [
              { __typename: 'ArticleType', id: 1, name: 'COMERCIAL' },
              { __typename: 'ArticleType', id: 2, name: 'SERVICIO' },
            ],
          },
          articleSearchSetup: {
            __typename: 'ArticleSearchSetup',
            transactionType: 1,
            mode: 'NAME',
            typeId: 1,
            sectionId: null,
            priceList: 'SALE',
            limit: 10,
            ...setup,
          },
        },
      }),
    ),
    api.query(ArticleSearchDocument, ({ variables }) => {
      sent.push(variables);
      const text = variables.text.toLowerCase();
      const items = CATALOGUE.filter(
        (a) =>
          (variables.mode === 'CODE' ? a.code : a.name).toLowerCase().includes(text) && (variables.sectionId == null || a.sectionId === variables.sectionId),
      );
      return HttpResponse.json({ data: { __typename: 'Query', articleSearch: { __typename: 'ArticlePage', totalCount: items.length, items } } });
    }),
  );
  return sent;
}

async function setup(setupValues?: Parameters<typeof serve>[0]) {
  const sent = serve(setupValues);
  const onSelect = vi.fn();
  const onNoMatch = vi.fn();
  renderWithApi(<ArticleSearch companyId={1} transactionType={1} onSelect={onSelect} onNoMatch={onNoMatch} />);
  const input = (await screen.findByRole('combobox', { name: 'Artículo' })) as HTMLInputElement;
  return { sent, onSelect, onNoMatch, input, user: userEvent.setup() };
}

/** The suggestions of the autocomplete (the selects' options are options too). */
const suggestions = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });
const options = () => suggestions().map((o) => o.querySelector('.autocomplete__label')!.textContent);

describe('article search widget', () => {
  it("starts with the document's setup: by name, type COMERCIAL, every section", async () => {
    await setup();
    expect((screen.getByRole('radio', { name: 'Nombre' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Tipo de artículo' }) as HTMLSelectElement).value).toBe('1');
    expect((screen.getByRole('combobox', { name: 'Sección' }) as HTMLSelectElement).value).toBe('');
  });

  it('asks on letters and digits with the filters, keeps prefix matches ignoring case, and Enter picks the highlighted one', async () => {
    const { sent, onSelect, input, user } = await setup();
    await user.type(input, 'caf');
    await waitFor(() => expect(options()).toEqual(['CAFETERA DE GOTEO 12 TAZAS', 'CAFETERA EXPRESO 15 BAR']));
    expect(sent.map((v) => v.text)).toEqual(['c', 'ca', 'caf']);
    expect(sent.at(-1)).toEqual({ companyId: 1, text: 'caf', mode: 'NAME', typeId: 1, sectionId: null, transactionType: 1 });
    // The second line: code, section and the es-EC price.
    expect(suggestions()[1]!.textContent).toContain('PE-002 · PEQUEÑOS ELECTRODOMÉSTICOS · $ 1.129,00');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(CATALOGUE[1]);
    expect(input.value).toBe('CAFETERA EXPRESO 15 BAR');
  });

  it('a name that only contains the text is not offered', async () => {
    const { input, user, onNoMatch } = await setup();
    await user.type(input, 'hdmi');
    await waitFor(() => expect(onNoMatch).toHaveBeenCalledWith('h'));
    expect(options()).toEqual([]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('does not ask on Tab, arrows, Shift, space or Ctrl+letter', async () => {
    const { sent, input } = await setup();
    fireEvent.change(input, { target: { value: 'ca' } });
    for (const key of [
      { key: 'Tab', code: 'Tab' },
      { key: 'ArrowLeft', code: 'ArrowLeft' },
      { key: 'Shift', code: 'ShiftLeft' },
      { key: ' ', code: 'Space' },
      { key: 'c', code: 'KeyC', ctrlKey: true },
    ]) {
      fireEvent.keyUp(input, key);
    }
    expect(sent).toEqual([]);
    fireEvent.keyUp(input, { key: '1', code: 'Numpad1' });
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('after an empty answer it stops asking while the text still starts with it, and asks again once the text changes', async () => {
    const { sent, input, user } = await setup();
    await user.type(input, 'x');
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    await user.type(input, 'yz');
    expect(sent.map((v) => v.text)).toEqual(['x']);
    await user.clear(input);
    await user.type(input, 'r');
    await waitFor(() => expect(options()).toEqual(['REFRIGERADORA NO FROST 14 PIES']));
    expect(sent.map((v) => v.text)).toEqual(['x', 'r']);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('searching by code matches the start of the code and shows it first', async () => {
    const { sent, input, user } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Código' }));
    const byCode = screen.getByRole('combobox', { name: 'Artículo' }) as HTMLInputElement;
    expect(byCode.placeholder).toBe('Comienzo del código');
    await user.type(byCode, 'pe-00');
    await waitFor(() => expect(options()).toEqual(['PE-001 CAFETERA DE GOTEO 12 TAZAS', 'PE-002 CAFETERA EXPRESO 15 BAR']));
    expect(sent.at(-1)).toMatchObject({ text: 'pe-00', mode: 'CODE' });
    expect(input).not.toBe(byCode);
  });

  it('the section and type filters go with the search; changing one starts over', async () => {
    const { sent, input, user } = await setup({ sectionId: 11 });
    expect((screen.getByRole('combobox', { name: 'Sección' }) as HTMLSelectElement).value).toBe('11');
    await user.type(input, 'ca');
    await waitFor(() => expect(options()).toEqual(['CABLE HDMI 2.0 DE 1.8 M']));
    expect(sent.at(-1)).toMatchObject({ sectionId: 11, typeId: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de artículo' }), 'Todos los tipos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sección' }), 'Todas las secciones');
    const fresh = screen.getByRole('combobox', { name: 'Artículo' }) as HTMLInputElement;
    expect(fresh.value).toBe('');
    await user.type(fresh, 'c');
    await waitFor(() => expect(options()).toEqual(['CAFETERA DE GOTEO 12 TAZAS', 'CAFETERA EXPRESO 15 BAR', 'CABLE HDMI 2.0 DE 1.8 M']));
    expect(sent.at(-1)).toMatchObject({ text: 'c', typeId: 0, sectionId: null });
  });
});

describe('article price format', () => {
  it('writes es-EC money without floating point', () => {
    expect(formatPrice('0.50')).toBe('$ 0,50');
    expect(formatPrice('1234567.05')).toBe('$ 1.234.567,05');
    expect(formatPrice('-12.30')).toBe('-$ 12,30');
  });
});
