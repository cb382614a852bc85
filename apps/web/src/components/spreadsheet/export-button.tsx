import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import { useConfigValue } from '../../app/api/use-config-value.ts';
import { VenusDialog } from '../dialog/venus-dialog.tsx';
import { saveFile } from '../file/save-file.ts';
import { formatReceived, progressPercent } from './download-progress.ts';

interface ExportButtonProps {
  /** `POST <resource>/export`, answered with a streamed .xlsx. */
  path: string;
  /** The list's current search, so the file holds what the person sees. */
  filters: object;
  /** The file's name without extension, in the person's language. */
  fileName: string;
  /** How many records the search finds, to say what the file will hold. */
  total: number;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'confirm' }
  | { kind: 'downloading'; received: number; total: number | null; done: boolean };

/**
 * Spec §5 Export: asks for confirmation stating the maximum record count
 * (`sys.export.maxRows`), then streams the workbook with a progress bar. A refusal (too many
 * records) comes back as an ordinary error message through the API client.
 */
export function ExportButton({ path, filters, fileName, total }: ExportButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const maxRows = Number(useConfigValue('sys.export.maxRows'));
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const start = async () => {
    setPhase({ kind: 'downloading', received: 0, total: null, done: false });
    try {
      const blob = await api.download(path, {
        body: filters,
        onDownloadProgress: (received, length) =>
          setPhase({ kind: 'downloading', received, total: length, done: false }),
      });
      setPhase((current) => (current.kind === 'downloading' ? { ...current, done: true } : current));
      saveFile(blob, `${fileName}.xlsx`);
      void message.success(t('spreadsheetUi.exported'));
    } catch {
      // The API client has already said why.
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const downloading = phase.kind === 'downloading' ? phase : null;
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => setPhase({ kind: 'confirm' })}
        loading={downloading !== null}
      >
        {t('spreadsheetUi.export')}
      </Button>
      <VenusDialog
        open={phase.kind === 'confirm'}
        title={t('spreadsheetUi.exportTitle')}
        onConfirm={() => void start()}
        onCancel={() => setPhase({ kind: 'idle' })}
        confirmText={t('spreadsheetUi.export')}
      >
        <Typography.Paragraph>
          {t('spreadsheetUi.exportConfirm', { total, max: maxRows })}
        </Typography.Paragraph>
        {total > maxRows ? (
          <Typography.Text type="danger">
            {t('spreadsheetUi.exportTooMany', { max: maxRows })}
          </Typography.Text>
        ) : null}
      </VenusDialog>
      <VenusDialog
        open={downloading !== null}
        title={t('spreadsheetUi.exporting')}
        onCancel={() => undefined}
        footer={null}
        maskClosable={false}
        closable={false}
      >
        <div role="status" aria-label={t('spreadsheetUi.exporting')}>
          <Progress
            percent={
              downloading ? progressPercent(downloading.received, downloading.total, downloading.done) : 0
            }
          />
          <Typography.Text type="secondary">
            {t('spreadsheetUi.received', { size: formatReceived(downloading?.received ?? 0) })}
          </Typography.Text>
        </div>
      </VenusDialog>
    </>
  );
}
