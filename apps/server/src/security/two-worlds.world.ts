import { randomBytes } from 'node:crypto';
import { addDays, CASE_FILE_SOURCE, FormItemType, PERSONAL_FILE_SOURCE, TEAM_ROLE } from '@venus/shared';
import { callApi, type Json, type Method, signIn, type TestApp } from '../../test/test-app.ts';
import { pdfBytes, pngBytes, upload } from '../modules/files/files.test-support.ts';
import {
  type Firm,
  LABELS,
  type Label,
  type Person,
  RECORD_KINDS,
  type RecordKind,
  STAFF_ROLES,
  type StaffRole,
  today,
  type World,
  type WorldPlan,
} from './two-worlds.model.ts';

/**
 * One of the "two parallel worlds" of issue 8 item 2 (ASVS 8.2.2): a lawyer and the partner who
 * leads her practice group, with records only they may see, every one made through HTTP as the
 * web client makes it. Each world's texts carry a random tag, so a response of the other world
 * that holds the tag is a leak, whatever field it hides in.
 */

/** Calls as one person, answering the data, or throws: building a world must not half work. */
type Caller = <T = unknown>(method: Method, url: string, payload?: object) => Promise<T>;

function as(firm: Firm, token: string): Caller {
  return async <T>(method: Method, url: string, payload?: object) => {
    const body: Json = await callApi(firm.t.app, method, url, token, payload);
    if (body.code !== 200) throw new Error(`${method} ${url}: ${body.code} ${body.msg}`);
    return (body.data ?? body.rows) as T;
  };
}

async function person(firm: Firm, userName: string): Promise<Person> {
  const token = await signIn(firm.t.app, userName);
  const info = await as(firm, token)<{ user: { userId: number } }>('GET', '/getInfo');
  return { userName, token, userId: info.user.userId };
}

/** A one-field form and its one-step workflow, made by the administrator; answers the form's id. */
async function requestForm(call: Caller, formKey: string, approvers: object): Promise<number> {
  const required = { patterns: [{ required: true }] };
  const form = await call<{ formId: number }>('POST', '/dataForm', {
    formKey,
    name: `两个世界申请 ${formKey}`,
    nameEn: `Two worlds request ${formKey}`,
    items: [{ id: 'reason', name: '事由', type: FormItemType.TEXT, setting: required }],
  });
  await call('POST', '/process/definition', {
    businessType: `custom:${formKey}`,
    name: '审批',
    nameEn: 'Approval',
    steps: [{ key: 'approve', name: '审批', nameEn: 'Approval', taskCode: 170001, approvers }],
  });
  return form.formId;
}

/**
 * The forms both worlds file their requests on: the lawyers' goes to their department head; the
 * staff's to the administrators, since finance, HR and administration have no unit head in the
 * seeded firm (decision 0018's known gap), and no world member may approve the other's.
 */
export async function openFirm(t: TestApp): Promise<Firm> {
  const admin = await signIn(t.app, 'admin');
  const firm: Firm = {
    t,
    admin,
    officeIds: { beijing: 0, shanghai: 0 },
    formId: 0,
    formKey: 'two-worlds',
    staffFormId: 0,
    staffFormKey: 'two-worlds-staff',
  };
  const call = as(firm, admin);
  const offices = await call<{ deptId: number; deptNameEn: string }[]>('GET', '/system/dept/offices');
  for (const key of ['beijing', 'shanghai'] as const)
    firm.officeIds[key] = offices.find((office) => office.deptNameEn.toLowerCase() === key)!.deptId;
  firm.formId = await requestForm(call, firm.formKey, { type: 'departmentHead' });
  firm.staffFormId = await requestForm(call, firm.staffFormKey, { type: 'role', roleKey: 'admin' });
  return firm;
}

/** Notes a record's approval request, and whether it hangs on the world's open case. */
function noteApproval(
  w: World,
  businessType: string,
  recordId: number,
  instanceId: number,
  onOpenCase = false,
) {
  w.ids.instance.push(instanceId);
  w.approvalRecords.push([businessType, String(recordId)]);
  w.instancesOf[businessType] = [...(w.instancesOf[businessType] ?? []), instanceId];
  if (onOpenCase) hangsOnOpenCase(w, 'instance', instanceId);
}

function hangsOnOpenCase(w: World, kind: RecordKind, id: number) {
  w.openCase.ids[kind] = [...(w.openCase.ids[kind] ?? []), id];
}

async function pendingTask(call: Caller, instanceId: number): Promise<number> {
  const tasks = await call<{ taskId: number; instanceId: number }[]>(
    'GET',
    '/process/project/userTask/list?pageSize=200',
  );
  const task = tasks.find((row) => row.instanceId === instanceId);
  if (!task) throw new Error(`no pending task on request ${instanceId}`);
  return task.taskId;
}

const approve = async (call: Caller, instanceId: number) =>
  call('POST', `/process/task/${await pendingTask(call, instanceId)}/approve`, {});

/** Applies for a case, answers its conflict check, and has it approved into an open case. */
async function openCase(firm: Firm, w: World, plan: WorldPlan, walled: boolean) {
  const m = w.markers;
  const lawyer = as(firm, w.lawyer.token);
  const projectId = await lawyer<number>('POST', '/hankun/project/create', {
    nameCn: walled ? m.wallcn : m.opencn,
    nameEn: walled ? m.wallen : m.openen,
    clientId: w.clientId,
    officeId: firm.officeIds[plan.office],
    practiceArea: plan.practiceArea,
    projectType: '3',
    feeType: '1',
    currency: 'CNY',
    description: walled ? m.walldesc : m.opendesc,
    remark: walled ? '' : m.openremark,
    restricted: walled,
    parties: [{ role: '2', name: walled ? m.wallparty : m.openparty }],
    team: [
      { userId: w.partner.userId, role: TEAM_ROLE.partner },
      { userId: w.lawyer.userId, role: TEAM_ROLE.lead },
      { userId: w.staff.secretary.userId, role: TEAM_ROLE.secretary },
    ],
  });
  type Check = { checkId: number; hits: { hitId: number }[] };
  const check = await lawyer<Check>('POST', '/hankun/project/matchProject', { projectId });
  const answers = check.hits.map((hit) => ({ hitId: hit.hitId, answer: 'notSameParty', note: '不同主体' }));
  await lawyer('POST', '/hankun/project/settleProject', { projectId, checkId: check.checkId, answers });
  type Detail = { instanceId: number; number: string; status: number };
  const detail = () => lawyer<Detail>('GET', `/hankun/project/detail?projectId=${projectId}`);
  const { instanceId } = await detail();
  await approve(as(firm, w.partner.token), instanceId);
  await approve(as(firm, firm.admin), instanceId);
  const opened = await detail();
  if (opened.status !== 20) throw new Error(`case ${projectId} did not open: ${opened.status}`);
  w.ids.project.push(projectId);
  noteApproval(w, 'case-application', projectId, instanceId, !walled);
  if (!walled) hangsOnOpenCase(w, 'project', projectId);
  m[walled ? 'wallnumber' : 'opennumber'] = opened.number;
  return projectId;
}

/** A PDF holding the `bytes` text, or (without it) an image, stored on the owner record. */
async function storeFile(
  firm: Firm,
  w: World,
  owner: { source: number; onlyId: string },
  name: Label,
  bytes?: Label,
  by: Person = w.lawyer,
) {
  const fileName = `${w.markers[name]}.${bytes ? 'pdf' : 'png'}`;
  const content = bytes ? pdfBytes(w.markers[bytes]) : pngBytes();
  const body = await upload(firm.t, by.token, { ...owner, type: '', remark: '' }, [
    { name: fileName, content, contentType: bytes ? 'application/pdf' : 'image/png' },
  ]);
  if (body.code !== 200) throw new Error(`upload ${fileName}: ${body.msg}`);
  const [file] = body.data as { id: number; path: string }[];
  w.ids.file.push(file!.id);
  w.filePaths.push(file!.path);
  if (owner.source === CASE_FILE_SOURCE && owner.onlyId === String(w.openCaseId)) {
    hangsOnOpenCase(w, 'file', file!.id);
    w.openCase.filePaths.push(file!.path);
  }
  w.fileNames.push(fileName);
}

/**
 * Time: an entry confirmed by the partner, one waiting for him, a draft, a draft on the walled
 * case; and a running timer.
 */
async function keepTime(firm: Firm, w: World) {
  const lawyer = as(firm, w.lawyer.token);
  const partner = as(firm, w.partner.token);
  const record = async (projectId: number, narrative: string, daysAgo: number) => {
    const workDate = addDays(today(), -daysAgo);
    const entry = await lawyer<{ worklogId: number }>('POST', '/hankun/worklog', {
      projectId,
      workDate,
      hours: '1.5',
      narrative,
    });
    w.ids.worklog.push(entry.worklogId);
    if (projectId === w.openCaseId) hangsOnOpenCase(w, 'worklog', entry.worklogId);
    return entry.worklogId;
  };
  const submit = async (worklogId: number) => {
    const sent = await lawyer<{ submissionIds: number[] }>('POST', '/hankun/worklog/submit', {
      worklogIds: [worklogId],
    });
    const submissionId = sent.submissionIds[0]!;
    const url = `/process/instance/byRecord?businessType=worklog&recordId=${submissionId}`;
    const { instance } = await lawyer<{ instance: { instanceId: number } }>('GET', url);
    w.ids.submission.push(submissionId);
    hangsOnOpenCase(w, 'submission', submissionId);
    noteApproval(w, 'worklog', submissionId, instance.instanceId);
    return { submissionId, instanceId: instance.instanceId };
  };
  const confirmed = await record(w.openCaseId, w.markers.timeconfirmed, 2);
  const waiting = await record(w.openCaseId, w.markers.timesubmitted, 3);
  await record(w.openCaseId, w.markers.timedraft, 1);
  await record(w.walledCaseId, w.markers.timewalled, 1);
  const { submissionId } = await submit(confirmed);
  await partner('POST', '/hankun/worklog/confirm', { submissionIds: [submissionId] });
  w.ids.task.push(await pendingTask(partner, (await submit(waiting)).instanceId));
  const timer = { projectId: w.openCaseId, narrative: w.markers.timer };
  const timers = await lawyer<{ timerId: number }[]>('POST', '/hankun/worklog/timer/start', timer);
  w.ids.timer.push(...timers.map((row) => row.timerId));
}

/** A custom request of `who` on `formKey`'s form, pending with `approver`; its ids go to the world. */
async function fileRequest(
  firm: Firm,
  w: World,
  who: Person,
  form: { formId: number; formKey: string; approver: Caller },
  title: Label,
  why: Label,
) {
  const call = as(firm, who.token);
  const { requestId } = await call<{ requestId: number }>('POST', '/simpleForm', {
    formId: form.formId,
    title: w.markers[title],
    values: { reason: w.markers[why] },
    submit: true,
  });
  const { instanceId } = await call<{ instanceId: number }>('GET', `/simpleForm/${requestId}`);
  w.ids.request.push(requestId);
  w.ids.task.push(await pendingTask(form.approver, instanceId));
  noteApproval(w, `custom:${form.formKey}`, requestId, instanceId);
}

/** Leave (approved by the partner as head and by HR), overtime and a custom request, pending. */
async function askForThings(firm: Firm, w: World) {
  const lawyer = as(firm, w.lawyer.token);
  const partner = as(firm, w.partner.token);
  type Asked = { instanceId: number };
  const day = { start: w.leaveDay, startHalf: 'am', end: w.leaveDay, endHalf: 'pm' };
  const leave = await lawyer<Asked & { leaveId: number }>('POST', '/hankun/leave', {
    leaveType: 'annual',
    ...day,
    reason: w.markers.leavewhy,
  });
  await approve(partner, leave.instanceId);
  // The world's own HR approves; HR holds every leave's second step by design (decision 0018).
  await approve(as(firm, w.staff.hr.token), leave.instanceId);
  const overtime = await lawyer<Asked & { overtimeId: number }>('POST', '/hankun/overtime', {
    workDate: addDays(today(), -3),
    hours: 2,
    reason: w.markers.overtimewhy,
  });
  w.ids.leave.push(leave.leaveId);
  w.ids.overtime.push(overtime.overtimeId);
  noteApproval(w, 'leave', leave.leaveId, leave.instanceId);
  noteApproval(w, 'overtime', overtime.overtimeId, overtime.instanceId);
  w.ids.task.push(await pendingTask(partner, overtime.instanceId));
  const form = { formId: firm.formId, formKey: firm.formKey, approver: partner };
  await fileRequest(firm, w, w.lawyer, form, 'requesttitle', 'requestwhy');
}

/**
 * The lawyer's own page furniture (a shortcut, a share with her partner, search and visit
 * history), the open case's closing information and a progress note, and her files.
 */
async function furnish(firm: Firm, w: World) {
  const m = w.markers;
  const lawyer = as(firm, w.lawyer.token);
  const shortcut = await lawyer<{ id: number }>('POST', '/hankun/shortcut', {
    menuName: m.shortcut,
    searchContent: { keyword: m.shortcut },
    type: 'ProjectList',
    path: '/jurisdiction/project',
  });
  const share = await lawyer<{ id: number }>('POST', '/share/share', {
    title: m.share,
    to: [w.partner.userId],
    path: '/jurisdiction/projectDetail',
    query: { projectId: String(w.openCaseId), note: m.share },
  });
  const history = await lawyer<{ id: number }>('POST', '/hankun/history', {
    kind: 'project',
    value: m.history,
    payload: { id: w.openCaseId, name: m.opencn, number: m.opennumber, numberName: m.history },
  });
  const page = {
    path: `/jurisdiction/projectDetail/${w.openCaseId}`,
    query: { projectId: String(w.openCaseId) },
  };
  await lawyer('POST', '/hankun/visitHistory', { ...page, title: m.visit });
  const dates = { signingDate: addDays(today(), -30), closingDate: addDays(today(), -10) };
  await lawyer('POST', '/hankun/project/closeProjectInfo', {
    kind: 'merger',
    projectId: w.openCaseId,
    info: {
      dealType: 'acquisition',
      target: m.dealtarget,
      counterparties: [m.dealtarget],
      firmRole: 'buyer',
      currency: 'CNY',
      ...dates,
    },
  });
  await lawyer('POST', '/hankun/project/remarkSave', { projectId: w.openCaseId, remark: m.opennote });
  w.ids.shortcut.push(shortcut.id);
  w.ids.share.push(share.id);
  w.ids.history.push(history.id);
  const mine = { source: PERSONAL_FILE_SOURCE, onlyId: String(w.lawyer.userId) };
  await storeFile(firm, w, mine, 'filemine', 'bytesmine');
  await storeFile(firm, w, mine, 'imagemine');
  await storeFile(
    firm,
    w,
    { source: CASE_FILE_SOURCE, onlyId: String(w.openCaseId) },
    'filecase',
    'bytescase',
  );
  await storeFile(
    firm,
    w,
    { source: CASE_FILE_SOURCE, onlyId: String(w.walledCaseId) },
    'filewall',
    'byteswall',
  );
}

/**
 * What each staff member keeps of their own: a PDF in their personal files, a custom request
 * waiting for the administrators, a shortcut; the secretary also a draft entry of time on the
 * open case and a leave request waiting for the partner (her department head).
 */
async function keepStaffRecords(firm: Firm, w: World) {
  const staffForm = { formId: firm.staffFormId, formKey: firm.staffFormKey, approver: as(firm, firm.admin) };
  for (const role of STAFF_ROLES) {
    const who = w.staff[role];
    const mine = { source: PERSONAL_FILE_SOURCE, onlyId: String(who.userId) };
    await storeFile(firm, w, mine, `${role}file`, `${role}bytes`, who);
    await fileRequest(firm, w, who, staffForm, `${role}request`, `${role}why`);
    const shortcut = await as(firm, who.token)<{ id: number }>('POST', '/hankun/shortcut', {
      menuName: w.markers[`${role}shortcut`],
      searchContent: { keyword: w.markers[`${role}shortcut`] },
      type: 'ProjectList',
      path: '/jurisdiction/project',
    });
    w.ids.shortcut.push(shortcut.id);
  }
  const secretary = as(firm, w.staff.secretary.token);
  const entry = await secretary<{ worklogId: number }>('POST', '/hankun/worklog', {
    projectId: w.openCaseId,
    workDate: addDays(today(), -1),
    hours: '0.5',
    narrative: w.markers.secretarytime,
  });
  w.ids.worklog.push(entry.worklogId);
  hangsOnOpenCase(w, 'worklog', entry.worklogId);
  const leave = await secretary<{ instanceId: number; leaveId: number }>('POST', '/hankun/leave', {
    leaveType: 'annual',
    start: w.leaveDay,
    startHalf: 'am',
    end: w.leaveDay,
    endHalf: 'pm',
    reason: w.markers.secretaryleave,
  });
  w.ids.leave.push(leave.leaveId);
  w.ids.task.push(await pendingTask(as(firm, w.partner.token), leave.instanceId));
  noteApproval(w, 'leave', leave.leaveId, leave.instanceId);
}

/** Builds a world through HTTP; the other world must not be able to see any of it. */
export async function buildWorld(firm: Firm, plan: WorldPlan): Promise<World> {
  const prefixes = LABELS.filter((label) =>
    LABELS.some((other) => other !== label && other.startsWith(label)),
  );
  if (prefixes.length > 0) throw new Error(`labels that prefix others: ${prefixes}`);
  const tag = `w${plan.name.toLowerCase()}${randomBytes(5).toString('hex')}`;
  const markers = Object.fromEntries(LABELS.map((label) => [label, `${tag}${label}`]));
  const query = encodeURIComponent(plan.client);
  const clients = await as(firm, firm.admin)<{ id: number; name: string }[]>(
    'GET',
    `/hankun/client/selectList?query=${query}`,
  );
  const w: World = {
    name: plan.name,
    tag,
    lawyer: await person(firm, plan.lawyer),
    partner: await person(firm, plan.partner),
    staff: Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await person(firm, plan.staff[role])])),
    ) as Record<StaffRole, Person>,
    markers: markers as Record<Label, string>,
    ids: Object.fromEntries(RECORD_KINDS.map((kind) => [kind, []])) as never,
    openCaseId: 0,
    walledCaseId: 0,
    clientId: clients.find((client) => client.name === plan.client)!.id,
    filePaths: [],
    fileNames: [],
    leaveDay: plan.leaveDay,
    approvalRecords: [],
    instancesOf: {},
    openCase: { ids: {}, filePaths: [] },
  };
  w.openCaseId = await openCase(firm, w, plan, false);
  w.walledCaseId = await openCase(firm, w, plan, true);
  await keepTime(firm, w);
  await askForThings(firm, w);
  await furnish(firm, w);
  await keepStaffRecords(firm, w);
  return w;
}

/** Every id the world holds, of any kind, for a path parameter named only `id`. */
