import { z } from 'zod';
import { caseWorklogSumsView } from '../worklogs/worklog.views.ts';
import { HIT_ANSWERS } from './case.schemas.ts';
import { CLOSING_INFO_KINDS } from './closing-info.schemas.ts';

/** A row of the case lists (my cases, all cases, audit lists). */
export const caseRowView = z.object({
  projectId: z.number(),
  number: z.string().nullable(),
  nameCn: z.string(),
  nameEn: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  status: z.number(),
  practiceArea: z.string(),
  projectType: z.string(),
  officeId: z.number(),
  partnerId: z.number().nullable(),
  partnerName: z.string(),
  restricted: z.boolean(),
  special: z.boolean(),
  applicantId: z.number(),
  appliedAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CaseRow = z.infer<typeof caseRowView>;

export const casePartyView = z.object({
  partyId: z.number(),
  role: z.string(),
  name: z.string(),
  formerNames: z.array(z.string()),
  aliases: z.array(z.string()),
  registrationNumber: z.string(),
});

export const caseMemberView = z.object({
  userId: z.number(),
  role: z.string(),
  hourlyRate: z.string().nullable(),
  nickName: z.string(),
  nameEn: z.string(),
  userno: z.string(),
});

export const caseEventView = z.object({
  eventId: z.number(),
  action: z.string(),
  fromStatus: z.number().nullable(),
  toStatus: z.number().nullable(),
  comment: z.string(),
  actorId: z.number(),
  actorName: z.string(),
  at: z.string(),
});

/** What the reader may do with the case now; the buttons follow it, the server checks again. */
export const caseAbilitiesView = z.object({
  edit: z.boolean(),
  checkConflicts: z.boolean(),
  settle: z.boolean(),
  close: z.boolean(),
  restart: z.boolean(),
  reset: z.boolean(),
  setSpecial: z.boolean(),
  readyForSettlement: z.boolean(),
  /** File or correct the deal facts of closing (M&A, VC/PE, fund). */
  closingInfo: z.boolean(),
  /** Replace the team (spec resetProjectLawyer): its partner or an editor, until the case ends. */
  editTeam: z.boolean(),
  /** Keep the remark and the bill reminder: its partner or a lead lawyer, or an editor. */
  editNotes: z.boolean(),
  /** Open a follow-on matter from a closed case (spec restart2): its team members who may apply. */
  followOn: z.boolean(),
  /** Correct or add parties to the open case: its team, or an editor (issue 27 item 9). */
  editParties: z.boolean(),
});

/** A party change waiting for the partner because its conflict check found hits. */
export const pendingPartyChangeView = z.object({
  changeId: z.number(),
  parties: z.array(casePartyView.omit({ partyId: true })),
  reason: z.string(),
  checkId: z.number(),
  hits: z.number(),
  requestedBy: z.number(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  instanceId: z.number().nullable(),
});
export type PendingPartyChange = z.infer<typeof pendingPartyChangeView>;

/** What a party change did: written at once, or sent to the partner with the check's hits. */
export const partyChangeResultView = z.object({
  applied: z.boolean(),
  checkId: z.number().nullable(),
  hits: z.number(),
});

export const caseDetailView = caseRowView.extend({
  category: z.string(),
  description: z.string(),
  feeType: z.string(),
  feeAmount: z.string().nullable(),
  contingencyRate: z.string().nullable(),
  currency: z.string(),
  budget: z.string().nullable(),
  remark: z.string(),
  billRemind: z.string(),
  readyForSettlement: z.boolean(),
  closedAt: z.string().nullable(),
  instanceId: z.number().nullable(),
  parties: z.array(casePartyView),
  team: z.array(caseMemberView),
  relatedProjects: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      number: z.string().nullable(),
      /** Whether the reader may open it; when not, only number (and name outside a wall) is given. */
      visible: z.boolean(),
      status: z.number().nullable(),
      clientName: z.string(),
    }),
  ),
  /** Dictionary `hk_expense_type` values allowed on the case; empty: every type. */
  expenseTypes: z.array(z.string()),
  events: z.array(caseEventView),
  pendingPartyChange: pendingPartyChangeView.nullable(),
  can: caseAbilitiesView,
});
export type CaseDetail = z.infer<typeof caseDetailView>;

/** One hit of a conflict check. A walled hit carries no case, name or number: only `walled`. */
export const conflictHitView = z.object({
  hitId: z.number(),
  queryName: z.string(),
  walled: z.boolean(),
  matched: z.string(),
  reason: z.string(),
  /** What the hit rests on (pinyin, cantonese, wadeGiles, slip, homophone, normalised …); its grade follows. */
  basis: z.string(),
  /** Found through the well-known-names dictionary: the dictionary's name that matched. */
  via: z.string().nullable(),
  /** The calibrated confidence, 0–1. */
  score: z.string(),
  source: z.string(),
  /** The other case (for a party) or the client, when not walled. */
  projectId: z.number().nullable(),
  projectNumber: z.string().nullable(),
  projectName: z.string().nullable(),
  projectStatus: z.number().nullable(),
  partyRole: z.string().nullable(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  answer: z.enum(HIT_ANSWERS).nullable(),
  note: z.string(),
  /** The same hit in the case's previous check: the applicant's answer there is offered again. */
  previousHitId: z.number().nullable(),
  /** The answer and note were carried over from the previous check (issue 26). */
  carried: z.boolean(),
});
export type ConflictHitRow = z.infer<typeof conflictHitView>;

export const conflictCheckView = z.object({
  checkId: z.number(),
  projectId: z.number().nullable(),
  checkedBy: z.number(),
  checkedByName: z.string(),
  checkedAt: z.string(),
  queries: z.array(z.object({ name: z.string(), registrationNumber: z.string() })),
  hits: z.array(conflictHitView),
  /** The latest check of a case is current until its parties or client change. */
  current: z.boolean(),
});
export type ConflictCheckRow = z.infer<typeof conflictCheckView>;

export const closingCheckView = z.object({
  check: z.string(),
  passed: z.boolean(),
  /** How many open items, e.g. unbilled time entries. */
  count: z.number(),
  /** Where the team clears it (a route in the app). */
  link: z.string(),
});

export const caseCountsView = z.object({
  draft: z.number(),
  preCheck: z.number(),
  establishment: z.number(),
  active: z.number(),
  closingAudit: z.number(),
  closed: z.number(),
  declined: z.number(),
});

/**
 * The closing record of a case (spec endDetail): its latest request to close, the checklist items
 * that failed then with the override reasons (every other item passed when asked), and what the
 * closing audit did with it.
 */
export const caseClosingRecordView = z.object({
  projectId: z.number(),
  number: z.string().nullable(),
  nameCn: z.string(),
  nameEn: z.string(),
  status: z.number(),
  reason: z.string(),
  requestedBy: z.number(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  overrides: z.array(z.object({ check: z.string(), openItems: z.number(), reason: z.string() })),
  /** The closing audit's steps after the request: submitted, step approved, approved, sent back... */
  decisions: z.array(
    z.object({ action: z.string(), actorId: z.number(), actorName: z.string(), at: z.string() }),
  ),
  closedAt: z.string().nullable(),
  /** The closing information filed (M&A, VC/PE, fund), or null. */
  closingInfoKind: z.enum(CLOSING_INFO_KINDS).nullable(),
});
export type CaseClosingRecord = z.infer<typeof caseClosingRecordView>;

/** A case's money at a glance (spec money): the engagement's terms and the time recorded. */
export const caseMoneyView = z.object({
  projectId: z.number(),
  /** The case's number and name in the reader's language, for a warning that names it. */
  caseNumber: z.string().nullable(),
  caseName: z.string(),
  feeType: z.string(),
  feeAmount: z.string().nullable(),
  contingencyRate: z.string().nullable(),
  currency: z.string(),
  budget: z.string().nullable(),
  /** The time on the case, as the timekeeping module sums it (hours, unbilled value per currency). */
  time: caseWorklogSumsView,
  /** Billed (issued bills less credit notes) and received (receipts allocated), in the case's currency. */
  billed: z.string(),
  received: z.string(),
  /** The expense budget in CNY (decision 0044), null when none is set. */
  expenseBudget: z.string().nullable(),
  /** Expense claims on the case in CNY: approved or paid, and still in approval. */
  expenseSpent: z.string(),
  expensePending: z.string(),
  /** Whether the reader may change the expense budget (the team's partner or lead, an administrator). */
  mayEditExpenseBudget: z.boolean(),
});
export type CaseMoney = z.infer<typeof caseMoneyView>;

/** Why a person may not record time on a case now. */
export const CASE_TIME_REFUSALS = ['caseNotOpen', 'notOnTeam'] as const;
export type CaseTimeRefusal = (typeof CASE_TIME_REFUSALS)[number];

/** Whether a person may record time on the case now, and why not (spec workChecker). */
export const workCheckerView = z.object({
  projectId: z.number(),
  userId: z.number(),
  allowed: z.boolean(),
  reason: z.enum(CASE_TIME_REFUSALS).nullable(),
  /** The reason in the reader's language; '' when allowed. */
  message: z.string(),
});
export type WorkChecker = z.infer<typeof workCheckerView>;
