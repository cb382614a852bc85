import {
  addDays,
  businessTypeOfForm,
  type DynamicFormItem,
  FormItemType,
  factsOfRequest,
  itemKey,
} from '@venus/shared';
import type { Executor } from '../../../platform/db/database.ts';
import { approvalDefinitions, customRequests, requestForms } from '../../schema.ts';
import { type TrailEnding, walkApproval } from './approval-trail.ts';
import type { DemoContext } from './demo-context.ts';
import type { Person } from './firm.ts';
import { insertJsonRows } from './json-rows.ts';
import { momentOf, workingDayAfter } from './moments.ts';

const TEXTS: readonly [RegExp, readonly string[]][] = [
  [/职务|title/i, ['律师', '资深律师', '合伙人', '律师助理']],
  [/英文/, ['Associate', 'Senior Associate', 'Partner', 'Paralegal']],
  [
    /目的地|地点|destination/i,
    [
      '北京市第一中级人民法院',
      '上海国际仲裁中心',
      '客户办公室（国贸三期）',
      '深圳前海法院',
      '市场监督管理局',
    ],
  ],
  [/事由|原因|reason/i, ['出庭', '客户拜访及签约', '递交立案材料', '现场尽职调查访谈']],
  [/物品|items/i, ['A4 打印纸 2 箱；签字笔 10 支', '硒鼓 1 个；文件夹 20 个', '订书机 1 个；长尾夹 2 盒']],
  [/用途|purpose/i, ['办理签证', '办理银行贷款', '律师协会年度考核']],
  [/份数|copies/i, ['1', '2']],
];

/** Values a person would fill in, for whatever the form asks. */
function valuesFor(
  ctx: DemoContext,
  items: readonly DynamicFormItem[],
  day: string,
  projectId: number | null,
) {
  const values: Record<string, unknown> = {};
  for (const item of items) {
    const key = itemKey(item);
    switch (item.type) {
      case FormItemType.TEXT: {
        const pool = TEXTS.find(([pattern]) => pattern.test(`${item.name} ${key}`))?.[1] ?? ['见附件'];
        values[key] = ctx.prng.pick(pool);
        break;
      }
      case FormItemType.RADIO:
      case FormItemType.SELECT:
        if (item.children?.length) values[key] = String(ctx.prng.pick(item.children).id);
        break;
      case FormItemType.CHECKBOX:
        if (item.children?.length) values[key] = [String(item.children[0]!.id)];
        break;
      case FormItemType.DATE:
        values[key] = day;
        break;
      case FormItemType.PROJECT:
        if (projectId !== null) values[key] = projectId;
        break;
      default:
        break;
    }
  }
  return values;
}

/** The firm's enabled request forms (the base seed's, custom-request-forms.seed.ts), each with its workflow. */
async function formsWithWorkflows(tx: Executor) {
  const forms = await tx.select().from(requestForms).orderBy(requestForms.formId);
  const definitions = await tx.select().from(approvalDefinitions);
  return forms.flatMap((form) => {
    const definition = definitions
      .filter((row) => row.businessType === businessTypeOfForm(form.formKey))
      .sort((a, b) => b.version - a.version)[0];
    return form.enabled && definition ? [{ form, definition }] : [];
  });
}

/**
 * About sixty requests of the year on the firm's forms, in every state: drafts, waiting on a
 * department head, administration or HR (the task centre's work), sent back, rejected,
 * withdrawn, and approved.
 */
export async function seedRequests(
  tx: Executor,
  ctx: DemoContext,
  headOf: (person: Person) => number | null,
  casesOf: (person: Person) => number[],
): Promise<void> {
  const forms = (await formsWithWorkflows(tx)).sort((a, b) => a.form.formId - b.form.formId);
  if (forms.length === 0) return;
  const prng = ctx.prng;
  const { firm, calendar, today, firstDay } = ctx;
  const people = firm.people.filter((person) => person.inService && person.role !== 'admin');
  const hr = firm.withRole('hr').map((person) => person.userId);
  const administrationIds = firm.withRole('administration').map((person) => person.userId);
  const rows: (typeof customRequests.$inferInsert)[] = [];
  const sunyue = firm.byName('sunyue');
  for (let n = 0; n < 64; n++) {
    const recent = n < 22;
    const applicant = n < 3 ? sunyue : prng.pick(people);
    const { form, definition } = forms[n % forms.length]!;
    const day = recent
      ? workingDayAfter(addDays(today, -prng.int(1, 8)), 0, calendar)
      : workingDayAfter(addDays(firstDay, prng.int(5, 340)), 0, calendar);
    const at = momentOf(day < today ? day : addDays(today, -1), prng.int(9, 17), prng.int(0, 59));
    const projects = casesOf(applicant);
    const values = valuesFor(ctx, form.items, day, projects.length > 0 ? prng.pick(projects) : null);
    const title = `${form.name}（${applicant.nickName}）`;
    const requestId = ctx.ids.request.next();
    const ending: TrailEnding | 'draft' = recent
      ? n === 0
        ? 'sentBack'
        : n === 1
          ? 'draft'
          : prng.weighted<TrailEnding | 'draft'>([
              ['pending', 8],
              ['draft', 1],
              ['sentBack', 1],
              ['approved', 2],
            ])
      : prng.weighted<TrailEnding>([
          ['approved', 14],
          ['rejected', 1],
          ['withdrawn', 1],
        ]);
    let status: (typeof customRequests.$inferInsert)['status'] = 'draft';
    let instanceId: number | null = null;
    let updatedAt = at;
    let updatedBy = applicant.userId;
    if (ending !== 'draft') {
      const steps = definition.steps.map((step) => ({
        key: step.key,
        taskCode: step.taskCode,
        approverIds:
          step.approvers.type === 'departmentHead'
            ? [headOf(applicant)].filter((id): id is number => id !== null)
            : step.approvers.type === 'hr'
              ? hr
              : administrationIds,
      }));
      // Wait (or end) at the last step someone other than the applicant decides.
      const decided = steps.filter((step) => step.approverIds.some((id) => id !== applicant.userId));
      if (decided.length === 0) continue;
      const trail = walkApproval(ctx.trailContext, {
        definitionId: definition.definitionId,
        businessType: definition.businessType,
        recordId: String(requestId),
        title,
        applicant,
        applicantDeptId: applicant.deptId,
        facts: factsOfRequest(values) as Record<string, string | number | boolean | null>,
        steps,
        submittedAt: at,
        ending,
        stopAt: ending === 'approved' ? undefined : prng.pick(decided).key,
        comment: ending === 'rejected' ? '本月预算已用完，请下月再申请。' : '请写明具体用途及份数。',
      });
      ctx.approvals.instances.push(trail.instance);
      ctx.approvals.tasks.push(...trail.tasks);
      ctx.approvals.events.push(...trail.events);
      status = trail.instance.status;
      instanceId = trail.instance.instanceId;
      updatedAt = trail.instance.updatedAt as Date;
      updatedBy = trail.instance.updatedBy!;
    }
    rows.push({
      requestId,
      formId: form.formId,
      title,
      items: form.items,
      values,
      applicantId: applicant.userId,
      status,
      instanceId,
      createdAt: at,
      createdBy: applicant.userId,
      updatedAt,
      updatedBy,
    });
    ctx.audit.add(at, applicant, {
      action: 'create',
      entity: 'customRequest',
      entityId: requestId,
      after: { requestId, formId: form.formId, title, values },
    });
  }
  await insertJsonRows(tx, customRequests, rows);
}
