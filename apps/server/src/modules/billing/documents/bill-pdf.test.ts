import { capitalAmount, formatMoney } from '@venus/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleBill } from './bill-document.fixtures.ts';
import { renderBillPdf } from './bill-pdf.ts';
import { PdfFile } from './pdf-text.test-helper.ts';

const files: PdfFile[] = [];
afterAll(() => {
  for (const file of files) file.remove();
});

async function render(...args: Parameters<typeof sampleBill>) {
  const bill = sampleBill(...args);
  const file = new PdfFile(await renderBillPdf(bill), bill.language);
  files.push(file);
  return { bill, file };
}

describe('bill PDF (issue 19 item 3)', () => {
  it('prints a Chinese bill with letterhead, addressee, case, period, totals and the capital amount', async () => {
    const { bill, file } = await render({ language: 'cn' });
    const text = file.compactText();
    for (const phrase of [
      '汉坤律师事务所',
      '账单',
      '2026BJ-B00042',
      '星河科技（上海）有限公司',
      '陈静',
      '2026BJ0123',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).toContain('2026年10月1日至2026年10月31日');
    expect(text).toContain(`CNY${formatMoney(bill.totals.total)}`);
    expect(text).toContain(`大写金额：人民币${capitalAmount(bill.totals.total)}`);
    expect(text).toContain(`律师费合计CNY${formatMoney(bill.totals.fees)}`);
    expect(text).toContain(`增值税CNY${formatMoney(bill.totals.tax)}`);
  });

  it('prints an English bill in English, with the capital amount for CNY', async () => {
    const { bill, file } = await render({ language: 'en' });
    const text = file.text();
    expect(text).toContain('Fee Note');
    expect(text).toContain('Professional fees');
    expect(text).toContain('1 Oct 2026 – 31 Oct 2026');
    expect(text).toMatch(new RegExp(`Amount due\\s+CNY ${formatMoney(bill.totals.total)}`));
    expect(file.compactText()).toContain(`InChinesecapitals:人民币${capitalAmount(bill.totals.total)}`);
    expect(text).not.toContain('律师费合计');
  });

  it('prints the capital amount of a foreign-currency bill with the currency name in Chinese only', async () => {
    const cn = await render({ language: 'cn', currency: 'USD' });
    expect(cn.file.compactText()).toContain(`大写金额：${capitalAmount(cn.bill.totals.total, 'USD')}`);
    expect(capitalAmount(cn.bill.totals.total, 'USD')).toMatch(/^美元/);
    const en = await render({ language: 'en', currency: 'USD' });
    expect(en.file.text()).toContain(`USD ${formatMoney(en.bill.totals.total)}`);
    expect(en.file.text()).not.toContain('In Chinese capitals');
  });

  it('lists every fee line with its timekeeper, level, hours, rate and amount', async () => {
    const { bill, file } = await render({ language: 'cn', groupBy: 'none' });
    const text = file.text();
    for (const line of bill.lines.filter((each) => each.kind === 'time')) {
      expect(text).toContain(`${line.units}`);
      expect(text).toContain(formatMoney(line.amount));
    }
    expect(text).toContain('孙悦');
    expect(text).toContain('合伙人');
    expect(text).toContain('3,500.00');
  });

  it('groups fee lines under each timekeeper with their hours and subtotal', async () => {
    const { file } = await render({ language: 'cn', groupBy: 'timekeeper' });
    const text = file.text();
    expect(text).toContain('孙悦（合伙人）');
    expect(text).toContain('李明（资深律师）');
    // 孙悦: lines 1 and 4 of the fixture, 1.50 h × 3,500 + 3.25 h × 3,500.
    expect(text).toMatch(/小计\s+4\.75\s+16,625\.00/);
  });

  it('groups fee lines under each UTBMS task when asked', async () => {
    const { file } = await render({ language: 'en', groupBy: 'task' });
    const text = file.text();
    for (const task of ['L110', 'L120', 'L210', 'L310'])
      expect(text).toMatch(new RegExp(`^\\s*${task}\\s*$`, 'm'));
    expect(text).toMatch(/Subtotal\s+3\.00\s+8,550\.00/);
  });

  it('shows disbursements, and every adjustment with its reason', async () => {
    const { file } = await render({ language: 'cn' });
    const text = file.compactText();
    expect(text).toContain('代垫费用明细');
    expect(text).toContain('上海往返高铁票');
    expect(text).toContain('E110');
    expect(text).toContain('折扣-330.00：首次合作优惠');
    expect(text).toContain('律师费调整折扣框架协议第4.2条');
    expect(text).toContain('-1,000.00');
  });

  it('shows tax per rate, the bank details and the payment terms', async () => {
    const { file } = await render({ language: 'en' });
    const text = file.text();
    expect(text).toMatch(/6%\s+73,826\.00\s+4,429\.56\s+78,255\.56/);
    expect(text).toMatch(/0%\s+200\.00\s+0\.00\s+200\.00/);
    expect(text).toContain('1109 0123 4567 890');
    expect(text).toContain('CMBCCNBS');
    expect(text).toContain('Payment is due within 30 days of the bill date (by 5 Dec 2026)');
  });

  it('numbers every page "page n of N"', async () => {
    const { file } = await render({ language: 'cn' });
    const pages = file.pages();
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let page = 1; page <= pages; page += 1) {
      expect(file.compactText(page)).toContain(`第${page}页，共${pages}页`);
    }
  });

  it('paginates a long bill with the table header repeated on every page of the table', async () => {
    const { bill, file } = await render({ language: 'en', timeLines: 300, groupBy: 'none' });
    const pages = file.pages();
    expect(pages).toBeGreaterThan(8);
    let timeLinesSeen = 0;
    for (let page = 1; page <= pages; page += 1) {
      const text = file.text(page);
      const rows = text.match(/Review SPA draft \d+/g) ?? [];
      timeLinesSeen += rows.length;
      if (rows.length > 0)
        expect(text).toMatch(/Date\s+Timekeeper\s+Description\s+Hours\s+Rate\s+Amount \(CNY\)/);
      expect(text).toContain(`Page ${page} of ${pages}`);
    }
    expect(timeLinesSeen).toBe(300);
    expect(file.text(pages)).toContain(formatMoney(bill.totals.total));
  });

  it('embeds a subset of the Chinese font from the npm package, keeping the file small', async () => {
    const { file } = await render({ language: 'cn' });
    expect(file.fonts()).toMatch(/\+NotoSansHans-Regular\s+CID Type 0C\s+Identity-H\s+yes\s+yes\s+yes/);
    expect((await renderBillPdf(sampleBill())).length).toBeLessThan(400_000);
  });
});
