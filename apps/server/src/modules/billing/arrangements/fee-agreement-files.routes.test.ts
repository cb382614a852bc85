import {
  addDays,
  FEE_AGREEMENT_FILE_SOURCE,
  type FeeAgreementView,
  formatIsoDate,
  type LevelRateView,
} from '@venus/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, bearer } from '../../../../test/test-app.ts';
import { auditLog } from '../../../platform/audit/audit.tables.ts';
import { pdfBytes, upload } from '../../files/files.test-support.ts';
import { billsHarness } from '../bills/bills.test-harness.ts';
import { agreementFields, agreementOn, uploadedDraft } from './fee-agreement.test-support.ts';

/**
 * A lawyer-fee agreement's form and signed copy (decision 0046): recorded with the file uploaded
 * to a draft, which then follows the case's wall; corrected and ended by whoever may change the
 * case's terms; the rate card's future rates. zhangzhiqiang is the cases' partner, guojing their
 * lead lawyer (no right to record), hezhenyu outside, lvjianhua finance.
 */
const h = billsHarness();
const today = formatIsoDate(new Date());

const filesOf = (who: string, onlyId: string) =>
  h.call(who, 'GET', `/hankun/files/list?source=${FEE_AGREEMENT_FILE_SOURCE}&onlyId=${onlyId}`);

describe('recording a lawyer-fee agreement with its signed copy', () => {
  it('moves the draft’s file to the agreement, audited; the case’s team downloads it, an outsider not', async () => {
    const projectId = await h.openCase();
    const draftKey = await uploadedDraft(h, 'zhangzhiqiang', '顾问协议.pdf');
    const recorded = (
      await h.succeed('zhangzhiqiang', 'POST', '/hankun/feeAgreement', {
        ...agreementFields(projectId, addDays(today, 200)),
        amount: '',
        terms: '按小时计费，每月结算',
        draftKey,
      })
    ).data as FeeAgreementView;
    expect(recorded).toMatchObject({
      title: '常年法律顾问协议',
      amount: null,
      terms: '按小时计费，每月结算',
      status: 'active',
      expiringSoon: false,
      canChange: true,
    });
    const id = String(recorded.agreementId);
    const ofCase = (
      await h.succeed('zhangzhiqiang', 'GET', `/hankun/feeAgreement/list?projectId=${projectId}&timestamp=1`)
    ).data as FeeAgreementView[];
    expect(ofCase.map((row) => row.agreementId)).toEqual([recorded.agreementId]);
    expect(((await filesOf('zhangzhiqiang', draftKey)).rows as unknown[]) ?? []).toEqual([]);
    const listed = await filesOf('guojing', id);
    expect(listed.code, listed.msg).toBe(200);
    const [file] = listed.rows as { id: number; name: string }[];
    expect(file?.name).toBe('顾问协议.pdf');
    const download = await h.t().app.inject({
      method: 'GET',
      url: `${API}/v2/files/download?id=${file!.id}`,
      headers: bearer(h.tokens.get('guojing')!),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Outside the case's wall the file is neither listed nor delivered.
    expect((await filesOf('hezhenyu', id)).code).toBe(403);
    const outside = await h.t().app.inject({
      method: 'GET',
      url: `${API}/v2/files/download?id=${file!.id}`,
      headers: bearer(h.tokens.get('hezhenyu')!),
    });
    expect(outside.rawPayload.subarray(0, 5).toString()).not.toBe('%PDF-');
    expect(outside.json()).toMatchObject({ code: 403 });
    const [audit] = await h
      .t()
      .db.select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'feeAgreement'), eq(auditLog.entityId, id), eq(auditLog.action, 'create')),
      );
    expect((audit!.after as { fileIds: number[] }).fileIds).toEqual([file!.id]);
  });

  it('refuses an agreement without a file, and another person’s draft; the record is not left behind', async () => {
    const projectId = await h.openCase();
    const empty = await h.call(
      'zhangzhiqiang',
      'POST',
      '/hankun/feeAgreement',
      {
        ...agreementFields(projectId, addDays(today, 100)),
        draftKey: `draft-${h.ids.zhangzhiqiang}-emptydraft1`,
      },
      'en',
    );
    expect(empty.code).toBe(400);
    expect(empty.msg).toBe('Upload the signed agreement');
    const financeDraft = await uploadedDraft(h, 'lvjianhua');
    const borrowed = await h.call('zhangzhiqiang', 'POST', '/hankun/feeAgreement', {
      ...agreementFields(projectId, addDays(today, 100)),
      draftKey: financeDraft,
    });
    expect(borrowed.code).toBe(400);
    expect(
      (
        await h.succeed(
          'zhangzhiqiang',
          'GET',
          `/hankun/feeAgreement/list?projectId=${projectId}&timestamp=1`,
        )
      ).data,
    ).toEqual([]);
    // A draft is its uploader's alone: nobody else lists it or uploads to it.
    expect((await filesOf('zhangzhiqiang', financeDraft)).code).toBe(403);
    const intruder = await upload(
      h.t(),
      h.tokens.get('zhangzhiqiang')!,
      { source: FEE_AGREEMENT_FILE_SOURCE, onlyId: financeDraft, type: '' },
      [{ name: 'x.pdf', content: pdfBytes() }],
    );
    expect(intruder.code).toBe(403);
    // A lawyer without the right to record has no draft either.
    const lawyer = await upload(
      h.t(),
      h.tokens.get('guojing')!,
      { source: FEE_AGREEMENT_FILE_SOURCE, onlyId: `draft-${h.ids.guojing}-abcdefgh12`, type: '' },
      [{ name: 'x.pdf', content: pdfBytes() }],
    );
    expect(lawyer.code).toBe(403);
  });

  it('checks the form with the shared schema, in both languages', async () => {
    const projectId = await h.openCase();
    const draftKey = `draft-${h.ids.zhangzhiqiang}-abcdefgh12`;
    const base = { ...agreementFields(projectId, addDays(today, 100)), draftKey };
    const cases: [object, string, string][] = [
      [
        { effectiveFrom: addDays(today, 100) },
        '到期日须晚于生效日',
        'The expiry date must be after the effective date',
      ],
      [{ amount: '', terms: '' }, '请填写协议金额或约定条款', 'Enter the agreed amount or the terms'],
      [{ agreementNo: ' ' }, '请填写协议编号', 'Enter the agreement number'],
      [
        { amount: '12.345' },
        '金额须为最多两位小数的数字',
        'The amount must be a number with at most two decimals',
      ],
    ];
    for (const [change, cn, en] of cases) {
      const inCn = await h.call(
        'zhangzhiqiang',
        'POST',
        '/hankun/feeAgreement',
        { ...base, ...change },
        'cn',
      );
      expect(inCn.code).toBe(400);
      expect(inCn.msg).toContain(cn);
      const inEn = await h.call(
        'zhangzhiqiang',
        'POST',
        '/hankun/feeAgreement',
        { ...base, ...change },
        'en',
      );
      expect(inEn.msg).toContain(en);
    }
  });
});

describe('correcting and ending an agreement', () => {
  it('the partner corrects it but not its expiry; ends it, after which nothing changes', async () => {
    const agreement = await agreementOn(h, addDays(today, 25));
    expect(agreement.expiringSoon).toBe(true);
    const { projectId, agreementId, expiresOn } = agreement;
    const { projectId: _case, ...fields } = { ...agreementFields(projectId, expiresOn), agreementId };
    const edited = (
      await h.succeed('zhangzhiqiang', 'PUT', '/hankun/feeAgreement', {
        ...fields,
        title: '专项法律服务协议',
      })
    ).data as FeeAgreementView;
    expect(edited.title).toBe('专项法律服务协议');
    const moved = await h.call('zhangzhiqiang', 'PUT', '/hankun/feeAgreement', {
      ...fields,
      expiresOn: addDays(expiresOn, 30),
    });
    expect(moved.code).toBe(409);
    expect((await h.call('hezhenyu', 'PUT', '/hankun/feeAgreement', fields)).code).toBe(403);
    expect((await h.call('guojing', 'PUT', '/hankun/feeAgreement', fields)).code).toBe(403);
    const ended = (
      await h.succeed('lvjianhua', 'POST', '/hankun/feeAgreement/end', {
        agreementId,
        endedOn: today,
        reason: '客户解除委托',
      })
    ).data as FeeAgreementView;
    expect(ended).toMatchObject({
      status: 'ended',
      endedOn: today,
      endReason: '客户解除委托',
      canChange: false,
    });
    expect((await h.call('zhangzhiqiang', 'PUT', '/hankun/feeAgreement', fields)).code).toBe(409);
    const postpone = await h.call('guojing', 'POST', '/hankun/feeAgreement/postpone', {
      agreementId,
      expiresOn: addDays(expiresOn, 90),
      reason: '延期',
    });
    expect(postpone.code).toBe(409);
    const replaced = await upload(
      h.t(),
      h.tokens.get('zhangzhiqiang')!,
      { source: FEE_AGREEMENT_FILE_SOURCE, onlyId: String(agreementId), type: '' },
      [{ name: 'new.pdf', content: pdfBytes('new') }],
    );
    expect(replaced.code).toBe(403);
    const actions = await h
      .t()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'feeAgreement'), eq(auditLog.entityId, String(agreementId))));
    expect(actions.map((row) => row.action)).toEqual(['create', 'update', 'end']);
  });
});

describe('the rate card over time', () => {
  it('takes a future rate and lets finance delete it; a rate in force or in the past is kept', async () => {
    const future = { level: 'counsel', currency: 'EUR', rate: '600', effectiveFrom: addDays(today, 40) };
    const added = (await h.succeed('lvjianhua', 'POST', '/hankun/levelRate', future)).data as LevelRateView;
    const past = await h.call(
      'lvjianhua',
      'POST',
      '/hankun/levelRate',
      { ...future, effectiveFrom: addDays(today, -1) },
      'en',
    );
    expect(past.code).toBe(409);
    expect(past.msg).toContain(today);
    const current = (
      await h.succeed('lvjianhua', 'POST', '/hankun/levelRate', { ...future, effectiveFrom: today })
    ).data as LevelRateView;
    const inForce = await h.call('lvjianhua', 'DELETE', `/hankun/levelRate/${current.levelRateId}`);
    expect(inForce.code).toBe(409);
    expect((await h.call('zhangzhiqiang', 'DELETE', `/hankun/levelRate/${added.levelRateId}`)).code).toBe(
      403,
    );
    await h.succeed('lvjianhua', 'DELETE', `/hankun/levelRate/${added.levelRateId}`);
    const rows = (await h.succeed('lvjianhua', 'GET', '/hankun/levelRate/list')).data as LevelRateView[];
    expect(rows.filter((row) => row.currency === 'EUR').map((row) => row.effectiveFrom)).toEqual([today]);
  });
});
