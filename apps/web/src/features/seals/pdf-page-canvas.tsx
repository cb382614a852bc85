import { useEffect, useRef, useState } from 'react';

type PdfDocument = Awaited<ReturnType<typeof import('pdfjs-dist')['getDocument']>['promise']>;

/** A PDF read with pdf.js (loaded when first needed), or null while it loads; throws to `onError`. */
export function usePdfDocument(blob: Blob | null, onError: () => void): PdfDocument | null {
  const [document, setDocument] = useState<PdfDocument | null>(null);
  useEffect(() => {
    if (!blob) return;
    let cancelled = false;
    const load = async () => {
      const pdfjs = await import('pdfjs-dist');
      const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const loaded = await pdfjs.getDocument({
        data: new Uint8Array(await blob.arrayBuffer()),
        isEvalSupported: false,
      }).promise;
      if (!cancelled) setDocument(loaded);
    };
    load().catch(() => {
      if (!cancelled) onError();
    });
    return () => {
      cancelled = true;
    };
  }, [blob, onError]);
  return document;
}

/** One page of a PDF drawn at the width of its frame (sharp on dense screens); empty past the last page. */
export function PdfPageCanvas({ document, number }: { document: PdfDocument | null; number: number }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!document || number > document.numPages) return;
    let cancelled = false;
    const draw = async () => {
      const page = await document.getPage(number);
      if (cancelled || !host.current) return;
      const width = host.current.clientWidth || 400;
      const density = window.devicePixelRatio || 1;
      const scale = width / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale: scale * density });
      const canvas = window.document.createElement('canvas');
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.style.width = `${viewport.width / density}px`;
      host.current.replaceChildren(canvas);
      await page.render({ canvas, viewport }).promise;
    };
    void draw().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [document, number]);
  return <div ref={host} className="venus-seals__page" data-page={number} />;
}
