import { useRef, useState } from 'react';
import { deployMode } from '../../app/config';
import { API_TEXT as T } from './messages';
import { formatAnswer, initialValues, parameterKey, prepareRequest, type ApiRequest, type Values } from './api-request';

interface Answer {
  http: number;
  estado: unknown;
  text: string;
  ok: boolean;
}

/**
 * One documented request: its parameters (place, type, name, value, example) with editable
 * values, a send action that builds the request from them and the answer with its status and
 * the body formatted. Errors of the form ('Ingrese el parámetro id') show beside the button.
 */
export function RequestTester({ request }: { request: ApiRequest }) {
  const [values, setValues] = useState<Values>(() => initialValues(request));
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>({});
  const set = (k: string, v: string) => setValues((current) => ({ ...current, [k]: v }));

  async function send() {
    const prepared = prepareRequest(request, values, deployMode() === 2 ? '/soporte' : '', T);
    if (!prepared.ok) {
      setProblem(prepared.message);
      inputs.current[prepared.focus]?.focus();
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const response = await fetch(prepared.url, prepared.init);
      const text = await response.text();
      let estado: unknown;
      try {
        estado = (JSON.parse(text) as { estado?: unknown }).estado;
      } catch {
        estado = undefined;
      }
      setAnswer({ http: response.status, estado, text: formatAnswer(text), ok: response.ok && (estado === undefined || estado === 200) });
    } catch {
      setAnswer({ http: 0, estado: undefined, text: T.networkError, ok: false });
    } finally {
      setSending(false);
    }
  }

  return (
    <article className="api-request" aria-labelledby="api-request-title">
      <h2 id="api-request-title" className="api-request__title">
        <span className={`api-method api-method--${request.metodo.toLowerCase()}`}>{request.metodo}</span> <code>{request.api}</code>
      </h2>
      <p className="api-request__description">{request.descripcion}</p>
      <div className="api-params__scroll">
        <table className="api-params">
          <caption>{T.params}</caption>
          <thead>
            <tr>
              <th scope="col">{T.columns.place}</th>
              <th scope="col">{T.columns.type}</th>
              <th scope="col">{T.columns.name}</th>
              <th scope="col">{T.columns.value}</th>
              <th scope="col">{T.columns.example}</th>
            </tr>
          </thead>
          <tbody>
            {request.parametros.map((p) => {
              const k = parameterKey(p);
              const id = `api-param-${p.tipoparametro}-${p.parametro}`;
              const isBody = p.tipoparametro === 'body';
              return (
                <tr key={k}>
                  <td>{T.places[p.tipoparametro] ?? p.tipoparametro}</td>
                  <td>{p.tipodato}</td>
                  <td>
                    <label htmlFor={id}>{p.parametro}</label>
                  </td>
                  <td className="api-params__value">
                    {isBody ? (
                      <textarea
                        id={id}
                        className="input api-params__body"
                        spellCheck={false}
                        value={values[k] ?? ''}
                        ref={(el) => void (inputs.current[k] = el)}
                        onChange={(e) => set(k, e.target.value)}
                        rows={14}
                      />
                    ) : (
                      <input
                        id={id}
                        className="input"
                        value={values[k] ?? ''}
                        ref={(el) => void (inputs.current[k] = el)}
                        onChange={(e) => set(k, e.target.value)}
                        inputMode={p.tipodato === 'int' ? 'numeric' : undefined}
                      />
                    )}
                  </td>
                  <td className="api-params__example">
                    {isBody ? (
                      <button type="button" className="btn btn--secondary btn--small" onClick={() => set(k, p.ejemploparametro)}>
                        {T.useExample}
                      </button>
                    ) : (
                      <code>{p.ejemploparametro}</code>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="api-request__actions">
        <button type="button" className="btn btn--primary" onClick={() => void send()} disabled={sending}>
          {sending ? T.sending : T.send}
        </button>
        {problem && (
          <p className="api-request__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
      <section className="api-answer" aria-label={T.answer} aria-live="polite">
        <h3 className="api-answer__title">
          {T.answer}
          {answer && <span className={`api-answer__status api-answer__status--${answer.ok ? 'ok' : 'error'}`}>{T.status(answer.http, answer.estado)}</span>}
        </h3>
        <pre className="api-answer__body">{answer ? answer.text : T.noAnswer}</pre>
      </section>
    </article>
  );
}
