import { PushpinFilled } from '@ant-design/icons';
import { type Bulletin, NOTICE_PERMISSIONS } from '@venus/shared';
import { App, Button, Card, Empty, List, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { bulletinDetailPath, bulletinEditPath } from './notice-paths.ts';
import { useBulletins, useNoticeMutations } from './notices-queries.ts';
import './notices.css';

type When = 'current' | 'expired';
const PAGE_SIZE = 25;

/** 通知公告 › 公告栏 (spec /bulletin): the firm's board, pinned items first; editors keep it. */
export function BulletinBoardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const mayEdit = useHasPermission(NOTICE_PERMISSIONS.bulletinEdit);
  const [when, setWhen] = useState<When>('current');
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useBulletins({ when, pageNum, pageSize: PAGE_SIZE }, true);
  const { deleteBulletin } = useNoticeMutations();

  const remove = (row: Bulletin) =>
    modal.confirm({
      title: t('noticeUi.confirm_delete', { title: row.title }),
      okText: t('noticeUi.ok'),
      cancelText: t('noticeUi.cancel'),
      onOk: () => deleteBulletin.mutateAsync(row.bulletinId),
    });

  return (
    <Card
      variant="borderless"
      title={t('noticeUi.boardTitle')}
      className="venus-bulletin-board"
      extra={
        mayEdit ? (
          <Space wrap>
            <Radio.Group
              optionType="button"
              size="small"
              value={when}
              onChange={(event) => {
                setWhen(event.target.value as When);
                setPageNum(1);
              }}
              options={[
                { value: 'current', label: t('noticeUi.when_current') },
                { value: 'expired', label: t('noticeUi.when_expired') },
              ]}
            />
            <Button type="primary" onClick={() => void navigate(bulletinEditPath(t('noticeUi.newBulletin')))}>
              {t('noticeUi.newBulletin')}
            </Button>
          </Space>
        ) : null
      }
    >
      <List<Bulletin>
        loading={isFetching}
        itemLayout="vertical"
        dataSource={data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('noticeUi.boardEmpty')} /> }}
        pagination={
          (data?.total ?? 0) > PAGE_SIZE
            ? { current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNum }
            : false
        }
        renderItem={(row) => (
          <List.Item
            key={row.bulletinId}
            data-bulletin={row.bulletinId}
            className={row.isPinned ? 'venus-bulletin venus-bulletin--pinned' : 'venus-bulletin'}
            actions={
              mayEdit
                ? [
                    <Link key="edit" to={bulletinEditPath(row.title, row.bulletinId)}>
                      {t('noticeUi.edit')}
                    </Link>,
                    <Typography.Link key="delete" type="danger" onClick={() => remove(row)}>
                      {t('noticeUi.takeDown')}
                    </Typography.Link>,
                  ]
                : undefined
            }
          >
            <List.Item.Meta
              title={
                <Space wrap size={6}>
                  {row.isPinned ? (
                    <Tag color="red" icon={<PushpinFilled />}>
                      {t('noticeUi.pinned')}
                    </Tag>
                  ) : null}
                  {row.isExpired ? <Tag>{t('noticeUi.expired')}</Tag> : null}
                  <Link to={bulletinDetailPath(row.title, row.bulletinId)}>{row.title}</Link>
                </Space>
              }
              description={
                <>
                  {row.author.name} · {formatDateTime(row.publishedAt)}
                  {row.expiresOn ? ` · ${t('noticeUi.until', { day: row.expiresOn })}` : ''}
                </>
              }
            />
            <Typography.Paragraph ellipsis={{ rows: 2 }} className="venus-bulletin__excerpt">
              {row.content}
            </Typography.Paragraph>
          </List.Item>
        )}
      />
    </Card>
  );
}
