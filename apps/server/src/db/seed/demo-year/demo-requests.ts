import {
  type ApprovalStep,
  addDays,
  businessTypeOfForm,
  type DynamicFormItem,
  FormItemType,
  factsOfRequest,
  itemKey,
} from '@venus/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { approvalDefinitions, customRequests, requestForms } from '../../schema.ts';
import { type TrailEnding, walkApproval } from './approval-trail.ts';
import type { DemoContext } from './demo-context.ts';
import type { Person } from './firm.ts';
import { insertJsonRows } from './json-rows.ts';
import { momentOf, workingDayAfter } from './moments.ts';

interface FormSeed {
  formKey: string;
  name: string;
  nameEn: string;
  description: string;
  items: DynamicFormItem[];
  steps: ApprovalStep[];
}

/** The task code of a request form's steps: the task centre opens it on the request's own page. */
const CUSTOM_TASK_CODE = 170001;
const required = { patterns: [{ required: true }] };
const option = (id: string, name: string): DynamicFormItem => ({ id, name, type: FormItemType.TEXT });
const head = (taskCode: number): ApprovalStep => ({
  key: 'head',
  name: '部门负责人审批',
  nameEn: 'Department head',
  taskCode,
  approvers: { type: 'departmentHead' },
  mode: 'any',
});
const administration = (taskCode: number): ApprovalStep => ({
  key: 'administration',
  name: '行政部办理',
  nameEn: 'Administration',
  taskCode,
  approvers: { type: 'role', roleKey: 'administration' },
  mode: 'any',
});

/**
 * The request forms a Chinese firm files every week (issue 27 item 13), each with its workflow.
 * Seeded here only where no form of the key exists: the base seed may bring its own.
 */
const FORMS: readonly FormSeed[] = [
  {
    formKey: 'business-card',
    name: '名片申请',
    nameEn: 'Business cards',
    description: '新印或加印中英文名片',
    items: [
      { id: 'titleCn', name: '中文职务', type: FormItemType.TEXT, setting: required },
      { id: 'titleEn', name: '英文职务', type: FormItemType.TEXT },
      {
        id: 'boxes',
        name: '数量（盒）',
        type: FormItemType.SELECT,
        setting: required,
        children: [option('1', '1 盒'), option('2', '2 盒'), option('3', '3 盒')],
      },
    ],
    steps: [head(CUSTOM_TASK_CODE), administration(CUSTOM_TASK_CODE)],
  },
  {
    formKey: 'car',
    name: '用车申请',
    nameEn: 'Firm car',
    description: '外出开庭、客户拜访用车',
    items: [
      { id: 'date', name: '用车日期', type: FormItemType.DATE, setting: required },
      { id: 'destination', name: '目的地', type: FormItemType.TEXT, setting: required },
      { id: 'reason', name: '事由', type: FormItemType.TEXT, setting: { ...required, textarea: true } },
      { id: 'project', name: '关联案件', type: FormItemType.PROJECT },
    ],
    steps: [administration(CUSTOM_TASK_CODE)],
  },
  {
    formKey: 'office-supplies',
    name: '办公用品领用',
    nameEn: 'Office supplies',
    description: '文具、耗材领用',
    items: [
      { id: 'items', name: '物品及数量', type: FormItemType.TEXT, setting: { ...required, textarea: true } },
      {
        id: 'urgent',
        name: '是否加急',
        type: FormItemType.RADIO,
        children: [option('no', '否'), option('yes', '是')],
      },
    ],
    steps: [administration(CUSTOM_TASK_CODE)],
  },
  {
    formKey: 'going-out',
    name: '外出登记',
    nameEn: 'Out of office',
    description: '工作时间外出办事登记',
    items: [
      { id: 'date', name: '外出日期', type: FormItemType.DATE, setting: required },
      { id: 'destination', name: '外出地点', type: FormItemType.TEXT, setting: required },
      { id: 'reason', name: '外出事由', type: FormItemType.TEXT, setting: required },
    ],
    steps: [head(CUSTOM_TASK_CODE)],
  },
  {
    formKey: 'certificate',
    name: '证明开具',
    nameEn: 'Certificates',
    description: '在职证明、收入证明等',
    items: [
      {
        id: 'kind',
        name: '证明类型',
        type: FormItemType.SELECT,
        setting: required,
        children: [
          option('employment', '在职证明'),
          option('income', '收入证明'),
          option('practice', '执业证明'),
        ],
      },
      { id: 'purpose', name: '用途', type: FormItemType.TEXT, setting: required },
      {
        id: 'copies',
        name: '份数',
        type: FormItemType.TEXT,
        setting: { patterns: [{ pattern: '^[1-9]$', message: '份数为 1–9' }] },
      },
    ],
    steps: [
      {
        key: 'hr',
        name: '人力资源部办理',
        nameEn: 'HR',
        taskCode: CUSTOM_TASK_CODE,
        approvers: { type: 'hr' },
        mode: 'any',
      },
    ],
  },
];

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

/** The forms and their workflows, where the firm has none of that key yet; answers every form. */
async function ensureForms(tx: Executor, ctx: DemoContext) {
  const admin = ctx.firm.byName('admin');
  const at = momentOf(addDays(ctx.firstDay, -30), 10);
  const existing = await tx
    .select()
    .from(requestForms)
    .where(
      inArray(
        requestForms.formKey,
        FORMS.map((form) => form.formKey),
      ),
    );
  const missing = FORMS.filter((form) => !existing.some((row) => row.formKey === form.formKey));
  if (missing.length > 0) {
    const inserted = await tx
      .insert(requestForms)
      .values(
        missing.map(({ steps: _steps, ...form }) => ({
          ...form,
          createdAt: at,
          createdBy: admin.userId,
          updatedAt: at,
          updatedBy: admin.userId,
        })),
      )
      .returning();
    for (const row of inserted)
      ctx.audit.add(at, admin, { action: 'create', entity: 'requestForm', entityId: row.formId, after: row });
  }
  const forms = await tx.select().from(requestForms);
  const definitions = await tx.select().from(approvalDefinitions);
  for (const seed of FORMS) {
    const businessType = businessTypeOfForm(seed.formKey);
    if (definitions.some((row) => row.businessType === businessType)) continue;
    const [row] = await tx
      .insert(approvalDefinitions)
      .values({
        businessType,
        version: 1,
        name: seed.name,
        nameEn: seed.nameEn,
        steps: seed.steps,
        createdAt: at,
        createdBy: admin.userId,
        updatedAt: at,
        updatedBy: admin.userId,
      })
      .returning();
    definitions.push(row!);
    ctx.audit.add(at, admin, {
      action: 'create',
      entity: 'approvalDefinition',
      entityId: row!.definitionId,
      after: row,
    });
  }
  return FORMS.flatMap((seed) => {
    const form = forms.find((row) => row.formKey === seed.formKey);
    const definition = definitions
      .filter((row) => row.businessType === businessTypeOfForm(seed.formKey))
      .sort((a, b) => b.version - a.version)[0];
    return form && definition && form.enabled ? [{ form, definition }] : [];
  });
}

/**
 * About sixty requests of the year on those forms, in every state: drafts, waiting on a
 * department head, administration or HR (the task centre's work), sent back, rejected,
 * withdrawn, and approved.
 */
export async function seedRequests(
  tx: Executor,
  ctx: DemoContext,
  headOf: (person: Person) => number | null,
  casesOf: (person: Person) => number[],
): Promise<void> {
  const forms = await ensureForms(tx, ctx);
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
