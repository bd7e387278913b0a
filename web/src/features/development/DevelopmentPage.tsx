import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { DevelopmentOptionsDocument } from '../../generated/graphql';
import { AreaStructure } from './AreaStructure';
import { DEV_TEXT as T } from './messages';
import { VersionsView } from './VersionsView';
import './development.css';
import { refetchQuietly } from '../../widgets/feedback/use-action';

/**
 * /desarrollo/{area}/{modo}: modo 0 the menu (areas and versions), 1 the structure of the area,
 * 2 the versions. Areas, versions and permisos come from getOpciones.
 */
export function DevelopmentPage() {
  const params = useParams();
  const area = Number(params.area) || 0;
  const mode = Number(params.modo) || 0;
  const { data, refetch } = useQuery(DevelopmentOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const options = data?.developmentOptions;
  const refresh = () => refetchQuietly(refetch);
  return (
    <section className="dev-page page">
      <h1 className="dev-page__title">{T.pageTitle}</h1>
      {mode !== 0 && (
        <p>
          <Link to="/desarrollo/0/0">{T.back}</Link>
        </p>
      )}
      {options && mode === 0 && (
        <nav className="dev-menu" aria-label={T.pageTitle}>
          <h2>{T.menu.areas}</h2>
          <ul className="dev-menu__list">
            {options.areas.map((a) => (
              <li key={a.id}>
                <Link className="dev-menu__card" to={`/desarrollo/${a.id}/1`}>
                  <strong>{a.name}</strong>
                  <span>{a.description}</span>
                  <span>{T.menu.modules(a.moduleCount)}</span>
                </Link>
              </li>
            ))}
            <li>
              <Link className="dev-menu__card dev-menu__card--versions" to="/desarrollo/0/2">
                <strong>{T.menu.versions}</strong>
                <span>{T.menu.versionsText}</span>
              </Link>
            </li>
          </ul>
        </nav>
      )}
      {options && mode === 1 && area > 0 && <AreaStructure areaId={area} permisos={options.permisos} />}
      {options && mode === 2 && <VersionsView options={options} refresh={refresh} />}
    </section>
  );
}
