import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signIn, type TestApp } from '../../../../test/test-app.ts';
import { projects } from '../../projects/projects.tables.ts';
import { insertCreditNote, insertIssuedBill, insertWriteOff } from '../billing.test-support.ts';
import { billWriteOffs, creditNotes } from './bills.tables.ts';

/**
 * GET /hankun/bill/correction/:kind/:id (decision 0035): the task centre's credit-note and
 * write-off views find the bill they correct. lvjianhua is finance outside the walled Northwind
 * case; admin sees every case; panling (HR) holds no bill permission.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let open = 0;
let walled = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const person of ['admin', 'lvjianhua', 'panling']) tokens[person] = await signIn(t.app, person);
  const caseNamed = async (name: string) =>
    (await t.db.select().from(projects).where(eq(projects.nameCn, name)))[0]!.projectId;
  open = await caseNamed('星河智能B轮融资');
  walled = await caseNamed('北风资本收购项目（保密）');
});
afterAll(() => t.close());

const lookup = (who: string, kind: string, id: number | string) =>
  callApi(t.app, 'GET', `/hankun/bill/correction/${kind}/${id}`, tokens[who]);

async function corrections(projectId: number) {
  const bill = await insertIssuedBill(t, { projectId, total: '500.00', billDate: '2025-05-01' });
  await insertCreditNote(t, bill.billId, '100.00', '2025-05-10');
  await insertWriteOff(t, bill.billId, '50.00', '2025-06-10');
  const [credit] = await t.db.select().from(creditNotes).where(eq(creditNotes.billId, bill.billId));
  const [writeOff] = await t.db.select().from(billWriteOffs).where(eq(billWriteOffs.billId, bill.billId));
  return { billId: bill.billId, creditId: credit!.creditNoteId, writeOffId: writeOff!.writeOffId };
}

describe('GET /hankun/bill/correction/:kind/:id', () => {
  it('names the bill a credit note or a write-off corrects', async () => {
    const { billId, creditId, writeOffId } = await corrections(open);
    expect(await lookup('lvjianhua', 'credit', creditId)).toMatchObject({ code: 200, data: { billId } });
    expect(await lookup('lvjianhua', 'writeOff', writeOffId)).toMatchObject({ code: 200, data: { billId } });
  });

  it('is not found for a missing correction, or one of a walled case seen from outside the wall', async () => {
    const { billId, creditId, writeOffId } = await corrections(walled);
    expect((await lookup('lvjianhua', 'credit', creditId)).code).toBe(404);
    expect((await lookup('lvjianhua', 'writeOff', writeOffId)).code).toBe(404);
    expect(await lookup('admin', 'credit', creditId)).toMatchObject({ code: 200, data: { billId } });
    expect((await lookup('lvjianhua', 'credit', 999_999_999)).code).toBe(404);
  });

  it('refuses an unknown kind or id, and anyone without hankun:bill:list', async () => {
    expect((await lookup('lvjianhua', 'invoice', 1)).code).toBe(400);
    expect((await lookup('lvjianhua', 'credit', 'abc')).code).toBe(400);
    expect((await lookup('panling', 'credit', 1)).code).toBe(403);
  });
});
