import { randomBytes } from 'node:crypto';
import { TEAM_ROLE } from '@venus/shared';
import { signIn, type TestApp } from '../../test/test-app.ts';
import { approve, as, hangsOnOpenCase, noteApproval, person, requestForm } from './two-worlds.calls.ts';
import {
  type Firm,
  LABELS,
  type Label,
  type Person,
  RECORD_KINDS,
  STAFF_ROLES,
  type StaffRole,
  type World,
  type WorldPlan,
} from './two-worlds.model.ts';
import {
  askForThings,
  furnish,
  keepPeopleRecords,
  keepStaffRecords,
  keepTime,
} from './two-worlds.records.ts';

/**
 * One of the "two parallel worlds" of issue 8 item 2 (ASVS 8.2.2): a lawyer and the partner who
 * leads her practice group, with records only they may see, every one made through HTTP as the
 * web client makes it. Each world's texts carry a random tag, so a response of the other world
 * that holds the tag is a leak, whatever field it hides in.
 */

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
  await keepPeopleRecords(firm, w);
  return w;
}

/** Every id the world holds, of any kind, for a path parameter named only `id`. */
