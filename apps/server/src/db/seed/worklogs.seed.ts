import {
  addDays,
  chooseRate,
  DEFAULT_SCORE_RULES,
  entryAmount,
  FEE_TYPE,
  formatIsoDate,
  isWorkingDay,
  scoreNarrative,
  type WorklogStatus,
} from '@venus/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { projectMembers, projects, timekeeperRates, users, worklogSubmissions, worklogs } from '../schema.ts';
import { coded, type DictSeed } from './dictionaries.seed.ts';
import { STAFF } from './users.seed.ts';

/** The optional UTBMS codes of a time entry (ABA litigation code set) and the timekeeper levels. */
export const WORKLOG_DICTIONARIES: readonly DictSeed[] = [
  {
    dictType: 'hk_utbms_task',
    dictName: 'UTBMS 任务代码',
    dictNameEn: 'UTBMS task codes',
    remark: 'UTBMS litigation task codes (L100–L500) for LEDES billing',
    items: coded([
      ['L110', '事实调查与梳理', 'Fact Investigation/Development'],
      ['L120', '分析与策略', 'Analysis/Strategy'],
      ['L130', '专家与顾问', 'Experts/Consultants'],
      ['L140', '文件与卷宗管理', 'Document/File Management'],
      ['L150', '预算', 'Budgeting'],
      ['L160', '和解与非诉纠纷解决', 'Settlement/Non-Binding ADR'],
      ['L190', '其他案件评估与管理', 'Other Case Assessment, Development and Administration'],
      ['L210', '起诉状与答辩状', 'Pleadings'],
      ['L220', '诉前保全与临时措施', 'Preliminary Injunctions/Provisional Remedies'],
      ['L230', '法院组织的会议', 'Court Mandated Conferences'],
      ['L240', '处分性动议', 'Dispositive Motions'],
      ['L250', '其他书面申请与意见', 'Other Written Motions and Submissions'],
      ['L310', '书面证据交换', 'Written Discovery'],
      ['L320', '文件出示', 'Document Production'],
      ['L330', '证人取证', 'Depositions'],
      ['L340', '专家证据', 'Expert Discovery'],
      ['L350', '证据相关申请', 'Discovery Motions'],
      ['L390', '其他证据工作', 'Other Discovery'],
      ['L410', '事实证人', 'Fact Witnesses'],
      ['L420', '专家证人', 'Expert Witnesses'],
      ['L430', '庭审书面申请与意见', 'Written Motions and Submissions'],
      ['L440', '其他庭审准备', 'Other Trial Preparation and Support'],
      ['L450', '出庭与参加听证', 'Trial and Hearing Attendance'],
      ['L460', '庭后申请与意见', 'Post-Trial Motions and Submissions'],
      ['L470', '执行', 'Enforcement'],
      ['L510', '上诉申请与意见', 'Appellate Motions and Submissions'],
      ['L520', '上诉状与代理词', 'Appellate Briefs'],
      ['L530', '二审庭审辩论', 'Oral Argument'],
    ]),
  },
  {
    dictType: 'hk_utbms_activity',
    dictName: 'UTBMS 活动代码',
    dictNameEn: 'UTBMS activity codes',
    remark: 'UTBMS activity codes (A101–A111) for LEDES billing',
    items: coded([
      ['A101', '计划与准备', 'Plan and prepare for'],
      ['A102', '研究', 'Research'],
      ['A103', '起草/修改', 'Draft/revise'],
      ['A104', '审阅/分析', 'Review/analyze'],
      ['A105', '所内沟通', 'Communicate (in firm)'],
      ['A106', '与客户沟通', 'Communicate (with client)'],
      ['A107', '与其他外部律师沟通', 'Communicate (other outside counsel)'],
      ['A108', '与其他外部人士沟通', 'Communicate (other external)'],
      ['A109', '出席', 'Appear for/attend'],
      ['A110', '数据与文件管理', 'Manage data/files'],
      ['A111', '其他', 'Other'],
    ]),
  },
  {
    dictType: 'hk_timekeeper_level',
    dictName: '计时人员级别',
    dictNameEn: 'Timekeeper level',
    remark: 'Timekeeper level, for the standard hourly rate',
    items: coded([
      ['partner', '合伙人', 'Partner'],
      ['counsel', '顾问律师', 'Counsel'],
      ['seniorAssociate', '资深律师', 'Senior associate'],
      ['associate', '律师', 'Associate'],
      ['paralegal', '律师助理', 'Paralegal'],
    ]),
  },
];

/** Standard Beijing market rates per level, in CNY per hour. */
const LEVEL_RATES = {
  partner: '5000.00',
  counsel: '4000.00',
  seniorAssociate: '3000.00',
  associate: '2000.00',
  paralegal: '800.00',
} as const;
type Level = keyof typeof LEVEL_RATES;

/** Lawyers of six years' call or more in the demo firm. */
const SENIOR_ASSOCIATES = new Set(['sunyue', 'zhulihua', 'guojing', 'tangsiyuan']);
/** Senior lawyers who are not partners: the firm's counsel (顾问律师). */
const COUNSEL = new Set(['gaoxiang', 'songwenbo']);

function levelOf(userName: string, role: string): Level | null {
  if (role === 'partner') return 'partner';
  if (role === 'lawyer' && COUNSEL.has(userName)) return 'counsel';
  if (role === 'lawyer') return SENIOR_ASSOCIATES.has(userName) ? 'seniorAssociate' : 'associate';
  if (role === 'secretary') return 'paralegal';
  return null;
}

interface EntrySeed {
  userName: string;
  caseName: string;
  /** Working days before today: 1 is the last one. */
  daysBack: number;
  hours: string;
  narrative: string;
  taskCode?: string;
  activityCode: string;
  status: WorklogStatus;
}

const XINGHE_B = '星河智能B轮融资';
const GUANGHUA_COPYRIGHT = '光华传媒诉云帆网络著作权侵权纠纷';

/** A few days of time on the open demo cases: confirmed earlier, drafts of the last days, one vague. */
const ENTRIES: readonly EntrySeed[] = [
  {
    userName: 'guojing',
    caseName: XINGHE_B,
    daysBack: 3,
    hours: '3.5',
    narrative: '审阅目标公司股东协议及公司章程，整理B轮投资条款中反稀释与优先清算安排的问题清单',
    activityCode: 'A104',
    status: 'confirmed',
  },
  {
    userName: 'guojing',
    caseName: XINGHE_B,
    daysBack: 3,
    hours: '1.0',
    narrative: '与张志强律师讨论交易结构及员工持股平台安排',
    activityCode: 'A105',
    status: 'confirmed',
  },
  {
    userName: 'guojing',
    caseName: XINGHE_B,
    daysBack: 2,
    hours: '4.0',
    narrative: '起草B轮增资协议初稿，包括估值调整、回购及信息权条款',
    activityCode: 'A103',
    status: 'confirmed',
  },
  {
    userName: 'guojing',
    caseName: XINGHE_B,
    daysBack: 1,
    hours: '2.5',
    narrative: '修改股东协议第二稿，落实投资人关于董事会席位和保护性条款的意见',
    activityCode: 'A103',
    status: 'draft',
  },
  {
    userName: 'guojing',
    caseName: XINGHE_B,
    daysBack: 1,
    hours: '0.5',
    narrative: '沟通',
    activityCode: 'A106',
    status: 'draft',
  },
  {
    userName: 'luoxue',
    caseName: GUANGHUA_COPYRIGHT,
    daysBack: 3,
    hours: '3.0',
    narrative: '整理被告网站侵权作品的公证证据并制作证据目录',
    taskCode: 'L110',
    activityCode: 'A104',
    status: 'confirmed',
  },
  {
    userName: 'luoxue',
    caseName: GUANGHUA_COPYRIGHT,
    daysBack: 2,
    hours: '2.0',
    narrative: '起草民事起诉状及诉前证据保全申请书',
    taskCode: 'L210',
    activityCode: 'A103',
    status: 'draft',
  },
  {
    userName: 'luoxue',
    caseName: GUANGHUA_COPYRIGHT,
    daysBack: 1,
    hours: '1.5',
    narrative: '研究',
    taskCode: 'L120',
    activityCode: 'A102',
    status: 'draft',
  },
];

/** The last `count` weekdays before today, most recent first. */
function lastWorkingDays(count: number): string[] {
  const noHolidays = { holidays: new Set<string>(), workdays: new Set<string>() };
  const days: string[] = [];
  for (let day = addDays(formatIsoDate(new Date()), -1); days.length < count; day = addDays(day, -1))
    if (isWorkingDay(day, noHolidays)) days.push(day);
  return days;
}

/** Standard rates of every fee earner, and a few days of demo time (decision 0026). */
export async function seedWorklogs(tx: Executor): Promise<void> {
  const people = await tx.select({ userId: users.userId, userName: users.userName }).from(users);
  const userId = new Map(people.map((row) => [row.userName, row.userId]));
  const rates = STAFF.flatMap((person) => {
    const level = levelOf(person.userName, person.role);
    return level
      ? [{ userId: userId.get(person.userName)!, level, rate: LEVEL_RATES[level], currency: 'CNY' }]
      : [];
  });
  await tx.insert(timekeeperRates).values(rates);
  const rateOf = new Map(rates.map((row) => [row.userId, row]));

  const cases = await tx
    .select()
    .from(projects)
    .where(inArray(projects.nameCn, [...new Set(ENTRIES.map((entry) => entry.caseName))]));
  const caseNamed = new Map(cases.map((row) => [row.nameCn, row]));
  const members = await tx
    .select()
    .from(projectMembers)
    .where(
      inArray(
        projectMembers.projectId,
        cases.map((row) => row.projectId),
      ),
    );
  const days = lastWorkingDays(Math.max(...ENTRIES.map((entry) => entry.daysBack)));
  // Confirmed time went through one submission per person and case.
  const submissions = new Map<string, number>();
  for (const seed of ENTRIES) {
    const kase = caseNamed.get(seed.caseName)!;
    const timekeeper = userId.get(seed.userName)!;
    const member = members.find((row) => row.projectId === kase.projectId && row.userId === timekeeper);
    const rate = chooseRate({
      caseMemberRate: kase.feeType === FEE_TYPE.hourly ? (member?.hourlyRate ?? null) : null,
      caseCurrency: kase.currency,
      standardRate: rateOf.get(timekeeper) ?? null,
    });
    const entry = { narrative: seed.narrative, billable: true, taskCode: seed.taskCode ?? '' };
    const scored = scoreNarrative({ ...entry, clientId: kase.clientId }, DEFAULT_SCORE_RULES);
    let submissionId: number | null = null;
    if (seed.status !== 'draft') {
      const key = `${timekeeper}|${kase.projectId}`;
      if (!submissions.has(key)) {
        const [row] = await tx
          .insert(worklogSubmissions)
          .values({
            userId: timekeeper,
            projectId: kase.projectId,
            status: 'confirmed',
            createdBy: timekeeper,
          })
          .returning({ submissionId: worklogSubmissions.submissionId });
        submissions.set(key, row!.submissionId);
      }
      submissionId = submissions.get(key)!;
    }
    await tx.insert(worklogs).values({
      userId: timekeeper,
      projectId: kase.projectId,
      workDate: days[seed.daysBack - 1]!,
      hours: seed.hours,
      ...entry,
      activityCode: seed.activityCode,
      rate: rate.rate,
      currency: rate.currency,
      rateSource: rate.source,
      amount: entryAmount(seed.hours, rate.rate, true),
      status: seed.status,
      submissionId,
      score: scored.score,
      scoreReasons: scored.reasons,
      createdBy: timekeeper,
      updatedBy: timekeeper,
    });
  }
}
