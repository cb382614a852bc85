import type { SealCompare } from '@venus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxBytes } from '../files/files.test-support.ts';
import { pdfOf, sealWorld } from './seals.test-support.ts';

let w: Awaited<ReturnType<typeof sealWorld>>;
let sealId: number;

beforeAll(async () => {
  w = await sealWorld();
  sealId = await w.addSeal();
});
afterAll(() => w.close());

/** A request with this document, approved and stamped with this scan; answers its id. */
async function stampedWith(document: { name: string; content: Buffer }, scan: Buffer): Promise<number> {
  const { requestId } = await w.draftWithDocument(sealId, {}, document);
  await w.succeed('guojing', 'POST', '/hankun/seal/request/submit', { requestId });
  await w.approveAll(requestId);
  // Not before the stamping: there is nothing to compare with.
  expect((await w.call('guojing', 'GET', `/hankun/seal/request/${requestId}/compare`)).code).toBe(409);
  const detail = await w.detail('chengpeng', requestId);
  const [scanFileId] = await w.uploadTo('chengpeng', requestId, 'stamped', [
    { name: '盖章扫描件.pdf', content: scan },
  ]);
  await w.succeed('chengpeng', 'POST', '/hankun/seal/request/stamp', {
    requestId,
    documents: [{ documentId: detail.documents[0]!.documentId, stampedCopies: 2, scanFileId }],
  });
  return requestId;
}

describe('previewCompare', () => {
  it('compares the text of both PDFs page by page: same, changed, image-only and missing pages', async () => {
    const submitted = await pdfOf([
      '股权转让协议\n第一条 转让价款为人民币 100 万元。',
      '第二条 付款方式：签约后五个工作日内支付。',
      '第三条 争议解决：提交上海国际仲裁中心仲裁。',
      '签署页',
    ]);
    const stamped = await pdfOf([
      '股权转让协议  第一条 转让价款为人民币 100 万元。',
      '第二条 付款方式：签约后十个工作日内支付。',
      null,
    ]);
    const requestId = await stampedWith({ name: '股权转让协议.pdf', content: submitted }, stamped);
    const compare = (await w.succeed('guojing', 'GET', `/hankun/seal/request/${requestId}/compare`))
      .data as SealCompare;
    expect(compare.documents).toHaveLength(1);
    expect(compare.documents[0]).toMatchObject({
      pages: ['same', 'differs', 'noText', 'missingStamped'],
      flagged: 2,
      submitted: { name: '股权转让协议.pdf' },
      stamped: { name: '盖章扫描件.pdf' },
    });
    // The submitted PDF is the file itself.
    expect(compare.documents[0]!.submittedPdfPath).toBe(compare.documents[0]!.submitted.path);
    // Outside the request, nothing.
    expect((await w.call('hezhenyu', 'GET', `/hankun/seal/request/${requestId}/compare`)).code).toBe(404);
  });

  it('converts a submitted Word document with LibreOffice and compares its pages', async () => {
    const requestId = await stampedWith({ name: '委托合同.docx', content: docxBytes() }, await pdfOf([null]));
    const compare = (await w.succeed('chengpeng', 'GET', `/hankun/seal/request/${requestId}/compare`))
      .data as SealCompare;
    const [document] = compare.documents;
    expect(document!.submittedPdfPath).toMatch(/\.pdf$/);
    expect(document!.submittedPdfPath).not.toBe(document!.submitted.path);
    expect(document!.pages[0]).toBe('noText');
  }, 120_000);
});
