import { type FileView, isImageName, isOfficeName, type LiveMessage } from '@venus/shared';
import { App, Button, Empty, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api/api-error.ts';
import { buildRequestUrl } from '../../app/api/request-url.ts';
import { liveEvents } from '../../app/live/live-event-bus.ts';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { ServerImage } from '../../components/file/server-image.tsx';
import {
  convertedName,
  fetchPreview,
  type PreviewReply,
  requestConversion,
  useConverterAvailable,
} from './files-api.ts';
import { DocxView, PdfView, XlsxView } from './office-views.tsx';
import { UnreadableFile } from './unreadable-file.tsx';

type Shown =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'download' }
  | { kind: 'image' }
  /** The browser could not draw it (a damaged PDF). */
  | { kind: 'unreadable' }
  | {
      kind: 'pdf' | 'docx' | 'xlsx' | 'html' | 'picture' | 'media';
      blob: Blob;
      url: string;
      contentType: string;
    };

/** Spec §4 File preview: how a reply is shown, by its ret-type, then its content type. */
function shownOf(reply: PreviewReply, name: string): Shown {
  if (reply.status === 403 || reply.retType === 'download') return { kind: 'download' };
  if (reply.contentType.includes('application/json')) return { kind: 'download' };
  if (reply.blob.size === 0) return { kind: 'empty' };
  const base = { blob: reply.blob, url: URL.createObjectURL(reply.blob), contentType: reply.contentType };
  if (reply.retType === 'pdfPreviewFile') return { kind: 'pdf', ...base };
  if (reply.retType === 'htmlPreviewFile') return { kind: 'html', ...base };
  if (reply.retType === 'vueOfficePreviewFile')
    return { kind: name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'docx', ...base };
  // An image type an administrator added to the preview list (showImage serves the usual ones).
  if (reply.contentType.startsWith('image/')) return { kind: 'picture', ...base };
  return { kind: 'media', ...base };
}

/** Spec §1 /office/view: the same document on a browser tab of its own. */
const officeViewUrl = (fileType: string, filePath: string) =>
  `/office/view?${new URLSearchParams({ fileType, filePath }).toString()}`;

/** HTML the server escaped, shown as text: the CSP allows no frames. */
function HtmlText({ blob }: { blob: Blob }) {
  const [text, setText] = useState('');
  useEffect(() => {
    void blob
      .text()
      .then((html) => setText(new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''));
  }, [blob]);
  return <pre className="venus-file-preview__text">{text}</pre>;
}

export interface FilePreviewDialogProps {
  file: FileView | null;
  onClose: () => void;
  /** A file that cannot be shown is downloaded instead. */
  onDownload: (file: FileView) => unknown;
}

/**
 * Spec §4 File preview and PDF conversion link. The link shows only while no PDF copy exists
 * and the server can convert (LibreOffice is optional: without it the footer says so instead);
 * after the confirm the server converts in the background and the preview opens on the PDF
 * when the conversion reports back (eciProgressMsg). A refusal shows the server's reason.
 */
export function FilePreviewDialog({ file, onClose, onDownload }: FilePreviewDialogProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [convertible, setConvertible] = useState(false);
  const [converting, setConverting] = useState(false);
  const [reload, setReload] = useState(0);
  const converter = useConverterAvailable(file !== null && isOfficeName(file.name));
  const markUnreadable = useCallback(() => setShown({ kind: 'unreadable' }), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` fetches again once a conversion has finished
  useEffect(() => {
    if (!file?.path) return;
    // Images come from showImage, which tells when to show the fallback picture instead.
    if (isImageName(file.name)) {
      setConvertible(false);
      setShown({ kind: 'image' });
      return;
    }
    let cancelled = false;
    setShown({ kind: 'loading' });
    const path = file.path;
    void fetchPreview(path).then((reply) => {
      if (cancelled) return;
      const next = shownOf(reply, file.name);
      if (next.kind === 'download') {
        onDownload(file);
        onClose();
        return;
      }
      setShown(next);
    });
    if (isOfficeName(file.name))
      void convertedName(path).then((name) => {
        if (!cancelled) setConvertible(!name);
      });
    else setConvertible(false);
    return () => {
      cancelled = true;
    };
  }, [file, reload, onClose, onDownload]);

  useEffect(
    () => () => {
      if ('url' in shown) URL.revokeObjectURL(shown.url);
    },
    [shown],
  );

  useEffect(() => {
    if (!file) return;
    return liveEvents.subscribe('eciProgressMsg', (live: LiveMessage) => {
      const body = JSON.parse(live.msgContent || '{}') as { fileId?: number; progress?: number };
      if (body.fileId !== file.id) return;
      if (body.progress === 100) {
        setConverting(false);
        setReload((value) => value + 1);
      } else if (body.progress === -1) {
        setConverting(false);
        void message.error(t('files.convertFailed', { name: file.name }));
      }
    });
  }, [file, message, t]);

  const convert = () =>
    modal.confirm({
      title: t('files.convertTitle'),
      content: t('files.convertConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        if (!file?.path) return;
        setConvertible(false);
        setConverting(true);
        try {
          const name = await requestConversion(file.path);
          if (name) void message.success(t('files.convertRequested'));
        } catch (error) {
          // The confirm closes either way; the reason is the server's, in the reader's language.
          setConverting(false);
          setConvertible(true);
          void converter.refetch();
          void message.error(
            error instanceof ApiError && error.msg
              ? error.msg
              : t('files.convertFailed', { name: file.name }),
          );
        }
      },
    });

  return (
    <VenusDialog
      open={file !== null}
      title={file?.name ?? ''}
      onCancel={onClose}
      afterClose={() => {
        setShown({ kind: 'loading' });
        setConverting(false);
      }}
      footer={
        <>
          {convertible && converter.data === true && (
            <Button type="link" onClick={convert}>
              {t('filesUi.convertLink')}
            </Button>
          )}
          {convertible && converter.data === false && (
            <Typography.Text
              type="secondary"
              className="venus-file-preview__note"
              data-testid="converter-missing"
            >
              {t('filesUi.converterMissing')}
            </Typography.Text>
          )}
          {converting && <Spin size="small" aria-label={t('filesUi.converting')} />}
          {file?.path && (shown.kind === 'docx' || shown.kind === 'xlsx') && (
            <Button type="link" onClick={() => window.open(officeViewUrl(shown.kind, file.path!), '_blank')}>
              {t('filesUi.openInTab')}
            </Button>
          )}
          {file && <Button onClick={() => onDownload(file)}>{t('filesUi.download')}</Button>}
          <Button type="primary" onClick={onClose}>
            {t('filesUi.close')}
          </Button>
        </>
      }
      width="min(960px, 96vw)"
    >
      <div className="venus-file-preview" data-kind={shown.kind}>
        {shown.kind === 'loading' && <Spin />}
        {shown.kind === 'empty' && <Empty description={t('files.previewNotFound')} />}
        {shown.kind === 'pdf' && <PdfView blob={shown.blob} onUnreadable={markUnreadable} />}
        {shown.kind === 'docx' && <DocxView blob={shown.blob} onUnreadable={markUnreadable} />}
        {shown.kind === 'xlsx' && <XlsxView blob={shown.blob} onUnreadable={markUnreadable} />}
        {shown.kind === 'unreadable' && file && <UnreadableFile onDownload={() => onDownload(file)} />}
        {shown.kind === 'html' && <HtmlText blob={shown.blob} />}
        {shown.kind === 'image' && file?.path && (
          <ServerImage className="venus-file-preview__image" path={file.path} alt={file.name} />
        )}
        {shown.kind === 'picture' && (
          <img className="venus-file-preview__image" src={shown.url} alt={file?.name} />
        )}
        {shown.kind === 'media' && file?.path && (
          // Media streams from the server by Range (the CSP allows no blob: media).
          <video
            controls
            className="venus-file-preview__image"
            src={buildRequestUrl('/hankun/filePreview/preview', { fileName: file.path })}
          >
            <track kind="captions" />
          </video>
        )}
      </div>
    </VenusDialog>
  );
}
