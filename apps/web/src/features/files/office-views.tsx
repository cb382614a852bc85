import { Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { readXlsx, type SheetText } from './xlsx-reader.ts';

/** A document view; `onUnreadable` is told when the file cannot be drawn (damaged, not what its name says). */
export interface DocumentViewProps {
  blob: Blob;
  onUnreadable: () => void;
}

/** A .docx rendered in the page by docx-preview (spec §4 /office/view). */
export function DocxView({ blob, onUnreadable }: DocumentViewProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    void import('docx-preview')
      .then(({ renderAsync }) => {
        if (cancelled || !host.current) return;
        host.current.replaceChildren();
        return renderAsync(blob, host.current, undefined, {
          inWrapper: true,
          ignoreLastRenderedPageBreak: true,
        });
      })
      .catch(() => {
        if (!cancelled) onUnreadable();
      });
    return () => {
      cancelled = true;
    };
  }, [blob, onUnreadable]);
  return <div ref={host} className="venus-file-preview__docx" data-testid="docx-view" />;
}

/** The first sheets of an .xlsx as tables (spec §4 /office/view: xlsx as a sheet). */
export function XlsxView({ blob, onUnreadable }: DocumentViewProps) {
  const [sheets, setSheets] = useState<SheetText[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    void blob
      .arrayBuffer()
      .then((buffer) => readXlsx(buffer))
      .then(
        (read) => {
          if (!cancelled) setSheets(read);
        },
        () => {
          if (!cancelled) onUnreadable();
        },
      );
    return () => {
      cancelled = true;
    };
  }, [blob, onUnreadable]);
  if (!sheets) return null;
  return (
    <div className="venus-file-preview__xlsx" data-testid="xlsx-view">
      {sheets.map((sheet) => {
        const width = Math.max(0, ...sheet.rows.map((row) => row.length));
        return (
          <Table
            key={sheet.name}
            size="small"
            bordered
            pagination={false}
            title={() => sheet.name}
            rowKey={(row) => String(sheet.rows.indexOf(row))}
            scroll={{ x: true }}
            columns={Array.from({ length: width }, (_, column) => ({
              key: column,
              title: String.fromCharCode(65 + (column % 26)),
              render: (_: unknown, row: string[]) => row[column] ?? '',
            }))}
            dataSource={sheet.rows}
          />
        );
      })}
    </div>
  );
}

/**
 * A PDF drawn page by page with pdf.js onto canvases (the CSP allows no frames or objects). A
 * damaged PDF makes pdf.js throw: the person is told, not left with an empty dialog.
 */
export function PdfView({ blob, onUnreadable }: DocumentViewProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    const draw = async () => {
      const pdfjs = await import('pdfjs-dist');
      const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const document = await pdfjs.getDocument({
        data: new Uint8Array(await blob.arrayBuffer()),
        isEvalSupported: false,
      }).promise;
      if (cancelled || !host.current) return;
      host.current.replaceChildren();
      // Drawn at the width it is shown at, times the screen's density, so text stays sharp.
      const width = host.current.clientWidth || 800;
      const density = window.devicePixelRatio || 1;
      for (let number = 1; number <= Math.min(document.numPages, 50); number += 1) {
        const page = await document.getPage(number);
        const scale = width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale: scale * density });
        const canvas = window.document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.width = `${viewport.width / density}px`;
        if (cancelled || !host.current) return;
        host.current.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
    };
    draw().catch(() => {
      if (!cancelled) onUnreadable();
    });
    return () => {
      cancelled = true;
    };
  }, [blob, onUnreadable]);
  return <div ref={host} className="venus-file-preview__pdf" data-testid="pdf-view" />;
}
