import { PushpinFilled } from '@ant-design/icons';
import { NOTICE_PERMISSIONS } from '@venus/shared';
import { Button, Card, Result, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { bulletinEditPath, idOf } from './notice-paths.ts';
import { useBulletin } from './notices-queries.ts';
import './notices.css';

/** Spec /bulletin/detail/:title?id=: one item of the board. */
export function BulletinDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayEdit = useHasPermission(NOTICE_PERMISSIONS.bulletinEdit);
  const { data, isLoading, error } = useBulletin(idOf(useSearchParams()[0]));
  if (isLoading) return <Spin />;
  if (!data) {
    const said = isApiError(error) && error.msg ? error.msg : t('noticeUi.notFound');
    return <Result status="404" title={said} />;
  }
  return (
    <Card
      variant="borderless"
      title={data.title}
      data-bulletin={data.bulletinId}
      extra={
        mayEdit ? (
          <Button onClick={() => void navigate(bulletinEditPath(data.title, data.bulletinId))}>
            {t('noticeUi.edit')}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">
        {data.isPinned ? (
          <Tag color="red" icon={<PushpinFilled />}>
            {t('noticeUi.pinned')}
          </Tag>
        ) : null}
        {data.isExpired ? <Tag>{t('noticeUi.expired')}</Tag> : null}
        {data.author.name} · {formatDateTime(data.publishedAt)}
        {data.expiresOn ? ` · ${t('noticeUi.until', { day: data.expiresOn })}` : ''}
      </Typography.Paragraph>
      <div className="venus-notice-content">{data.content}</div>
    </Card>
  );
}
