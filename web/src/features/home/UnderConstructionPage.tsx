import './home.css';
import { Link, useLocation } from 'react-router';
import { ToolsIcon } from '../../widgets/icons';

/** Menu URLs whose screens later issues build land here, inside the signed-in layout. */
export function UnderConstructionPage() {
  const { pathname } = useLocation();
  return (
    <div className="page">
      <div className="placeholder card">
        <span className="placeholder__icon">
          <ToolsIcon size={28} />
        </span>
        <h1 className="page__title">Pantalla en construcción</h1>
        <p className="placeholder__text">
          La pantalla <code>{pathname}</code> estará disponible próximamente.
        </p>
        <Link className="btn btn--secondary" to="/administracion">
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}
