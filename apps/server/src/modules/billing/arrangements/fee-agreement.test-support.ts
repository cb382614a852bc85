import { randomUUID } from 'node:crypto';
import {
  addDays,
  FEE_AGREEMENT_FILE_SOURCE,
  type FeeAgreementView,
  feeAgreementDraftKey,
} from '@venus/shared';
import { expect } from 'vitest';
import { pdfBytes, upload } from '../../files/files.test-support.ts';
import type { billsHarness } from '../bills/bills.test-harness.ts';

type Harness = ReturnType<typeof billsHarness>;

/** A new draft record of `who` with the signed copy uploaded to it, as the web form does. */
export async function uploadedDraft(
  h: Harness,
  who: string,
  name = '委托协议（签署版）.pdf',
): Promise<string> {
  const draftKey = feeAgreementDraftKey(
    h.ids[who as 'guojing'],
    randomUUID().replaceAll('-', '').slice(0, 16),
  );
  const uploaded = await upload(
    h.t(),
    h.tokens.get(who)!,
    { source: FEE_AGREEMENT_FILE_SOURCE, onlyId: draftKey, type: '' },
    [{ name, content: pdfBytes('signed') }],
  );
  expect(uploaded.code, uploaded.msg).toBe(200);
  return draftKey;
}

/** The fields of an agreement expiring on `expiresOn`, signed and effective a year before. */
export const agreementFields = (projectId: number, expiresOn: string) => ({
  projectId,
  agreementNo: `HK-LF-${expiresOn}`,
  title: '常年法律顾问协议',
  signedOn: addDays(expiresOn, -365),
  effectiveFrom: addDays(expiresOn, -365),
  expiresOn,
  amount: '120000.00',
  terms: '',
  remark: '年度法律顾问协议',
});

/** Records an agreement on a new case of the harness, with its signed copy. */
export async function agreementOn(
  h: Harness,
  expiresOn: string,
  who = 'zhangzhiqiang',
): Promise<FeeAgreementView> {
  const projectId = await h.openCase();
  const draftKey = await uploadedDraft(h, who);
  const body = await h.succeed(who, 'POST', '/hankun/feeAgreement', {
    ...agreementFields(projectId, expiresOn),
    draftKey,
  });
  return body.data as FeeAgreementView;
}
