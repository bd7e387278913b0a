import { useIsLoading } from './loading';

/** Thin indeterminate bar at the top of the window while any request is pending. */
export function LoadingBar() {
  const loading = useIsLoading();
  if (!loading) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label="Cargando" aria-busy="true">
      <div className="loading-bar__slider" />
    </div>
  );
}
