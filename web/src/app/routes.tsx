import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { ErrorPage } from './ErrorPage';
import { FullPageStatus, RequireAuth, RootRedirect } from './session';

/**
 * Every screen but the sign-in is its own chunk, loaded when its route first renders: the login
 * page's JavaScript stays small (web/scripts/size-report.mjs checks it in the build). React.lazy
 * rather than the router's `lazy`: the address changes at once, as before, and the screen's own
 * area shows a spinner while its chunk arrives.
 */
type Load = () => Promise<unknown>;
const loaders: Load[] = [];

function screen<M, K extends keyof M>(load: () => Promise<M>, name: K): ReactElement {
  loaders.push(load);
  const Screen = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}

/** While a chunk loads: a spinner only (no role=status text that a test or reader could mistake for a message). */
function ScreenLoading() {
  return (
    <FullPageStatus>
      <div className="spinner" aria-hidden="true" />
    </FullPageStatus>
  );
}

const helpCentre = screen(() => import('../features/home/HelpCentrePage'), 'HelpCentrePage');

/** The signed-in frame (header, sidebar) is a chunk too; RequireAuth asks for `me` meanwhile. */
const loadLayout = () => import('./layout/AppLayout');
loaders.push(loadLayout);
const AppLayout = lazy(async () => ({ default: (await loadLayout()).AppLayout }));

/** Loads every lazy screen's chunk now (component tests do it before rendering anything). */
export async function preloadScreens(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}

/** Every URL of the web; signed-in screens live under the layout route. */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/home/:taccod?/:filtro?/:namemenu?/:modo?', element: helpCentre },
      { path: '/admin', element: helpCentre },
      // Reports (issue 15): detail windows opened from report rows, outside the menu frame; /v2 in deployment mode 2.
      ...['', '/v2'].flatMap((p) => [
        {
          path: `${p}/asiento/ver/:dia_codigo/:trn_codigo?`,
          element: <RequireAuth>{screen(() => import('../features/reports/DetailWindowPage'), 'EntryWindowPage')}</RequireAuth>,
        },
        {
          path: `${p}/transacc/ver/:trn_codigo`,
          element: <RequireAuth>{screen(() => import('../features/reports/DetailWindowPage'), 'TransactionWindowPage')}</RequireAuth>,
        },
        {
          path: `${p}/retencion/ver/:trn_codigo`,
          element: <RequireAuth>{screen(() => import('../features/reports/DetailWindowPage'), 'WithholdingWindowPage')}</RequireAuth>,
        },
      ]),
      { path: '/encomiendas/:tipo?/:coopCod?/:compNum?', element: screen(() => import('../features/parcels/ParcelTrackingPage'), 'ParcelTrackingPage') },
      // The API documentation and tester (spec 000: /api needs no sign-in); the GraphQL explorer inside loads on demand.
      { path: '/api', element: screen(() => import('../features/api-docs/ApiDocsPage'), 'ApiDocsPage') },
      {
        element: (
          <RequireAuth>
            <Suspense fallback={<ScreenLoading />}>
              <AppLayout />
            </Suspense>
          </RequireAuth>
        ),
        children: [
          { path: '/administracion', element: screen(() => import('../features/home/AdminHomePage'), 'AdminHomePage') },
          { path: '/modal/paswd', element: screen(() => import('../features/auth/ChangePasswordRoute'), 'ChangePasswordRoute') },
          { path: '/administracion/widgets', element: screen(() => import('../features/widgets-demo/WidgetsDemoPage'), 'WidgetsDemoPage') },
          { path: '/clientes', element: screen(() => import('../features/clients/ClientsPage'), 'ClientsPage') },
          { path: '/empresas/creacion', element: screen(() => import('../features/company-creation/CompanyCreationPage'), 'CompanyCreationPage') },
          { path: '/empresas', element: screen(() => import('../features/companies/CompaniesPage'), 'CompaniesPage') },
          { path: '/empresas/pagos_contrato', element: screen(() => import('../features/contract-payments/ContractPaymentsPage'), 'ContractPaymentsPage') },
          { path: '/empresas/conexiones', element: screen(() => import('../features/packages/PackagesPage'), 'PackagesPage') },
          { path: '/desarrollo/:area/:modo', element: screen(() => import('../features/development/DevelopmentPage'), 'DevelopmentPage') },
          { path: '/medicosadm/:modo?', element: screen(() => import('../features/doctors/DoctorsPage'), 'DoctorsPage') },
          { path: '/aplicativo', element: screen(() => import('../features/aplicativo/AplicativoPage'), 'AplicativoPage') },
          { path: '/menu_admin', element: screen(() => import('../features/menu-admin/MenuAdminPage'), 'MenuAdminPage') },
          { path: '/perfiles/lista', element: screen(() => import('../features/staff/ProfilesPage'), 'ProfilesPage') },
          { path: '/perfiles/:numus/:secod', element: screen(() => import('../features/staff/ProfileFormPage'), 'ProfileFormPage') },
          { path: '/usuarios/lista', element: screen(() => import('../features/staff/UsersPage'), 'UsersPage') },
          { path: '/usuarios/:modo/:usr_codigo', element: screen(() => import('../features/staff/UserFormPage'), 'UserFormPage') },
          { path: '/sms/empresas', element: screen(() => import('../features/sms/SmsContractsPage'), 'SmsContractsPage') },
          { path: '/sms/enviados', element: screen(() => import('../features/sms/SentSmsPage'), 'SentSmsPage') },
          { path: '/backup_restore', element: screen(() => import('../features/backups/BackupRestorePage'), 'BackupRestorePage') },
          { path: '/admin/scripts', element: screen(() => import('../features/scripts/ScriptsPage'), 'ScriptsPage') },
          { path: '/correo/plantillas', element: screen(() => import('../features/mail/TemplatesPage'), 'TemplatesPage') },
          { path: '/correo/cuentas', element: screen(() => import('../features/mail/AccountsPage'), 'AccountsPage') },
          { path: '/consultas/:rep_modulo', element: screen(() => import('../features/reports/ConsultasPage'), 'ConsultasPage') },
          { path: '/tablero', element: screen(() => import('../features/reports/DashboardPage'), 'DashboardPage') },
          { path: '/informes/:modo?', element: screen(() => import('../features/reports/ReportsAdminPage'), 'ReportsAdminPage') },
          { path: '/ayudas', element: screen(() => import('../features/help/HelpAdminPage'), 'HelpAdminPage') },
          { path: '/faqs', element: screen(() => import('../features/help/FaqAdminPage'), 'FaqAdminPage') },
          { path: '/tutoriales', element: screen(() => import('../features/help/TutorialsAdminPage'), 'TutorialsAdminPage') },
          { path: '/tips', element: screen(() => import('../features/help/TipsPage'), 'TipsPage') },
          { path: '/publicidad', element: screen(() => import('../features/help/BannersPage'), 'BannersPage') },
          { path: '/tokens_api', element: screen(() => import('../features/api-tokens/ApiTokensPage'), 'ApiTokensPage') },
          { path: '/soporte', element: screen(() => import('../features/support/SupportListPage'), 'SupportListPage') },
          { path: '/revisa/soporte/:not_codigo', element: screen(() => import('../features/support/SupportReviewPage'), 'SupportReviewPage') },
          { path: '/lsnotificaciones', element: screen(() => import('../features/notifications/InboxPage'), 'InboxPage') },
          { path: '/revisar_notif', element: screen(() => import('../features/notifications/ReviewPage'), 'ReviewPage') },
          { path: '/enviar_notif/:opcion', element: screen(() => import('../features/notifications/SendWizardPage'), 'SendWizardPage') },
          { path: '/planifica_notif/:opcion/:sch', element: screen(() => import('../features/notifications/SendWizardPage'), 'SendWizardPage') },
          { path: '/admin/plan/notif', element: screen(() => import('../features/notifications/PlansPage'), 'PlansPage') },
          // Any other address: 'Página no encontrada'. The handle tells the menu this route is no screen (screen-access.ts).
          { path: '*', handle: { notFound: true }, element: screen(() => import('../features/home/StatusPages'), 'NotFoundPage') },
        ],
      },
    ],
  },
];
