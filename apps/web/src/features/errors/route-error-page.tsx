import { Button } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** The same words and button without antd's illustrated Result, when even that cannot load. */
function PlainCrash() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="venus-result-page__plain">
      <h2>{t('result.crashTitle')}</h2>
      <p>{t('result.crashDetail')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('result.reload')}
      </Button>
    </div>
  );
}

// antd's Result carries its three illustrations wherever it is imported, so it stays out of the
// start-up code that every page loads. When a page failed because its code could not be fetched,
// this chunk may fail too: the plain answer is shown then.
const CrashResult = lazy(() =>
  import('./result-pages.tsx').then(
    (module) => ({ default: module.CrashResult }),
    () => ({ default: PlainCrash }),
  ),
);

/** Shown instead of a blank screen when a page fails to render or its code fails to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('[venus] page failed', error), [error]);
  return (
    <div className="venus-result-page">
      <Suspense fallback={null}>
        <CrashResult />
      </Suspense>
    </div>
  );
}
