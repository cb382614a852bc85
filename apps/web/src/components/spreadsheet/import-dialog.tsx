import { FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Table, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import { isApiError } from '../../app/api/api-error.ts';
import { VenusDialog } from '../dialog/venus-dialog.tsx';
import { saveFile } from '../file/save-file.ts';
import { type ImportRowError, readRowErrors } from './import-errors.ts';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** `POST <resource>/import` (multipart, one .xlsx) and `POST <resource>/importTemplate`. */
  importPath: string;
  templatePath: string;
  templateName: string;
  onImported: () => void;
}

/**
 * Spec §5 Import: download the template, choose one .xlsx, send it. The server writes nothing
 * unless every row is valid; when it refuses, the report lists each error with its row number
 * as Excel shows it, the column and the reason.
 */
export function ImportDialog({
  open,
  onClose,
  title,
  importPath,
  templatePath,
  templateName,
  onImported,
}: ImportDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ msg: string; errors: ImportRowError[] } | null>(null);

  const clear = () => {
    setFile(null);
    setRefusal(null);
  };

  const downloadTemplate = async () => {
    const blob = await api.download(templatePath, { body: {} });
    saveFile(blob, `${templateName}.xlsx`);
  };

  const send = async () => {
    if (!file) {
      void message.warning(t('spreadsheet.noFile'));
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    setSending(true);
    setRefusal(null);
    try {
      await api.upload(importPath, form, { errorHandling: 'caller' });
      void message.success(t('spreadsheetUi.importDone'));
      onImported();
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setRefusal({ msg: error.msg, errors: readRowErrors(error.data) });
    } finally {
      setSending(false);
    }
  };

  const fileList: UploadFile[] = file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : [];
  return (
    <VenusDialog
      open={open}
      title={title}
      onConfirm={send}
      onCancel={onClose}
      afterClose={clear}
      confirmText={t('spreadsheetUi.importConfirm')}
      confirmLoading={sending}
      confirmDisabled={file === null}
      width={refusal && refusal.errors.length > 0 ? 760 : 520}
    >
      <div className="venus-import">
        <Typography.Paragraph type="secondary">
          {t('spreadsheetUi.importHint')}{' '}
          <Button
            type="link"
            size="small"
            icon={<FileExcelOutlined />}
            onClick={() => void downloadTemplate()}
          >
            {t('spreadsheetUi.template')}
          </Button>
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          fileList={fileList}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setRefusal(null);
            return false;
          }}
          onRemove={clear}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('spreadsheetUi.chooseFile')}</p>
          <p className="ant-upload-hint">{t('spreadsheetUi.chooseFileHint')}</p>
        </Upload.Dragger>
        {refusal ? (
          <div className="venus-import__report">
            <Alert type="error" showIcon title={refusal.msg} />
            {refusal.errors.length > 0 ? (
              <Table<ImportRowError & { key: number }>
                aria-label={t('spreadsheetUi.errorReport')}
                size="small"
                pagination={false}
                scroll={{ y: 240 }}
                rowKey="key"
                dataSource={refusal.errors.map((error, key) => ({ ...error, key }))}
                columns={[
                  { title: t('spreadsheetUi.row'), dataIndex: 'row', width: 72 },
                  { title: t('spreadsheetUi.column'), dataIndex: 'column', width: 140 },
                  { title: t('spreadsheetUi.reason'), dataIndex: 'message' },
                ]}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </VenusDialog>
  );
}
