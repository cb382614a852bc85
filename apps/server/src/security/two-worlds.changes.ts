import { addDays } from '@venus/shared';
import { API, bearer, callApi, type Json, json, type Method } from '../../test/test-app.ts';
import { chunkRequest, multipart, pdfBytes } from '../modules/files/files.test-support.ts';
import { type Firm, type Person, STAFF_ROLES, today, type World } from './two-worlds.model.ts';

/**
 * The change routes of the two-worlds test: each tried by a person of one world on every record
 * of the other it can name. Every attempt must be refused, and the records stay as they were.
 */

export interface Attempt {
  what: string;
  send(token: string): Promise<Json>;
  /** The answers that count as refused: 403 or 404, unless a decision says otherwise. */
  refused?: number[];
}

/** Who tries: a person of the attacking world, with that world's own records to hand. */
export interface Attacker {
  firm: Firm;
  me: Person;
  mine: World;
}

type Target = number | string | { source: number; onlyId: string };
type Owner = { source: number; onlyId: string };

/**
 * One change route: the other world's records it is aimed at, and the body sent for each (the
 * route's `:param` takes the target). A body well formed in every other way, so only the
 * target can be wrong; `refused` when a decision answers otherwise than 403/404.
 */
type Row = [
  route: string,
  targets: (x: World, a: Attacker) => Target[],
  body?: (target: never, a: Attacker) => object | undefined,
  refused?: number[],
];

const projects = (x: World) => x.ids.project;
const worklogs = (x: World) => x.ids.worklog;
/** Time on the walled case: finance may write off time of every unwalled case (decision 0026). */
const walledWorklogs = (x: World) => x.ids.worklog.filter((id) => !x.openCase.ids.worklog?.includes(id));
const submissions = (x: World) => x.ids.submission;
const timers = (x: World) => x.ids.timer;
const tasks = (x: World) => x.ids.task;
const expenses = (x: World) => x.ids.expense;
const loans = (x: World) => x.ids.loan;
const files = (x: World) => x.ids.file;
/** The stored files of the other world, less the open case's, which finance reads by design (0025). */
const filePathsHidden = (x: World, a: Attacker) =>
  a.me.userId === a.mine.staff.finance.userId
    ? x.filePaths.filter((path) => !x.openCase.filePaths.includes(path))
    : x.filePaths;
const owners = (x: World): Owner[] => [
  { source: 0, onlyId: String(x.lawyer.userId) },
  ...x.ids.project.map((id) => ({ source: 1, onlyId: String(id) })),
];

const caseBody = (a: Attacker) => ({
  nameCn: '改名',
  clientId: a.mine.clientId,
  officeId: Object.values(a.firm.officeIds)[0],
  practiceArea: '3',
  projectType: '3',
  feeType: '1',
  currency: 'CNY',
  team: [{ userId: a.mine.partner.userId, role: '1' }],
});
const merger = (projectId: number) => ({
  kind: 'merger',
  projectId,
  info: {
    dealType: 'merger',
    target: '改',
    counterparties: ['改'],
    firmRole: 'seller',
    currency: 'CNY',
    signingDate: addDays(today(), -20),
    closingDate: addDays(today(), -5),
  },
});
const entry = (projectId: number) => ({
  projectId,
  workDate: addDays(today(), -1),
  hours: '1',
  narrative: '改',
});
/** Someone of the attacker's own world to share with (not oneself). */
const colleagueOf = (a: Attacker) =>
  a.me.userId === a.mine.lawyer.userId ? a.mine.partner.userId : a.mine.lawyer.userId;
const leaveOn = (day: string) => ({
  leaveType: 'annual',
  start: day,
  startHalf: 'am',
  end: day,
  endHalf: 'am',
  reason: '改',
});

const ROWS: Row[] = [
  ['PUT /hankun/project/update', projects, (id: number, a) => ({ projectId: id, project: caseBody(a) })],
  ['POST /hankun/project/matchProject', projects, (id: number) => ({ projectId: id })],
  [
    'POST /hankun/project/settleProject',
    projects,
    (id: number) => ({ projectId: id, checkId: 1, answers: [] }),
  ],
  ['POST /hankun/project/closeProject', projects, (id: number) => ({ projectId: id, reason: '改' })],
  [
    'PUT /hankun/project/resetProjectLawyer',
    projects,
    (id: number, a) => ({ projectId: id, team: [{ userId: a.me.userId, role: '1' }] }),
  ],
  ['PUT /hankun/project/editRemark', projects, (id: number) => ({ projectId: id, remark: '改' })],
  [
    'PUT /hankun/project/parties',
    projects,
    (id: number) => ({ projectId: id, parties: [{ role: '3', name: '改' }], reason: '改' }),
  ],
  ['PUT /hankun/project/editBillRemind', projects, (id: number) => ({ projectId: id, billRemind: '改' })],
  ['POST /hankun/project/closeProjectInfo', projects, merger],
  ['PUT /hankun/project/closeProjectInfo', projects, merger],
  ['PUT /hankun/project/expenseTypes', projects, (id: number) => ({ projectId: id, expenseTypes: [] })],
  ['PUT /hankun/project/expenseBudget', projects, (id: number) => ({ projectId: id, expenseBudget: '100' })],
  ['POST /hankun/project/remarkSave', projects, (id: number) => ({ projectId: id, remark: '改' })],
  ['POST /hankun/project/restart2/:projectId', projects],
  ['POST /hankun/project/readyProjectById/:id', projects, () => ({ notifyAll: true })],
  // Time on a case one may not bill answers one refusal for every reason (decision 0026): 400.
  ['POST /hankun/worklog', projects, entry, [400]],
  ['POST /hankun/worklog/timer/start', projects, (id: number) => ({ projectId: id }), [400]],
  ['PUT /hankun/worklog', worklogs, (id: number, a) => ({ worklogId: id, entry: entry(a.mine.openCaseId) })],
  ['DELETE /hankun/worklog/:ids', worklogs],
  ['POST /hankun/worklog/submit', worklogs, (id: number) => ({ worklogIds: [id] })],
  [
    'POST /hankun/worklog/adjust',
    worklogs,
    (id: number) => ({ worklogId: id, hours: '9', billable: false, narrative: '改', reason: '改' }),
  ],
  ['POST /hankun/worklog/writeOff', walledWorklogs, (id: number) => ({ worklogIds: [id], reason: '改' })],
  // A bill of a case one may not see: 404 as for a missing case; the open case finance bills by design.
  [
    'POST /hankun/bill',
    (x: World) => x.ids.project.filter((id) => id !== x.openCaseId),
    (id: number) => ({ projectId: id, timeLines: [] }),
  ],
  ['POST /hankun/worklog/confirm', submissions, (id: number) => ({ submissionIds: [id] })],
  // Another person's expense claim (decision 0032): 404 outside it, 403 to finance, who reads it.
  ['PUT /hankun/expenses', expenses, (id: number) => ({ claimId: id, title: '改', lines: [] })],
  ...['submit', 'cancel', 'cancelWithdraw', 'audit'].map(
    (action): Row => [`POST /hankun/expenses/${action}`, expenses, (id: number) => ({ claimId: id })],
  ),
  ['POST /hankun/expenses/back', expenses, (id: number) => ({ claimId: id, comment: '改' })],
  // Daily expenses (decision 0038) share the claims' ids: a claim's id is missing to them.
  ['PUT /hankun/expenses/daily', expenses, (id: number) => ({ claimId: id, title: '改', lines: [] })],
  ...['submit', 'cancel', 'audit'].map(
    (action): Row => [`POST /hankun/expenses/daily/${action}`, expenses, (id: number) => ({ claimId: id })],
  ),
  ['POST /hankun/expenses/daily/reject', expenses, (id: number) => ({ claimId: id, comment: '改' })],
  // Finance pays every claim inside the walls by design; this one is still in approval (409).
  [
    'POST /hankun/expenses/pay',
    expenses,
    (id: number) => ({ claimId: id, paidDate: today(), method: 'cash' }),
    [403, 404, 409],
  ],
  // The daily batch (decision 0050) knows no claim (404), nor another world's daily expense.
  [
    'POST /hankun/expenses/daily/payBatch',
    expenses,
    (id: number) => ({ claimIds: [id], paidDate: today(), method: 'cash' }),
    [403, 404, 409],
  ],
  // Another person's loan (decision 0041): 404 outside it, 403 to finance, who reads it.
  [
    'PUT /hankun/expenses/borrow',
    loans,
    (id: number) => ({ loanId: id, purpose: '改', amount: '1', expectedRepayDate: today() }),
  ],
  ...['submit', 'cancel', 'cancelWithdraw', 'audit'].map(
    (action): Row => [`POST /hankun/expenses/borrow/${action}`, loans, (id: number) => ({ loanId: id })],
  ),
  ...['back', 'reject'].map(
    (action): Row => [
      `POST /hankun/expenses/borrow/${action}`,
      loans,
      (id: number) => ({ loanId: id, comment: '改' }),
    ],
  ),
  // Finance pays every loan inside the walls by design; this one is still in approval (409).
  [
    'POST /hankun/expenses/borrow/pay',
    loans,
    (id: number) => ({ loanId: id, paidDate: today(), method: 'cash' }),
    [403, 404, 409],
  ],
  [
    'POST /hankun/expenses/borrow/repay',
    loans,
    (id: number) => ({ loanId: id, amount: '1', repaidDate: today(), method: 'cash' }),
    [403, 404, 409],
  ],
  // Only the borrower asks to repay (decision 0053): 404 outside the loan, 403 to finance.
  [
    'POST /hankun/expenses/borrow/repayRequest',
    loans,
    (id: number) => ({ loanId: id, amount: '1', method: 'cash', plannedDate: today() }),
  ],
  ['POST /hankun/worklog/sendBack', submissions, (id: number) => ({ submissionId: id, comment: '改' })],
  ...['pause', 'resume', 'discard', 'stop'].map(
    (action): Row => [`POST /hankun/worklog/timer/${action}`, timers, (id: number) => ({ timerId: id })],
  ),
  ['PUT /hankun/worklog/timer', timers, (id: number) => ({ timerId: id, projectId: null, narrative: '改' })],
  [
    'PUT /hankun/leave',
    (x) => x.ids.leave,
    (id: number) => ({ leaveId: id, request: leaveOn('2027-03-12') }),
  ],
  [
    'PUT /hankun/overtime',
    (x) => x.ids.overtime,
    (id: number) => ({ overtimeId: id, request: { workDate: addDays(today(), -3), hours: 8, reason: '改' } }),
  ],
  ['PUT /simpleForm/:id', (x) => x.ids.request, () => ({ values: { reason: '改' }, submit: true })],
  ['POST /process/task/:taskId/approve', tasks],
  ['POST /process/task/:taskId/sendBack', tasks, () => ({ comment: '改' })],
  ['POST /process/task/:taskId/reject', tasks, () => ({ comment: '改' })],
  ['POST /process/task/:taskId/transfer', tasks, (_: number, a) => ({ userId: a.me.userId })],
  ['POST /process/task/batchComplete', tasks, (id: number) => ({ taskIds: [id] })],
  ['POST /process/instance/:id/cancelWithdraw', (x) => x.ids.instance],
  ['POST /process/instance/:id/resubmit', (x) => x.ids.instance],
  [
    'PUT /hankun/shortcut',
    (x) => x.ids.shortcut,
    (id: number) => ({
      id,
      menuName: '改',
      searchContent: {},
      type: 'ProjectList',
      path: '/jurisdiction/project',
    }),
  ],
  ['DELETE /hankun/shortcut/:ids', (x) => x.ids.shortcut],
  [
    'PUT /share/share',
    (x) => x.ids.share,
    (id: number, a) => ({ id, title: '改', to: [colleagueOf(a)], path: '/jurisdiction/project', query: {} }),
  ],
  ['DELETE /share/share/:ids', (x) => x.ids.share],
  ['DELETE /hankun/history/:id', (x) => x.ids.history],
  ['POST /hankun/files', owners, (owner: Owner) => ({ ...owner, type: '', remark: '改' })],
  ['PUT /hankun/files', files, (id: number) => ({ id, name: '改.pdf', remark: '改' })],
  ['PUT /v2/files', files, (id: number) => ({ id, name: '改.pdf', remark: '改' })],
  ['DELETE /hankun/files/:id', files],
  ['DELETE /v2/files/:id', files],
  ['POST /hankun/files/fileDownload', filePathsHidden, (filePath: string) => ({ filePath })],
  ['POST /hankun/filePreview/convert', filePathsHidden, (filePath: string) => ({ filePath })],
];

/** One upload of a small PDF onto the other world's record, as the file panel sends it. */
const uploadTo =
  (url: string, a: Attacker) =>
  async (owner: Owner, token: string): Promise<Json> => {
    const body = multipart({ ...owner, type: '', remark: '' }, [{ name: '改.pdf', content: pdfBytes() }]);
    const headers = { ...bearer(token), ...body.headers };
    return json(
      await a.firm.t.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload: body.payload }),
    );
  };

/** The first chunk of a chunked upload onto the other world's record. */
const chunkTo =
  (kind: 'validateChunk' | 'addChunk', a: Attacker) =>
  (owner: Owner, token: string): Promise<Json> =>
    chunkRequest(a.firm.t.app, {
      token,
      owner: { ...owner, type: '' },
      chunkSize: 8,
      kind,
      content: pdfBytes('chunked'),
      name: '改.pdf',
      cur: 0,
    });

/** Multipart routes: sent by hand, one per owner record of the other world. */
const UPLOADS: Record<string, (a: Attacker) => (owner: Owner, token: string) => Promise<Json>> = {
  'POST /files/add': (a) => uploadTo('/files/add', a),
  'POST /hankun/file/uploadFile': (a) => uploadTo('/hankun/file/uploadFile', a),
  'POST /files/validateChunk': (a) => chunkTo('validateChunk', a),
  'POST /files/addChunk': (a) => chunkTo('addChunk', a),
};

/** Every change route tried on the other world (the inventory test reads the keys). */
export const CHANGE_ROUTES = [...ROWS.map(([route]) => route), ...Object.keys(UPLOADS)];

/** The attempts of `a` on the other world `x`, on the routes `may` lets them call. */
export function attemptsOn(x: World, a: Attacker, may: (route: string) => boolean): Attempt[] {
  const attempts: Attempt[] = [];
  for (const [route, targets, body, refused] of ROWS.filter(([route]) => may(route))) {
    const [method, path] = route.split(' ') as [Method, string];
    for (const target of targets(x, a)) {
      const url = path.replace(/:\w+/, String(target));
      const payload = body ? body(target as never, a) : method === 'DELETE' ? undefined : {};
      attempts.push({
        what: `${method} ${url} ${JSON.stringify(payload ?? '')}`,
        send: (token) => callApi(a.firm.t.app, method, url, token, payload),
        refused,
      });
    }
  }
  for (const [route, sender] of Object.entries(UPLOADS).filter(([route]) => may(route)))
    for (const owner of owners(x))
      attempts.push({
        what: `${route} onto ${JSON.stringify(owner)}`,
        send: (token) => sender(a)(owner, token),
      });
  return attempts;
}

/** Everything the world's own people read of their records, to compare before and after. */
export async function footprint(firm: Firm, x: World): Promise<unknown> {
  const lawyerReads = [
    ...x.ids.project.flatMap((id) => [
      `/hankun/project/detail?projectId=${id}`,
      `/hankun/files/list?source=1&onlyId=${id}`,
      `/hankun/project/closeProjectInfo?projectId=${id}`,
    ]),
    ...x.ids.worklog.map((id) => `/hankun/worklog/${id}`),
    ...x.ids.leave.map((id) => `/hankun/leave/${id}`),
    ...x.ids.overtime.map((id) => `/hankun/overtime/${id}`),
    ...x.ids.expense.flatMap((id) => [`/hankun/expenses/${id}`, `/hankun/expenses/daily/${id}`]),
    ...x.ids.loan.map((id) => `/hankun/expenses/borrow/${id}`),
    ...x.ids.request.map((id) => `/simpleForm/${id}`),
    ...x.ids.instance.map((id) => `/process/instance/${id}`),
    `/hankun/files/list?source=0&onlyId=${x.lawyer.userId}`,
    '/hankun/worklog/timer/list',
    '/hankun/shortcut/list',
    '/share/share/list?pageSize=200',
    '/hankun/history/list?kind=project',
  ];
  // The server's clock is the one thing in these answers that moves by itself.
  const stable = (_key: string, value: unknown) => (_key === 'serverNow' ? undefined : value);
  const read = async (token: string, url: string) => {
    const body = await callApi(firm.t.app, 'GET', url, token);
    return JSON.parse(JSON.stringify(body.data ?? body.rows ?? body.code, stable));
  };
  const reads: Record<string, unknown> = {};
  for (const url of lawyerReads) reads[url] = await read(x.lawyer.token, url);
  reads.partnerTasks = await read(x.partner.token, '/process/project/userTask/list?pageSize=200');
  for (const role of STAFF_ROLES) {
    const who = x.staff[role];
    for (const url of [
      `/hankun/files/list?source=0&onlyId=${who.userId}`,
      '/hankun/shortcut/list',
      '/simpleForm/list?pageSize=200',
      '/hankun/leave/list?pageSize=200',
    ])
      reads[`${role} ${url}`] = await read(who.token, url);
  }
  reads.secretaryTime = await read(x.staff.secretary.token, '/hankun/worklog/myList?pageSize=200');
  return reads;
}
