import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';

/**
 * What a page opened by link shows when its record cannot be read: 403 when the server refused
 * the caller, else 404 (the server answers 404 for what the caller may not know exists).
 */
export function LoadFailure({ error, notFound }: { error: unknown; notFound: string }) {
  const { t } = useTranslation();
  if (isApiError(error) && (error.code === 403 || error.code === 401))
    return <Result status="403" title="403" subTitle={t('result.unauthorized')} />;
  return <Result status="404" title="404" subTitle={notFound} />;
}
