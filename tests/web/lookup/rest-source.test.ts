import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { restItemsSource } from '../../../web/src/widgets/lookup/rest-source';
import { server } from '../msw';

describe('autocomplete over a configured REST address', () => {
  it('asks GET {uri}&{filter param}={text} and answers the items', async () => {
    let asked: URL | undefined;
    server.use(
      http.get('http://localhost/rest/empresas/tempresa/0', ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({ estado: 200, items: [{ emp_codigo: 1, emp_coding: 'andina' }] });
      }),
    );
    const fetchItems = restItemsSource<{ emp_codigo: number; emp_coding: string }>('empresas/tempresa/0?search&modo=bycoding', 'filtro');
    expect(await fetchItems('añ d')).toEqual([{ emp_codigo: 1, emp_coding: 'andina' }]);
    expect(asked!.searchParams.get('modo')).toBe('bycoding');
    expect(asked!.searchParams.get('filtro')).toBe('añ d');
    expect(asked!.searchParams.has('search')).toBe(true);
  });

  it('goes under /soporte in deployment mode 2 and starts the query when the address has none', async () => {
    window.__APP_CONFIG__ = { deployMode: 2 };
    let asked: URL | undefined;
    server.use(
      http.get('http://localhost/soporte/rest/articulos', ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({ estado: 200 });
      }),
    );
    expect(await restItemsSource('articulos', 'q')('tor')).toEqual([]);
    expect(asked!.search).toBe('?q=tor');
  });
});
