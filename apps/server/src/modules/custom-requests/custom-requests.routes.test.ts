import { FormItemType } from '@venus/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type Method, signIn, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { approvalInstances } from '../approvals/approvals.tables.ts';
import { users } from '../users/users.tables.ts';
import { customRequests, requestForms } from './custom-requests.tables.ts';

/**
 * Custom requests through HTTP on a real database: the administrator builds a form and its
 * workflow, staff file requests on it, and the approvals engine carries them. guojing and
 * hezhenyu (private equity) are led by zhangzhiqiang; yangfan is a lawyer of another group;
 * above 5,000 wangjianguo approves as well.
 */
const PEOPLE = ['admin', 'guojing', 'hezhenyu', 'yangfan', 'zhangzhiqiang', 'wangjianguo'] as const;
type Person = (typeof PEOPLE)[number];

let t: TestApp;
const tokens = {} as Record<Person, string>;
const ids = {} as Record<Person, number>;

const call = (who: Person, method: Method, url: string, payload?: object, lang?: string) =>
  callApi(t.app, method, url, tokens[who], payload, lang);

const SEAL_FORM = {
  formKey: 'seal-use',
  name: '用印申请',
  nameEn: 'Seal use',
  description: '合同、函件用印',
  items: [
    { id: 'section', name: '用印信息', type: FormItemType.TITLE },
    { id: 'reason', name: '用印事由', type: FormItemType.TEXT, setting: { patterns: [{ required: true }] } },
    {
      id: 'seal',
      name: '印章类型',
      type: FormItemType.SELECT,
      setting: { patterns: [{ required: true }] },
      children: [
        { id: 'firm', name: '所章', type: FormItemType.TEXT },
        { id: 'contract', name: '合同章', type: FormItemType.TEXT },
      ],
    },
    {
      id: 'amount',
      name: '合同金额',
      type: FormItemType.TEXT,
      setting: { patterns: [{ pattern: '^\\d+(\\.\\d{1,2})?$', message: '合同金额须为数字，最多两位小数' }] },
    },
  ],
};

interface Detail {
  requestId: number;
  status: string;
  instanceId: number | null;
  title: string;
  mayEdit: boolean;
  applicantName: string;
  items: { id: string; value?: unknown }[];
}
interface Task {
  taskId: number;
  instanceId: number;
  stepKey: string;
}

let formId = 0;

async function file(who: Person, values: object, submit = true): Promise<Detail> {
  const body = await call(who, 'POST', '/simpleForm', { formId, title: '', values, submit });
  expect(body.code, body.msg).toBe(200);
  const read = await call(who, 'GET', `/simpleForm/${(body.data as { requestId: number }).requestId}`);
  expect(read.code, read.msg).toBe(200);
  return read.data as Detail;
}

async function pendingTaskOf(who: Person, instanceId: number): Promise<Task> {
  const list = await call(who, 'GET', '/process/project/userTask/list?state=pending&pageSize=100');
  const task = (list.rows as Task[]).find((row) => row.instanceId === instanceId);
  if (!task) throw new Error(`${who} has no pending task for request ${instanceId}`);
  return task;
}

async function statusOf(requestId: number): Promise<string> {
  const [row] = await t.db.select().from(customRequests).where(eq(customRequests.requestId, requestId));
  return row!.status;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const person of PEOPLE) tokens[person] = await signIn(t.app, person);
  const rows = await t.db
    .select({ userId: users.userId, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, [...PEOPLE]));
  for (const row of rows) ids[row.userName as Person] = row.userId;
});
afterAll(() => t.close());

describe('an administrator designing a request form', () => {
  it('refuses a form whose items repeat an id, offer no option or hold nothing to fill in', async () => {
    const formsBefore = await t.db.select().from(requestForms);
    const duplicate = await call('admin', 'POST', '/dataForm', {
      ...SEAL_FORM,
      items: [...SEAL_FORM.items, { id: 'reason', name: '再次', type: FormItemType.TEXT }],
    });
    expect(duplicate.code).toBe(400);
    expect(duplicate.msg).toContain('表单项标识不能重复');
    const noOptions = await call(
      'admin',
      'POST',
      '/dataForm',
      { ...SEAL_FORM, items: [{ id: 'kind', name: '类型', type: FormItemType.RADIO, children: [] }] },
      'en',
    );
    expect(noOptions.code).toBe(400);
    expect(noOptions.msg).toContain('Radio, checkbox and select items need at least one option');
    const titlesOnly = await call('admin', 'POST', '/dataForm', {
      ...SEAL_FORM,
      items: [{ id: 'section', name: '标题', type: FormItemType.TITLE }],
    });
    expect(titlesOnly.msg).toContain('表单至少要有一个可填写的项');
    const badKey = await call('admin', 'POST', '/dataForm', { ...SEAL_FORM, formKey: 'Seal Use' });
    expect(badKey.code).toBe(400);
    expect(await t.db.select().from(requestForms)).toEqual(formsBefore);
  });

  it('is for administrators only', async () => {
    const body = await call('guojing', 'POST', '/dataForm', SEAL_FORM);
    expect(body.code).toBe(403);
    expect((await call('guojing', 'GET', '/dataForm/list')).code).toBe(403);
  });

  it('saves a form with its workflow, audits it and refuses its key twice', async () => {
    const created = await call('admin', 'POST', '/dataForm', SEAL_FORM);
    expect(created.code, created.msg).toBe(200);
    formId = (created.data as { formId: number }).formId;
    const again = await call('admin', 'POST', '/dataForm', SEAL_FORM);
    expect(again).toMatchObject({ code: 409, msg: '表单标识 seal-use 已被使用' });

    // Unbound yet: staff cannot send a request on it, and nothing is written.
    const unbound = await call('guojing', 'POST', '/simpleForm', {
      formId,
      values: { reason: '签署顾问合同', seal: 'firm' },
      submit: true,
    });
    expect(unbound).toMatchObject({ code: 404, msg: '未配置该业务的审批流程：custom:seal-use' });
    expect(await t.db.select().from(customRequests)).toEqual([]);

    const workflow = await call('admin', 'POST', '/process/definition', {
      businessType: 'custom:seal-use',
      name: '用印审批',
      nameEn: 'Seal approval',
      steps: [
        {
          key: 'head',
          name: '部门负责人审批',
          nameEn: 'Department head',
          taskCode: 170001,
          approvers: { type: 'departmentHead' },
        },
        {
          key: 'big',
          name: '管理合伙人审批',
          nameEn: 'Managing partner',
          taskCode: 170001,
          approvers: { type: 'user', userIds: [ids.wangjianguo] },
          when: { fact: 'amount', op: 'gt', value: 5000 },
        },
      ],
    });
    expect(workflow.code, workflow.msg).toBe(200);
    const list = await call('admin', 'GET', '/dataForm/list');
    expect((list.data as { formKey: string }[]).filter((form) => form.formKey === 'seal-use')).toEqual([
      expect.objectContaining({
        formKey: 'seal-use',
        businessType: 'custom:seal-use',
        workflowVersion: 1,
        workflowSteps: [
          { key: 'head', name: '部门负责人审批', nameEn: 'Department head' },
          { key: 'big', name: '管理合伙人审批', nameEn: 'Managing partner' },
        ],
      }),
    ]);
    // Staff see the enabled forms they may file on.
    expect(
      ((await call('guojing', 'GET', '/simpleForm/forms')).data as { formKey: string }[]).map(
        (form) => form.formKey,
      ),
    ).toContain('seal-use');
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'requestForm'), eq(auditLog.entityId, String(formId))))
      .orderBy(asc(auditLog.auditId));
    expect(audited.map((row) => row.action)).toEqual(['create']);
  });

  it('tries the form out (commonTest): values checked, approvers named, nothing written', async () => {
    const before = await t.db.select().from(approvalInstances);
    const bad = await call('admin', 'POST', `/dataForm/${formId}/test`, { values: { seal: 'firm' } });
    expect(bad).toMatchObject({ code: 400, msg: '申请填写有误：用印事由不能为空' });
    const body = await call('admin', 'POST', `/dataForm/${formId}/test`, {
      values: { reason: '试填', seal: 'contract', amount: '8000' },
    });
    expect(body.code, body.msg).toBe(200);
    const result = body.data as {
      values: Record<string, unknown>;
      steps: { key: string; plan: { kind: string }; approvers: { userId: number }[] }[];
    };
    expect(result.values).toEqual({ reason: '试填', seal: 'contract', amount: '8000' });
    const big = result.steps.find((step) => step.key === 'big');
    expect(big?.plan.kind).toBe('run');
    expect(big?.approvers.map((person) => person.userId)).toEqual([ids.wangjianguo]);
    // For a sample applicant: guojing's group head.
    const asGuojing = await call('admin', 'POST', `/dataForm/${formId}/test`, {
      values: { reason: '试填', seal: 'firm', amount: '10' },
      applicantId: ids.guojing,
    });
    expect(
      (asGuojing.data as typeof result).steps.map((step) => [
        step.key,
        step.plan.kind,
        step.approvers.map((p) => p.userId),
      ]),
    ).toEqual([
      ['head', 'run', [ids.zhangzhiqiang]],
      ['big', 'skip', []],
    ]);
    expect(await t.db.select().from(approvalInstances)).toEqual(before);
    expect(await t.db.select().from(customRequests)).toEqual([]);
  });
});

describe('filing a request on the form', () => {
  it('checks the values by the form on the server, with every issue named, in both languages', async () => {
    const missing = await call('guojing', 'POST', '/simpleForm', { formId, values: { amount: '12.345' } });
    expect(missing.code).toBe(400);
    expect(missing.msg).toBe(
      '申请填写有误：用印事由不能为空; 印章类型不能为空; 合同金额须为数字，最多两位小数',
    );
    expect(missing.data).toEqual({
      issues: [
        { key: 'reason', message: 'validation.required' },
        { key: 'seal', message: 'validation.required' },
        { key: 'amount', message: '合同金额须为数字，最多两位小数' },
      ],
    });
    const en = await call('guojing', 'POST', '/simpleForm', { formId, values: { reason: '事由' } }, 'en');
    expect(en.msg).toBe('The request is not filled in correctly: 印章类型 is required');
    const notAnOption = await call('guojing', 'POST', '/simpleForm', {
      formId,
      values: { reason: '事由', seal: 'ghost' },
    });
    expect(notAnOption.code).toBe(400);
    expect(await t.db.select().from(customRequests)).toEqual([]);
  });

  it('keeps a draft only its applicant reads, drops values the form does not have', async () => {
    const draft = await file('guojing', { reason: '草稿', seal: 'firm', stray: 'x' }, false);
    expect(draft).toMatchObject({
      status: 'draft',
      instanceId: null,
      mayEdit: true,
      title: '用印申请（郭静）',
    });
    const [row] = await t.db
      .select()
      .from(customRequests)
      .where(eq(customRequests.requestId, draft.requestId));
    expect(row!.values).toEqual({ reason: '草稿', seal: 'firm', amount: '' });
    expect((await call('zhangzhiqiang', 'GET', `/simpleForm/${draft.requestId}`)).code).toBe(404);
    // Sending the draft later starts its approval.
    const sent = await call('guojing', 'PUT', `/simpleForm/${draft.requestId}`, {
      values: { reason: '草稿改为正式', seal: 'firm' },
      submit: true,
    });
    expect(sent.code, sent.msg).toBe(200);
    const read = (await call('guojing', 'GET', `/simpleForm/${draft.requestId}`)).data as Detail;
    expect(read).toMatchObject({ status: 'running', mayEdit: false });
    expect(read.instanceId).not.toBeNull();
    expect((await call('zhangzhiqiang', 'GET', `/simpleForm/${draft.requestId}`)).code).toBe(200);
  });

  it('goes to the department head, then above 5,000 to the managing partner, and ends approved', async () => {
    const request = await file('guojing', { reason: '签署融资协议', seal: 'contract', amount: '8000' });
    expect(request).toMatchObject({ status: 'running', applicantName: '郭静', mayEdit: false });
    expect(request.items.find((item) => item.id === 'amount')?.value).toBe('8000');
    const head = await pendingTaskOf('zhangzhiqiang', request.instanceId!);
    expect(head.stepKey).toBe('head');
    expect((await call('zhangzhiqiang', 'POST', `/process/task/${head.taskId}/approve`, {})).code).toBe(200);
    expect(await statusOf(request.requestId)).toBe('running');
    const big = await pendingTaskOf('wangjianguo', request.instanceId!);
    expect(big.stepKey).toBe('big');
    expect((await call('wangjianguo', 'POST', `/process/task/${big.taskId}/approve`, {})).code).toBe(200);
    expect(await statusOf(request.requestId)).toBe('approved');
    const timeline = await call(
      'guojing',
      'GET',
      `/process/instance/byRecord?businessType=custom:seal-use&recordId=${request.requestId}`,
    );
    expect((timeline.data as { timeline: { action: string }[] }).timeline.map((e) => e.action)).toEqual([
      'submit',
      'approve',
      'approve',
      'complete',
    ]);
  });

  it('is sent back with a comment, amended by its applicant under its own items, and resubmitted', async () => {
    const request = await file('hezhenyu', { reason: '出具律师函', seal: 'firm', amount: '100' });
    const head = await pendingTaskOf('zhangzhiqiang', request.instanceId!);
    const back = await call('zhangzhiqiang', 'POST', `/process/task/${head.taskId}/sendBack`, {
      comment: '请写明收函方',
      to: 'applicant',
    });
    expect(back.code, back.msg).toBe(200);
    expect(await statusOf(request.requestId)).toBe('sentBack');
    expect(((await call('hezhenyu', 'GET', `/simpleForm/${request.requestId}`)).data as Detail).mayEdit).toBe(
      true,
    );
    // Nobody else amends it, and the amendment is checked like a filing.
    expect(
      (await call('yangfan', 'PUT', `/simpleForm/${request.requestId}`, { values: {}, submit: true })).code,
    ).toBe(404);
    const empty = await call('hezhenyu', 'PUT', `/simpleForm/${request.requestId}`, {
      values: { seal: 'firm' },
      submit: true,
    });
    expect(empty.code).toBe(400);

    // The administrator changes the form meanwhile: the sent-back request keeps its own items.
    const changed = await call('admin', 'PUT', `/dataForm/${formId}`, {
      ...Object.fromEntries(Object.entries(SEAL_FORM).filter(([key]) => key !== 'formKey')),
      items: [
        ...SEAL_FORM.items,
        { id: 'copies', name: '份数', type: FormItemType.TEXT, setting: { patterns: [{ required: true }] } },
      ],
    });
    expect(changed.code, changed.msg).toBe(200);
    const amended = await call('hezhenyu', 'PUT', `/simpleForm/${request.requestId}`, {
      values: { reason: '出具律师函，收函方：某某公司', seal: 'firm', amount: '100' },
      submit: true,
      comment: '已写明收函方',
    });
    expect(amended.code, amended.msg).toBe(200);
    expect(await statusOf(request.requestId)).toBe('running');
    const again = await pendingTaskOf('zhangzhiqiang', request.instanceId!);
    expect((await call('zhangzhiqiang', 'POST', `/process/task/${again.taskId}/approve`, {})).code).toBe(200);
    // 100 is below the limit: the managing partner's step is skipped.
    expect(await statusOf(request.requestId)).toBe('approved');
    const detail = (await call('hezhenyu', 'GET', `/simpleForm/${request.requestId}`)).data as Detail;
    expect(detail.items.map((item) => item.id)).not.toContain('copies');
    expect(detail.items.find((item) => item.id === 'reason')?.value).toBe('出具律师函，收函方：某某公司');
    const timeline = await call(
      'hezhenyu',
      'GET',
      `/process/instance/byRecord?businessType=custom:seal-use&recordId=${request.requestId}`,
    );
    expect(
      (timeline.data as { timeline: { action: string; comment: string }[] }).timeline.map((e) => [
        e.action,
        e.comment,
      ]),
    ).toEqual([
      ['submit', ''],
      ['sendBack', '请写明收函方'],
      ['resubmit', '已写明收函方'],
      ['approve', ''],
      ['skip', 'condition'],
      ['complete', ''],
    ]);
    // An approved request is no longer the applicant's to change.
    const late = await call('hezhenyu', 'PUT', `/simpleForm/${request.requestId}`, {
      values: { reason: '再改', seal: 'firm' },
    });
    expect(late).toMatchObject({ code: 409, msg: '此申请当前不能修改' });
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customRequest'), eq(auditLog.entityId, String(request.requestId))))
      .orderBy(asc(auditLog.auditId));
    expect(audited.map((row) => row.action)).toEqual(['create', 'update']);

    // New requests are filed on the form as it is now.
    const newer = await call('hezhenyu', 'POST', '/simpleForm', {
      formId,
      values: { reason: '新', seal: 'firm' },
    });
    expect(newer).toMatchObject({ code: 400, msg: '申请填写有误：份数不能为空' });
    const { formKey: _key, ...unchanged } = SEAL_FORM;
    expect((await call('admin', 'PUT', `/dataForm/${formId}`, unchanged)).code).toBe(200);
  });

  it('ends rejected when the head rejects it, and withdrawn when its applicant takes it back', async () => {
    const rejected = await file('guojing', { reason: '代签他人合同', seal: 'contract', amount: '10' });
    const head = await pendingTaskOf('zhangzhiqiang', rejected.instanceId!);
    const no = await call('zhangzhiqiang', 'POST', `/process/task/${head.taskId}/reject`, {
      comment: '不符合用印规定',
    });
    expect(no.code, no.msg).toBe(200);
    expect(await statusOf(rejected.requestId)).toBe('rejected');

    const withdrawn = await file('guojing', { reason: '发错了', seal: 'firm' });
    // Only the applicant withdraws.
    expect(
      (await call('yangfan', 'POST', `/process/instance/${withdrawn.instanceId}/cancelWithdraw`, {})).code,
    ).not.toBe(200);
    const back = await call(
      'guojing',
      'POST',
      `/process/instance/${withdrawn.instanceId}/cancelWithdraw`,
      {},
    );
    expect(back.code, back.msg).toBe(200);
    expect(await statusOf(withdrawn.requestId)).toBe('withdrawn');
    expect(
      ((await call('guojing', 'GET', `/simpleForm/${withdrawn.requestId}`)).data as Detail).mayEdit,
    ).toBe(false);
  });
});

describe('who reads a request', () => {
  it('is its applicant, its approvers and administrators; a colleague gets 404 and sees it in no list', async () => {
    const request = await file('guojing', { reason: '保密协议用印', seal: 'contract', amount: '20' });
    expect((await call('guojing', 'GET', `/simpleForm/${request.requestId}`)).code).toBe(200);
    expect((await call('zhangzhiqiang', 'GET', `/simpleForm/${request.requestId}`)).code).toBe(200);
    expect((await call('admin', 'GET', `/simpleForm/${request.requestId}`)).code).toBe(200);
    const colleague = await call('yangfan', 'GET', `/simpleForm/${request.requestId}`);
    expect(colleague).toMatchObject({ code: 404, msg: '申请不存在' });
    const timeline = await call(
      'yangfan',
      'GET',
      `/process/instance/byRecord?businessType=custom:seal-use&recordId=${request.requestId}`,
    );
    expect(timeline.code).toBe(404);

    const mine = await call('yangfan', 'GET', '/simpleForm/list');
    expect(mine).toMatchObject({ code: 200, total: 0 });
    const everyone = await call('yangfan', 'GET', '/simpleForm/list?scope=all');
    expect(everyone.code).toBe(403);
    const guojing = await call('guojing', 'GET', `/simpleForm/list?status=running&formId=${formId}`);
    expect((guojing.rows as { requestId: number }[]).map((row) => row.requestId)).toContain(
      request.requestId,
    );
    const all = await call(
      'admin',
      'GET',
      `/simpleForm/list?scope=all&keyword=${encodeURIComponent('用印申请')}`,
    );
    expect(all.total).toBeGreaterThanOrEqual(5);
  });

  it('keeps a form nobody may delete once requests were filed on it; a disabled form takes no new ones', async () => {
    const removal = await call('admin', 'DELETE', `/dataForm/${formId}`);
    expect(removal).toMatchObject({ code: 409 });
    const { formKey: _key, ...rest } = SEAL_FORM;
    expect((await call('admin', 'PUT', `/dataForm/${formId}`, { ...rest, enabled: false })).code).toBe(200);
    const refused = await call('yangfan', 'POST', '/simpleForm', {
      formId,
      values: { reason: '停用后', seal: 'firm' },
    });
    expect(refused).toMatchObject({ code: 409, msg: '此申请表单已停用' });
    expect(
      ((await call('yangfan', 'GET', '/simpleForm/forms')).data as { formId: number }[]).map(
        (form) => form.formId,
      ),
    ).not.toContain(formId);
  });
});

describe('the forms a Chinese firm uses, seeded (issue 27 item 13)', () => {
  const FILLED: Record<string, object> = {
    'business-card': {
      printedName: '郭静 / Guo Jing',
      title: '律师',
      language: 'language-3',
      boxes: 'boxes-1',
      mobile: '13800138000',
    },
    vehicle: {
      date: '2026-12-01',
      time: '08:30',
      from: '国贸律所',
      to: '北京市第三中级人民法院',
      passengers: '3',
      reason: '开庭',
    },
    'office-supplies': { supplies: ['supplies-1', 'supplies-4'], quantity: '20', purpose: '庭审材料装订' },
    'going-out': { date: '2026-12-01', hours: '09:00–12:00', place: '客户办公室', purpose: 'purpose-2' },
    certificate: { kind: 'kind-1', purpose: '办理签证', copies: 'copies-1', delivery: 'delivery-1' },
  };

  it('passes the designer’s own checks: an administrator saves each seeded form as it is', async () => {
    const forms = (await call('admin', 'GET', '/dataForm/list')).data as {
      formId: number;
      formKey: string;
      name: string;
      nameEn: string;
      description: string;
      enabled: boolean;
      items: unknown[];
    }[];
    for (const formKey of Object.keys(FILLED)) {
      const { formId, name, nameEn, description, enabled, items } = forms.find(
        (row) => row.formKey === formKey,
      )!;
      const saved = await call('admin', 'PUT', `/dataForm/${formId}`, {
        name,
        nameEn,
        description,
        enabled,
        items,
      });
      expect(saved.code, `${formKey}: ${saved.msg}`).toBe(200);
    }
  });

  it('offers every staff member 名片申请, 用车申请, 办公用品领用, 外出登记 and 证明开具', async () => {
    const forms = (await call('hezhenyu', 'GET', '/simpleForm/forms')).data as {
      formKey: string;
      name: string;
    }[];
    expect(forms.map((form) => form.name)).toEqual(
      expect.arrayContaining(['名片申请', '用车申请', '办公用品领用', '外出登记', '证明开具']),
    );
  });

  it('files each of them and starts its workflow with an approver found', async () => {
    const forms = (await call('guojing', 'GET', '/simpleForm/forms')).data as {
      formId: number;
      formKey: string;
    }[];
    for (const [formKey, values] of Object.entries(FILLED)) {
      const form = forms.find((row) => row.formKey === formKey);
      expect(form, formKey).toBeDefined();
      const filed = await call('guojing', 'POST', '/simpleForm', {
        formId: form!.formId,
        title: '',
        values,
        submit: true,
      });
      expect(filed.code, `${formKey}: ${filed.msg}`).toBe(200);
      expect(await statusOf((filed.data as { requestId: number }).requestId), formKey).toBe('running');
    }
  });

  it('checks the seeded forms’ own rules, naming the item', async () => {
    const forms = (await call('guojing', 'GET', '/simpleForm/forms')).data as {
      formId: number;
      formKey: string;
    }[];
    const vehicle = forms.find((row) => row.formKey === 'vehicle')!;
    const body = await call('guojing', 'POST', '/simpleForm', {
      formId: vehicle.formId,
      values: { ...FILLED.vehicle, time: '8点半' },
      submit: true,
    });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('时间格式为 09:30');
  });
});
