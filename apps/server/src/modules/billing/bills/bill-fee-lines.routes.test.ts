import { type BillDetail, type BillFeeTerms, FEE_TYPE, formatIsoDate } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { billsHarness } from './bills.test-harness.ts';

/**
 * Fee arrangements on the bill (decision 0045): a fixed fee's milestones billed once (the partial
 * unique index, even for two drafts at once) and given back by a whole credit note; a contingency
 * fee computed by the server from the arrangement's percentage; a cap taking the excess off.
 */
const h = billsHarness();
const today = formatIsoDate(new Date());

const arrange = (projectId: number, terms: object) =>
  h.succeed('zhangzhiqiang', 'POST', '/hankun/feeArrangement', {
    projectId,
    effectiveFrom: today,
    reason: '签订委托合同',
    ...terms,
  });

const feeTerms = async (projectId: number, billId?: number) =>
  (
    await h.succeed(
      'guojing',
      'GET',
      `/hankun/bill/feeTerms?projectId=${projectId}${billId ? `&billId=${billId}` : ''}`,
    )
  ).data as BillFeeTerms;

async function fixedCase() {
  const projectId = await h.openCase();
  await arrange(projectId, {
    feeType: FEE_TYPE.fixed,
    amount: '300000',
    milestones: [
      { name: '签约', amount: '100000' },
      { name: '交割', amount: '200000' },
    ],
  });
  const terms = await feeTerms(projectId);
  const [signing, closing] = terms.milestones;
  return { projectId, signing: signing!, closing: closing! };
}

describe('milestones of a fixed fee', () => {
  it('bills a milestone at its amount, once: a second bill is refused', async () => {
    const { projectId, signing, closing } = await fixedCase();
    expect(signing).toMatchObject({ name: '签约', amount: '100000.00' });
    const bill = await h.draft({
      projectId,
      timeLines: [],
      milestoneLines: [{ milestoneId: signing.milestoneId }],
    });
    expect(bill.lines).toMatchObject([
      { kind: 'milestone', milestoneId: signing.milestoneId, description: '签约', amount: '100000.00' },
    ]);
    expect(bill).toMatchObject({ feeTotal: '100000.00', taxTotal: '6000.00', total: '106000.00' });
    // The picker no longer offers it, except to the bill that holds it.
    expect((await feeTerms(projectId)).milestones.map((m) => m.milestoneId)).toEqual([closing.milestoneId]);
    expect((await feeTerms(projectId, bill.billId)).milestones).toHaveLength(2);
    const second = await h.call('guojing', 'POST', '/hankun/bill', {
      projectId,
      timeLines: [],
      milestoneLines: [{ milestoneId: signing.milestoneId }],
    });
    expect(second.code).toBe(409);
    expect(second.msg).toContain('付款节点');
    // An edit that leaves the milestones out keeps them.
    const edited = (
      await h.succeed('guojing', 'PUT', '/hankun/bill', { billId: bill.billId, narrative: '首期' })
    ).data as BillDetail;
    expect(edited.lines.map((line) => line.milestoneId)).toEqual([signing.milestoneId]);
  });

  it('two drafts taking the same milestone at once: exactly one wins (the database constraint)', async () => {
    const { projectId, closing } = await fixedCase();
    const payload = { projectId, timeLines: [], milestoneLines: [{ milestoneId: closing.milestoneId }] };
    const answers = await Promise.all([
      h.call('guojing', 'POST', '/hankun/bill', payload),
      h.call('guojing', 'POST', '/hankun/bill', payload),
      h.call('zhangzhiqiang', 'POST', '/hankun/bill', payload),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409, 409]);
  });

  it('a milestone of another case is refused', async () => {
    const { signing } = await fixedCase();
    const other = await h.openCase();
    const answer = await h.call('guojing', 'POST', '/hankun/bill', {
      projectId: other,
      timeLines: [],
      milestoneLines: [{ milestoneId: signing.milestoneId }],
    });
    expect(answer.code).toBe(409);
  });

  it('a whole credit note gives the milestone back for another bill', async () => {
    const { projectId, signing } = await fixedCase();
    const draft = await h.draft({
      projectId,
      timeLines: [],
      milestoneLines: [{ milestoneId: signing.milestoneId }],
    });
    const bill = await h.issue(draft.billId);
    expect(bill.status).toBe('issued');
    expect((await feeTerms(projectId)).milestones.map((m) => m.name)).toEqual(['交割']);
    await h.succeed('lvjianhua', 'POST', '/hankun/bill/credit', {
      billId: bill.billId,
      whole: true,
      reason: '客户名称有误',
    });
    const withCredit = (await h.succeed('lvjianhua', 'GET', `/hankun/bill/${bill.billId}`))
      .data as BillDetail;
    await h.decide(withCredit.creditNotes[0]!.instanceId!);
    expect((await h.billRow(bill.billId)).status).toBe('cancelled');
    expect((await feeTerms(projectId)).milestones.map((m) => m.name)).toEqual(['签约', '交割']);
    const again = await h.draft({
      projectId,
      timeLines: [],
      milestoneLines: [{ milestoneId: signing.milestoneId }],
    });
    expect(again.lines[0]).toMatchObject({ kind: 'milestone', amount: '100000.00', released: false });
  });
});

describe('a contingency fee', () => {
  async function contingencyCase(rate = '33.33') {
    const projectId = await h.openCase();
    await arrange(projectId, {
      feeType: FEE_TYPE.contingency,
      contingencyRate: rate,
      contingencyBasis: '追回金额',
    });
    return projectId;
  }

  it("is the outcome × the arrangement's percentage, to the cent, with the outcome and basis on the line", async () => {
    const projectId = await contingencyCase();
    expect(await feeTerms(projectId)).toMatchObject({
      feeType: FEE_TYPE.contingency,
      contingencyRate: '33.33',
      contingencyBasis: '追回金额',
    });
    const bill = await h.draft({
      projectId,
      timeLines: [],
      contingencyLines: [{ outcomeAmount: '1000.05' }],
    });
    // 1000.05 × 33.33 % = 333.316665 → 333.32
    expect(bill.lines).toMatchObject([
      {
        kind: 'contingency',
        units: '1.00',
        unitCost: '333.32',
        amount: '333.32',
        outcomeAmount: '1000.05',
        contingencyRate: '33.33',
        contingencyBasis: '追回金额',
        description: '风险代理费：追回金额 CNY 1,000.05 × 33.33%',
      },
    ]);
    expect(bill.feeTotal).toBe('333.32');
  });

  it('rounds half up and keeps large outcomes exact', async () => {
    const projectId = await contingencyCase('10');
    const bill = await h.draft({
      projectId,
      timeLines: [],
      contingencyLines: [{ outcomeAmount: '0.15' }, { outcomeAmount: '999999999' }],
    });
    // 0.015 → 0.02 (half up); the largest outcome a field takes stays exact.
    expect(bill.lines.map((line) => line.amount)).toEqual(['0.02', '99999999.90']);
    expect(bill.feeTotal).toBe('99999999.92');
  });

  it('never takes the amount from the client', async () => {
    const projectId = await contingencyCase('20');
    const manual = await h.call('guojing', 'POST', '/hankun/bill', {
      projectId,
      timeLines: [],
      lines: [{ kind: 'contingency', description: '风险代理费', unitCost: '999999' }],
    });
    expect(manual.code).toBe(400);
    const smuggled = await h.call('guojing', 'POST', '/hankun/bill', {
      projectId,
      timeLines: [],
      contingencyLines: [{ outcomeAmount: '100', unitCost: '999999' }],
    });
    expect(smuggled.code).toBe(400);
    const zero = await h.call('guojing', 'POST', '/hankun/bill', {
      projectId,
      timeLines: [],
      contingencyLines: [{ outcomeAmount: '0' }],
    });
    expect(zero.code).toBe(400);
  });

  it('is refused when the arrangement in force is not a contingency, and recomputed on an edit', async () => {
    const hourly = await h.openCase();
    const refused = await h.call('guojing', 'POST', '/hankun/bill', {
      projectId: hourly,
      timeLines: [],
      contingencyLines: [{ outcomeAmount: '100' }],
    });
    expect(refused.code).toBe(409);
    const projectId = await contingencyCase('20');
    const bill = await h.draft({ projectId, timeLines: [], contingencyLines: [{ outcomeAmount: '500000' }] });
    expect(bill.lines[0]!.amount).toBe('100000.00');
    const kept = (
      await h.succeed('guojing', 'PUT', '/hankun/bill', { billId: bill.billId, narrative: '胜诉' })
    ).data as BillDetail;
    expect(kept.lines[0]).toMatchObject({
      kind: 'contingency',
      outcomeAmount: '500000.00',
      amount: '100000.00',
    });
  });
});

describe('a capped hourly arrangement', () => {
  it("takes what passes the cap off the bill, counting the case's earlier bills", async () => {
    const projectId = await h.openCase();
    await arrange(projectId, { feeType: FEE_TYPE.capped, amount: '6000' });
    // 4,500 of time: under the cap, no adjustment.
    const first = await h.issued(projectId);
    expect(first.lines.map((line) => line.kind)).toEqual(['time']);
    expect(first.feeTotal).toBe('4500.00');
    // Another 4,500: 3,000 over the cap.
    await h.addTime(projectId);
    const second = await h.draft({ projectId });
    const cap = second.lines.find((line) => line.adjustmentKind === 'cap');
    expect(cap).toMatchObject({ kind: 'feeAdjustment', adjustment: '-3000.00', amount: '-3000.00' });
    expect(cap!.description).toContain('封顶');
    expect(second.feeTotal).toBe('1500.00');
    // A cap line the client sends back is dropped and computed again.
    const resent = (
      await h.succeed('guojing', 'PUT', '/hankun/bill', {
        billId: second.billId,
        lines: [
          {
            kind: 'feeAdjustment',
            description: '封顶',
            adjustment: '-4500',
            adjustmentKind: 'cap',
            adjustmentReason: 'x',
          },
        ],
      })
    ).data as BillDetail;
    expect(resent.lines.filter((line) => line.adjustmentKind === 'cap').map((line) => line.amount)).toEqual([
      '-3000.00',
    ]);
    await h.issue(second.billId);
    // The cap is reached: a third bill's fees are all taken off.
    await h.addTime(projectId);
    const third = await h.draft({ projectId });
    expect(third.feeTotal).toBe('0.00');
  });

  /** Two drafts of 4,500 each under a cap of 6,000, saved while neither was sent. */
  async function twoDraftsUnderTheCap() {
    const projectId = await h.openCase();
    await arrange(projectId, { feeType: FEE_TYPE.capped, amount: '6000' });
    await h.addTime(projectId);
    const first = await h.draft({ projectId });
    await h.addTime(projectId);
    const second = await h.draft({ projectId });
    expect([first.feeTotal, second.feeTotal]).toEqual(['4500.00', '4500.00']);
    expect(second.lines.some((line) => line.adjustmentKind === 'cap')).toBe(false);
    return { first, second };
  }

  it('refuses to send a draft that a bill sent since its saving takes past the cap; saved again, it fits', async () => {
    const { first, second } = await twoDraftsUnderTheCap();
    await h.issue(first.billId);
    const refused = await h.call('guojing', 'POST', '/hankun/bill/submit', { billId: second.billId });
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain('封顶 CNY 6,000.00');
    expect(refused.msg).toContain('4,500.00');
    expect((await h.billRow(second.billId)).status).toBe('draft');
    const english = await h.call('guojing', 'POST', '/hankun/bill/submit', { billId: second.billId }, 'en');
    expect(english.msg).toContain('would pass the cap');
    // Saved again, the draft takes the cap off against the bill now charged, and goes.
    const saved = (
      await h.succeed('guojing', 'PUT', '/hankun/bill', { billId: second.billId, narrative: '第二期' })
    ).data as BillDetail;
    expect(saved.feeTotal).toBe('1500.00');
    expect((await h.issue(second.billId)).status).toBe('issued');
  });

  it('two drafts sent at once that together pass the cap: one goes, the other is refused', async () => {
    const { first, second } = await twoDraftsUnderTheCap();
    const answers = await Promise.all(
      [first, second].map((bill) =>
        h.call('guojing', 'POST', '/hankun/bill/submit', { billId: bill.billId }),
      ),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    const statuses = await Promise.all(
      [first, second].map(async (bill) => (await h.billRow(bill.billId)).status),
    );
    expect(statuses.sort()).toEqual(['approving', 'draft']);
  });
});
