import 'antd/dist/reset.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/approval-record-views.ts';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { initialLanguageReady } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The language's texts load beside the page's code (the router has started fetching it); the first
// render waits for them, so a key never shows in place of its text.
await initialLanguageReady;
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      {/* Navigations render at once rather than as transitions: every visited page must commit, so
          the tab strip records it even when the next click comes before a slow page has loaded. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  </StrictMode>,
);
