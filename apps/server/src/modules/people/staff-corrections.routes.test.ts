import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { caller, userIdOf } from './people.test-support.ts';

let t: TestApp;
let hr: string;
let hr2: string;
let lawyer: string;
let colleague: string;
let lawyerId: number;
let hrId: number;
const call = caller(() => t);

beforeAll(async () => {
  t = await createTestApp();
  [hr, hr2, lawyer, colleague] = await Promise.all([
    signIn(t.app, 'panling'),
    signIn(t.app, 'dujuan'),
    signIn(t.app, 'yangfan'),
    signIn(t.app, 'sunyue'),
  ]);
  [lawyerId, hrId] = await Promise.all([userIdOf(t, 'yangfan'), userIdOf(t, 'panling')]);
  const saved = await call('PUT', '/hankun/people/record', hr, {
    userId: lawyerId,
    barLicenceNo: '11101201510099999',
    personalPhone: '13900001111',
  });
  expect(saved.code, saved.msg).toBe(200);
});
afterAll(() => t.close());

const ask = (token: string, changes: object, reason = '执业证号录入有误') =>
  call('POST', '/hankun/people/correction', token, { changes, reason });

describe('correction requests', () => {
  it('are asked by the person and accepted by HR: the record takes the values, both audited', async () => {
    const asked = await ask(lawyer, { barLicenceNo: '11101201510012345' });
    expect(asked.code, asked.msg).toBe(200);
    const request = asked.data as { correctionId: number; before: object; status: string };
    expect(request).toMatchObject({ status: 'pending', before: { barLicenceNo: '11101201510099999' } });
    // HR sees it waiting, and the record counts it.
    const waiting = await call('GET', '/hankun/people/correction/list?status=pending', hr);
    expect((waiting.rows as { correctionId: number }[]).map((row) => row.correctionId)).toContain(
      request.correctionId,
    );
    expect((await call('GET', `/hankun/people/record/${lawyerId}`, hr)).data).toMatchObject({
      pendingCorrections: 1,
    });
    const decided = await call('POST', '/hankun/people/correction/decide', hr, {
      correctionId: request.correctionId,
      accept: true,
    });
    expect(decided.code, decided.msg).toBe(200);
    expect(decided.data).toMatchObject({ status: 'accepted', decidedBy: '潘玲' });
    const record = await call('GET', `/hankun/people/record/${lawyerId}`, lawyer);
    expect(record.data).toMatchObject({
      barLicenceNo: '11101201510012345',
      personalPhone: '13900001111',
      pendingCorrections: 0,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'staffCorrection'), eq(auditLog.entityId, String(request.correctionId))),
      );
    expect(audits.map((row) => row.action).sort()).toEqual(['accept', 'create']);
  });

  it('is one at a time per person, and refused a second decision', async () => {
    const first = await ask(lawyer, { personalPhone: '13900003333' });
    expect(first.code, first.msg).toBe(200);
    const second = await ask(lawyer, { personalPhone: '13900004444' });
    expect(second.code).toBe(409);
    const id = (first.data as { correctionId: number }).correctionId;
    const rejected = await call('POST', '/hankun/people/correction/decide', hr, {
      correctionId: id,
      accept: false,
      note: '号码未变更',
    });
    expect(rejected.data).toMatchObject({ status: 'rejected', decisionNote: '号码未变更' });
    expect(
      (await call('POST', '/hankun/people/correction/decide', hr, { correctionId: id, accept: true })).code,
    ).toBe(409);
    const record = await call('GET', `/hankun/people/record/${lawyerId}`, lawyer);
    expect(record.data).toMatchObject({ personalPhone: '13900001111' });
  });

  it('needs a note to reject, and is withdrawn only by its asker', async () => {
    const asked = await ask(lawyer, { gender: 'male' });
    const id = (asked.data as { correctionId: number }).correctionId;
    const bare = await call('POST', '/hankun/people/correction/decide', hr, {
      correctionId: id,
      accept: false,
    });
    expect(bare.code).toBe(400);
    expect((await call('POST', `/hankun/people/correction/withdraw/${id}`, colleague)).code).toBe(403);
    expect((await call('POST', `/hankun/people/correction/withdraw/${id}`, lawyer)).code).toBe(200);
    const mine = await call('GET', '/hankun/people/correction/list', lawyer);
    expect(
      (mine.rows as { correctionId: number; status: string }[]).find((row) => row.correctionId === id)
        ?.status,
    ).toBe('withdrawn');
  });

  it('is never decided by its own asker, and never by a colleague without HR’s permission', async () => {
    const asked = await ask(hr, { personalPhone: '13700000000' }, '换号');
    expect(asked.code, asked.msg).toBe(200);
    const id = (asked.data as { correctionId: number; userId: number }).correctionId;
    expect((asked.data as { userId: number }).userId).toBe(hrId);
    expect(
      (await call('POST', '/hankun/people/correction/decide', hr, { correctionId: id, accept: true })).code,
    ).toBe(403);
    expect(
      (await call('POST', '/hankun/people/correction/decide', lawyer, { correctionId: id, accept: true }))
        .code,
    ).toBe(403);
    expect(
      (await call('POST', '/hankun/people/correction/decide', hr2, { correctionId: id, accept: true })).code,
    ).toBe(200);
  });

  it('refuses an empty request and one that only reaches sensitive fields', async () => {
    expect((await ask(lawyer, {})).code).toBe(400);
    expect((await ask(lawyer, { identityNumber: '110105199003070017' })).code).toBe(400);
    expect(
      (await call('POST', '/hankun/people/correction', lawyer, { changes: { gender: 'female' }, reason: '' }))
        .code,
    ).toBe(400);
  });
});
