import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { ErrorPage } from './ErrorPage';
import { FullPageStatus, RequireAuth, RootRedirect } from './session';

/**
 * Every screen but the sign-in is its own chunk, loaded when its route is first matched: the
 * login page's JavaScript stays small (the size report in web/scripts checks it in the build).
 */
type Loader = () => Promise<{ Component: ComponentType }>;

function page<M, K extends keyof M>(load: () => Promise<M>, name: K): Loader {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const screens = {
  helpCentre: page(() => import('../features/home/HelpCentrePage'), 'HelpCentrePage'),
  adminHome: page(() => import('../features/home/AdminHomePage'), 'AdminHomePage'),
  changePassword: page(() => import('../features/auth/ChangePasswordRoute'), 'ChangePasswordRoute'),
  widgets: page(() => import('../features/widgets-demo/WidgetsDemoPage'), 'WidgetsDemoPage'),
  clients: page(() => import('../features/clients/ClientsPage'), 'ClientsPage'),
  companyCreation: page(() => import('../features/company-creation/CompanyCreationPage'), 'CompanyCreationPage'),
  companies: page(() => import('../features/companies/CompaniesPage'), 'CompaniesPage'),
  contractPayments: page(() => import('../features/contract-payments/ContractPaymentsPage'), 'ContractPaymentsPage'),
  packages: page(() => import('../features/packages/PackagesPage'), 'PackagesPage'),
  development: page(() => import('../features/development/DevelopmentPage'), 'DevelopmentPage'),
  doctors: page(() => import('../features/doctors/DoctorsPage'), 'DoctorsPage'),
  menuAdmin: page(() => import('../features/menu-admin/MenuAdminPage'), 'MenuAdminPage'),
  profiles: page(() => import('../features/staff/ProfilesPage'), 'ProfilesPage'),
  profileForm: page(() => import('../features/staff/ProfileFormPage'), 'ProfileFormPage'),
  users: page(() => import('../features/staff/UsersPage'), 'UsersPage'),
  userForm: page(() => import('../features/staff/UserFormPage'), 'UserFormPage'),
  underConstruction: page(() => import('../features/home/UnderConstructionPage'), 'UnderConstructionPage'),
};

/** The signed-in frame (header, sidebar) is a chunk too; RequireAuth asks for `me` meanwhile. */
async function signedInFrame(): Promise<Pick<RouteObject, 'element'>> {
  const { AppLayout } = await import('./layout/AppLayout');
  return {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
  };
}

/** Loads every lazy screen now (component tests do it before rendering, so no test waits on a chunk). */
export async function preloadScreens(): Promise<void> {
  await Promise.all([signedInFrame(), ...Object.values(screens).map((load) => load())]);
}

/** Shown while the first screen's chunk loads (only on a cold start on a lazy route). */
function Loading() {
  return (
    <FullPageStatus>
      <div className="spinner" aria-hidden="true" />
      <p role="status">Cargando…</p>
    </FullPageStatus>
  );
}

/** Every URL of the web; signed-in screens live under the layout route. */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Loading />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/home/:taccod?/:filtro?/:namemenu?/:modo?', lazy: screens.helpCentre },
      { path: '/admin', lazy: screens.helpCentre },
      {
        lazy: signedInFrame,
        children: [
          { path: '/administracion', lazy: screens.adminHome },
          { path: '/modal/paswd', lazy: screens.changePassword },
          { path: '/administracion/widgets', lazy: screens.widgets },
          { path: '/clientes', lazy: screens.clients },
          { path: '/empresas/creacion', lazy: screens.companyCreation },
          { path: '/empresas', lazy: screens.companies },
          { path: '/empresas/pagos_contrato', lazy: screens.contractPayments },
          { path: '/empresas/conexiones', lazy: screens.packages },
          { path: '/desarrollo/:area/:modo', lazy: screens.development },
          { path: '/medicosadm/:modo?', lazy: screens.doctors },
          { path: '/menu_admin', lazy: screens.menuAdmin },
          { path: '/perfiles/lista', lazy: screens.profiles },
          { path: '/perfiles/:numus/:secod', lazy: screens.profileForm },
          { path: '/usuarios/lista', lazy: screens.users },
          { path: '/usuarios/:modo/:usr_codigo', lazy: screens.userForm },
          // Menu URLs of screens that later issues build (/empresas, /clientes, ...).
          { path: '*', lazy: screens.underConstruction },
        ],
      },
    ],
  },
];
