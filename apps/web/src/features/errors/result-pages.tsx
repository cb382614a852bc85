import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

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

/** The error page's illustrated answer (route-error-page.tsx loads it when a page fails). */
export function CrashResult() {
  const { t } = useTranslation();
  return (
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
  );
}
