import {
  addDays,
  dueReminders,
  FEE_AGREEMENT_REMINDER_BUSINESS_TYPE,
  FEE_AGREEMENT_REMINDERS,
  formatIsoDate,
  TEAM_ROLE,
} from '@venus/shared';
import { and, between, eq, lt } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { RequestContext, SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { ApprovalEngine } from '../../approvals/approval-engine.service.ts';
import type { BillCases } from '../bills/bills.collaborators.ts';
import { feeAgreementReminders, feeAgreements } from './arrangements.tables.ts';

/** The job looks once an hour; the reminder rows make each reminder go out once, whatever the instances. */
const TICK_MS = 60 * 60 * 1000;
/** The earliest reminder: agreements further from their expiry are not read. */
const FIRST_REMINDER_DAYS = Math.max(...FEE_AGREEMENT_REMINDERS.map((reminder) => reminder.daysBefore));

export interface FeeAgreementReminderDeps {
  db: Database;
  cases: Pick<BillCases, 'casesByIds' | 'teamsOf'>;
  engine: Pick<ApprovalEngine, 'submit'>;
  warn: (error: unknown, message: string) => void;
  /** The server's calendar day; tests pin it. */
  today?: () => string;
}

/** An agreement expired longer ago than this gets no reminder any more (the job was down a week). */
const LATE_REMINDER_DAYS = 7;

/** Thrown inside the submission to undo it when another run raised the reminder first. */
class AlreadyRaised extends Error {}

/** The job's own context, for the audit of what it changes with nobody signed in. */
const JOB_CONTEXT: RequestContext = {
  actor: null,
  requestId: 'fee-agreement-reminders',
  ip: '',
  userAgent: '',
  lang: 'cn',
};

/**
 * The daily look at lawyer-fee agreements (decision 0030): 30 days before expiry (80004), 7 days
 * before (80005) and on the day (80009) the responsible lawyer gets a task, once each per expiry
 * date; a postponement's new date starts them again. The reminder row is written in the task's
 * own transaction, so a task exists exactly when its row does. Past their date, agreements are
 * marked expired.
 */
export class FeeAgreementReminders {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private lastDay = '';

  constructor(private readonly deps: FeeAgreementReminderDeps) {}

  private today(): string {
    return this.deps.today?.() ?? formatIsoDate(new Date());
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Once per day on this instance. */
  tick(): Promise<void> {
    const today = this.today();
    if (this.running || this.lastDay === today) return Promise.resolve();
    this.running = this.run(today)
      .then(() => {
        this.lastDay = today;
      })
      .catch((error) => this.deps.warn(error, 'fee agreement reminders failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Raises what is due on `today`; answers the reminders raised by this call. */
  async run(today: string): Promise<{ agreementId: number; taskCode: number }[]> {
    await this.markExpired(today);
    const candidates = await this.deps.db
      .select()
      .from(feeAgreements)
      .where(
        between(
          feeAgreements.expiresOn,
          addDays(today, -LATE_REMINDER_DAYS),
          addDays(today, FIRST_REMINDER_DAYS),
        ),
      );
    const raised: { agreementId: number; taskCode: number }[] = [];
    for (const agreement of candidates) {
      if (agreement.status === 'ended') continue;
      const [mostUrgent] = dueReminders(agreement.expiresOn, today);
      if (mostUrgent === undefined) continue;
      try {
        if (await this.raise(agreement, mostUrgent))
          raised.push({ agreementId: agreement.agreementId, taskCode: mostUrgent });
      } catch (error) {
        this.deps.warn(error, `fee agreement ${agreement.agreementId}: reminder ${mostUrgent} not raised`);
      }
    }
    return raised;
  }

  /**
   * The most urgent due reminder, once: the less urgent ones still unraised are recorded with it,
   * so a lawyer back from a long absence gets one task, not three.
   */
  private async raise(agreement: typeof feeAgreements.$inferSelect, taskCode: number): Promise<boolean> {
    const team = await this.deps.cases.teamsOf([agreement.projectId]);
    const lead = team.find((member) => member.role === TEAM_ROLE.lead);
    const partner = team.find((member) => member.role === TEAM_ROLE.partner);
    const responsible = (lead ?? partner)?.userId;
    if (responsible === undefined) return false;
    // The request's applicant: whoever recorded the agreement, else the partner, else a colleague —
    // never the lawyer reminded, whose own step the engine would skip.
    const applicantId = [agreement.createdBy, partner?.userId, ...team.map((member) => member.userId)].find(
      (id): id is number => typeof id === 'number' && id !== responsible,
    );
    if (applicantId === undefined) return false;
    const kase = (await this.deps.cases.casesByIds([agreement.projectId])).get(agreement.projectId);
    const earlier = FEE_AGREEMENT_REMINDERS.filter((reminder) => isLessUrgent(reminder.taskCode, taskCode));
    try {
      await this.deps.engine.submit(
        applicantContext(applicantId),
        {
          businessType: FEE_AGREEMENT_REMINDER_BUSINESS_TYPE,
          recordId: `${agreement.agreementId}:${agreement.expiresOn}:${taskCode}`,
          title: `律师费协议 ${agreement.expiresOn} 到期：${kase?.nameCn ?? ''}`,
          facts: { casePartnerId: responsible, taskCode, agreementId: agreement.agreementId },
        },
        async (tx) => {
          const [claimed] = await tx
            .insert(feeAgreementReminders)
            .values({ agreementId: agreement.agreementId, expiresOn: agreement.expiresOn, taskCode })
            .onConflictDoNothing()
            .returning();
          if (!claimed) throw new AlreadyRaised();
          if (earlier.length > 0)
            await tx
              .insert(feeAgreementReminders)
              .values(
                earlier.map((reminder) => ({
                  agreementId: agreement.agreementId,
                  expiresOn: agreement.expiresOn,
                  taskCode: reminder.taskCode,
                })),
              )
              .onConflictDoNothing();
          return undefined;
        },
      );
      return true;
    } catch (error) {
      if (error instanceof AlreadyRaised) return false;
      throw error;
    }
  }

  /** Active agreements past their date are expired (a postponement makes them active again). */
  private async markExpired(today: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const expired = await tx
        .update(feeAgreements)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(and(eq(feeAgreements.status, 'active'), lt(feeAgreements.expiresOn, today)))
        .returning({ agreementId: feeAgreements.agreementId, expiresOn: feeAgreements.expiresOn });
      await recordAudit(
        tx,
        JOB_CONTEXT,
        expired.map((row) => ({
          action: 'expire',
          entity: 'feeAgreement',
          entityId: row.agreementId,
          after: row,
        })),
      );
    });
  }
}

/** Whether `code` comes before `than` in time (its day is further from the expiry). */
function isLessUrgent(code: number, than: number): boolean {
  const days = (taskCode: number) =>
    FEE_AGREEMENT_REMINDERS.find((reminder) => reminder.taskCode === taskCode)?.daysBefore ?? 0;
  return days(code) > days(than);
}

/** The applicant of a reminder request, acting through the job: no session, no permissions. */
function applicantContext(userId: number): SignedInContext {
  return {
    ...JOB_CONTEXT,
    actor: {
      userId,
      userName: '',
      nickName: '',
      deptId: null,
      officeId: null,
      roles: [],
      permissions: [],
      sessionId: 0,
    },
  };
}
