import { ALL_PERMISSION, LIVE_SOCKET_CLOSE } from '@venus/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closedWithin, connectLive, type LiveClient } from '../../test/live-socket.ts';
import { API, bearer, callApi, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { tempDataDir } from '../modules/files/files.test-support.ts';
import { SIGNED_IN } from '../platform/http/route-access.ts';
import { PUBLIC, ROUTE_MATRIX } from './route-matrix.ts';
import { type Attacker, attemptsOn, CHANGE_ROUTES, footprint } from './two-worlds.changes.ts';
import { caseOfRow, exportRows, grantCaseExport } from './two-worlds.exports.ts';
import {
  type Firm,
  type Label,
  MEMBERS,
  type Member,
  memberOf,
  membersOf,
  ownerOf,
  type Person,
  type World,
} from './two-worlds.model.ts';
import {
  type Answer,
  callsOf,
  type Disclosure,
  get,
  inPool,
  leaksOf,
  ownLabelsIn,
  type Parameter,
  readAnswer,
  type Sweep,
} from './two-worlds.sweep.ts';
import { buildWorld, openFirm } from './two-worlds.world.ts';

/**
 * Issue 8 item 2 (ASVS 8.2.2), "two parallel worlds": world A (guojing, private equity, led by
 * zhangzhiqiang) and world B (luoxue, IP, led by liuwanqing) each hold an open case (with closing
 * information and a progress note), a walled case, time (confirmed, waiting, draft, on the wall), a
 * running timer, an approved leave, pending overtime and a custom request, personal and case
 * files, a shortcut, a share, search and visit history; a secretary, finance, HR and
 * administration person each keep records of their own; all made through HTTP. Then each person
 * of one world reads every GET route their permissions allow, filled with the other world's
 * ids, paths and texts (and their own), and no answer may carry the other world's texts, file
 * paths or record ids, but what a decision shows to their role; their live sockets hear nothing of
 * it; the other world's records asked by id answer 403/404; changing them is refused and leaves
 * them as they were; their case exports hold no row of the other world's cases.
 */

/**
 * GET routes the people of the worlds may call that the sweep leaves out, each for a reason.
 * Routes none of them may call are the permission matrix's: it proves they are refused.
 */
const GET_SKIPS: Record<string, string> = {
  'GET /websocket': 'the live socket: its own tests below',
  'GET /docs/static/*': 'Swagger UI assets behind a wildcard, no records',
  'GET /hankun/project/partyChange/:changeId':
    'no party change is made in the worlds; case-calls.routes.test.ts reads one behind its case’s wall',
  'GET /hankun/invoice/options/:billId':
    'no bill is made in the worlds; invoice-requests.routes.test.ts proves a walled case’s bill is 404 outside the wall',
  'GET /hankun/invoice/ofBill/:billId':
    'no bill is made in the worlds; invoice-requests.routes.test.ts proves a walled case’s bill is 404 outside the wall',
  'GET /hankun/invoice/:invoiceId':
    'no invoice is made in the worlds; invoice-requests.routes.test.ts proves a walled case’s invoice is 404 outside the wall',
  'GET /hankun/receipt/:receiptId':
    'no receipt is made in the worlds; receipts.routes.test.ts proves one that paid a walled case is 404 outside the wall',
  'GET /hankun/feeAgreement/:agreementId':
    'no lawyer-fee agreement is made in the worlds; it is read by its case’s wall, the rule fee-agreements.routes.test.ts proves 404 outside it',
  'GET /hankun/seal/request/:requestId':
    'no seal request is made in the worlds; seal-requests.routes.test.ts proves a walled case’s request is 404 outside the wall, ledger and custodian included',
  'GET /hankun/seal/request/:requestId/compare':
    'no seal request is made in the worlds; it is read by the request’s own rule (GET /hankun/seal/request/:requestId)',
};

/**
 * Change routes the people of a world may call that name no record of another person: each acts
 * on the caller's own account, session or new records, or on the firm-wide client register, or is
 * HR's keeping of the firm-wide staff records (decision 0059, as accounts are HR's).
 * Every other change route they may call is tried in two-worlds.changes.ts.
 */
const NOT_TARGETED: Record<string, string> = {
  'PUT /hankun/people/record':
    'HR keeps every person’s record firm-wide (decision 0059), as it keeps accounts; staff-records.routes.test.ts: a colleague’s edit is refused (403)',
  'POST /hankun/people/correction': 'a correction of the caller’s own record only (decision 0059)',
  'POST /hankun/people/correction/withdraw/:id':
    'staff-corrections.routes.test.ts: only the person who asked withdraws a correction',
  'POST /hankun/people/correction/decide':
    'HR keeps every person’s record firm-wide (decision 0059), as it keeps accounts; staff-corrections.routes.test.ts: nobody decides their own, a lawyer cannot decide',
  'POST /hankun/people/level':
    'HR keeps every person’s record firm-wide (decision 0059), as it keeps accounts; staff-levels.routes.test.ts',
  'PUT /hankun/people/level':
    'HR keeps every person’s record firm-wide (decision 0059), as it keeps accounts; staff-levels.routes.test.ts',
  'DELETE /hankun/people/level/:id':
    'HR keeps every person’s record firm-wide (decision 0059), as it keeps accounts; staff-levels.routes.test.ts',
  'POST /hankun/people/userType': 'the firm-wide user types, HR’s data (decision 0059)',
  'PUT /hankun/people/userType': 'the firm-wide user types, HR’s data (decision 0059)',
  'POST /hankun/people/group': 'the firm-wide groups, HR’s data (decision 0059)',
  'PUT /hankun/people/group': 'the firm-wide groups, HR’s data (decision 0059)',
  'POST /login': 'opens a session',
  'POST /login/mfa': 'opens a session',
  'POST /login/mfa/enrol': 'opens a session',
  'POST /logout': 'ends the caller’s own session',
  'PUT /system/user/profile': 'the caller’s own profile',
  'POST /system/user/verificationCode': 'a code to the caller’s own address',
  'PUT /system/user/profile/updatePwd': 'the caller’s own password',
  'PUT /system/user/privacy': 'the caller’s own privacy password',
  'POST /system/user/privacy/close': 'the caller’s own privacy password',
  'POST /system/user/privacy/verify': 'the caller’s own privacy password',
  'POST /system/user/mfa/start': 'the caller’s own second factor',
  'POST /system/user/mfa/confirm': 'the caller’s own second factor',
  'POST /system/user/mfa/disable': 'the caller’s own second factor',
  'POST /system/user/search': 'the firm’s staff directory, a search with no record ids',
  'POST /system/user/setting': 'the caller’s own settings, keyed by type',
  'DELETE /system/user/setting/:type': 'the caller’s own settings, keyed by type',
  'POST /hankun/history': 'adds to the caller’s own search history',
  'DELETE /hankun/history': 'clears the caller’s own search history',
  'POST /index/show/setQuickShow': 'the caller’s own home page',
  'POST /hankun/shortcut': 'a new shortcut of the caller',
  'POST /share/share': 'a new share of the caller (naming colleagues is the point)',
  'POST /hankun/visitHistory': 'the caller’s own visits',
  'POST /hankun/timeoutLog': 'a timing report of the caller’s own client',
  'POST /process/delegation': 'delegates the caller’s own tasks',
  'DELETE /process/delegation/:id': 'no world holds a delegation; the approvals tests refuse another’s',
  'POST /simpleForm': 'a new request of the caller',
  'POST /hankun/leave': 'a new request of the caller',
  'POST /hankun/overtime': 'a new request of the caller',
  'POST /hankun/project/create': 'a new application of the caller',
  'PUT /hankun/bill':
    'no bill is made in the worlds; bills.routes.test.ts refuses an outsider another case’s bill (404)',
  'DELETE /hankun/bill/:ids':
    'no bill is made in the worlds; bills.routes.test.ts refuses an outsider another case’s bill (404)',
  'POST /hankun/bill/submit':
    'no bill is made in the worlds; bills.routes.test.ts refuses an outsider another case’s bill (404)',
  'POST /hankun/bill/credit':
    'no bill is made in the worlds; bills.routes.test.ts refuses an outsider another case’s bill (404)',
  'POST /hankun/bill/writeOff':
    'no bill is made in the worlds; bills.routes.test.ts refuses an outsider another case’s bill (404)',
  'POST /hankun/bill/export':
    'a workbook of the caller’s list, filtered by the same case scope as GET /hankun/bill/listAll',
  'POST /hankun/bill/send':
    'no bill is made in the worlds; bill-documents.routes.test.ts refuses a bill outside the wall (404)',
  'POST /hankun/receipt':
    'a new receipt of a client; a retainer on a walled case outside the caller’s reach is refused (receipts.service)',
  'POST /hankun/feeArrangement':
    'a new version of a case’s terms; fee-arrangements.routes.test.ts refuses a case outside the wall (404) and a member not its partner or lead (403)',
  'POST /hankun/levelRate': 'the firm’s rate card, no record of a world',
  'DELETE /hankun/levelRate/:levelRateId': 'the firm’s rate card, no record of a world',
  'POST /hankun/report/withholding/rules': 'the firm’s withholding rules, no record of a world',
  'PUT /hankun/report/withholding/rules/:id': 'the firm’s withholding rules, no record of a world',
  'DELETE /hankun/report/withholding/rules/:id': 'the firm’s withholding rules, no record of a world',
  'POST /hankun/feeAgreement':
    'a new agreement of a case, checked as POST /hankun/feeArrangement (fee-arrangements.routes.test.ts)',
  'PUT /hankun/feeAgreement':
    'no lawyer-fee agreement is made in the worlds; fee-agreement-files.routes.test.ts refuses an outsider another case’s agreement (404)',
  'POST /hankun/feeAgreement/end':
    'no lawyer-fee agreement is made in the worlds; fee-agreement-files.routes.test.ts refuses an outsider another case’s agreement (404)',
  'POST /hankun/feeAgreement/postpone':
    'no lawyer-fee agreement is made in the worlds; fee-agreements.routes.test.ts refuses an outsider another case’s agreement (404)',
  'POST /hankun/receipt/void':
    'no receipt is made in the worlds; receipts.routes.test.ts hides one that paid a walled case (404)',
  'POST /hankun/receipt/allocate':
    'no receipt or bill is made in the worlds; receipts.routes.test.ts refuses a walled case’s bill outside the wall (404)',
  'POST /hankun/receipt/reverseAllocation':
    'no receipt is made in the worlds; receipts.routes.test.ts hides one that paid a walled case (404)',
  'POST /hankun/receipt/export':
    'a workbook of the caller’s receipts, filtered by the same walls as GET /hankun/receipt/list',
  'POST /hankun/invoice':
    'no bill is made in the worlds; invoice-requests.routes.test.ts refuses an outsider a walled case’s bill (404)',
  'PUT /hankun/invoice':
    'no invoice is made in the worlds; invoice-requests.routes.test.ts refuses an outsider a walled case’s sent-back request (404)',
  'POST /hankun/invoice/cancel':
    'no invoice is made in the worlds; invoice-requests.routes.test.ts refuses an outsider a walled case’s sent-back request (404)',
  'POST /hankun/invoice/record':
    'no invoice is made in the worlds; invoice-requests.routes.test.ts refuses finance outside the wall (404)',
  'POST /hankun/invoice/file':
    'no invoice is made in the worlds; invoice-requests.routes.test.ts refuses finance outside the wall (404)',
  'POST /hankun/invoice/reverse':
    'no invoice is made in the worlds; invoice-requests.routes.test.ts refuses finance outside the wall (404)',
  'POST /hankun/invoice/export':
    'a workbook of the caller’s invoices, filtered by the same case scope as GET /hankun/invoice/listAll',
  'POST /hankun/invoice/reconciliation/export':
    'a workbook of the reconciliation, from the same bills without walled cases as GET /hankun/invoice/reconciliation',
  'POST /hankun/receivable/export':
    'a workbook of the receivables, from the same ledger without walled cases as GET /hankun/receivable/list',
  'POST /hankun/report/projectIncome/export':
    'a workbook of case income, from the same ledger and case scope as GET /hankun/report/projectIncome/list',
  'POST /hankun/report/partnerIncome/export':
    'a workbook of partner income, from the same ledger and case scope as GET /hankun/report/partnerIncome/list',
  'POST /hankun/report/withholding/export':
    'a workbook of partner withholding, from the same income ledger and case scope as GET /hankun/report/withholding/list',
  'POST /hankun/report/month/projectData/export':
    'a workbook of a closed month, from the same stored rows and case scope as GET /hankun/report/month/projectData',
  'POST /hankun/report/month/close':
    'closes the firm’s months; no record of either world is read or answered (month-end.routes.test.ts)',
  'POST /hankun/report/expensesDetail/export':
    'a workbook of expense lines, from the same lines without walled cases as GET /hankun/report/expensesDetail/list',
  'POST /hankun/report/utilisation/export':
    'a workbook of utilisation, from the same time and expense ledger and case scope as GET /hankun/report/utilisation/list',
  'POST /hankun/expenses':
    'a new claim of the caller; a line on a case one may not see is refused (expenses.routes.test.ts)',
  'POST /hankun/expenses/daily':
    'a new daily expense of the caller, on no case (daily-expenses.routes.test.ts)',
  'POST /hankun/expenses/borrow':
    'a new loan of the caller; a case one may not see is refused (loans.routes.test.ts)',
  'POST /hankun/expenses/export':
    'a workbook of the caller’s list, filtered by the same walls as GET /hankun/expenses/listAll',
  'POST /hankun/expenses/daily/export':
    'a workbook of daily expenses, which are on no case, read by the same rules as GET /hankun/expenses/daily/listAll (daily-expenses.routes.test.ts)',
  'POST /hankun/expenses/borrow/repayRequest/resubmit':
    'no repayment request is made in the worlds; loan-repayment-requests.routes.test.ts refuses whoever may not read the loan (404)',
  'POST /hankun/expenses/borrow/repayRequest/withdraw':
    'no repayment request is made in the worlds; loan-repayment-requests.routes.test.ts refuses whoever may not read the loan (404)',
  'POST /hankun/expenses/borrow/repayRequest/audit':
    'no repayment request is made in the worlds; loan-repayment-requests.routes.test.ts refuses whoever may not read the loan (404)',
  'POST /hankun/expenses/borrow/repayRequest/back':
    'no repayment request is made in the worlds; loan-repayment-requests.routes.test.ts refuses whoever may not read the loan (404)',
  'POST /hankun/expenses/borrow/repayRequest/reject':
    'no repayment request is made in the worlds; loan-repayment-requests.routes.test.ts refuses whoever may not read the loan (404)',
  'POST /hankun/expenses/borrow/export':
    'a workbook of the caller’s loans, or every submitted one by the same walls as GET /hankun/expenses/borrow/listAll (loans.routes.test.ts)',
  'POST /hankun/expenses/import':
    'a new draft claim of the caller from a workbook; rows go through the same case rule as POST /hankun/expenses (expense-import.routes.test.ts)',
  'POST /hankun/worklog/import':
    'the caller’s own time from a workbook; rows go through the same case rule as POST /hankun/worklog',
  'POST /hankun/client': 'clients are a firm-wide register partners and lawyers keep (decision 0025)',
  'PUT /hankun/client': 'clients are a firm-wide register partners and lawyers keep (decision 0025)',
  'POST /hankun/client/duplicates':
    'clients are a firm-wide register partners and lawyers keep (decision 0025)',
  ...Object.fromEntries(
    [
      'POST /system/user',
      'PUT /system/user',
      'PUT /system/user/resetPwd',
      'PUT /system/user/resetMfa',
      'PUT /system/user/disable',
      'PUT /system/user/enable',
      'PUT /system/user/dimission',
      'PUT /system/user/reinstate',
      'PUT /system/user/changeStatus',
      'POST /system/user/import',
    ].map((route) => [
      route,
      'HR keeps every account of the firm (decision 0012); accounts are no world’s records',
    ]),
  ),
  'PUT /system/seat/assign': 'HR seats everyone (decision 0024)',
  'PUT /system/seat/free': 'HR seats everyone (decision 0024)',
  'POST /system/user/export':
    'every account, to HR (decision 0012); its rows are read in the export test below',
  'POST /system/user/importTemplate': 'an empty workbook',
  'POST /holiday': 'the firm’s holiday calendar, HR’s',
  'DELETE /holiday/:day': 'the firm’s holiday calendar, HR’s',
  'POST /hankun/leave/entitlement': 'HR sets anyone’s leave entitlement (decision 0018)',
  'POST /hankun/meeting/room': 'the firm’s meeting rooms, administration’s (decision 0055)',
  'PUT /hankun/meeting/room': 'the firm’s meeting rooms, administration’s (decision 0055)',
  'POST /hankun/meeting/booking': 'a new booking of the caller (decision 0055)',
  'PUT /hankun/meeting/booking':
    'no booking is made in the worlds; meeting-bookings.routes.test.ts refuses another’s booking (403)',
  'POST /hankun/meeting/booking/cancel':
    'no booking is made in the worlds; meeting-bookings.routes.test.ts refuses another’s booking (403)',
  // Seals (decision 0057).
  'POST /hankun/seal': 'the firm’s seal register, administration’s (decision 0057)',
  'PUT /hankun/seal': 'the firm’s seal register, administration’s (decision 0057)',
  'POST /hankun/seal/request': 'a new draft seal request of the caller (decision 0057)',
  'PUT /hankun/seal/request':
    'no seal request is made in the worlds; seal-requests.routes.test.ts: another’s request is 404 outside it and on a walled case, 403 to its readers who are not its applicant, approver or custodian',
  'POST /hankun/seal/request/submit':
    'no seal request is made in the worlds; seal-requests.routes.test.ts: another’s request is 404 outside it and on a walled case, 403 to its readers who are not its applicant, approver or custodian',
  'POST /hankun/seal/request/cancel':
    'no seal request is made in the worlds; seal-requests.routes.test.ts: another’s request is 404 outside it and on a walled case, 403 to its readers who are not its applicant, approver or custodian',
  'POST /hankun/seal/request/cancelWithdraw':
    'no seal request is made in the worlds; seal-requests.routes.test.ts: another’s request is 404 outside it and on a walled case, 403 to its readers who are not its applicant, approver or custodian',
  'POST /hankun/seal/request/audit':
    'no seal request is made in the worlds; seal-requests.routes.test.ts: another’s request is 404 outside it and on a walled case, 403 to its readers who are not its applicant, approver or custodian',
  'POST /hankun/seal/request/back':
    'no seal request is made in the worlds; seal-requests.routes.test.ts: another’s request is 404 outside it and on a walled case, 403 to its readers who are not its applicant, approver or custodian',
  'POST /hankun/seal/request/reject':
    'no seal request is made in the worlds; seal-requests.routes.test.ts: another’s request is 404 outside it and on a walled case, 403 to its readers who are not its applicant, approver or custodian',
  'POST /hankun/seal/request/stamp':
    'no seal request is made in the worlds; seal-requests.routes.test.ts: another’s request is 404 outside it and on a walled case, 403 to its readers who are not its applicant, approver or custodian',
  'POST /hankun/seal/request/handOut':
    'no seal request is made in the worlds; seal-requests.routes.test.ts: another’s request is 404 outside it and on a walled case, 403 to its readers who are not its applicant, approver or custodian',
  'POST /hankun/seal/request/receive':
    'no seal request is made in the worlds; seal-requests.routes.test.ts: another’s request is 404 outside it and on a walled case, 403 to its readers who are not its applicant, approver or custodian',
  // Notices, bulletins and acknowledgements (decision 0058).
  'POST /hankun/notice': 'a new draft notice of the caller (decision 0058)',
  'PUT /hankun/notice':
    'no notice is made in the worlds; notices.routes.test.ts: a draft is its author’s alone (404), a published one withdrawn only by its author or administration (403)',
  'DELETE /hankun/notice/:id':
    'no notice is made in the worlds; notices.routes.test.ts: a draft is its author’s alone (404), a published one withdrawn only by its author or administration (403)',
  'POST /hankun/notice/publish/:id':
    'no notice is made in the worlds; notices.routes.test.ts: a draft is its author’s alone (404), a published one withdrawn only by its author or administration (403)',
  'POST /hankun/notice/withdraw/:id':
    'no notice is made in the worlds; notices.routes.test.ts: a draft is its author’s alone (404), a published one withdrawn only by its author or administration (403)',
  'POST /hankun/bulletin': 'the firm’s bulletin board, administration’s (decision 0058)',
  'PUT /hankun/bulletin': 'the firm’s bulletin board, administration’s (decision 0058)',
  'DELETE /hankun/bulletin/:id': 'the firm’s bulletin board, administration’s (decision 0058)',
  'POST /hankun/ack': 'a new draft acknowledgement of the caller (decision 0058)',
  'PUT /hankun/ack':
    'no acknowledgement is made in the worlds; acks.routes.test.ts: a draft is its author’s alone (404), cancelling another’s refused (403)',
  'DELETE /hankun/ack/:id':
    'no acknowledgement is made in the worlds; acks.routes.test.ts: a draft is its author’s alone (404), cancelling another’s refused (403)',
  'POST /hankun/ack/send/:id':
    'no acknowledgement is made in the worlds; acks.routes.test.ts: a draft is its author’s alone (404), cancelling another’s refused (403)',
  'POST /hankun/ack/cancel/:id':
    'no acknowledgement is made in the worlds; acks.routes.test.ts: a draft is its author’s alone (404), cancelling another’s refused (403)',
  'POST /hankun/ack/confirm/:id':
    'no acknowledgement is made in the worlds; acks.routes.test.ts: only the people asked confirm (404 to anyone else)',
};

/** GET routes with nothing of the worlds to read: the owner's sweep gets no 200 there, for a reason. */
const NOTHING_TO_READ: Record<string, string> = {
  'GET /docs/static/index.html': 'redirects to the Swagger UI page',
  'GET /system/config/configKey/:configKey':
    'the sweep asks a setting that is not public: only holders of the config permission read it (issue 27 item 21)',
  'GET /hankun/file/templatesFileDownload': 'no document template is stored in the test firm',
  'GET /hankun/project/endDetail/:id': 'no case of the worlds has been asked to close',
  'GET /hankun/bill/:id':
    'no bill is made in the worlds; bills.routes.test.ts proves a walled case’s bill is 404 outside the wall',
  'GET /hankun/bill/:id/pdf':
    'no bill is made in the worlds; bill-documents.routes.test.ts proves a walled case’s bill is 404 outside the wall',
  'GET /hankun/bill/:id/sendings':
    'no bill is made in the worlds; the bill’s own reading rule (GET /hankun/bill/:id)',
  'GET /hankun/bill/correction/:kind/:id':
    'no credit note or write-off is made in the worlds; bill-correction-lookup.routes.test.ts proves a walled case’s is 404 outside the wall',
  'GET /hankun/meeting/booking/:id':
    'no booking is made in the worlds; a booking shows the whole firm when and by whom, a private one no more (meeting-bookings.routes.test.ts)',
  'GET /hankun/notice/:id':
    'no notice is made in the worlds; notices.routes.test.ts proves one not addressed to the reader is 404',
  'GET /hankun/bulletin/:id':
    'no bulletin is on the worlds’ board; the board is the whole firm’s (decision 0058)',
  'GET /hankun/ack/:id':
    'no acknowledgement is made in the worlds; acks.routes.test.ts proves one not sent to the reader is 404',
  'GET /hankun/people/record/:userId/sensitive':
    'nobody of the worlds has a privacy password, without which the sensitive fields are refused (staff-records.routes.test.ts)',
};

/**
 * What a route shows of another world by design. The case picker offers `number:name` of every
 * unwalled case to anyone (decision 0025, "Who sees a case"); "who is away" shows every
 * colleague's approved leave by name and dates, the type only to HR (decision 0018).
 */
const DESIGNED: Record<string, Disclosure> = {
  'GET /hankun/project/selectList': { labels: ['opencn', 'openen', 'opennumber'], kinds: [] },
  'GET /hankun/leave/today': { labels: [], kinds: ['leave'] },
};

/**
 * Who is in each world, as seeded (users.seed.ts): the lawyer and the partner who leads her
 * practice group, the group's secretary, and one person of finance, HR and administration.
 */
const PLANS = {
  A: {
    lawyer: 'guojing',
    partner: 'zhangzhiqiang',
    staff: { secretary: 'pengfang', finance: 'lvjianhua', hr: 'panling', administration: 'chengpeng' },
  },
  B: {
    lawyer: 'luoxue',
    partner: 'liuwanqing',
    staff: { secretary: 'xiaoying', finance: 'sumei', hr: 'dujuan', administration: 'yuanfang' },
  },
} as const;

/**
 * What a role sees of every other world by design, on any route: finance reads every unwalled
 * case (decision 0025), HR every leave request (decision 0018).
 */
const ROLE_DESIGNED: Partial<Record<Member, (other: World) => Disclosure>> = {
  // The open case and what hangs on it: its texts, application, file, and all time on it
  // (drafts included: finance sees all time, roles.seed.ts). Nothing of the walled case.
  finance: (x) => ({
    labels: [
      ...(['opencn', 'openen', 'opennumber', 'openparty', 'opendesc', 'openremark', 'opennote'] as const),
      ...(['dealtarget', 'filecase', 'bytescase'] as const),
      ...(['timeconfirmed', 'timesubmitted', 'timedraft', 'secretarytime'] as const),
      // Every submitted expense claim inside the walls, which finance pays (decision 0032).
      ...(['expensetitle', 'expensewhy'] as const),
      // Every submitted loan inside the walls, which finance pays (decision 0041).
      'loanwhy',
    ],
    kinds: [],
    ids: x.openCase.ids,
    filePaths: x.openCase.filePaths,
  }),
  // Every leave and overtime request with its approval request (decision 0018, "Who sees what").
  // And every staff record (but never its sensitive fields) and correction request (decision 0059).
  hr: (x) => ({
    labels: ['leavewhy', 'secretaryleave', 'overtimewhy', 'recordlicence', 'correctionwhy'],
    kinds: ['leave', 'overtime'],
    ids: { instance: [...(x.instancesOf.leave ?? []), ...(x.instancesOf.overtime ?? [])] },
  }),
};

/** A route's and a role's disclosures together. */
const merged = (a?: Disclosure, b?: Disclosure): Disclosure | undefined => {
  if (!a || !b) return a ?? b;
  const ids: Disclosure['ids'] = { ...a.ids };
  for (const [kind, list] of Object.entries(b.ids ?? {}) as [keyof typeof ids, number[]][])
    ids[kind] = [...(ids[kind] ?? []), ...list];
  return {
    labels: [...a.labels, ...b.labels],
    kinds: [...a.kinds, ...b.kinds],
    ids,
    filePaths: [...(a.filePaths ?? []), ...(b.filePaths ?? [])],
  };
};

let t: TestApp;
let firm: Firm;
let docs: Record<string, Record<string, { parameters?: Parameter[] }>>;
const worlds = {} as Record<'A' | 'B', World>;
const sockets = {} as Record<'A' | 'B', LiveClient[]>;
const permissions = new Map<string, Set<string>>();

const otherOf = (name: 'A' | 'B') => worlds[name === 'A' ? 'B' : 'A'];

/** The timerMsg a world's lawyer heard for her own timer, if it has arrived. */
const ownTimerMessage = (name: 'A' | 'B') =>
  sockets[name][0]!.messages.find(
    (message) => message.event === 'timerMsg' && JSON.stringify(message).includes(worlds[name].markers.timer),
  );

async function listen(userName: string): Promise<LiveClient> {
  const token = await signIn(t.app, userName);
  const info = await callApi(t.app, 'GET', '/getInfo', token);
  const { userId } = (info.data as { user: { userId: number } }).user;
  return connectLive(t.app, `?userId=${userId}`, token);
}

beforeAll(async () => {
  // Its own data directory: the worlds' files are stored for real.
  t = await createTestApp({ DATA_DIR: tempDataDir() });
  docs = (await t.app.inject({ url: `${API}/docs/json` })).json().paths;
  firm = await openFirm(t);
  // Listening before anything is made: every live message of both worlds is heard.
  for (const [name, plan] of Object.entries(PLANS) as ['A' | 'B', (typeof PLANS)['A']][])
    sockets[name] = [
      await listen(plan.lawyer),
      await listen(plan.partner),
      ...(await Promise.all(Object.values(plan.staff).map(listen))),
    ];
  worlds.A = await buildWorld(firm, {
    name: 'A',
    ...PLANS.A,
    office: 'beijing',
    practiceArea: '3',
    client: '北京星河智能科技有限公司',
    leaveDay: '2027-03-10',
  });
  worlds.B = await buildWorld(firm, {
    name: 'B',
    ...PLANS.B,
    office: 'shanghai',
    practiceArea: '5',
    client: '樱花食品株式会社',
    leaveDay: '2027-03-11',
  });
  for (const w of Object.values(worlds))
    for (const who of membersOf(w)) {
      const info = await callApi(t.app, 'GET', '/getInfo', who.token);
      permissions.set(who.userName, new Set((info.data as { permissions: string[] }).permissions));
    }
  // Live messages cross Redis when it is set: wait for each lawyer's own timer message, then a
  // moment more for anything that might stray to the other world.
  for (const name of ['A', 'B'] as const)
    await vi.waitFor(() => expect(ownTimerMessage(name)).toBeDefined(), { timeout: 10_000, interval: 50 });
  await new Promise((resolve) => setTimeout(resolve, 300));
}, 120_000);
afterAll(async () => {
  for (const client of [...(sockets.A ?? []), ...(sockets.B ?? [])]) client.socket.close();
  await t.close();
});

function mayCall(who: Person, declared: string): boolean {
  if (declared === PUBLIC || declared === SIGNED_IN) return true;
  const held = permissions.get(who.userName)!;
  return held.has(ALL_PERMISSION) || held.has(declared);
}

const getRoutes = () => Object.keys(ROUTE_MATRIX).filter((route) => route.startsWith('GET '));

function parametersOf(route: string): Parameter[] {
  const path = route.slice('GET '.length);
  return docs[`${API}${path.replace(/:(\w+)/g, '{$1}')}`]?.get?.parameters ?? [];
}

const sweepOf = (name: 'A' | 'B'): Sweep => ({ firm, own: worlds[name], other: otherOf(name) });

/** Everyone of both worlds: who sweeps, who attacks. */
const people = () => Object.values(worlds).flatMap(membersOf);
const callableBySomeone = (route: string) => people().some((who) => mayCall(who, ROUTE_MATRIX[route]!));

describe('the sweep covers every GET route the people of the worlds may call', () => {
  it('fills each one not skipped for a reason, and skips only such routes', () => {
    const callable = getRoutes().filter(callableBySomeone);
    const unfilled = callable
      .filter((route) => !(route in GET_SKIPS))
      .map((route) => [route, callsOf(route.slice(4), parametersOf(route), sweepOf('B'))])
      .filter(([, calls]) => typeof calls === 'string');
    expect(unfilled).toEqual([]);
    expect(Object.keys(GET_SKIPS).filter((route) => !callable.includes(route))).toEqual([]);
  });
});

describe.each((['B', 'A'] as const).flatMap((name) => MEMBERS.map((role) => [name, role] as const)))(
  'world %s’s %s reads every GET route they may call',
  (name, role) => {
    it('and meets nothing of the other world', async () => {
      const s = sweepOf(name);
      const who = memberOf(s.own, role);
      const byRole = ROLE_DESIGNED[role]?.(s.other);
      const leaks: string[] = [];
      const seen = new Set<Label>();
      const unread: string[] = [];
      const failures: string[] = [];
      const routes = getRoutes().filter((r) => !(r in GET_SKIPS) && mayCall(who, ROUTE_MATRIX[r]!));
      const calls = routes.flatMap((route) =>
        (callsOf(route.slice(4), parametersOf(route), s) as string[]).map((url) => ({ route, url })),
      );
      const read = new Set<string>();
      await inPool(calls, 4, async ({ route, url }) => {
        const answer = await get(t.app, who.token, url);
        if (answer.code >= 500) failures.push(`${url} answered ${answer.code}`);
        for (const leak of leaksOf(answer, s.other, url, merged(DESIGNED[route], byRole)))
          leaks.push(`${url}: ${leak}`);
        for (const label of ownLabelsIn(answer, s.own)) seen.add(label);
        if (answer.code === 200) read.add(route);
      });
      unread.push(...routes.filter((route) => !read.has(route)));
      expect({ leaks, failures }).toEqual({ leaks: [], failures: [] });
      expect(calls.length).toBeGreaterThan(100);
      // Not vacuous: the owner of every record met every one of their own texts on the way.
      const labels = (Object.keys(s.own.markers) as Label[]).filter((label) => ownerOf(label) === role);
      expect(labels.filter((label) => !seen.has(label))).toEqual([]);
      if (role === 'lawyer') expect([...unread].sort()).toEqual(Object.keys(NOTHING_TO_READ).sort());
    }, 240_000);
  },
);

/** Answers that say "not yours" or "no such thing", and nothing else. */
const REFUSED = [403, 404];

describe.each(['A', 'B'] as const)('world %s’s records asked for directly by the other world', (name) => {
  const victim = () => worlds[name];
  const reader = () => otherOf(name).lawyer;

  it('answer 403 or 404: cases, time, leave, requests, approvals, files, shortcuts, shares', async () => {
    const x = victim();
    const urls = [
      ...x.ids.project.flatMap((id) => [
        `/hankun/project/detail?projectId=${id}`,
        `/hankun/project/base?projectId=${id}`,
        `/hankun/project/money?projectId=${id}`,
        `/hankun/project/endDetail/${id}`,
        `/hankun/project/checkHistory?projectId=${id}`,
        `/hankun/project/closingChecklist?projectId=${id}`,
        `/hankun/project/closeProjectInfo?projectId=${id}`,
        `/hankun/project/endFiles/list?projectId=${id}`,
        `/hankun/project/worklogSums/${id}`,
        `/hankun/project/workChecker?projectId=${id}`,
        `/hankun/files/list?source=1&onlyId=${id}`,
      ]),
      `/hankun/files/list?source=0&onlyId=${x.lawyer.userId}`,
      ...x.ids.worklog.map((id) => `/hankun/worklog/${id}`),
      ...x.ids.leave.map((id) => `/hankun/leave/${id}`),
      ...x.ids.overtime.map((id) => `/hankun/overtime/${id}`),
      ...x.ids.request.map((id) => `/simpleForm/${id}`),
      ...x.ids.instance.map((id) => `/process/instance/${id}`),
      ...x.approvalRecords.map(
        ([type, id]) => `/process/instance/byRecord?businessType=${type}&recordId=${id}`,
      ),
      ...x.ids.shortcut.map((id) => `/hankun/shortcut/${id}`),
      ...x.ids.share.map((id) => `/share/share/${id}`),
      ...x.ids.file.flatMap((id) => [
        `/hankun/files/${id}`,
        `/v2/files/history/${id}`,
        `/v2/files/download?id=${id}`,
      ]),
      ...x.filePaths.flatMap((path) => [
        `/hankun/file/downloadFile?fileName=${encodeURIComponent(path)}`,
        `/hankun/filePreview/preview?fileName=${encodeURIComponent(path)}`,
        `/v2/files/preview/preview?fileName=${encodeURIComponent(path)}`,
        `/hankun/files/showImage?path=${encodeURIComponent(path)}`,
        `/hankun/filePreview/converted?filePath=${encodeURIComponent(path)}`,
      ]),
    ];
    const answers: string[] = [];
    for (const url of urls) {
      const answer = await get(t.app, reader().token, url);
      if (!REFUSED.includes(answer.code)) answers.push(`${url}: ${answer.code}`);
      for (const leak of leaksOf(answer, x, url)) answers.push(`${url}: ${leak}`);
    }
    expect(answers).toEqual([]);
    // The rate answers one refusal for every reason (decision 0026): as for a case that is not there.
    const missing = await callApi(t.app, 'GET', '/hankun/worklog/rate?projectId=999999', reader().token);
    expect(missing.code).toBe(400);
    for (const id of x.ids.project)
      expect(await callApi(t.app, 'GET', `/hankun/worklog/rate?projectId=${id}`, reader().token)).toEqual(
        missing,
      );
  });

  it('leave the walled case out of the pickers; show the open case and the leave only as designed', async () => {
    const x = victim();
    const walled = await callApi(
      t.app,
      'GET',
      `/hankun/project/selectList?query=${encodeURIComponent(x.markers.wallcn)}`,
      reader().token,
    );
    expect(walled).toMatchObject({ code: 200, data: [] });
    const byId = await callApi(
      t.app,
      'GET',
      `/hankun/project/selectList?id=${x.walledCaseId}`,
      reader().token,
    );
    expect(byId).toMatchObject({ code: 200, data: [] });
    for (const query of [x.markers.opencn, x.markers.wallcn]) {
      const forTime = await callApi(
        t.app,
        'GET',
        `/hankun/project/selectList?worklogType=1&query=${encodeURIComponent(query)}`,
        reader().token,
      );
      expect(forTime).toMatchObject({ code: 200, data: [] });
    }
    // The unwalled case is offered by number and name only, as decision 0025 says.
    const open = await callApi(
      t.app,
      'GET',
      `/hankun/project/selectList?query=${encodeURIComponent(x.markers.opencn)}`,
      reader().token,
    );
    expect(open.data).toEqual([{ id: x.openCaseId, name: x.markers.opencn, number: x.markers.opennumber }]);
    // "Who is away" names the colleague on her approved leave, without its type (decision 0018).
    const away = await callApi(t.app, 'GET', `/hankun/leave/today?day=${x.leaveDay}`, reader().token);
    expect(away.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ leaveId: x.ids.leave[0], applicantId: x.lawyer.userId, leaveType: null }),
      ]),
    );
  });

  it('refuse a conflict check, a download by POST and a conversion of the world’s records', async () => {
    const x = victim();
    for (const projectId of x.ids.project) {
      const check = await callApi(t.app, 'POST', '/hankun/project/matchProject', reader().token, {
        projectId,
      });
      expect(REFUSED, `matchProject ${projectId}: ${check.msg}`).toContain(check.code);
    }
    for (const filePath of x.filePaths) {
      for (const url of ['/hankun/files/fileDownload', '/hankun/filePreview/convert']) {
        const answer = await readAnswer(
          await t.app.inject({
            method: 'POST',
            url: `${API}${url}`,
            headers: bearer(reader().token),
            payload: { filePath },
          }),
        );
        expect(REFUSED, `${url} ${filePath}`).toContain(answer.code);
        expect(leaksOf(answer, x, '')).toEqual([]);
      }
    }
  });
});

describe('changes to the other world’s records', () => {
  it('are tried on every change route the people of a world may call, or left out for a reason', () => {
    const callable = Object.keys(ROUTE_MATRIX).filter(
      (route) => !route.startsWith('GET ') && callableBySomeone(route),
    );
    const unlisted = callable.filter((route) => !CHANGE_ROUTES.includes(route) && !(route in NOT_TARGETED));
    expect(unlisted).toEqual([]);
    const listed = [...CHANGE_ROUTES, ...Object.keys(NOT_TARGETED)];
    expect(listed.filter((route) => !callable.includes(route))).toEqual([]);
  });

  it.each((['B', 'A'] as const).flatMap((name) => MEMBERS.map((role) => [name, role] as const)))(
    'are refused to world %s’s %s, and leave the records as they were',
    async (name, role) => {
      const mine = worlds[name];
      const x = otherOf(name);
      const attacker: Attacker = { firm, me: memberOf(mine, role), mine };
      const before = await footprint(firm, x);
      const allowed: string[] = [];
      const attempts = attemptsOn(x, attacker, (route) => mayCall(attacker.me, ROUTE_MATRIX[route]!));
      await inPool(attempts, 4, async (attempt) => {
        const answer = await attempt.send(attacker.me.token);
        if (!(attempt.refused ?? REFUSED).includes(answer.code))
          allowed.push(`${attempt.what}: ${answer.code} ${answer.msg}`);
        const leaks = leaksOf({ code: answer.code, text: JSON.stringify(answer), json: answer }, x, '');
        for (const leak of leaks) allowed.push(`${attempt.what} told ${leak}`);
      });
      expect(allowed).toEqual([]);
      expect(attempts.length).toBeGreaterThan(40);
      expect(await footprint(firm, x)).toEqual(before);
    },
    120_000,
  );
});

describe('live messages', () => {
  it('carry nothing of one world to the sockets of the other', () => {
    for (const name of ['A', 'B'] as const) {
      const heard = sockets[name].flatMap((client) => client.messages);
      const leaks = heard.flatMap((message) => {
        const answer: Answer = { code: 200, text: JSON.stringify(message), json: message };
        return leaksOf(answer, otherOf(name), '').map((leak) => `${String(message.event)}: ${leak}`);
      });
      expect(leaks).toEqual([]);
    }
  });

  it('did carry each world’s own timer to its lawyer (so the silence above means something)', () => {
    for (const name of ['A', 'B'] as const) expect(ownTimerMessage(name), `world ${name}`).toBeDefined();
  });

  it('refuses a socket opened with the other world’s user id', async () => {
    const client = await connectLive(t.app, `?userId=${worlds.A.lawyer.userId}`, worlds.B.lawyer.token);
    expect((await closedWithin(client)).code).toBe(LIVE_SOCKET_CLOSE.forbidden);
  });
});

/**
 * Which of their own world's cases each role finds in a case export, by scope: the team (lawyer,
 * partner, secretary) both of theirs; finance the unwalled one among all; HR and administration,
 * on no team, none.
 */
const TEAM_EXPORT = ['all:open', 'all:walled', 'mine:open', 'mine:walled'];
const OWN_EXPORTED: Record<Member, string[]> = {
  lawyer: TEAM_EXPORT,
  partner: TEAM_EXPORT,
  secretary: TEAM_EXPORT,
  finance: ['all:open'],
  hr: [],
  administration: [],
};

describe('exports, read row by row', () => {
  // Only administrators export cases in the seeded firm; here every member of both worlds may,
  // through a role of their own, so the export's wall is what is tested.
  beforeAll(() =>
    grantCaseExport(
      firm,
      people().map((who) => who.userId),
    ),
  );

  it.each((['B', 'A'] as const).flatMap((name) => MEMBERS.map((role) => [name, role] as const)))(
    'hand world %s’s %s no case of the other world, finance its unwalled one as designed',
    async (name, role) => {
      const own = worlds[name];
      const x = otherOf(name);
      const token = await signIn(t.app, memberOf(own, role).userName);
      const searches = [x.markers.opencn, x.markers.wallcn, x.markers.wallnumber];
      const bodies = [
        { scope: 'all' },
        { scope: 'mine' },
        ...searches.map((keyword) => ({ scope: 'all', keyword })),
      ];
      const ownRows = new Set<string>();
      const otherRows = new Set<string>();
      for (const body of bodies) {
        const rows = await exportRows(t.app, token, '/hankun/project/export', body);
        if (typeof rows === 'number') throw new Error(`export ${JSON.stringify(body)} answered ${rows}`);
        for (const row of rows.slice(1)) {
          const mine = caseOfRow(own, row);
          const theirs = caseOfRow(x, row);
          if (mine) ownRows.add(`${body.scope}:${mine}`);
          if (theirs) otherRows.add(theirs);
        }
      }
      expect([...otherRows]).toEqual(role === 'finance' ? ['open'] : []);
      expect([...ownRows].sort()).toEqual(OWN_EXPORTED[role]);
    },
  );

  it.each(['A', 'B'] as const)(
    'hand world %s’s HR the firm’s accounts and nothing of the other world',
    async (name) => {
      const token = await signIn(t.app, worlds[name].staff.hr.userName);
      const rows = await exportRows(t.app, token, '/system/user/export', {});
      if (typeof rows === 'number') throw new Error(`user export answered ${rows}`);
      const x = otherOf(name);
      // Accounts are the firm's, HR's to keep (decision 0012): the other world's people are rows.
      expect(rows.flat()).toEqual(expect.arrayContaining(membersOf(x).map((who) => who.userName)));
      expect(rows.flat().filter((cell) => cell.toLowerCase().includes(x.tag))).toEqual([]);
    },
  );
});
