import { DeleteOutlined, EditOutlined, ShareAltOutlined } from '@ant-design/icons';
import { pageHref, userDisplay } from '@venus/shared';
import { App, Button, Card, Empty, List, Pagination, Tabs, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shareDialog } from './open-share-dialog.ts';
import { type Colleague, type Share, type ShareBox, useDeleteShare, useShares } from './shares-api.ts';
import './shares.css';

const PAGE_SIZE = 25;
const nameOf = (person: Colleague) =>
  userDisplay({ name: person.nickName, nameEn: person.nameEn, userno: person.userno });

function ShareList({ box }: { box: ShareBox }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [pageNum, setPageNum] = useState(1);
  const { data, isPending } = useShares(box, pageNum, PAGE_SIZE);
  const remove = useDeleteShare();

  const confirmDelete = (share: Share) =>
    void modal.confirm({
      title: t('common.notice'),
      content: t('shares.deleteConfirm', { title: share.title }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(share.id),
    });

  const who = (share: Share) =>
    box === 'received'
      ? t('shares.from', { name: share.sender ? nameOf(share.sender) : '—' })
      : t('shares.to', { names: share.recipients.map(nameOf).join('、') });

  return (
    <>
      <List
        loading={isPending}
        dataSource={data?.rows ?? []}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(box === 'received' ? 'shares.emptyReceived' : 'shares.emptySent')}
            />
          ),
        }}
        data-testid={`shares-${box}`}
        renderItem={(share) => (
          <List.Item
            className="venus-share-row"
            actions={
              box === 'list'
                ? [
                    <Tooltip key="edit" title={t('shares.edit')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('shares.edit')}
                        onClick={() => shareDialog.open({ mode: 'edit', share })}
                      />
                    </Tooltip>,
                    <Tooltip key="delete" title={t('shares.delete')}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('shares.delete')}
                        onClick={() => confirmDelete(share)}
                      />
                    </Tooltip>,
                  ]
                : undefined
            }
          >
            <button
              type="button"
              className="venus-share-row__open"
              onClick={() => void navigate(pageHref(share.path, share.query))}
            >
              <Typography.Text strong ellipsis className="venus-share-row__title">
                {share.title}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis className="venus-share-row__meta">
                {who(share)} · {dayjs(share.createdAt).format('YYYY-MM-DD HH:mm')}
              </Typography.Text>
            </button>
          </List.Item>
        )}
      />
      {(data?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          size="small"
          align="end"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={data?.total ?? 0}
          onChange={setPageNum}
          showSizeChanger={false}
        />
      ) : null}
    </>
  );
}

/** Home card: pages colleagues shared with me, and the ones I shared (which I may edit or delete). */
export function SharesCard() {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      className="venus-home__card venus-shares-card"
      title={
        <span className="venus-home__card-title">
          <ShareAltOutlined /> {t('shares.cardTitle')}
        </span>
      }
    >
      <Tabs
        size="small"
        items={[
          { key: 'received', label: t('shares.received'), children: <ShareList box="received" /> },
          { key: 'list', label: t('shares.sentTab'), children: <ShareList box="list" /> },
        ]}
      />
    </Card>
  );
}
