import { useRouteError } from 'react-router';
import { FullPageStatus } from './session';

/** Shown instead of a blank page when a screen fails to render. */
export function ErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <FullPageStatus>
      <h1 className="page__title">Ocurrió un error inesperado</h1>
      <p>Recargue la página; si el problema continúa, comuníquese con soporte.</p>
      <a className="btn btn--primary" href="/">
        Ir al inicio
      </a>
    </FullPageStatus>
  );
}
