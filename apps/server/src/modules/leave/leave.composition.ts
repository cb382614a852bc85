import { formatIsoDate } from '@venus/shared';
import type { Database } from '../../platform/db/database.ts';
import type { ApprovalBusinessTypes } from '../approvals/approval-business-types.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { HolidaysService } from '../holidays/holidays.service.ts';
import type { MayViewRequest, PeopleLookup } from './absence-access.ts';
import { absenceBusinessTypes } from './absence-approvals.ts';
import { LeaveService } from './leave.service.ts';
import { type BalancePolicy, LeaveBalanceService } from './leave-balance.service.ts';
import { LeaveBalancesReader } from './leave-balances-reader.ts';
import { OvertimeService } from './overtime.service.ts';

/** Builds leave and overtime on the approvals engine and the holiday calendar. */
export function createLeave(deps: {
  db: Database;
  engine: ApprovalEngine;
  businessTypes: ApprovalBusinessTypes;
  holidays: HolidaysService;
  policy: BalancePolicy;
  mayViewRequest: MayViewRequest;
  people: PeopleLookup;
}) {
  for (const type of absenceBusinessTypes()) deps.businessTypes.register(type);
  const balances = new LeaveBalanceService(deps.db, deps.policy);
  return {
    leaveBalances: new LeaveBalancesReader(balances),
    leave: new LeaveService(deps.db, {
      engine: deps.engine,
      calendarBetween: (start, end, tx) => deps.holidays.calendarBetween(start, end, tx),
      balances,
      mayViewRequest: deps.mayViewRequest,
      people: deps.people,
    }),
    overtime: new OvertimeService(deps.db, {
      engine: deps.engine,
      mayViewRequest: deps.mayViewRequest,
      people: deps.people,
      today: () => formatIsoDate(new Date()),
    }),
  };
}
