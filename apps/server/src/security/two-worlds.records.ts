import { addDays, CASE_FILE_SOURCE, PERSONAL_FILE_SOURCE } from '@venus/shared';
import { pdfBytes, pngBytes, upload } from '../modules/files/files.test-support.ts';
import { approve, as, type Caller, hangsOnOpenCase, noteApproval, pendingTask } from './two-worlds.calls.ts';
import { type Firm, type Label, type Person, STAFF_ROLES, today, type World } from './two-worlds.model.ts';

/** What the people of a world keep once their cases are open: time, requests, files, furniture. */
export async function storeFile(
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
export async function keepTime(firm: Firm, w: World) {
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
export async function fileRequest(
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
export async function askForThings(firm: Firm, w: World) {
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
  // A daily expense (decision 0038), still a draft: only the lawyer reads it. Its id is a claimId.
  const daily = await lawyer<{ claimId: number }>('POST', '/hankun/expenses/daily', {
    title: w.markers.dailytitle,
    lines: [
      {
        expenseDate: addDays(today(), -1),
        expenseType: '4',
        amount: '23.00',
        description: w.markers.dailywhy,
      },
    ],
  });
  w.ids.expense.push(daily.claimId);
  // An expense claim on the open case, waiting for the partner (decision 0032).
  const claim = await lawyer<{ claimId: number }>('POST', '/hankun/expenses', {
    title: w.markers.expensetitle,
    lines: [
      {
        expenseDate: addDays(today(), -2),
        expenseType: '1',
        projectId: w.openCaseId,
        billable: true,
        amount: '88.00',
        description: w.markers.expensewhy,
      },
    ],
  });
  await lawyer('POST', '/hankun/expenses/submit', { claimId: claim.claimId });
  const { instance } = await lawyer<{ instance: { instanceId: number } }>(
    'GET',
    `/process/instance/byRecord?businessType=expense&recordId=${claim.claimId}`,
  );
  // Its line is on the open case: finance, who pays it, reads it and its approval by design.
  w.ids.expense.push(claim.claimId);
  hangsOnOpenCase(w, 'expense', claim.claimId);
  noteApproval(w, 'expense', claim.claimId, instance.instanceId, true);
  // A loan on the open case, waiting for the partner (decision 0041): finance reads it by design.
  const loan = await lawyer<{ loanId: number }>('POST', '/hankun/expenses/borrow', {
    purpose: w.markers.loanwhy,
    amount: '500.00',
    expectedRepayDate: addDays(today(), 30),
    projectId: w.openCaseId,
  });
  await lawyer('POST', '/hankun/expenses/borrow/submit', { loanId: loan.loanId });
  const loanRequest = await lawyer<{ instance: { instanceId: number } }>(
    'GET',
    `/process/instance/byRecord?businessType=loan&recordId=${loan.loanId}`,
  );
  w.ids.loan.push(loan.loanId);
  hangsOnOpenCase(w, 'loan', loan.loanId);
  noteApproval(w, 'loan', loan.loanId, loanRequest.instance.instanceId, true);
  const taskId = await pendingTask(partner, instance.instanceId);
  w.ids.task.push(taskId);
  hangsOnOpenCase(w, 'task', taskId);
}

/**
 * The lawyer's own page furniture (a shortcut, a share with her partner, search and visit
 * history), the open case's closing information and a progress note, and her files.
 */
export async function furnish(firm: Firm, w: World) {
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
export async function keepStaffRecords(firm: Firm, w: World) {
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

/**
 * The lawyer's staff record, kept by the world's HR, with sensitive fields that carry the world's
 * tag but no label (nobody's sweep reads them: they need the privacy password), and a correction
 * the lawyer asks of her own record (decision 0059).
 */
export async function keepPeopleRecords(firm: Firm, w: World) {
  await as(firm, w.staff.hr.token)('PUT', '/hankun/people/record', {
    userId: w.lawyer.userId,
    barLicenceNo: w.markers.recordlicence,
    sensitive: {
      identityType: 'other',
      identityNumber: `${w.tag}id`,
      homeAddress: `${w.tag}home`,
      emergencyContact: { name: `${w.tag}kin`, relation: '', phone: '' },
    },
  });
  await as(firm, w.lawyer.token)('POST', '/hankun/people/correction', {
    changes: { personalPhone: '13900000000' },
    reason: w.markers.correctionwhy,
  });
}
