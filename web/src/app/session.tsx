import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { MeDocument, type CurrentUserFieldsFragment } from '../generated/graphql';
import { refetchQuietly } from '../widgets/feedback/use-action';

export type SessionUser = CurrentUserFieldsFragment;

const SessionUserContext = createContext<SessionUser | null>(null);

/** The signed-in user from `me` (null when signed out); the cache answers after the first load. */
export function useCurrentUser() {
  const { data, loading, error, refetch } = useQuery(MeDocument);
  return { user: data?.me ?? null, loading: loading && !data, error, refetch };
}

/** The user inside the signed-in area (rendered under RequireAuth only). */
export function useSessionUser(): SessionUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser fuera de RequireAuth');
  return user;
}

/** Where to come back to after signing in: the path the visitor asked for. */
export function loginPathFor(next: string): string {
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

export function FullPageStatus({ children }: { children: ReactNode }) {
  return <div className="full-page-status">{children}</div>;
}

function SessionLoading() {
  return (
    <FullPageStatus>
      <div className="spinner" aria-hidden="true" />
      <p role="status">Cargando…</p>
    </FullPageStatus>
  );
}

/**
 * Keeps the session and its permissions current: `me` is asked again when the tab comes back
 * to the front, and when the browser restores the page from its back/forward cache (after
 * 'Salir', for one) the screen stays hidden until the server has answered: a closed session
 * goes to the sign-in, never shows the old screen.
 */
function useSessionRecheck(refetch: () => Promise<unknown>): boolean {
  const [rechecking, setRechecking] = useState(false);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setRechecking(true);
      void refetch()
        .catch(() => undefined)
        .finally(() => setRechecking(false));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetchQuietly(refetch);
    };
    window.addEventListener('pageshow', onShow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);
  return rechecking;
}

/** Renders the signed-in area, or sends a signed-out visitor to /login?next=<path>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, error, refetch } = useCurrentUser();
  const location = useLocation();
  const rechecking = useSessionRecheck(refetch);
  if (loading || rechecking) return <SessionLoading />;
  if (error && !user) {
    return (
      <FullPageStatus>
        <p>No se pudo verificar la sesión.</p>
        <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
          Reintentar
        </button>
      </FullPageStatus>
    );
  }
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
}

/** `/`: the administration home when signed in, the public help centre otherwise. */
export function RootRedirect() {
  const { user, loading, error } = useCurrentUser();
  if (loading) return <SessionLoading />;
  if (user) return <Navigate to="/administracion" replace />;
  if (error) return <Navigate to="/login" replace />;
  return <Navigate to="/home" replace />;
}
