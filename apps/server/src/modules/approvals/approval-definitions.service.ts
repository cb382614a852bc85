import type { ApprovalDefinitionInput, ApprovalFacts } from '@venus/shared';
import { desc, eq, inArray, max } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { approvalDefinitions } from './approvals.tables.ts';
import type { ApproverDirectory } from './approver-directory.ts';
import { planStep, type StepPlan } from './approver-resolver.ts';

export type ApprovalDefinitionRow = typeof approvalDefinitions.$inferSelect;

export interface StepTrial {
  key: string;
  name: string;
  nameEn: string;
  taskCode: number;
  plan: StepPlan;
  approvers: { userId: number; nickName: string; nameEn: string }[];
}

/**
 * Workflow definitions, one version per edit. Old versions stay: the instances that started on
 * them keep running on them.
 */
export class ApprovalDefinitionsService {
  constructor(
    private readonly db: Database,
    private readonly directory: ApproverDirectory,
  ) {}

  /** The newest version of every business type. */
  async findLatestDefinitions(): Promise<ApprovalDefinitionRow[]> {
    const rows = await this.db
      .selectDistinctOn([approvalDefinitions.businessType])
      .from(approvalDefinitions)
      .orderBy(approvalDefinitions.businessType, desc(approvalDefinitions.version));
    return rows;
  }

  findVersions(businessType: string): Promise<ApprovalDefinitionRow[]> {
    return this.db
      .select()
      .from(approvalDefinitions)
      .where(eq(approvalDefinitions.businessType, businessType))
      .orderBy(desc(approvalDefinitions.version));
  }

  async getLatest(businessType: string, tx: Executor = this.db): Promise<ApprovalDefinitionRow> {
    const [row] = await tx
      .select()
      .from(approvalDefinitions)
      .where(eq(approvalDefinitions.businessType, businessType))
      .orderBy(desc(approvalDefinitions.version))
      .limit(1);
    if (!row) throw notFound('approvals.definitionNotFound', { businessType });
    return row;
  }

  async getById(definitionId: number, tx: Executor = this.db): Promise<ApprovalDefinitionRow> {
    const [row] = await tx
      .select()
      .from(approvalDefinitions)
      .where(eq(approvalDefinitions.definitionId, definitionId));
    if (!row) throw notFound('approvals.definitionNotFound', { businessType: String(definitionId) });
    return row;
  }

  /** Several versions in one query (a page of tasks names the steps of each). */
  async findByIds(definitionIds: readonly number[]): Promise<ApprovalDefinitionRow[]> {
    const unique = [...new Set(definitionIds)];
    if (unique.length === 0) return [];
    return this.db
      .select()
      .from(approvalDefinitions)
      .where(inArray(approvalDefinitions.definitionId, unique));
  }

  /** Saves the definition as the business type's next version. */
  async createVersion(ctx: SignedInContext, input: ApprovalDefinitionInput): Promise<ApprovalDefinitionRow> {
    try {
      return await this.db.transaction(async (tx) => {
        const [current] = await tx
          .select({ version: max(approvalDefinitions.version) })
          .from(approvalDefinitions)
          .where(eq(approvalDefinitions.businessType, input.businessType));
        const [row] = await tx
          .insert(approvalDefinitions)
          .values({
            ...input,
            version: (current?.version ?? 0) + 1,
            createdBy: ctx.actor.userId,
            updatedBy: ctx.actor.userId,
          })
          .returning();
        await recordAudit(tx, ctx, {
          action: 'create',
          entity: 'approvalDefinition',
          entityId: row!.definitionId,
          after: row,
        });
        return row!;
      });
    } catch (error) {
      // Two administrators saving the same workflow at once: the unique version index decides.
      if (isUniqueViolation(error)) {
        throw conflict('error.conflict');
      }
      throw error;
    }
  }

  /**
   * The designer's test run: who each step would ask for this sample record, written nowhere.
   */
  async testRun(
    definition: Pick<ApprovalDefinitionInput, 'steps'>,
    facts: ApprovalFacts,
    applicantId: number,
  ): Promise<StepTrial[]> {
    const applicant = (await this.directory.peopleByIds([applicantId])).get(applicantId);
    if (!applicant) throw notFound('user.notFound');
    const trials: StepTrial[] = [];
    for (const step of definition.steps) {
      const plan = await planStep(
        step,
        facts,
        { userId: applicantId, deptId: applicant.deptId },
        this.directory,
      );
      const ids = plan.kind === 'run' ? plan.approverIds : [];
      const people = await this.directory.peopleByIds(ids);
      trials.push({
        key: step.key,
        name: step.name,
        nameEn: step.nameEn,
        taskCode: step.taskCode,
        plan,
        approvers: ids.map((id) => ({
          userId: id,
          nickName: people.get(id)?.nickName ?? '',
          nameEn: people.get(id)?.nameEn ?? '',
        })),
      });
    }
    return trials;
  }
}
