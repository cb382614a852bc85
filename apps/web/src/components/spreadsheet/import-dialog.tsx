import { App, Checkbox } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import { isApiError } from '../../app/api/api-error.ts';
import { VenusDialog } from '../dialog/venus-dialog.tsx';
import { saveFile } from '../file/save-file.ts';
import { ImportErrorReport } from './import-error-report.tsx';
import { type ImportRowError, readRowErrors } from './import-errors.ts';
import { SheetFileChooser } from './sheet-file-chooser.tsx';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** `POST <resource>/import` (multipart, one .xlsx) and `POST <resource>/importTemplate`. */
  importPath: string;
  templatePath: string;
  templateName: string;
  onImported: () => void;
  /**
   * Offers the update mode (`?updateSupport=true`): rows matching an existing record by its key
   * update it, so an export reads back in. The label names the key, e.g. "update users whose
   * login name exists".
   */
  updateLabel?: string;
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
  updateLabel,
}: ImportDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ msg: string; errors: ImportRowError[] } | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);

  const clear = () => {
    setFile(null);
    setRefusal(null);
    setUpdateExisting(false);
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
      const path = updateExisting ? `${importPath}?updateSupport=true` : importPath;
      await api.upload(path, form, { errorHandling: 'caller' });
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
        <SheetFileChooser
          hint={t('spreadsheetUi.importHint')}
          templateLabel={t('spreadsheetUi.template')}
          onTemplate={() => void downloadTemplate()}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setRefusal(null);
          }}
        />
        {updateLabel ? (
          <Checkbox checked={updateExisting} onChange={(event) => setUpdateExisting(event.target.checked)}>
            {updateLabel}
          </Checkbox>
        ) : null}
        {refusal ? <ImportErrorReport msg={refusal.msg} errors={refusal.errors} /> : null}
      </div>
    </VenusDialog>
  );
}
