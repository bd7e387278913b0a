import './home.css';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ToolsIcon } from '../../widgets/icons';

function StatusCard({ title, text }: { title: string; text: ReactNode }) {
  return (
    <div className="page">
      <div className="placeholder card">
        <span className="placeholder__icon">
          <ToolsIcon size={28} />
        </span>
        <h1 className="page__title">{title}</h1>
        <p className="placeholder__text">{text}</p>
        <Link className="btn btn--primary" to="/administracion">
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}

export const NOT_FOUND_TITLE = 'Página no encontrada';
export const NO_PERMISSION_TITLE = 'Sin permiso';

/** Any address the router has no screen for, inside the signed-in layout. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <StatusCard
      title={NOT_FOUND_TITLE}
      text={
        <>
          No existe ninguna pantalla en <code>{pathname}</code>. Revise la dirección o vuelva al inicio.
        </>
      }
    />
  );
}

/** A screen the user's profile does not grant (its menu entry is not shown either). */
export function NoPermissionPage() {
  return <StatusCard title={NO_PERMISSION_TITLE} text="Su perfil no tiene permiso para abrir esta pantalla. Si lo necesita, solicítelo al administrador." />;
}
