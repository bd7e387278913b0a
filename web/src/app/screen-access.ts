import { matchRoutes, type RouteObject } from 'react-router';
import { menuHref } from './layout/menu-tree';
import { useSessionUser, type SessionUser } from './session';

/**
 * What the web knows of each signed-in screen: the permission resource the API checks for it
 * (the `mb_recurso` of its menu row) and the name shown in the browser tab. Keyed by path prefix:
 * the longest prefix that contains the address wins (/empresas/creacion before /empresas). A
 * screen that is not listed opens for every signed-in user (the server still refuses its data)
 * and takes its tab title from its menu entry.
 */
export interface ScreenInfo {
  path: string;
  title: string;
  resource?: string;
}

export const SCREENS: readonly ScreenInfo[] = [
  { path: '/administracion', title: 'Administración' },
  { path: '/administracion/widgets', title: 'Componentes', resource: 'widgets' },
  { path: '/modal/paswd', title: 'Cambiar clave' },
  { path: '/empresas', title: 'Empresas', resource: 'empresas' },
  { path: '/empresas/creacion', title: 'Creación de empresas', resource: 'empresas.creacion' },
  { path: '/empresas/conexiones', title: 'Paquetes de conexión', resource: 'conexiones' },
  { path: '/empresas/pagos_contrato', title: 'Pagos de contrato', resource: 'pagos' },
  { path: '/clientes', title: 'Clientes', resource: 'clientes' },
  { path: '/aplicativo', title: 'Aplicativo', resource: 'aplicativo' },
  { path: '/backup_restore', title: 'Respaldos', resource: 'respaldos' },
  { path: '/soporte', title: 'Solicitudes', resource: 'soporte' },
  { path: '/lsnotificaciones', title: 'Notificaciones', resource: 'notificaciones' },
  { path: '/enviar_notif', title: 'Enviar notificación', resource: 'notificaciones.envio' },
  { path: '/admin/plan/notif', title: 'Planes de notificación', resource: 'notificaciones.planes' },
  { path: '/sms', title: 'Paquetes SMS', resource: 'sms' },
  { path: '/ayudas', title: 'Temas y documentos', resource: 'ayudas' },
  { path: '/faqs', title: 'Preguntas frecuentes', resource: 'faqs' },
  { path: '/tutoriales', title: 'Guías rápidas', resource: 'tutoriales' },
  { path: '/tips', title: 'Tips', resource: 'tips' },
  { path: '/publicidad', title: 'Publicidad', resource: 'publicidad' },
  { path: '/perfiles', title: 'Perfiles', resource: 'perfiles' },
  { path: '/usuarios', title: 'Usuarios', resource: 'usuarios' },
  { path: '/menu_admin', title: 'Menú de empresas', resource: 'menus' },
  { path: '/desarrollo', title: 'Catálogo de desarrollo', resource: 'desarrollo' },
  { path: '/medicosadm', title: 'Médicos', resource: 'medicos' },
  { path: '/informes', title: 'Informes', resource: 'informes' },
  { path: '/consultas', title: 'Consultas por módulo', resource: 'informes' },
  { path: '/tablero', title: 'Tablero de informes', resource: 'informes' },
  { path: '/sms/enviados', title: 'Resumen SMS', resource: 'sms' },
  { path: '/correo/plantillas', title: 'Plantillas de correo', resource: 'correo.plantillas' },
  { path: '/correo/cuentas', title: 'Cuentas de correo', resource: 'correo.cuentas' },
  { path: '/admin/scripts', title: 'Scripts de bases', resource: 'scripts' },
  { path: '/tokens_api', title: 'Tokens de API', resource: 'apitokens' },
  { path: '/revisa/soporte', title: 'Revisar solicitud de colaboración' },
  { path: '/revisar_notif', title: 'Revisar notificación', resource: 'notificaciones' },
  { path: '/planifica_notif', title: 'Planificar notificación', resource: 'notificaciones.planes' },
];

export const APP_NAME = 'Isyplus';

function within(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The screen entry of an address (longest matching prefix), if any. */
export function screenInfo(pathname: string): ScreenInfo | undefined {
  let best: ScreenInfo | undefined;
  for (const s of SCREENS) if (within(pathname, s.path) && (!best || s.path.length > best.path.length)) best = s;
  return best;
}

/** The browser tab title of a screen: 'Empresas · Isyplus'. */
export function tabTitle(screen: string | null | undefined): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}

/** The permissions object of a resource for the user (all zero when the profile grants nothing). */
export interface Permisos {
  view: number;
  create: number;
  edit: number;
  delete: number;
}

export const NO_PERMISSION: Permisos = { view: 0, create: 0, edit: 0, delete: 0 };

export function permisosOf(user: Pick<SessionUser, 'permissions'> | null | undefined, resource: string): Permisos {
  const p = user?.permissions.find((x) => x.resource === resource);
  return p ? { view: p.view, create: p.create, edit: p.edit, delete: p.delete } : NO_PERMISSION;
}

/** Whether the user may open the address: screens with a resource need its `view`. */
export function mayOpen(user: Pick<SessionUser, 'permissions'>, pathname: string): boolean {
  const resource = screenInfo(pathname)?.resource;
  return !resource || permisosOf(user, resource).view > 0;
}

/**
 * Whether the router has a screen for the address: some route other than the catch-all (marked
 * `handle: { notFound: true }`) matches it. Derived from the route table itself, so a screen
 * added to it later shows its menu entry without touching this file.
 */
export function routeExists(routes: RouteObject[], href: string): boolean {
  const path = href.split('?')[0]!;
  const matches = matchRoutes(routes, path);
  if (!matches?.length) return false;
  const leaf = matches[matches.length - 1]!.route as RouteObject & { handle?: { notFound?: boolean } };
  return !leaf.handle?.notFound;
}

/**
 * The menu entries the user sees: an entry whose address has no screen in the router yet, or
 * whose screen the profile does not open, is left out (its group goes when it is left empty).
 */
export function visibleMenus<M extends { url?: string | null }>(menus: readonly M[], user: Pick<SessionUser, 'permissions'>, routes: RouteObject[]): M[] {
  return menus.filter((m) => {
    const href = menuHref(m.url);
    return !href || (routeExists(routes, href) && mayOpen(user, href));
  });
}

/** The signed-in user's permissions object on a resource (for showing or hiding actions). */
export function usePermisos(resource: string): Permisos {
  return permisosOf(useSessionUser(), resource);
}
