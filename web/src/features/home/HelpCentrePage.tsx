import './home.css';
import { Link } from 'react-router';
import { useCurrentUser } from '../../app/session';

const TOPICS = [
  { title: 'Guías rápidas', text: 'Pasos cortos para las tareas de todos los días.' },
  { title: 'Manuales', text: 'Documentos por módulo: contabilidad, inventario, facturación electrónica.' },
  { title: 'Preguntas frecuentes', text: 'Respuestas sobre el SRI, el RUC, comprobantes y más.' },
];

/** Public help centre (/home/..., /admin); a placeholder until the help-centre issue lands. */
export function HelpCentrePage() {
  const { user } = useCurrentUser();
  return (
    <div className="public-page">
      <header className="public-header">
        <span className="public-header__brand">Isyplus</span>
        {user ? (
          <Link className="btn btn--primary" to="/administracion">
            Ir a la administración
          </Link>
        ) : (
          <Link className="btn btn--primary" to="/login">
            Ingresar
          </Link>
        )}
      </header>
      <main className="public-main">
        <h1 className="public-main__title">Centro de ayuda</h1>
        <p className="public-main__lead">
          Guías, manuales y preguntas frecuentes sobre los sistemas contables y de facturación electrónica de Isyplus. Muy pronto
          encontrará aquí todo el contenido de ayuda.
        </p>
        <ul className="topic-grid">
          {TOPICS.map((t) => (
            <li key={t.title} className="card topic-card">
              <h2 className="topic-card__title">{t.title}</h2>
              <p>{t.text}</p>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
