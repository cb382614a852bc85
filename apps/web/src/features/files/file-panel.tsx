import { PlusOutlined } from '@ant-design/icons';
import { type FileOwner, type FilePermission, type FileView, refusalOfEdit } from '@venus/shared';
import { App, Button, Card, Form, Input, Space, Table, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { FilePreviewDialog } from './file-preview-dialog.tsx';
import { formatFileSize } from './file-size.ts';
import { FileUploadDialog } from './file-upload-dialog.tsx';
import { downloadFile, useFileLimits, useFileMutations, useFiles } from './files-api.ts';
import './files.css';

export interface FilePanelProps {
  /** The record the files belong to (spec §3: source, onlyId, type). */
  owner: FileOwner;
  /** The configured title: the panel's heading, and the upload and edit dialogs' titles. */
  title: string;
  /** Spec §6 file permission flags; download also needs a stored path. */
  permission: FilePermission;
  fileRequired?: boolean;
  /** How a row's content is fetched; by default the file by its id (templates go by name). */
  onDownload?: (file: FileView) => Promise<unknown>;
}

/** Spec §5 File edit submit: a stored file's name (extension kept) or a note's remark. */
function EditDialog({
  file,
  title,
  onSave,
  onClose,
}: {
  file: FileView | null;
  title: string;
  onSave: (input: { id: number; name: string; remark: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; remark: string }>();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const values = form.getFieldsValue();
    const refusal = refusalOfEdit({ path: file?.path, ...values });
    if (refusal) return setError(t(refusal));
    try {
      await onSave({ id: file!.id, name: values.name ?? '', remark: values.remark ?? '' });
      onClose();
    } catch (caught) {
      setError(isApiError(caught) ? caught.msg : t('filesUi.uploadFailed'));
    }
  };
  return (
    <VenusDialog
      open={file !== null}
      title={t('filesUi.editTitle', { title })}
      onConfirm={submit}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setError(null);
      }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: file?.name, remark: file?.remark }}
        key={file?.id}
      >
        {file?.path && (
          <Form.Item name="name" label={t('filesUi.name')}>
            <Input maxLength={255} />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('filesUi.remark')}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
      </Form>
    </VenusDialog>
  );
}

/**
 * The files of one record, for any domain's detail page: a table of name, size, remark and
 * operations, with upload, edit, preview, download and delete as the permission flags allow.
 * The server checks the same access on every call.
 */
export function FilePanel({
  owner,
  title,
  permission,
  fileRequired,
  onDownload = downloadFile,
}: FilePanelProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { data: files = [], isLoading } = useFiles(owner);
  const { data: limits } = useFileLimits();
  const { remove, edit, refresh } = useFileMutations(owner);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<FileView | null>(null);
  const [previewing, setPreviewing] = useState<FileView | null>(null);
  // Spec §6: the download flag governs the name link and the download button; both need content.
  const mayOpen = (file: FileView) => permission.download && file.path !== null;
  // The shell's download list shows the progress, the speed and how it ended.
  const download = useCallback((file: FileView) => void onDownload(file), [onDownload]);
  const closePreview = useCallback(() => setPreviewing(null), []);

  const confirmRemove = (file: FileView) =>
    modal.confirm({
      title: t('common.notice'),
      content: t('files.confirm.delete'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(file.id),
    });

  return (
    <Card
      className="venus-files"
      data-source={owner.source}
      title={title}
      extra={
        permission.add && (
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            disabled={!limits}
            onClick={() => setUploading(true)}
          >
            {t('filesUi.upload')}
          </Button>
        )
      }
    >
      <Table<FileView>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={files}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: t('filesUi.empty') }}
        columns={[
          {
            key: 'name',
            title: t('filesUi.name'),
            render: (_, file) =>
              mayOpen(file) ? (
                <Button
                  type="link"
                  size="small"
                  className="venus-files__name"
                  onClick={() => setPreviewing(file)}
                >
                  {file.name}
                </Button>
              ) : (
                <Typography.Text type={file.path ? undefined : 'secondary'}>
                  {file.path ? file.name : '—'}
                </Typography.Text>
              ),
          },
          {
            key: 'size',
            title: t('filesUi.size'),
            width: 100,
            render: (_, file) => (file.path ? formatFileSize(file.size) : '—'),
          },
          { key: 'remark', title: t('filesUi.remark'), dataIndex: 'remark', ellipsis: true },
          {
            key: 'operation',
            title: t('filesUi.operation'),
            width: 220,
            render: (_, file) => (
              <Space size={0} wrap>
                {mayOpen(file) && (
                  <Button type="link" size="small" onClick={() => setPreviewing(file)}>
                    {t('filesUi.preview')}
                  </Button>
                )}
                {mayOpen(file) && (
                  <Button type="link" size="small" onClick={() => download(file)}>
                    {t('filesUi.download')}
                  </Button>
                )}
                {permission.edit && (
                  <Button type="link" size="small" onClick={() => setEditing(file)}>
                    {t('filesUi.edit')}
                  </Button>
                )}
                {permission.remove && (
                  <Button type="link" size="small" danger onClick={() => confirmRemove(file)}>
                    {t('filesUi.remove')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {limits && (
        <FileUploadDialog
          open={uploading}
          title={title}
          owner={owner}
          limits={limits}
          fileRequired={fileRequired}
          onClose={() => setUploading(false)}
          onUploaded={() => void refresh()}
        />
      )}
      <EditDialog
        file={editing}
        title={title}
        onSave={(input) => edit.mutateAsync(input)}
        onClose={() => setEditing(null)}
      />
      <FilePreviewDialog file={previewing} onClose={closePreview} onDownload={download} />
    </Card>
  );
}
