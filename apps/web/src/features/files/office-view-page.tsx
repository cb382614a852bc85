import { Card, Empty, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchPreview } from './files-api.ts';
import { DocxView, PdfView, XlsxView } from './office-views.tsx';
import { UnreadableFile } from './unreadable-file.tsx';

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'unreadable' }
  | { state: 'shown'; blob: Blob; kind: 'docx' | 'xlsx' | 'pdf' };

/**
 * Spec §1 `/office/view` and `/v2/office/view` (fileType, filePath): a document on a tab of its
 * own, docx and xlsx rendered in the browser, a converted PDF with pdf.js. The server checks the
 * caller may see the file, as for any preview.
 */
export function OfficeViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filePath = params.get('filePath') ?? '';
  const fileType = (params.get('fileType') ?? '').toLowerCase();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const markUnreadable = useCallback(() => setLoaded({ state: 'unreadable' }), []);

  useEffect(() => {
    if (!filePath) return setLoaded({ state: 'missing' });
    let cancelled = false;
    void fetchPreview(filePath).then((reply) => {
      if (cancelled) return;
      const usable =
        reply.status === 200 && reply.blob.size > 0 && !reply.contentType.includes('application/json');
      if (!usable) return setLoaded({ state: 'missing' });
      const kind = reply.retType === 'pdfPreviewFile' ? 'pdf' : fileType === 'xlsx' ? 'xlsx' : 'docx';
      setLoaded({ state: 'shown', blob: reply.blob, kind });
    });
    return () => {
      cancelled = true;
    };
  }, [filePath, fileType]);

  return (
    <Card variant="borderless" className="venus-office-view">
      {loaded.state === 'loading' && <Spin />}
      {loaded.state === 'missing' && <Empty description={t('files.previewNotFound')} />}
      {loaded.state === 'unreadable' && <UnreadableFile />}
      {loaded.state === 'shown' && loaded.kind === 'docx' && (
        <DocxView blob={loaded.blob} onUnreadable={markUnreadable} />
      )}
      {loaded.state === 'shown' && loaded.kind === 'xlsx' && (
        <XlsxView blob={loaded.blob} onUnreadable={markUnreadable} />
      )}
      {loaded.state === 'shown' && loaded.kind === 'pdf' && (
        <PdfView blob={loaded.blob} onUnreadable={markUnreadable} />
      )}
    </Card>
  );
}
