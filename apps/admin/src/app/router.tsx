import { createBrowserRouter, RouteObject } from 'react-router-dom';
import { BASENAME, paths } from '../config/paths';
import { AdminLayout } from '../components/layout/admin-layout';
import { Shell } from '../components/layout/shell';
import { RouteError } from '../components/layout/route-error';
import { NotFound } from '../components/layout/not-found';
import { AdminGuestOnly, RequireAdmin } from './guards';

/** A route whose page loads on first visit; `name` is the module's named export. */
function page<M extends Record<string, unknown>>(path: string, load: () => Promise<M>, name: keyof M & string): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] as React.ComponentType }) };
}

const pages = {
  login: () => import('../features/auth/routes/login-page'),
  overview: () => import('../features/overview/routes/overview-page'),
  users: () => import('../features/users/routes/users-page'),
  services: () => import('../features/services/routes/services-page'),
  modems: () => import('../features/modems/routes/modems-page'),
  numbers: () => import('../features/numbers/routes/numbers-page'),
  messages: () => import('../features/messages/routes/messages-pages'),
  activations: () => import('../features/activations/routes/activations-pages'),
  rentals: () => import('../features/rentals/routes/rentals-page'),
  resells: () => import('../features/resells/routes/resells-page'),
  executors: () => import('../features/executors/routes/executors-page'),
  hubs: () => import('../features/hubs/routes/hubs-page'),
  audit: () => import('../features/audit/routes/audit-page'),
  security: () => import('../features/security/routes/security-page'),
};

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      { element: <AdminGuestOnly />, children: [page(paths.login.path, pages.login, 'LoginPage')] },
      {
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminLayout />,
            errorElement: <RouteError />,
            children: [
              page(paths.dashboard.path, pages.overview, 'OverviewPage'),
              page(paths.users.path, pages.users, 'UsersPage'),
              page(paths.services.path, pages.services, 'ServicesPage'),
              page(paths.modems.path, pages.modems, 'ModemsPage'),
              page(paths.numbers.path, pages.numbers, 'NumbersPage'),
              page(paths.messages.path, pages.messages, 'MessagesPage'),
              page(paths.activationMessages.path, pages.messages, 'ActivationMessagesPage'),
              page(paths.numberMessages.path, pages.messages, 'NumberMessagesPage'),
              page(paths.activations.path, pages.activations, 'ActivationsPage'),
              page(paths.activationsByUser.path, pages.activations, 'UserActivationsPage'),
              page(paths.activationsByNumber.path, pages.activations, 'NumberActivationsPage'),
              page(paths.rentals.path, pages.rentals, 'RentalsPage'),
              page(paths.resells.path, pages.resells, 'ResellsPage'),
              page(paths.executors.path, pages.executors, 'ExecutorsPage'),
              page(paths.hubs.path, pages.hubs, 'HubsPage'),
              page(paths.audit.path, pages.audit, 'AuditPage'),
              page(paths.security.path, pages.security, 'SecurityPage'),
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: BASENAME });
