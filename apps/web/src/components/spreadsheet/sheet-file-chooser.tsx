import { FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';

interface SheetFileChooserProps {
  /** What to fill in and the all-or-nothing rule, in the page's words. */
  hint: string;
  templateLabel: string;
  onTemplate: () => void;
  file: File | null;
  /** A file chosen (kept in the page, never sent by the dragger itself) or removed. */
  onChange: (file: File | null) => void;
  chooseText?: string;
  chooseHint?: string;
}

/** Spec §5 Import, first half: the template link and one .xlsx chosen by click or drop. */
export function SheetFileChooser({
  hint,
  templateLabel,
  onTemplate,
  file,
  onChange,
  chooseText,
  chooseHint,
}: SheetFileChooserProps) {
  const { t } = useTranslation();
  const fileList: UploadFile[] = file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : [];
  return (
    <>
      <Typography.Paragraph type="secondary">
        {hint}{' '}
        <Button type="link" size="small" icon={<FileExcelOutlined />} onClick={onTemplate}>
          {templateLabel}
        </Button>
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".xlsx"
        maxCount={1}
        fileList={fileList}
        beforeUpload={(chosen) => {
          onChange(chosen);
          return false;
        }}
        onRemove={() => onChange(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{chooseText ?? t('spreadsheetUi.chooseFile')}</p>
        <p className="ant-upload-hint">{chooseHint ?? t('spreadsheetUi.chooseFileHint')}</p>
      </Upload.Dragger>
    </>
  );
}
