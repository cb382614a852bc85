import 'antd/dist/reset.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/approval-record-views.ts';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      {/* Navigations render at once rather than as transitions: every visited page must commit, so
          the tab strip records it even when the next click comes before a slow page has loaded. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  </StrictMode>,
);
