import { createBrowserRouter } from 'react-router';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';

// The sign-in page and the shell each load their code when first visited: the sign-in page does
// not carry the shell with its menus, tabs and page registry, and the shell not the sign-in page.
// The error page stays in the start-up code: it must show when a page's code fails to load.
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
      },
      {
        path: '/404',
        lazy: async () => ({ Component: (await import('../features/errors/result-pages.tsx')).NotFoundPage }),
      },
      {
        path: '/401',
        lazy: async () => ({
          Component: (await import('../features/errors/result-pages.tsx')).UnauthorizedPage,
        }),
      },
      // Every other path is private: the shell checks the session and routes the granted pages.
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../shell/authenticated-app.tsx')).AuthenticatedApp }),
      },
    ],
  },
]);
