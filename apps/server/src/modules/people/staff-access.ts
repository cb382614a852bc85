import { PEOPLE_PERMISSIONS } from '@venus/shared';
import { mayAct } from '../../platform/auth/auth.plugin.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { forbidden } from '../../platform/http/app-error.ts';

/** HR reads every record; the person reads their own; a colleague none (decision 0059). */
export function mayReadAll(ctx: SignedInContext): boolean {
  return mayAct(ctx.actor, PEOPLE_PERMISSIONS.list);
}

export function assertMayRead(ctx: SignedInContext, userId: number): void {
  if (ctx.actor.userId !== userId && !mayReadAll(ctx)) throw forbidden('people.notYours');
}
