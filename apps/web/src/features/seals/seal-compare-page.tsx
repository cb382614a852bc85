import { isFlagged, type PageVerdict, type SealCompare } from '@venus/shared';
import { Alert, Card, Result, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { fetchPreview } from '../files/files-api.ts';
import { PdfPageCanvas, usePdfDocument } from './pdf-page-canvas.tsx';
import { useSealCompare } from './seals-api.ts';
import './seals.css';

const VERDICT_COLOURS: Record<PageVerdict, string> = {
  same: 'success',
  differs: 'error',
  noText: 'default',
  missingStamped: 'error',
  missingSubmitted: 'error',
};

/**
 * Spec /v2/seal/previewCompare/:title, ?id=: each document as submitted beside its stamped scan,
 * page by page, with the pages whose text differs flagged (decision 0057).
 */
export function SealComparePage() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id') ?? 0);
  const compare = useSealCompare(Number.isInteger(id) ? id : 0, true);
  if (compare.isLoading)
    return (
      <Spin tip={t('sealsUi.comparing')}>
        <div className="venus-seals__loading" />
      </Spin>
    );
  if (!compare.data) {
    const said =
      isApiError(compare.error) && compare.error.msg ? compare.error.msg : t('seal.requestNotFound');
    return <Result status="warning" title={said} />;
  }
  return (
    <div className="venus-seals venus-seals--compare" data-testid="seal-compare">
      {compare.data.documents.map((document) => (
        <DocumentCompare key={document.documentId} document={document} />
      ))}
    </div>
  );
}

function useBlob(path: string, onError: () => void): Blob | null {
  const [blob, setBlob] = useState<Blob | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchPreview(path).then(
      (reply) => {
        if (cancelled) return;
        if (reply.status === 200 && reply.contentType.includes('pdf')) setBlob(reply.blob);
        else onError();
      },
      () => !cancelled && onError(),
    );
    return () => {
      cancelled = true;
    };
  }, [path, onError]);
  return blob;
}

function DocumentCompare({ document }: { document: SealCompare['documents'][number] }) {
  const { t } = useTranslation();
  const [unreadable, setUnreadable] = useState(false);
  const failed = useCallback(() => setUnreadable(true), []);
  const before = usePdfDocument(useBlob(document.submitted.path, failed), failed);
  const after = usePdfDocument(useBlob(document.stamped.path, failed), failed);
  return (
    <Card
      variant="borderless"
      title={t('sealsUi.compareTitle', { name: document.submitted.name })}
      extra={
        document.flagged > 0 ? (
          <Tag color="error" data-testid="flagged-count">
            {t('sealsUi.flagged', { count: document.flagged })}
          </Tag>
        ) : (
          <Tag color="success" data-testid="flagged-count">
            {t('sealsUi.noneFlagged')}
          </Tag>
        )
      }
    >
      {unreadable ? <Alert type="error" showIcon message={t('sealsUi.unreadable')} /> : null}
      <div className="venus-seals__compare-head">
        <span>{t('sealsUi.submittedSide', { name: document.submitted.name })}</span>
        <span>{t('sealsUi.stampedSide', { name: document.stamped.name })}</span>
      </div>
      {document.pages.map((verdict, index) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are their numbers.
          key={index}
          className={`venus-seals__compare-row${isFlagged(verdict) ? ' venus-seals__compare-row--flagged' : ''}`}
          data-verdict={verdict}
          aria-label={t('sealsUi.pageOf', { number: index + 1 })}
        >
          <header className="venus-seals__compare-verdict">
            <strong>{t('sealsUi.pageOf', { number: index + 1 })}</strong>
            <Tag color={VERDICT_COLOURS[verdict]}>{t(`sealsUi.verdict.${verdict}`)}</Tag>
          </header>
          <div className="venus-seals__compare-pages">
            <PdfPageCanvas document={before} number={index + 1} />
            <PdfPageCanvas document={after} number={index + 1} />
          </div>
        </section>
      ))}
    </Card>
  );
}
