import { createBrowserRouter } from 'react-router';
import { NotFoundPage, RouteErrorPage, UnauthorizedPage } from '../features/errors/result-pages.tsx';
import { AuthenticatedApp } from '../shell/authenticated-app.tsx';

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
      },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/401', element: <UnauthorizedPage /> },
      // Every other path is private: the shell checks the session and routes the granted pages.
      { path: '*', element: <AuthenticatedApp /> },
    ],
  },
]);
