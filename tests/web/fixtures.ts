import type { CurrentUserFieldsFragment } from '../../web/src/generated/graphql';

type Menu = CurrentUserFieldsFragment['menus'][number];

export function menu(id: number, title: string, url: string | null, parentId = 0, order = id): Menu {
  return { __typename: 'MenuItem', id, title, url, order, parentId, resource: null, icon: null };
}

/** Every screen resource of the menu rows (reference data), plus 'sistema'. */
export const ALL_RESOURCES = [
  'empresas',
  'empresas.creacion',
  'conexiones',
  'pagos',
  'clientes',
  'aplicativo',
  'respaldos',
  'soporte',
  'notificaciones',
  'notificaciones.envio',
  'notificaciones.planes',
  'sms',
  'ayudas',
  'faqs',
  'tutoriales',
  'tips',
  'publicidad',
  'perfiles',
  'usuarios',
  'menus',
  'desarrollo',
  'medicos',
  'informes',
  'widgets',
  'sistema',
];

/** The seeded administrator as `me` returns it. */
export function adminUser(overrides: Partial<CurrentUserFieldsFragment> = {}): CurrentUserFieldsFragment {
  return {
    __typename: 'CurrentUser',
    id: 1,
    login: 'admin',
    name: 'Administrador General',
    email: 'admin@isyplus.com',
    hierarchy: 'ADMINISTRATOR',
    isSupport: true,
    profileName: 'Administrador',
    homeUri: '/administracion',
    menus: [
      menu(20, 'Soporte', null, 0, 2),
      menu(10, 'Clientes', null, 0, 1),
      menu(11, 'Empresas', '/empresas', 10, 2),
      menu(12, 'Clientes', '/clientes', 10, 1),
      menu(21, 'Solicitudes', '/soporte/solicitudes', 20, 1),
      menu(30, 'Ayudas', '/ayudas', 0, 3),
    ],
    // The administrator's level 4 on every screen resource (the API gives it to hierarchy 2).
    permissions: ALL_RESOURCES.map((resource) => ({ __typename: 'ScreenPermission' as const, resource, view: 4, create: 4, edit: 4, delete: 4 })),
    ...overrides,
  };
}
