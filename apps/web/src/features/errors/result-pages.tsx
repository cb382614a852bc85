import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';

function BackHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/index', { replace: true })}>
      {t('result.backHome')}
    </Button>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="venus-result-page">
      <Result status="404" title="404" subTitle={t('result.notFound')} extra={<BackHome />} />
    </div>
  );
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <div className="venus-result-page">
      <Result status="403" title="401" subTitle={t('result.unauthorized')} extra={<BackHome />} />
    </div>
  );
}

/** Shown instead of a blank screen when a page fails to render or its code fails to load. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('[venus] page failed', error), [error]);
  return (
    <div className="venus-result-page">
      <Result
        status="error"
        title={t('result.crashTitle')}
        subTitle={t('result.crashDetail')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('result.reload')}
          </Button>
        }
      />
    </div>
  );
}
