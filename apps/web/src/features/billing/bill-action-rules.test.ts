import { describe, expect, it } from 'vitest';
import { billActions } from './bill-action-rules.ts';

const preparer = {
  userId: 7,
  permissions: ['hankun:bill:add', 'hankun:bill:edit', 'hankun:bill:remove', 'hankun:bill:list'],
};
const finance = {
  userId: 9,
  permissions: ['hankun:bill:credit', 'hankun:bill:writeOff', 'hankun:bill:listAll'],
};
const bill = (more: Partial<Parameters<typeof billActions>[0]> = {}) => ({
  status: 'draft' as const,
  instanceId: null,
  createdBy: 7,
  creditNotes: [],
  writeOffs: [],
  ...more,
});

describe('billActions', () => {
  it('offers the preparer edit, submit and delete on a draft, and finance nothing', () => {
    expect(billActions(bill(), preparer)).toEqual(['edit', 'submit', 'remove']);
    expect(billActions(bill(), finance)).toEqual([]);
  });

  it('lets only the preparer withdraw a bill in approval', () => {
    const approving = bill({ status: 'approving', instanceId: 3 });
    expect(billActions(approving, preparer)).toEqual(['withdraw']);
    expect(billActions(approving, { ...preparer, userId: 8 })).toEqual([]);
  });

  it('offers finance a credit note and a write-off on an open bill, none while one is in approval', () => {
    expect(billActions(bill({ status: 'partlyPaid' }), finance)).toEqual(['credit', 'writeOff']);
    const pending = {
      writeOffId: 1,
      amount: '1.00',
      reason: 'x',
      writeOffDate: null,
      status: 'approving' as const,
      instanceId: 4,
    };
    expect(billActions(bill({ status: 'issued', writeOffs: [pending] }), finance)).toEqual([]);
    expect(billActions(bill({ status: 'paid' }), finance)).toEqual([]);
  });

  it('offers sending to whoever may send, and LEDES to finance, once the bill is issued and never on a draft', () => {
    const sender = { ...preparer, permissions: [...preparer.permissions, 'hankun:bill:send'] };
    const ledes = {
      ...finance,
      permissions: [...finance.permissions, 'hankun:bill:ledes', 'hankun:bill:send'],
    };
    expect(billActions(bill({ status: 'issued' }), sender)).toEqual(['send']);
    expect(billActions(bill({ status: 'paid' }), ledes)).toEqual(['send', 'ledes']);
    expect(billActions(bill(), ledes)).toEqual([]);
    expect(billActions(bill({ status: 'approving', instanceId: 2 }), ledes)).toEqual([]);
  });
});
