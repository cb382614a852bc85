import type { WorkCalendar } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { Executor } from '../../platform/db/database.ts';

/** What time entries need to know of a case; asked of the cases module, never of its tables. */
export interface WorklogCase {
  projectId: number;
  number: string | null;
  nameCn: string;
  nameEn: string;
  clientId: number;
  status: number;
  restricted: boolean;
  feeType: string;
  currency: string;
}

export interface WorklogCaseMember {
  projectId: number;
  userId: number;
  /** `TEAM_ROLE`: partner '1', lead '2', member '3', secretary '4'. */
  role: string;
  hourlyRate: string | null;
}

/** The cases module's answers (wired in services.ts). */
export interface WorklogCases {
  /** Cases by id, whoever asks: callers check the wall themselves. A missing id is absent. */
  casesByIds(projectIds: readonly number[], tx?: Executor): Promise<Map<number, WorklogCase>>;
  teamsOf(projectIds: readonly number[], tx?: Executor): Promise<WorklogCaseMember[]>;
  /** Whether this person may see the case (decision 0025); false for a case that does not exist. */
  canView(ctx: SignedInContext, projectId: number, tx?: Executor): Promise<boolean>;
  /** Cases on which the person is the responsible partner or a lead lawyer. */
  caseIdsLedBy(userId: number, tx?: Executor): Promise<number[]>;
  /** Walled cases this person is outside the wall of: nothing of their time may reach them. */
  hiddenCaseIds(ctx: SignedInContext, tx?: Executor): Promise<number[]>;
  /** Cases whose number or name (either language) contains the text. */
  caseIdsMatching(text: string, tx?: Executor): Promise<number[]>;
}

export interface WorklogPerson {
  userId: number;
  nickName: string;
  nameEn: string;
}

/** The users module's answers. */
export interface WorklogPeople {
  byIds(userIds: readonly number[], tx?: Executor): Promise<Map<number, WorklogPerson>>;
  /** People whose department or office is this unit. */
  idsInUnit(unitId: number, tx?: Executor): Promise<number[]>;
}

/** The firm's calendar (holidays module), for missing working days. */
export type CalendarBetween = (start: string, end: string, tx?: Executor) => Promise<WorkCalendar>;
