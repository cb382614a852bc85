import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  bytesOfMb,
  type FileLimits,
  type FileOwner,
  isBatchTooLarge,
  refusalOfSelection,
  submitCheckOf,
  tipTypesOf,
} from '@venus/shared';
import { App, Button, Input, List, Progress, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { formatFileSize } from './file-size.ts';
import { progressMeter, type UploadProgress } from './upload-progress.ts';
import { uploadChunked, uploadWhole } from './upload-transport.ts';

export interface FileUploadDialogProps {
  open: boolean;
  /** The configured title of the panel (spec §6): the dialog is titled after it. */
  title: string;
  owner: FileOwner;
  limits: FileLimits;
  /** Spec §5 File add submit: fileRequired. */
  fileRequired?: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

/**
 * Spec §4 File upload dialog: pick files, see each one's tip, confirm, and watch progress and
 * speed. A file above the chunk threshold goes in chunks and resumes where the server left off.
 */
export function FileUploadDialog({
  open,
  title,
  owner,
  limits,
  fileRequired = true,
  onClose,
  onUploaded,
}: FileUploadDialogProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [remark, setRemark] = useState('');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [chunked, setChunked] = useState(false);
  const tips = tipTypesOf(
    files.map((file) => file.name),
    limits,
  );

  const reset = () => {
    setFiles([]);
    setRemark('');
    setProgress(null);
    setChunked(false);
  };

  /** Spec §5 File selection: refused files are named in a message and not added. */
  const pick = (picked: FileList | null) => {
    if (!picked) return;
    const accepted: File[] = [];
    for (const file of Array.from(picked)) {
      const refusal = refusalOfSelection(file, limits);
      if (refusal) void message.error(t(refusal.key, refusal.params));
      else accepted.push(file);
    }
    const next = [...files, ...accepted];
    if (isBatchTooLarge(next.length, limits)) {
      void message.error(t('files.tip.countTip', { limit: limits.countLimit }));
      return;
    }
    setFiles(next);
  };

  const send = async () => {
    const sendable = files.filter((_, index) => tips[index] !== 1);
    const total = sendable.reduce((sum, file) => sum + file.size, 0);
    const meter = progressMeter(total);
    setProgress(meter(0));
    const threshold = bytesOfMb(limits.chunkThresholdMb);
    const large = sendable.filter((file) => file.size > threshold);
    const small = sendable.filter((file) => file.size <= threshold);
    setChunked(large.length > 0);
    let sentBefore = 0;
    try {
      if (small.length > 0) {
        await uploadWhole(owner, remark, small, (sent) => setProgress(meter(sent)));
        sentBefore = small.reduce((sum, file) => sum + file.size, 0);
      }
      for (const file of large) {
        await uploadChunked(owner, remark, file, limits, (sent) => setProgress(meter(sentBefore + sent)));
        sentBefore += file.size;
      }
      setProgress(meter(total, true));
      void message.success(t('filesUi.uploaded'));
      onUploaded();
      onClose();
    } catch (error) {
      setProgress(null);
      void message.error(isApiError(error) && error.msg ? error.msg : t('filesUi.uploadFailed'));
    }
  };

  /** Spec §5 File add submit: the refusals, then the confirm for skipped or duplicate files. */
  const submit = () => {
    const check = submitCheckOf(tips, fileRequired);
    if (check.refusal) {
      void message.error(t(check.refusal));
      return;
    }
    if (!check.confirm) return send();
    modal.confirm({
      title: t('filesUi.confirmTitle'),
      content: t(check.confirm),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => void send(),
    });
  };

  const busy = progress !== null;
  return (
    <VenusDialog
      open={open}
      title={t('filesUi.uploadTitle', { title })}
      onConfirm={submit}
      onCancel={busy ? () => {} : onClose}
      afterClose={reset}
      confirmLoading={busy}
      closable={!busy}
      maskClosable={false}
      width={640}
    >
      <div className="venus-files-upload">
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="file-input"
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = '';
          }}
        />
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={busy}>
          {t('filesUi.choose')}
        </Button>
        <Typography.Text type="secondary" className="venus-files-upload__hint">
          {t('filesUi.limitsHint', {
            types: limits.allowedTypes.join(', '),
            size: limits.sizeLimitMb,
            count: limits.countLimit,
          })}
        </Typography.Text>
        <List
          size="small"
          className="venus-files-upload__list"
          locale={{ emptyText: t('filesUi.noneChosen') }}
          dataSource={files.map((file, index) => ({ file, tip: tips[index], index }))}
          renderItem={({ file, tip, index }) => (
            <List.Item
              data-tip-type={tip}
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  aria-label={t('filesUi.removeChosen', { name: file.name })}
                  icon={<DeleteOutlined />}
                  disabled={busy}
                  onClick={() => setFiles(files.filter((_, at) => at !== index))}
                />,
              ]}
            >
              <span className="venus-files-upload__name">{file.name}</span>
              <span className="venus-files-upload__size">{formatFileSize(file.size)}</span>
              {tip === 1 && <Tag color="orange">{t('files.tip.fileTypeTip')}</Tag>}
              {tip === 2 && <Tag color="gold">{t('files.tip.sameNameTip')}</Tag>}
            </List.Item>
          )}
        />
        <Input.TextArea
          value={remark}
          maxLength={500}
          rows={2}
          placeholder={t('filesUi.remark')}
          aria-label={t('filesUi.remark')}
          disabled={busy}
          onChange={(event) => setRemark(event.target.value)}
        />
        {progress && (
          <div className="venus-files-upload__progress" data-chunked={chunked}>
            <Progress percent={progress.percent} size="small" />
            <Typography.Text type="secondary">
              {chunked ? t('filesUi.chunkedSpeed', { speed: progress.speed }) : progress.speed}
            </Typography.Text>
          </div>
        )}
      </div>
    </VenusDialog>
  );
}
