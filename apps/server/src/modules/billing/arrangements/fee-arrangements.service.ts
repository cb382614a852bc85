import {
  FEE_TYPE,
  FEE_TYPES_WITH_AMOUNT,
  type FeeArrangementInput,
  type FeeArrangementVersionView,
  type FeeArrangementView,
  formatIsoDate,
  type Language,
} from '@venus/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../platform/db/pg-errors.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import type { ArrangementCases, ArrangementCaseTerms } from './arrangements.collaborators.ts';
import { feeArrangementRates, feeArrangements } from './arrangements.tables.ts';
import { FeeArrangementAccess } from './fee-arrangement-access.ts';
import { milestonesOf, replaceMilestones } from './fee-milestones.ts';

type ArrangementRow = typeof feeArrangements.$inferSelect;

export interface FeeArrangementsDeps {
  cases: ArrangementCases;
  peopleNames: (userIds: readonly number[], lang: Language) => Promise<Map<number, string>>;
  /** The server's calendar day; tests may pin it. */
  today?: () => string;
}

/**
 * How a case is charged, with history (decisions 0030, 0040): version 1 is the intake's terms (kept
 * as a row from the first change on), each change adds a version effective from a date with its
 * reason, and the case's summary columns follow the newest version.
 */
export class FeeArrangementsService {
  private readonly access: FeeArrangementAccess;

  constructor(
    private readonly db: Database,
    private readonly deps: FeeArrangementsDeps,
  ) {
    this.access = new FeeArrangementAccess(deps.cases);
  }

  private today(): string {
    return this.deps.today?.() ?? formatIsoDate(new Date());
  }

  async ofCase(ctx: SignedInContext, projectId: number, tx: Executor = this.db): Promise<FeeArrangementView> {
    const terms = await this.access.readable(ctx, projectId, tx);
    const rows = await this.versionRows(projectId, tx);
    const versions = rows.length > 0 ? await this.views(rows, ctx.lang, tx) : [intakeView(terms)];
    const today = this.today();
    const current = versions.find((version) => version.effectiveFrom <= today) ?? versions.at(-1)!;
    return {
      projectId,
      current,
      versions,
      milestones: await milestonesOf(projectId, tx),
      canEdit: await this.access.mayChange(ctx, projectId, tx),
    };
  }

  /** Adds a version; the case's summary and milestones follow it, in one transaction. */
  async addVersion(ctx: SignedInContext, input: FeeArrangementInput): Promise<FeeArrangementView> {
    try {
      await this.db.transaction(async (tx) => {
        const terms = await this.access.changeable(ctx, input.projectId, tx);
        let [newest] = await this.versionRows(input.projectId, tx);
        if (!newest) newest = await this.keepIntake(tx, ctx, terms);
        if (input.effectiveFrom < newest.effectiveFrom)
          throw conflict('feeArrangement.beforeLatest', { date: newest.effectiveFrom }, 'effectiveFrom');
        const [created] = await tx
          .insert(feeArrangements)
          .values({
            ...columnsOf(input),
            projectId: input.projectId,
            version: newest.version + 1,
            currency: terms.currency,
            createdBy: ctx.actor.userId,
            updatedBy: ctx.actor.userId,
          })
          .returning();
        const rates = input.feeType === FEE_TYPE.contingency ? [] : input.rates;
        if (rates.length > 0)
          await tx
            .insert(feeArrangementRates)
            .values(rates.map((rate) => ({ arrangementId: created!.arrangementId, ...rate })));
        const milestones = await replaceMilestones(
          tx,
          ctx,
          input.projectId,
          input.feeType === FEE_TYPE.fixed ? input.milestones : [],
        );
        await this.deps.cases.follow(tx, ctx, input.projectId, {
          feeType: created!.feeType,
          feeAmount: created!.amount,
          contingencyRate: created!.contingencyRate,
        });
        await recordAudit(tx, ctx, {
          action: 'create',
          entity: 'feeArrangement',
          entityId: created!.arrangementId,
          before: { ...newest, milestones: milestones.before },
          after: { ...created, rates, milestones: milestones.after },
        });
      });
    } catch (error) {
      // Two changes of the same case at once: the second is told to look again.
      if (isUniqueViolation(error)) throw conflict('feeArrangement.changedMeanwhile');
      throw error;
    }
    // Read once committed: the answer names people, asked of the users module on its own connection.
    return this.ofCase(ctx, input.projectId);
  }

  /** Newest first: by effective date, then version. */
  private versionRows(projectId: number, tx: Executor): Promise<ArrangementRow[]> {
    return tx
      .select()
      .from(feeArrangements)
      .where(eq(feeArrangements.projectId, projectId))
      .orderBy(desc(feeArrangements.effectiveFrom), desc(feeArrangements.version));
  }

  /** Version 1 as the case was opened, written down before the first change. */
  private async keepIntake(tx: Executor, ctx: SignedInContext, terms: ArrangementCaseTerms) {
    const intake = intakeView(terms);
    const [row] = await tx
      .insert(feeArrangements)
      .values({
        projectId: terms.projectId,
        version: 1,
        effectiveFrom: intake.effectiveFrom,
        feeType: intake.feeType,
        currency: intake.currency,
        amount: intake.amount,
        contingencyRate: intake.contingencyRate,
        createdBy: ctx.actor.userId,
        updatedBy: ctx.actor.userId,
      })
      .returning();
    return row!;
  }

  private async views(
    rows: ArrangementRow[],
    lang: Language,
    tx: Executor,
  ): Promise<FeeArrangementVersionView[]> {
    const rates = await tx
      .select()
      .from(feeArrangementRates)
      .where(
        inArray(
          feeArrangementRates.arrangementId,
          rows.map((row) => row.arrangementId),
        ),
      )
      .orderBy(asc(feeArrangementRates.level));
    const names = await this.deps.peopleNames(
      rows.map((row) => row.createdBy).filter((id): id is number => id !== null),
      lang,
    );
    return rows.map((row) => ({
      arrangementId: row.arrangementId,
      version: row.version,
      effectiveFrom: row.effectiveFrom,
      feeType: row.feeType,
      currency: row.currency,
      amount: row.amount,
      contingencyRate: row.contingencyRate,
      contingencyBasis: row.contingencyBasis,
      discountPercent: row.discountPercent,
      reason: row.reason,
      rates: rates
        .filter((rate) => rate.arrangementId === row.arrangementId)
        .map(({ level, rate }) => ({ level, rate })),
      createdBy: row.createdBy === null ? '' : (names.get(row.createdBy) ?? ''),
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

/** The terms of a new version as stored: only what its kind uses. */
function columnsOf(input: FeeArrangementInput) {
  return {
    effectiveFrom: input.effectiveFrom,
    feeType: input.feeType,
    amount: FEE_TYPES_WITH_AMOUNT.includes(input.feeType) ? input.amount : null,
    contingencyRate: input.feeType === FEE_TYPE.contingency ? input.contingencyRate : null,
    contingencyBasis: input.feeType === FEE_TYPE.contingency ? input.contingencyBasis : '',
    discountPercent: [FEE_TYPE.hourly, FEE_TYPE.capped].includes(input.feeType as '1')
      ? input.discountPercent
      : null,
    reason: input.reason,
  };
}

/** The case form's terms as version 1, before any change wrote it down. */
function intakeView(terms: ArrangementCaseTerms): FeeArrangementVersionView {
  return {
    arrangementId: null,
    version: 1,
    effectiveFrom: terms.openedOn,
    feeType: terms.feeType,
    currency: terms.currency,
    amount: terms.feeAmount,
    contingencyRate: terms.contingencyRate,
    contingencyBasis: '',
    discountPercent: null,
    reason: '',
    rates: [],
    createdBy: '',
    createdAt: null,
  };
}
