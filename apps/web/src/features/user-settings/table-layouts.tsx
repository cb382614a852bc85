import { DownloadOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../components/file/save-file.ts';
import { fetchTableLayouts, useResetTableLayouts, useUploadTableLayouts } from './table-layouts-api.ts';
import { type LayoutFileError, parseLayoutsFile, serializeLayouts } from './table-layouts-file.ts';

/** A layouts file is small text; anything larger is not one of ours. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Spec §2: upload, download and reset of custom table layouts (types 0, 2 and 3). */
export function TableLayouts() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const upload = useUploadTableLayouts();
  const reset = useResetTableLayouts();
  const [downloading, setDownloading] = useState(false);
  const [fileError, setFileError] = useState<LayoutFileError | null>(null);

  const onFile = async (file: File) => {
    setFileError(null);
    const result =
      file.size > MAX_FILE_BYTES
        ? ({ ok: false, error: { key: 'notLayoutFile' } } as const)
        : parseLayoutsFile(await file.text());
    if (!result.ok) {
      setFileError(result.error);
      return;
    }
    await upload.mutateAsync(result.layouts);
    void message.success(t('userSettings.layouts.uploaded'));
  };

  const onDownload = async () => {
    setDownloading(true);
    try {
      saveFile(serializeLayouts(await fetchTableLayouts()), 'venus-table-layouts.json');
    } finally {
      setDownloading(false);
    }
  };

  const onReset = () =>
    void modal.confirm({
      title: t('common.notice'),
      content: t('userSettings.layouts.resetConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await reset.mutateAsync();
        void message.success(t('userSettings.layouts.resetDone'));
      },
    });

  return (
    <Card title={t('userSettings.groups.layouts')} className="venus-settings__card">
      <p className="venus-settings__text">{t('userSettings.layouts.hint')}</p>
      <Space wrap>
        <Upload
          accept=".json,application/json"
          showUploadList={false}
          beforeUpload={(file) => {
            void onFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {t('userSettings.layouts.upload')}
          </Button>
        </Upload>
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void onDownload()}>
          {t('userSettings.layouts.download')}
        </Button>
        <Button danger icon={<UndoOutlined />} loading={reset.isPending} onClick={onReset}>
          {t('userSettings.layouts.reset')}
        </Button>
      </Space>
      {fileError ? (
        <Alert
          className="venus-settings__alert"
          type="error"
          showIcon
          closable={{ onClose: () => setFileError(null) }}
          title={t('userSettings.layouts.refused')}
          description={t(`userSettings.layouts.errors.${fileError.key}`, fileError.values)}
        />
      ) : null}
    </Card>
  );
}
