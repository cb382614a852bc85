import { addDays, SEAL_BUSINESS_TYPES, SEAL_FILE_SOURCE, SEAL_FILE_TYPE } from '@venus/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { sealDocuments, sealRequests, seals } from '../../schema.ts';
import { walkApproval } from './approval-trail.ts';
import type { DemoContext } from './demo-context.ts';
import { simplePdf } from './demo-documents.ts';
import { writeDemoFiles } from './demo-files.ts';
import { BEIJING_EXTRA, OFFICE_SEALS, type PlannedRequest, SEAL_REQUEST_PLAN } from './demo-seals.data.ts';
import type { Person } from './firm.ts';
import { momentOf } from './moments.ts';

export async function seedSeals(
  tx: Executor,
  ctx: DemoContext,
  headOf: (person: Person) => number | null,
  dataDir: string,
): Promise<number> {
  const administration = ctx.firm.withRole('administration');
  const finance = ctx.firm.withRole('finance');
  const applicants = ctx.firm.withRole('lawyer').filter((person) => headOf(person) !== null);
  if (administration.length === 0 || finance.length === 0 || applicants.length === 0) return 0;
  const keeperOf = (officeId: number) =>
    administration.find((person) => person.officeId === officeId) ?? administration[0]!;
  const at = momentOf(ctx.firstDay, 9, 0);
  const rows: (typeof seals.$inferInsert)[] = [];
  for (const officeId of ctx.firm.officeIds.values()) {
    const keeper = keeperOf(officeId);
    for (const [name, type] of OFFICE_SEALS) {
      rows.push({
        name,
        type,
        officeId,
        custodianId: keeper.userId,
        createdAt: at,
        createdBy: keeper.userId,
        updatedAt: at,
        updatedBy: keeper.userId,
      });
    }
  }
  const beijing = ctx.firm.officeIds.get('BJ')!;
  for (const [name, type, keeper] of BEIJING_EXTRA) {
    const custodian = keeper === 'finance' ? finance[0]! : keeperOf(beijing);
    rows.push({
      name,
      type,
      officeId: beijing,
      custodianId: custodian.userId,
      createdAt: at,
      createdBy: custodian.userId,
      updatedAt: at,
      updatedBy: custodian.userId,
    });
  }
  rows.push({
    name: '合同专用章（旧）',
    type: 'contract',
    officeId: beijing,
    custodianId: keeperOf(beijing).userId,
    status: 'retired',
    remark: '2025 年换刻，旧章封存',
    createdAt: at,
    updatedAt: at,
  });
  const inserted = await tx.insert(seals).values(rows).returning();
  for (const seal of inserted) {
    ctx.audit.add(at, ctx.firm.byId.get(seal.createdBy ?? keeperOf(beijing).userId) ?? keeperOf(beijing), {
      action: 'create',
      entity: 'seal',
      entityId: seal.sealId,
      after: seal,
    });
  }
  const beijingSeal = (name: string) =>
    inserted.find((seal) => seal.officeId === beijing && seal.name === name)!;
  for (const [index, plan] of SEAL_REQUEST_PLAN.entries()) {
    await seedRequest(tx, ctx, plan, index, {
      applicant: applicants[index % applicants.length]!,
      seal: beijingSeal(plan.seal),
      headOf,
      dataDir,
    });
  }
  return SEAL_REQUEST_PLAN.length;
}

async function seedRequest(
  tx: Executor,
  ctx: DemoContext,
  plan: PlannedRequest,
  index: number,
  deps: {
    applicant: Person;
    seal: typeof seals.$inferSelect;
    headOf: (person: Person) => number | null;
    dataDir: string;
  },
): Promise<void> {
  const { applicant, seal } = deps;
  const custodian = ctx.firm.byId.get(seal.custodianId)!;
  const written = addDays(ctx.today, -plan.daysBack);
  const at = momentOf(written, 9, 10 + index);
  const [row] = await tx
    .insert(sealRequests)
    .values({
      kind: plan.kind,
      sealId: seal.sealId,
      applicantId: applicant.userId,
      deptId: applicant.deptId,
      purpose: plan.purpose,
      tenderName: plan.tenderName ?? '',
      expectedReturnDate: plan.returnIn === undefined ? null : addDays(written, plan.returnIn),
      status: plan.status,
      createdAt: at,
      createdBy: applicant.userId,
      updatedAt: at,
      updatedBy: applicant.userId,
    })
    .returning();
  const requestId = row!.requestId;
  ctx.audit.add(at, applicant, { action: 'create', entity: 'sealRequest', entityId: requestId, after: row });
  const documents = plan.documents ?? [];
  const lines = (name: string) => [`${name}`, `Purpose: request ${requestId}`, 'Page 1 of 1'];
  const fileIds = await writeDemoFiles(
    tx,
    ctx,
    documents.map(([name]) => ({
      source: SEAL_FILE_SOURCE,
      onlyId: String(requestId),
      type: SEAL_FILE_TYPE.submitted,
      name,
      content: simplePdf(name.replace(/\.pdf$/, ''), lines(name)),
      mimeType: 'application/pdf',
      at: momentOf(written, 9, 30),
      remark: '',
      uploader: applicant,
    })),
    deps.dataDir,
  );
  if (fileIds.length > 0) {
    await tx.insert(sealDocuments).values(
      documents.map(([, copies], order) => ({
        requestId,
        fileId: fileIds[order]!,
        copies,
        sortOrder: order,
      })),
    );
  }
  if (plan.status === 'withdrawn') {
    ctx.audit.add(momentOf(written, 11, 0), applicant, {
      action: 'cancel',
      entity: 'sealRequest',
      entityId: requestId,
      before: { status: 'draft' },
      after: { status: 'withdrawn' },
    });
  }
  if (!plan.approval) return;
  const businessType = SEAL_BUSINESS_TYPES[plan.kind];
  const definition = ctx.firm.definitions.get(businessType);
  if (!definition) return;
  const submittedAt = momentOf(written, 10, 0);
  const approverIds: Record<string, number[] | null> = {
    partner: null,
    head: [deps.headOf(applicant)!],
    custodian: [custodian.userId],
  };
  const trail = walkApproval(ctx.trailContext, {
    definitionId: definition.definitionId,
    businessType,
    recordId: String(requestId),
    title: `${seal.name}：${plan.purpose}`,
    applicant,
    applicantDeptId: applicant.deptId,
    facts: {
      kind: plan.kind,
      sealType: seal.type,
      custodianId: custodian.userId,
      casePartnerId: 0,
      projectId: 0,
      hasCase: 0,
    },
    steps: definition.steps.map((step) => ({
      key: step.key,
      taskCode: step.taskCode,
      approverIds: approverIds[step.key] ?? null,
    })),
    submittedAt,
    ...plan.approval,
  });
  ctx.approvals.instances.push(trail.instance);
  ctx.approvals.tasks.push(...trail.tasks);
  ctx.approvals.events.push(...trail.events);
  let updatedAt = trail.changes.at(-1)!.at;
  const done = addDays(written, 1);
  const custodianAct: Partial<typeof sealRequests.$inferInsert> = {};
  if (plan.status === 'stamped') {
    updatedAt = momentOf(done, 15, 0);
    const scans = await writeDemoFiles(
      tx,
      ctx,
      documents.map(([name], order) => ({
        source: SEAL_FILE_SOURCE,
        onlyId: String(requestId),
        type: SEAL_FILE_TYPE.stamped,
        name: name.replace(/\.pdf$/, '（盖章扫描件）.pdf'),
        content: simplePdf(
          name.replace(/\.pdf$/, ''),
          plan.changed && order === 0
            ? [`${name}`, `Purpose: request ${requestId} (amended)`, 'Page 1 of 1']
            : lines(name),
        ),
        mimeType: 'application/pdf',
        at: updatedAt,
        remark: '',
        uploader: custodian,
      })),
      deps.dataDir,
    );
    const stored = await tx.select().from(sealDocuments).where(eq(sealDocuments.requestId, requestId));
    for (const [order, document] of stored.sort((a, b) => a.sortOrder - b.sortOrder).entries()) {
      await tx
        .update(sealDocuments)
        .set({ stampedCopies: document.copies, scanFileId: scans[order]! })
        .where(eq(sealDocuments.documentId, document.documentId));
    }
    Object.assign(custodianAct, { stampedBy: custodian.userId, stampedAt: updatedAt });
    ctx.audit.add(updatedAt, custodian, {
      action: 'stamp',
      entity: 'sealRequest',
      entityId: requestId,
      after: { status: 'stamped' },
    });
  }
  if (plan.status === 'lentOut' || plan.status === 'returned') {
    const lentAt = momentOf(done, 9, 30);
    Object.assign(custodianAct, { lentAt, lentBy: custodian.userId });
    ctx.audit.add(lentAt, custodian, {
      action: 'handOut',
      entity: 'sealRequest',
      entityId: requestId,
      after: { status: 'lentOut' },
    });
    updatedAt = lentAt;
    if (plan.status === 'returned') {
      const returnedAt = momentOf(addDays(done, plan.returnedAfter ?? 1), 17, 0);
      Object.assign(custodianAct, { returnedAt, receivedBy: custodian.userId });
      ctx.audit.add(returnedAt, custodian, {
        action: 'receive',
        entity: 'sealRequest',
        entityId: requestId,
        after: { status: 'returned' },
      });
      updatedAt = returnedAt;
    } else {
      await tx
        .update(seals)
        .set({ status: 'lentOut', updatedAt: lentAt, updatedBy: custodian.userId })
        .where(eq(seals.sealId, seal.sealId));
    }
  }
  await tx
    .update(sealRequests)
    .set({
      instanceId: trail.instance.instanceId,
      submittedAt,
      returnComment: plan.approval.comment ?? '',
      ...custodianAct,
      updatedAt,
      updatedBy: trail.changes.at(-1)!.actor.userId,
    })
    .where(eq(sealRequests.requestId, requestId));
}
