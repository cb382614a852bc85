/**
 * approval-burst (issue 25 item 4): a leave request's approval clicked `clicks` times at once
 * (separate connections, each request signed afresh), `rounds` times, while another person keeps
 * opening the case list. Expected: one success per burst, every other click a 409, no 5xx; the
 * list's p99 during the bursts within 2x its p99 measured just before without them.
 */

import { type Answer, call, figure, percentile, print, send } from './burst-client.ts';
import { prepareRequest, type Session, signIn } from './client.ts';
import type { SizeKey } from './firm-data.ts';
import { loadServer } from './load.ts';
import { type Figure, record } from './results.ts';
import { caseListUrl } from './scenario-requests.ts';

export interface ApprovalBurstOptions {
  size: SizeKey;
  clicks: number;
  rounds: number;
}

/** The other person's list load: a few tabs' worth, not a load test of its own. */
const LIST_CONNECTIONS = 2;
const LIST_SECONDS = 20;

/** The demo firm's applicant and her department head (the leave workflow's first approver). */
const APPLICANT = 'guojing';
const APPROVER = 'zhangzhiqiang';

/** A weekday far in the future, different each call, for a one-day leave nobody else holds. */
function freeWeekday(round: number): string {
  const base = Date.UTC(2040, 0, 2) + Math.floor(Math.random() * 3_000) * 86_400_000 + round * 86_400_000;
  const day = new Date(base);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The applicant files a day of personal leave; answers its request's instance and the head's task. */
async function pendingApproval(
  baseUrl: string,
  applicant: Session,
  approver: Session,
  round: number,
): Promise<{ instanceId: number; taskId: number }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const day = freeWeekday(round + attempt * 7);
    const filed = await call(baseUrl, applicant, {
      method: 'POST',
      url: '/venus-api/hankun/leave',
      json: { leaveType: 'personal', start: day, startHalf: 'am', end: day, endHalf: 'pm', reason: '压测' },
    });
    if (filed.code !== 200) {
      console.warn(`  leave for ${day} refused: ${filed.msg}`);
      continue;
    }
    const { instanceId } = filed.data as { instanceId: number };
    const tasks = await call(baseUrl, approver, {
      method: 'GET',
      url: '/venus-api/process/project/userTask/list?state=pending&pageNum=1&pageSize=200',
    });
    const task = (tasks.rows as { taskId: number; instanceId: number }[] | undefined)?.find(
      (row) => row.instanceId === instanceId,
    );
    if (!task) throw new Error(`${APPROVER} has no task for request ${instanceId}: ${tasks.msg}`);
    return { instanceId, taskId: task.taskId };
  }
  throw new Error('no leave request could be filed');
}

export async function approvalBurst(
  baseUrl: string,
  listers: Session[],
  { size, clicks: CLICKS, rounds: ROUNDS }: ApprovalBurstOptions,
): Promise<Figure[]> {
  const scenario = `approval-burst (${CLICKS} clicks)`;
  console.info(`\n${scenario}, ${ROUNDS} rounds, beside the case list on ${LIST_CONNECTIONS} connections`);
  const applicant = await signIn(baseUrl, APPLICANT);
  const approver = await signIn(baseUrl, APPROVER);
  let counter = 0;
  const nextList = () => {
    const i = counter++;
    return prepareRequest(listers[i % listers.length] as Session, { method: 'GET', url: caseListUrl(i) });
  };
  const listLoad = { connections: LIST_CONNECTIONS, seconds: LIST_SECONDS, checkEnvelope: true };
  await loadServer(baseUrl, nextList, { ...listLoad, seconds: 2 });
  const quiet = await loadServer(baseUrl, nextList, listLoad);
  console.info(`  case list alone: p50 ${quiet.p50.toFixed(1)} ms, p99 ${quiet.p99.toFixed(1)} ms`);

  const instances: number[] = [];
  const clicks: Answer[] = [];
  let winners = 0;
  let burstsWithOneWinner = 0;
  const during = loadServer(baseUrl, nextList, listLoad);
  const bursts = (async () => {
    // Spread over the list's run, the first one after a second of it.
    const gap = (LIST_SECONDS * 1000) / (ROUNDS + 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const { instanceId, taskId } = await pendingApproval(baseUrl, applicant, approver, round);
      instances.push(instanceId);
      const click = { method: 'POST' as const, url: `/venus-api/process/task/${taskId}/approve`, json: {} };
      const prepared = Array.from({ length: CLICKS }, () => prepareRequest(approver, click));
      const answers = await Promise.all(prepared.map((request) => send(baseUrl, request)));
      clicks.push(...answers);
      const won = answers.filter((answer) => answer.code === 200).length;
      winners += won;
      if (won === 1) burstsWithOneWinner += 1;
      const wait = gap - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  const [busy] = await Promise.all([during, bursts]);
  // The requests stay pending on HR's step: the applicant takes them back.
  for (const instanceId of instances)
    await call(baseUrl, applicant, {
      method: 'POST',
      url: `/venus-api/process/instance/${instanceId}/cancelWithdraw`,
      json: {},
    });

  const conflicts = clicks.filter((answer) => answer.code === 409);
  const failures = clicks.filter(
    (answer) => answer.status !== 200 || answer.code === null || answer.code >= 500,
  );
  const others = clicks.length - winners - conflicts.length - failures.length;
  const messages = [...new Set(conflicts.map((answer) => answer.msg))];
  console.info(`  409 messages: ${messages.join(' | ')}`);
  if (failures.length > 0)
    console.info(
      `  failures: ${failures
        .slice(0, 5)
        .map((f) => f.msg)
        .join(' | ')}`,
    );
  if (others > 0)
    console.info(
      `  other answers: ${clicks
        .filter((a) => a.code !== 200 && a.code !== 409)
        .slice(0, 5)
        .map((a) => `${a.code} ${a.msg}`)
        .join(' | ')}`,
    );
  const clickMs = clicks.map((answer) => answer.ms);
  const figures = [
    figure(
      scenario,
      'bursts with exactly one success',
      burstsWithOneWinner,
      ROUNDS,
      'bursts',
      '= bursts',
      burstsWithOneWinner === ROUNDS,
    ),
    figure(
      scenario,
      '409 answers',
      conflicts.length,
      ROUNDS * (CLICKS - 1),
      'the other clicks',
      '= the other clicks',
      conflicts.length === ROUNDS * (CLICKS - 1),
    ),
    figure(
      scenario,
      '5xx or transport errors',
      failures.length,
      clicks.length,
      'clicks',
      '0',
      failures.length === 0,
    ),
    figure(scenario, 'click p99 ms', percentile(clickMs, 99), quiet.p99, 'case list p99 alone', null, null),
    figure(
      scenario,
      'case list p99 ms in bursts',
      busy.p99,
      quiet.p99,
      'case list p99 alone',
      '≤ 2×',
      busy.p99 <= 2 * quiet.p99,
    ),
    figure(scenario, 'case list p50 ms in bursts', busy.p50, quiet.p50, 'case list p50 alone', null, null),
    figure(
      scenario,
      'case list errors in bursts',
      busy.errors,
      busy.requests,
      'requests',
      '0',
      busy.errors === 0,
    ),
  ];
  print(figures);
  await record(size, 'approval-burst', figures, { clicks: CLICKS, rounds: ROUNDS, quiet, busy, messages });
  return figures;
}
