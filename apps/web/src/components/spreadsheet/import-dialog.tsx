import { App, Checkbox, Form } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import { isApiError } from '../../app/api/api-error.ts';
import type { QueryParams } from '../../app/api/request-url.ts';
import { VenusDialog } from '../dialog/venus-dialog.tsx';
import { saveFile } from '../file/save-file.ts';
import { ImportErrorReport } from './import-error-report.tsx';
import { type ImportRowError, readRowErrors } from './import-errors.ts';
import { SheetFileChooser } from './sheet-file-chooser.tsx';

/** What a successful import answered: its `data` and the server's own message. */
export interface ImportAnswer<T> {
  data: T;
  msg: string;
}

interface ImportDialogProps<T> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** `POST <resource>/import` (multipart, one .xlsx) and `POST <resource>/importTemplate`. */
  importPath: string;
  templatePath: string;
  /** The template is a GET of its own (e.g. `GET /hankun/expenses/importTemplate`) rather than a POST. */
  templateByGet?: boolean;
  templateName: string;
  /** The template link's words; "download the import template" by default. */
  templateLabel?: string;
  /** What to fill in and the all-or-nothing rule; the generic words by default. */
  hint?: string;
  /**
   * More than the file (e.g. the title of the claim an import makes): form items whose values are
   * checked on confirm and sent with the file as query parameters.
   */
  fields?: ReactNode;
  /** The fields' values as the dialog opens. */
  fieldValues?: QueryParams;
  /**
   * The success said as the server words it (e.g. "3 lines imported into a draft claim") instead
   * of the generic "imported".
   */
  sayServerMessage?: boolean;
  onImported: (answer: ImportAnswer<T>) => void;
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
export function ImportDialog<T = unknown>({
  open,
  onClose,
  title,
  importPath,
  templatePath,
  templateByGet = false,
  templateName,
  templateLabel,
  hint,
  fields,
  fieldValues,
  sayServerMessage = false,
  onImported,
  updateLabel,
}: ImportDialogProps<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<QueryParams>();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ msg: string; errors: ImportRowError[] } | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);

  const clear = () => {
    setFile(null);
    setRefusal(null);
    setUpdateExisting(false);
    if (fields) form.resetFields();
  };

  const downloadTemplate = async () => {
    const blob = await api.download(templatePath, templateByGet ? {} : { body: {} });
    saveFile(blob, `${templateName}.xlsx`);
  };

  const send = async () => {
    if (!file) {
      void message.warning(t('spreadsheet.noFile'));
      return;
    }
    // A field left wrong stops here with its message under it (the dialog ends the rejection).
    const params = fields ? await form.validateFields() : {};
    const upload = new FormData();
    upload.append('file', file, file.name);
    setSending(true);
    setRefusal(null);
    try {
      const path = updateExisting ? `${importPath}?updateSupport=true` : importPath;
      const answer = await api.uploadWithMessage<T>(path, upload, { errorHandling: 'caller', params });
      void message.success(sayServerMessage && answer.msg ? answer.msg : t('spreadsheetUi.importDone'));
      onImported(answer);
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
        {fields ? (
          // Its own field ids: the list's search form behind the dialog may have a field of the same name.
          <Form form={form} name="import-fields" layout="vertical" initialValues={fieldValues}>
            {fields}
          </Form>
        ) : null}
        <SheetFileChooser
          hint={hint ?? t('spreadsheetUi.importHint')}
          templateLabel={templateLabel ?? t('spreadsheetUi.template')}
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
        {refusal ? (
          <ImportErrorReport msg={refusal.msg} errors={refusal.errors} testId="import-report" />
        ) : null}
      </div>
    </VenusDialog>
  );
}
