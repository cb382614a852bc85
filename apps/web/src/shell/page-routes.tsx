import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { findPage, HOME_COMPONENT } from '../app/page-registry.ts';
import { HOME_PATH } from '../app/session/redirect.ts';
import { PageLoading } from '../components/page-loading.tsx';
import type { PageEntry } from './route-tree.ts';

function RegisteredPage({ component, title }: { component: string; title: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} - ${t('app.name')}` : t('app.name');
  }, [title, t]);
  const Page = findPage(component);
  return Page ? <Page /> : <Navigate to={HOME_PATH} replace />;
}

/** The granted pages; the home page always, and any other path back home (spec §2). */
export function PageRoutes({ pages }: { pages: readonly PageEntry[] }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
        <Route
          path={HOME_PATH}
          element={<RegisteredPage component={HOME_COMPONENT} title={t('home.title')} />}
        />
        {pages
          .filter((page) => page.path !== HOME_PATH)
          .map((page) => (
            <Route
              key={page.path}
              path={page.path}
              element={<RegisteredPage component={page.component} title={page.title} />}
            />
          ))}
        <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
      </Routes>
    </Suspense>
  );
}
