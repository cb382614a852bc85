import {
  businessTypeOfForm,
  formKeyOfBusinessType,
  type RequestFormInput,
  type requestFormUpdateSchema,
} from '@venus/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { ApprovalDefinitionsService } from '../approvals/approval-definitions.service.ts';
import { customRequests, requestForms } from './custom-requests.tables.ts';

export type RequestFormRow = typeof requestForms.$inferSelect;
export type RequestFormUpdate = z.infer<typeof requestFormUpdateSchema>;

/** A form with the workflow it is bound to: the newest version of its business type, if any. */
export type RequestFormView = RequestFormRow & {
  businessType: string;
  workflowVersion: number | null;
  workflowSteps: { key: string; name: string; nameEn: string }[];
};

/** The request forms administrators build (spec `/dataForm`), each bound to its own workflow. */
export class RequestFormsService {
  constructor(
    private readonly db: Database,
    private readonly definitions: ApprovalDefinitionsService,
  ) {}

  /** Every form, or the enabled ones staff may file on. */
  async findForms(options: { enabledOnly: boolean }): Promise<RequestFormView[]> {
    const rows = await this.db
      .select()
      .from(requestForms)
      .where(options.enabledOnly ? eq(requestForms.enabled, true) : undefined)
      .orderBy(asc(requestForms.formId));
    const workflows = new Map(
      (await this.definitions.findLatestDefinitions())
        .filter((definition) => formKeyOfBusinessType(definition.businessType) !== null)
        .map((definition) => [definition.businessType, definition]),
    );
    return rows.map((row) => {
      const businessType = businessTypeOfForm(row.formKey);
      const workflow = workflows.get(businessType);
      return {
        ...row,
        businessType,
        workflowVersion: workflow?.version ?? null,
        workflowSteps: (workflow?.steps ?? []).map(({ key, name, nameEn }) => ({ key, name, nameEn })),
      };
    });
  }

  async getForm(formId: number, tx: Executor = this.db): Promise<RequestFormRow> {
    const [row] = await tx.select().from(requestForms).where(eq(requestForms.formId, formId));
    if (!row) throw notFound('customRequests.formNotFound');
    return row;
  }

  async getFormView(formId: number): Promise<RequestFormView> {
    const form = await this.getForm(formId);
    const [view] = (await this.findForms({ enabledOnly: false })).filter((row) => row.formId === form.formId);
    if (!view) throw notFound('customRequests.formNotFound');
    return view;
  }

  async createForm(ctx: SignedInContext, input: RequestFormInput): Promise<RequestFormRow> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(requestForms)
          .values({ ...input, createdBy: ctx.actor.userId, updatedBy: ctx.actor.userId })
          .returning();
        await recordAudit(tx, ctx, {
          action: 'create',
          entity: 'requestForm',
          entityId: row!.formId,
          after: row,
        });
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('customRequests.formKeyTaken', { formKey: input.formKey }, 'formKey');
      throw error;
    }
  }

  /** Requests already filed keep the items they were filed with; new ones use these. */
  async updateForm(ctx: SignedInContext, formId: number, input: RequestFormUpdate): Promise<RequestFormRow> {
    return this.db.transaction(async (tx) => {
      const before = await this.lockForm(tx, formId);
      const [after] = await tx
        .update(requestForms)
        .set({ ...input, updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(requestForms.formId, formId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'requestForm',
        entityId: formId,
        before,
        after,
      });
      return after!;
    });
  }

  /** Only a form nobody filed on: the requests and their timelines must keep their form. */
  async removeForm(ctx: SignedInContext, formId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.lockForm(tx, formId);
      const [used] = await tx
        .select({ total: count() })
        .from(customRequests)
        .where(eq(customRequests.formId, formId));
      if ((used?.total ?? 0) > 0) throw conflict('customRequests.formInUse');
      await tx.delete(requestForms).where(eq(requestForms.formId, formId));
      await recordAudit(tx, ctx, { action: 'delete', entity: 'requestForm', entityId: formId, before });
    });
  }

  private async lockForm(tx: Executor, formId: number): Promise<RequestFormRow> {
    const [row] = await tx.select().from(requestForms).where(eq(requestForms.formId, formId)).for('update');
    if (!row) throw notFound('customRequests.formNotFound');
    return row;
  }
}
