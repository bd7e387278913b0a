import './home.css';
import { Link } from 'react-router';
import { buildMenuTree, menuHref, type MenuNode } from '../../app/layout/menu-tree';
import { useVisibleMenus } from '../../app/layout/ScreenGate';
import { useSessionUser } from '../../app/session';

const LINKS_PER_CARD = 6;

function SectionCard({ node }: { node: MenuNode }) {
  const own = menuHref(node.item.url);
  const links = node.children
    .map((child) => ({ id: child.item.id, title: child.item.title, href: menuHref(child.item.url) ?? menuHref(child.children[0]?.item.url) }))
    .filter((l): l is { id: number; title: string; href: string } => l.href !== null);
  const shown = links.slice(0, LINKS_PER_CARD);
  return (
    <li className="section-card card">
      <div className="section-card__head">
        <span className="section-card__icon" aria-hidden="true">
          {node.item.title.charAt(0).toUpperCase()}
        </span>
        <h2 className="section-card__title">{own ? <Link to={own}>{node.item.title}</Link> : node.item.title}</h2>
      </div>
      {shown.length > 0 ? (
        <ul className="section-card__links">
          {shown.map((l) => (
            <li key={l.id}>
              <Link to={l.href}>{l.title}</Link>
            </li>
          ))}
          {links.length > shown.length && <li className="section-card__more">y {links.length - shown.length} más en el menú</li>}
        </ul>
      ) : (
        own && (
          <p className="section-card__open">
            <Link to={own}>Abrir {node.item.title.toLowerCase()}</Link>
          </p>
        )
      )}
    </li>
  );
}

/** /administracion: welcome, the user's name and the sections the profile grants. */
export function AdminHomePage() {
  const user = useSessionUser();
  const sections = buildMenuTree(useVisibleMenus()).filter((n) => n.children.length > 0 || menuHref(n.item.url));
  return (
    <div className="page admin-home">
      <section className="admin-home__welcome card">
        <h1 className="page__title">Administración</h1>
        <p className="admin-home__greeting">
          Le damos la bienvenida, <strong>{user.name}</strong>.
        </p>
        <p className="admin-home__meta">
          {user.profileName ? `Perfil: ${user.profileName}` : 'Sin perfil asignado'}
          {user.isSupport ? ' · Soporte' : ''}
        </p>
      </section>
      <h2 className="admin-home__sections-title">Secciones disponibles</h2>
      {sections.length > 0 ? (
        <ul className="section-grid">
          {sections.map((node) => (
            <SectionCard key={node.item.id} node={node} />
          ))}
        </ul>
      ) : (
        <p className="admin-home__empty card">Su perfil todavía no tiene secciones asignadas. Consulte con el administrador.</p>
      )}
    </div>
  );
}
