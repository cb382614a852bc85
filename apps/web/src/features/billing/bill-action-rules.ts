import { BILL_ISSUED, BILL_OPEN, BILLING_PERMISSIONS, type BillDetail, hasPermission } from '@venus/shared';

export type BillAction = 'edit' | 'submit' | 'withdraw' | 'remove' | 'credit' | 'writeOff' | 'send' | 'ledes';

/**
 * The buttons a bill's page offers, by its status and the person's permissions (decision 0030).
 * The server decides all the same; this only spares a person a button that cannot work.
 */
export function billActions(
  bill: Pick<BillDetail, 'status' | 'instanceId' | 'createdBy' | 'creditNotes' | 'writeOffs'>,
  person: { userId: number | undefined; permissions: readonly string[] },
): BillAction[] {
  const holds = (permission: string) => hasPermission(person.permissions, permission);
  const correcting =
    bill.creditNotes.some((credit) => credit.status === 'approving') ||
    bill.writeOffs.some((writeOff) => writeOff.status === 'approving');
  const open = BILL_OPEN.includes(bill.status) && !correcting;
  const offered: [BillAction, boolean][] = [
    ['edit', bill.status === 'draft' && holds(BILLING_PERMISSIONS.edit)],
    ['submit', bill.status === 'draft' && holds(BILLING_PERMISSIONS.add)],
    ['withdraw', bill.status === 'approving' && bill.instanceId !== null && bill.createdBy === person.userId],
    ['remove', bill.status === 'draft' && holds(BILLING_PERMISSIONS.remove)],
    ['credit', open && holds(BILLING_PERMISSIONS.credit)],
    ['writeOff', open && holds(BILLING_PERMISSIONS.writeOff)],
    ['send', BILL_ISSUED.includes(bill.status) && holds(BILLING_PERMISSIONS.send)],
    ['ledes', BILL_ISSUED.includes(bill.status) && holds(BILLING_PERMISSIONS.ledes)],
  ];
  return offered.filter(([, allowed]) => allowed).map(([action]) => action);
}
