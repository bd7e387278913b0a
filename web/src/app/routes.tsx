import type { RouteObject } from 'react-router';
import { ChangePasswordRoute } from '../features/auth/ChangePasswordRoute';
import { CompanyCreationPage } from '../features/company-creation/CompanyCreationPage';
import { CompaniesPage } from '../features/companies/CompaniesPage';
import { LoginPage } from '../features/auth/LoginPage';
import { AdminHomePage } from '../features/home/AdminHomePage';
import { HelpCentrePage } from '../features/home/HelpCentrePage';
import { UnderConstructionPage } from '../features/home/UnderConstructionPage';
import { WidgetsDemoPage } from '../features/widgets-demo/WidgetsDemoPage';
import { ErrorPage } from './ErrorPage';
import { ProfilesPage } from '../features/staff/ProfilesPage';
import { ProfileFormPage } from '../features/staff/ProfileFormPage';
import { UsersPage } from '../features/staff/UsersPage';
import { UserFormPage } from '../features/staff/UserFormPage';
import { AppLayout } from './layout/AppLayout';
import { RequireAuth, RootRedirect } from './session';
import { ClientsPage } from '../features/clients/ClientsPage';
import { ContractPaymentsPage } from '../features/contract-payments/ContractPaymentsPage';
import { PackagesPage } from '../features/packages/PackagesPage';
import { DevelopmentPage } from '../features/development/DevelopmentPage';
import { DoctorsPage } from '../features/doctors/DoctorsPage';
import { MenuAdminPage } from '../features/menu-admin/MenuAdminPage';

/** Every URL of the web; signed-in screens live under the layout route. */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/home/:taccod?/:filtro?/:namemenu?/:modo?', element: <HelpCentrePage /> },
      { path: '/admin', element: <HelpCentrePage /> },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          { path: '/administracion', element: <AdminHomePage /> },
          { path: '/modal/paswd', element: <ChangePasswordRoute /> },
          { path: '/administracion/widgets', element: <WidgetsDemoPage /> },
          { path: '/clientes', element: <ClientsPage /> },
          { path: '/empresas/creacion', element: <CompanyCreationPage /> },
          { path: '/empresas', element: <CompaniesPage /> },
          { path: '/empresas/pagos_contrato', element: <ContractPaymentsPage /> },
          { path: '/empresas/conexiones', element: <PackagesPage /> },
          { path: '/desarrollo/:area/:modo', element: <DevelopmentPage /> },
          { path: '/medicosadm/:modo?', element: <DoctorsPage /> },
          { path: '/menu_admin', element: <MenuAdminPage /> },
          { path: '/perfiles/lista', element: <ProfilesPage /> },
          { path: '/perfiles/:numus/:secod', element: <ProfileFormPage /> },
          { path: '/usuarios/lista', element: <UsersPage /> },
          { path: '/usuarios/:modo/:usr_codigo', element: <UserFormPage /> },
          // Menu URLs of screens that later issues build (/empresas, /clientes, ...).
          { path: '*', element: <UnderConstructionPage /> },
        ],
      },
    ],
  },
];
