import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { restUrl } from '../../app/rest';
import { useCurrentUser } from '../../app/session';
import { TabList } from '../../widgets/TabList';
import type { ApiRequest } from './api-request';
import { API_TEXT as T } from './messages';
import { RequestTester } from './RequestTester';
import './api-docs.css';

const GraphqlExplorer = lazy(async () => ({ default: (await import('./GraphqlExplorer')).GraphqlExplorer }));

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; requests: ApiRequest[] };

/**
 * /api (no sign-in): the documented requests from datosapi?opc=getdatosini, one tester per
 * request; signed-in users also get the GraphQL explorer in its own tab.
 */
export function ApiDocsPage() {
  const { user } = useCurrentUser();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chosen, setChosen] = useState(0);
  const [tab, setTab] = useState(0);

  const fetchRequests = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const response = await fetch(restUrl('facturacion/datosapi', { opc: 'getdatosini' }), { headers: { Accept: 'application/json' } });
      const body = (await response.json()) as { estado?: number; peticiones?: ApiRequest[] };
      setLoad(body.estado === 200 && body.peticiones ? { state: 'ready', requests: body.peticiones } : { state: 'error' });
    } catch {
      setLoad({ state: 'error' });
    }
  }, []);
  useEffect(() => {
    void fetchRequests();
  }, [fetchRequests]);

  useEffect(() => {
    document.title = `${T.title} · Isyplus`;
  }, []);

  const request = load.state === 'ready' ? load.requests[chosen] : undefined;
  return (
    <main className="api-docs">
      <header className="api-docs__header">
        <h1 className="api-docs__title">{T.title}</h1>
        {user ? (
          <Link className="btn btn--secondary" to="/administracion">
            {T.backOffice}
          </Link>
        ) : (
          <Link className="btn btn--secondary" to="/login?next=%2Fapi">
            {T.signIn}
          </Link>
        )}
      </header>
      <p className="api-docs__intro">{T.intro}</p>
      <TabList id="api-seccion" label={T.tabsLabel} tabs={T.tabs} selected={tab} onSelect={setTab} />
      <div id={`api-seccion-panel-${tab}`} role="tabpanel" aria-labelledby={`api-seccion-tab-${tab}`} className="api-docs__panel">
        {tab === 0 && (
          <div className="api-docs__layout">
            <nav className="api-docs__list" aria-label={T.requests}>
              <h2 className="api-docs__list-title">{T.requests}</h2>
              {load.state === 'loading' && <p>{T.loading}</p>}
              {load.state === 'error' && (
                <p role="alert">
                  {T.loadError}{' '}
                  <button type="button" className="btn btn--secondary btn--small" onClick={() => void fetchRequests()}>
                    {T.retry}
                  </button>
                </p>
              )}
              {load.state === 'ready' && (
                <ul>
                  {load.requests.map((r, i) => (
                    <li key={`${r.metodo} ${r.api}`}>
                      <button
                        type="button"
                        className={`api-docs__item${i === chosen ? ' api-docs__item--active' : ''}`}
                        aria-current={i === chosen ? 'true' : undefined}
                        onClick={() => setChosen(i)}
                      >
                        <span className={`api-method api-method--${r.metodo.toLowerCase()}`}>{r.metodo}</span> {r.nombre}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </nav>
            {request && <RequestTester key={`${request.metodo} ${request.api}`} request={request} />}
          </div>
        )}
        {tab === 1 &&
          (user ? (
            <section className="api-explorer" aria-label={T.tabs[1]}>
              <p className="api-docs__intro">{T.explorerHint}</p>
              <Suspense fallback={<p>{T.explorerLoading}</p>}>
                <GraphqlExplorer />
              </Suspense>
            </section>
          ) : (
            <p className="api-docs__intro">
              {T.explorerSignIn} <Link to="/login?next=%2Fapi">{T.signIn}</Link>
            </p>
          ))}
      </div>
    </main>
  );
}
