import {
  CASE_STATUS,
  LOAN_BUSINESS_TYPE,
  type LoanDetail,
  type LoanDraftInput,
  type LoanUpdateInput,
} from '@venus/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { badRequest, conflict } from '../../../platform/http/app-error.ts';
import type { ApprovalEngine } from '../../approvals/approval-engine.service.ts';
import type { ExpenseCollaborators } from '../expenses.collaborators.ts';
import type { LoanAccess } from './loan-access.ts';
import { loanApprovalFacts } from './loan-approval-facts.ts';
import { loans } from './loans.tables.ts';

const OPEN_CASE_STATUSES: readonly number[] = [CASE_STATUS.active, CASE_STATUS.closingAudit];

export interface LoansDeps extends Pick<ExpenseCollaborators, 'cases'> {
  access: LoanAccess;
  engine: Pick<ApprovalEngine, 'submit' | 'resubmit' | 'withdraw'>;
  detail: (ctx: SignedInContext, loanId: number) => Promise<LoanDetail>;
}

/**
 * The applicant's side of a loan (decision 0041, spec borrowEdit): drafts, sent through the
 * approvals engine (the case's partner or the department head, then finance), withdrawn or
 * cancelled — each refused in a state it does not start from.
 */
export class LoansService {
  constructor(
    private readonly db: Database,
    private readonly deps: LoansDeps,
  ) {}

  async create(ctx: SignedInContext, input: LoanDraftInput): Promise<LoanDetail> {
    const loanId = await this.db.transaction(async (tx) => {
      await this.checkCase(ctx, input.projectId ?? null, tx);
      const [created] = await tx
        .insert(loans)
        .values({
          applicantId: ctx.actor.userId,
          deptId: ctx.actor.deptId,
          ...this.fieldsOf(input),
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'loan',
        entityId: created!.loanId,
        after: created,
      });
      return created!.loanId;
    });
    return this.deps.detail(ctx, loanId);
  }

  async update(ctx: SignedInContext, input: LoanUpdateInput): Promise<LoanDetail> {
    await this.db.transaction(async (tx) => {
      const before = await this.deps.access.own(ctx, input.loanId, tx, 'edit');
      await this.checkCase(ctx, input.projectId ?? null, tx);
      const [after] = await tx
        .update(loans)
        .set({ ...this.fieldsOf(input), updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(loans.loanId, input.loanId))
        .returning();
      await recordAudit(tx, ctx, { action: 'update', entity: 'loan', entityId: input.loanId, before, after });
    });
    return this.deps.detail(ctx, input.loanId);
  }

  /** Sends a draft (or a sent-back loan, through its own request again) for approval. */
  async submit(ctx: SignedInContext, loanId: number): Promise<void> {
    const { loan, facts } = await this.db.transaction(async (tx) => {
      const locked = await this.deps.access.own(ctx, loanId, tx, 'submit');
      return { loan: locked, facts: await loanApprovalFacts(this.deps.cases, tx, locked) };
    });
    const request = { title: `${loan.purpose} · ${loan.currency} ${loan.amount}`, facts };
    const recheck = async (tx: Executor) => {
      const locked = await this.deps.access.own(ctx, loanId, tx, 'submit');
      if (locked.updatedAt.getTime() !== loan.updatedAt.getTime()) {
        throw conflict('loan.notAllowed', { status: 'changed' });
      }
    };
    if (loan.status === 'sentBack' && loan.instanceId !== null) {
      await this.deps.engine.resubmit(ctx, loan.instanceId, { comment: '', ...request }, recheck);
      return;
    }
    await this.deps.engine.submit(
      ctx,
      { businessType: LOAN_BUSINESS_TYPE, recordId: String(loanId), ...request },
      async (tx) => {
        await recheck(tx);
        return undefined;
      },
    );
  }

  /** cancelWithdraw: back to draft while the pending step has not decided (the engine's rule). */
  async withdraw(ctx: SignedInContext, loanId: number): Promise<void> {
    const loan = await this.db.transaction((tx) => this.deps.access.own(ctx, loanId, tx, 'withdraw'));
    await this.deps.engine.withdraw(ctx, loan.instanceId!);
  }

  /** A sent-back loan is withdrawn from its approval first (a draft, whole), then cancelled. */
  async cancel(ctx: SignedInContext, loanId: number): Promise<void> {
    const loan = await this.db.transaction((tx) => this.deps.access.own(ctx, loanId, tx, 'cancel'));
    if (loan.status === 'sentBack' && loan.instanceId !== null) {
      await this.deps.engine.withdraw(ctx, loan.instanceId);
    }
    await this.db.transaction(async (tx) => {
      const before = await this.deps.access.own(ctx, loanId, tx, 'cancel');
      await tx
        .update(loans)
        .set({ status: 'cancelled', updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(loans.loanId, loanId));
      await recordAudit(tx, ctx, {
        action: 'cancel',
        entity: 'loan',
        entityId: loanId,
        before: { status: before.status },
        after: { status: 'cancelled' },
      });
    });
  }

  private fieldsOf(input: LoanDraftInput) {
    return {
      purpose: input.purpose,
      amount: input.amount,
      currency: input.currency,
      expectedRepayDate: input.expectedRepayDate,
      projectId: input.projectId ?? null,
    };
  }

  /** A loan's case must be one the applicant sees, open or closing. */
  private async checkCase(ctx: SignedInContext, projectId: number | null, tx: Executor): Promise<void> {
    if (projectId === null) return;
    const kase = (await this.deps.cases.casesByIds([projectId], tx)).get(projectId);
    if (!kase || !(await this.deps.cases.canView(ctx, projectId, tx))) {
      throw badRequest('expense.caseNotFound', {}, 'projectId');
    }
    if (!OPEN_CASE_STATUSES.includes(kase.status)) throw conflict('expense.caseNotOpen', {}, 'projectId');
  }
}
