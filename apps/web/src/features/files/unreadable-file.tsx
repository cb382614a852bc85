import { DownloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a preview shows of a file the browser cannot draw (a damaged PDF): say so, offer the file. */
export function UnreadableFile({ onDownload }: { onDownload?: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('filesUi.unreadableTitle')}
      subTitle={t('filesUi.unreadableHint')}
      extra={
        onDownload && (
          <Button type="primary" icon={<DownloadOutlined />} onClick={onDownload}>
            {t('filesUi.download')}
          </Button>
        )
      }
      data-testid="file-unreadable"
    />
  );
}
