import { CloseCircleFilled, CloseOutlined } from '@ant-design/icons';
import { Button, Progress, Typography } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReceived } from '../spreadsheet/download-progress.ts';
import { type DownloadItem, downloads } from './download-tracker.ts';
import './file.css';

export function useDownloads() {
  return useSyncExternalStore(downloads.subscribe, downloads.snapshot);
}

function ItemLine({ item }: { item: DownloadItem }) {
  const { t } = useTranslation();
  if (item.state === 'failed')
    return (
      <Typography.Text type="danger">
        <CloseCircleFilled /> {item.message || t('filesUi.downloadFailed')}
      </Typography.Text>
    );
  if (item.state === 'done')
    return <Typography.Text type="success">{t('filesUi.downloadDone')}</Typography.Text>;
  const amount = item.size
    ? `${formatReceived(item.received)} / ${formatReceived(item.size)}`
    : formatReceived(item.received);
  return (
    <Typography.Text type="secondary">
      {amount} · {item.speed}
    </Typography.Text>
  );
}

/**
 * Spec §3 Download progress: every download of the session in one corner panel, each with its
 * name, percent and speed while it runs, and how it ended. Mounted once by the shell.
 */
export function DownloadProgressList() {
  const { t } = useTranslation();
  const { items, hasOpenProgress } = useDownloads();
  if (!hasOpenProgress || items.length === 0) return null;
  return (
    <section
      className="venus-downloads"
      aria-label={t('filesUi.downloading')}
      data-testid="download-progress"
    >
      <header className="venus-downloads__header">
        <Typography.Text strong>{t('filesUi.downloading')}</Typography.Text>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('filesUi.close')}
          onClick={() => downloads.close()}
        />
      </header>
      <ul className="venus-downloads__list">
        {items.map((item) => (
          <li key={item.id} className="venus-downloads__item" data-state={item.state}>
            <div className="venus-downloads__name">
              <Typography.Text ellipsis={{ tooltip: item.name }}>{item.name}</Typography.Text>
              {item.state !== 'running' && (
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('filesUi.dismiss', { name: item.name })}
                  onClick={() => downloads.dismiss(item.id)}
                />
              )}
            </div>
            {/* A failed download has no meaningful percentage: its message says what happened. */}
            {item.state !== 'failed' && (
              <Progress
                percent={item.progress}
                size="small"
                status={item.state === 'done' ? 'success' : 'active'}
              />
            )}
            <ItemLine item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
