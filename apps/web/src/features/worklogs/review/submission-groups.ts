import type { WorklogView } from '@venus/shared';
import { sumHours } from '../worklog-totals.ts';

/** One timekeeper's send of time on one case: the partner confirms or sends it back whole. */
export interface SubmissionGroup {
  /** `s<id>`, or `w<id>` for an entry outside any submission (confirmed before, or adjusted alone). */
  key: string;
  submissionId: number | null;
  userName: string;
  userNameEn: string;
  projectName: string;
  projectNumber: string | null;
  entries: WorklogView[];
  hours: string;
  from: string;
  to: string;
  /** Whether the partner can still confirm it (every entry says so). */
  canConfirm: boolean;
}

/** The page's entries grouped by submission, in the order the first of each arrived. */
export function groupBySubmission(entries: readonly WorklogView[]): SubmissionGroup[] {
  const groups = new Map<string, WorklogView[]>();
  for (const entry of entries) {
    const key = entry.submissionId === null ? `w${entry.worklogId}` : `s${entry.submissionId}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.entries()].map(([key, members]) => {
    const [first] = members as [WorklogView, ...WorklogView[]];
    const dates = members.map((entry) => entry.workDate).sort();
    return {
      key,
      submissionId: first.submissionId,
      userName: first.userName,
      userNameEn: first.userNameEn,
      projectName: first.projectName,
      projectNumber: first.projectNumber,
      entries: [...members].sort((a, b) => a.workDate.localeCompare(b.workDate)),
      hours: sumHours(members),
      from: dates[0] ?? first.workDate,
      to: dates[dates.length - 1] ?? first.workDate,
      canConfirm: first.submissionId !== null && members.every((entry) => entry.can.confirm),
    };
  });
}
