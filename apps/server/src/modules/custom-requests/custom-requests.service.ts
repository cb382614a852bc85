import {
  businessTypeOfForm,
  type CustomRequestCreateInput,
  type CustomRequestListQuery,
  type CustomRequestStatus,
  type CustomRequestUpdateInput,
  type DynamicFormItem,
  EDITABLE_REQUEST_STATUSES,
  factsOfRequest,
  hasPermission,
  itemKey,
  sortDirection,
} from '@venus/shared';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Database, Transaction } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ApprovalDefinitionsService, StepTrial } from '../approvals/approval-definitions.service.ts';
import type { ApprovalEngine } from '../approvals/approval-engine.service.ts';
import type { ApprovalPerson } from '../approvals/approver-directory.ts';
import type { DelegationsService } from '../approvals/delegations.service.ts';
import { READ_ALL_APPROVALS, type TaskCentreService } from '../approvals/task-centre.service.ts';
import { customRequests, requestForms } from './custom-requests.tables.ts';
import type { RequestFormRow, RequestFormsService } from './request-forms.service.ts';
import { checkedValues } from './request-values.ts';

type RequestRow = typeof customRequests.$inferSelect;

export interface CustomRequestCollaborators {
  forms: RequestFormsService;
  engine: ApprovalEngine;
  taskCentre: TaskCentreService;
  definitions: ApprovalDefinitionsService;
  delegations: DelegationsService;
  peopleByIds: (userIds: readonly number[]) => Promise<Map<number, ApprovalPerson>>;
}

export interface CustomRequestView {
  requestId: number;
  formId: number;
  formName: string;
  formNameEn: string;
  businessType: string;
  title: string;
  status: CustomRequestStatus;
  applicantId: number;
  applicantName: string;
  instanceId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A request to read: its items with their values filled in, and whether the reader may edit it. */
export type CustomRequestDetail = CustomRequestView & { items: DynamicFormItem[]; mayEdit: boolean };

function withValues(items: readonly DynamicFormItem[], values: Record<string, unknown>): DynamicFormItem[] {
  return items.map((item) => ({
    ...item,
    ...(Object.hasOwn(values, itemKey(item)) ? { value: values[itemKey(item)] } : {}),
    ...(item.children ? { children: withValues(item.children, values) } : {}),
  }));
}

/**
 * Custom requests (spec commonAdd/commonEdit/commonView): staff file them on a form, and they go
 * through the form's own workflow in the approvals engine; the record and its approval commit
 * together. Only the applicant, the people its approval involved and administrators read one.
 */
export class CustomRequestsService {
  constructor(
    private readonly db: Database,
    private readonly deps: CustomRequestCollaborators,
  ) {}

  async findRequests(
    ctx: SignedInContext,
    query: CustomRequestListQuery,
  ): Promise<{ rows: CustomRequestView[]; total: number }> {
    if (query.scope === 'all' && !hasPermission(ctx.actor.permissions, READ_ALL_APPROVALS)) throw forbidden();
    const conditions: SQL[] = [];
    if (query.scope === 'mine') conditions.push(eq(customRequests.applicantId, ctx.actor.userId));
    if (query.formId) conditions.push(eq(customRequests.formId, query.formId));
    if (query.status) conditions.push(eq(customRequests.status, query.status));
    if (query.keyword)
      conditions.push(ilike(customRequests.title, `%${query.keyword.replace(/[%_\\]/g, '\\$&')}%`));
    const where = and(...conditions);
    const column = query.orderByColumn === 'createdAt' ? customRequests.createdAt : customRequests.updatedAt;
    const order = query.orderByColumn && sortDirection(query.isAsc) === 'asc' ? asc(column) : desc(column);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ request: customRequests, form: requestForms })
        .from(customRequests)
        .innerJoin(requestForms, eq(requestForms.formId, customRequests.formId))
        .where(where)
        .orderBy(order, desc(customRequests.requestId))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db.select({ total: count() }).from(customRequests).where(where),
    ]);
    const people = await this.deps.peopleByIds(rows.map((row) => row.request.applicantId));
    return {
      rows: rows.map(({ request, form }) => this.viewOf(request, form, people)),
      total: total?.total ?? 0,
    };
  }

  async getRequest(
    ctx: SignedInContext,
    requestId: number,
    delegateUser?: string,
  ): Promise<CustomRequestDetail> {
    const [found] = await this.db
      .select({ request: customRequests, form: requestForms })
      .from(customRequests)
      .innerJoin(requestForms, eq(requestForms.formId, customRequests.formId))
      .where(eq(customRequests.requestId, requestId));
    if (!found) throw notFound('customRequests.requestNotFound');
    const { request, form } = found;
    await this.assertMayRead(ctx, request, delegateUser);
    const people = await this.deps.peopleByIds([request.applicantId]);
    return {
      ...this.viewOf(request, form, people),
      items: withValues(request.items, request.values),
      mayEdit: request.applicantId === ctx.actor.userId && EDITABLE_REQUEST_STATUSES.includes(request.status),
    };
  }

  /** commonAdd: keeps a draft, or saves and sends it through the form's workflow in one transaction. */
  async createRequest(ctx: SignedInContext, input: CustomRequestCreateInput): Promise<{ requestId: number }> {
    const form = await this.deps.forms.getForm(input.formId);
    if (!form.enabled) throw conflict('customRequests.formDisabled');
    const values = checkedValues(form.items, input.values, ctx.lang);
    const title = input.title || `${form.name}（${ctx.actor.nickName}）`;
    const insert = async (tx: Transaction) => {
      const [row] = await tx
        .insert(customRequests)
        .values({
          formId: form.formId,
          title,
          items: form.items,
          values,
          applicantId: ctx.actor.userId,
          createdBy: ctx.actor.userId,
          updatedBy: ctx.actor.userId,
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'create',
        entity: 'customRequest',
        entityId: row!.requestId,
        after: row,
      });
      return row!;
    };
    if (!input.submit) return { requestId: (await this.db.transaction(insert)).requestId };
    let requestId = 0;
    await this.deps.engine.submit(
      ctx,
      { businessType: businessTypeOfForm(form.formKey), recordId: '', title, facts: factsOfRequest(values) },
      async (tx) => {
        requestId = (await insert(tx)).requestId;
        return { recordId: String(requestId) };
      },
    );
    return { requestId };
  }

  /**
   * commonEdit: the applicant changes a draft (checked against the form as it is now) or a
   * sent-back request (against the items it was filed with, as its workflow keeps its version),
   * and may send it: a draft starts its approval, a sent-back one is resubmitted from the start.
   */
  async updateRequest(
    ctx: SignedInContext,
    requestId: number,
    input: CustomRequestUpdateInput,
  ): Promise<{ requestId: number }> {
    const [current] = await this.db
      .select()
      .from(customRequests)
      .where(eq(customRequests.requestId, requestId));
    if (!current || current.applicantId !== ctx.actor.userId)
      throw notFound('customRequests.requestNotFound');
    if (!EDITABLE_REQUEST_STATUSES.includes(current.status)) throw conflict('customRequests.notEditable');
    const form = await this.deps.forms.getForm(current.formId);
    const items = current.status === 'draft' ? form.items : current.items;
    const values = checkedValues(items, input.values, ctx.lang);
    const title = input.title || current.title;
    const write = async (tx: Transaction, expected: CustomRequestStatus) => {
      const [before] = await tx
        .select()
        .from(customRequests)
        .where(eq(customRequests.requestId, requestId))
        .for('update');
      // Someone (the applicant in another tab, an approver) moved it on since it was read.
      if (before?.status !== expected) throw conflict('customRequests.notEditable');
      const [after] = await tx
        .update(customRequests)
        .set({ title, items, values, updatedAt: new Date(), updatedBy: ctx.actor.userId })
        .where(eq(customRequests.requestId, requestId))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'update',
        entity: 'customRequest',
        entityId: requestId,
        before,
        after,
      });
    };
    if (!input.submit) {
      await this.db.transaction((tx) => write(tx, current.status));
    } else if (current.status === 'draft') {
      if (!form.enabled) throw conflict('customRequests.formDisabled');
      await this.deps.engine.submit(
        ctx,
        {
          businessType: businessTypeOfForm(form.formKey),
          recordId: String(requestId),
          title,
          facts: factsOfRequest(values),
        },
        async (tx) => {
          await write(tx, 'draft');
          return undefined;
        },
      );
    } else {
      if (current.instanceId === null) throw conflict('customRequests.notEditable');
      await this.deps.engine.resubmit(
        ctx,
        current.instanceId,
        { comment: input.comment, facts: factsOfRequest(values), title },
        (tx) => write(tx, 'sentBack'),
      );
    }
    return { requestId };
  }

  /**
   * commonTest: the administrator fills the form in as a trial for a sample applicant. The values
   * are checked as a real filing would be, and the workflow says whom each step would ask that
   * applicant; nothing is written.
   */
  async testFill(
    ctx: SignedInContext,
    formId: number,
    values: Record<string, unknown>,
    applicantId = ctx.actor.userId,
  ): Promise<{ values: Record<string, unknown>; steps: StepTrial[] | null }> {
    const form = await this.deps.forms.getForm(formId);
    const checked = checkedValues(form.items, values, ctx.lang);
    const [workflow] = await this.deps.definitions.findVersions(businessTypeOfForm(form.formKey));
    const steps = workflow
      ? await this.deps.definitions.testRun(workflow, factsOfRequest(checked), applicantId)
      : null;
    return { values: checked, steps };
  }

  /** The applicant; for a request sent, whoever the engine lets read its approval; else 404. */
  private async assertMayRead(
    ctx: SignedInContext,
    request: RequestRow,
    delegateUser?: string,
  ): Promise<void> {
    if (request.applicantId === ctx.actor.userId) return;
    if (hasPermission(ctx.actor.permissions, READ_ALL_APPROVALS)) return;
    if (request.instanceId === null) throw notFound('customRequests.requestNotFound');
    try {
      const acting = await this.deps.delegations.actingAs(ctx, delegateUser);
      await this.deps.taskCentre.getInstanceDetail(ctx, request.instanceId, acting);
    } catch {
      throw notFound('customRequests.requestNotFound');
    }
  }

  private viewOf(
    request: RequestRow,
    form: RequestFormRow,
    people: Map<number, ApprovalPerson>,
  ): CustomRequestView {
    return {
      requestId: request.requestId,
      formId: form.formId,
      formName: form.name,
      formNameEn: form.nameEn,
      businessType: businessTypeOfForm(form.formKey),
      title: request.title,
      status: request.status,
      applicantId: request.applicantId,
      applicantName: people.get(request.applicantId)?.nickName ?? '',
      instanceId: request.instanceId,
      createdAt: request.createdAt,
      updatedAt: request.updatedAt,
    };
  }
}
