import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { isHr } from './absence-access.ts';
import type { LeaveBalanceService, LeaveBalances } from './leave-balance.service.ts';

/** Balances as people may read them: their own, or anyone's for HR. */
export class LeaveBalancesReader {
  constructor(private readonly balances: LeaveBalanceService) {}

  balancesFor(ctx: SignedInContext, query: { year: number; userId?: number }): Promise<LeaveBalances> {
    const userId = query.userId ?? ctx.actor.userId;
    // Someone else's balance is as private as their leave: a 404, as for a person never seen.
    if (userId !== ctx.actor.userId && !isHr(ctx)) throw notFound('leave.notFound');
    return this.balances.balancesOf(userId, query.year);
  }
}
